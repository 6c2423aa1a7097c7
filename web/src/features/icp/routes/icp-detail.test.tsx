import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, makeIcp, makeScore } from '@/test/fixtures/icp-fixtures';
import { PHONE_QUERY } from '@/hooks/use-is-phone';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noScore = { status: 404, body: { code: 'not_found', status: 404, message: 'No score yet' } };
/** The Team Collaboration panel's own calls: no notes yet. */
const notes = { 'GET /api/notes': listAnswer([], { limit: 200 }) };
const path = `/icp/${ICP_ID}`;

describe('ICP detail (/icp/:id)', () => {
  it('shows the name, the type label, the actions and the cards that have data', async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp({ personaNarrative: 'Meet Dana, a CFO.' }) },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
    });
    renderRoute(path, { session: 'client' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Growth-stage SaaS CFOs' }),
    ).toBeInTheDocument();
    expect(screen.getByText('B2B Ideal Client Profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', `/icp/${ICP_ID}/edit`);
    expect(screen.getByRole('link', { name: /Create Playbook/ })).toHaveAttribute(
      'href',
      `/playbooks/new?icpId=${ICP_ID}`,
    );
    expect(screen.getByRole('button', { name: /Export PDF/ })).toBeInTheDocument();

    for (const title of [
      'Firmographics',
      'Geography',
      'Pain Points',
      'Needs & Goals',
      'Preferred Channels',
      'Buyer Journey',
      'AI-Generated Persona Narrative',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    // No behavioral traits and no demographics card for a b2b profile.
    expect(screen.queryByRole('heading', { name: 'Behavioral Traits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Demographics' })).not.toBeInTheDocument();
    expect(screen.getByText('Meet Dana, a CFO.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('in_progress');
  });

  it('on a phone shows Edit and Create Playbook, the other actions behind More actions', async () => {
    const real = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...real(query),
      matches: query === PHONE_QUERY,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as typeof window.matchMedia;
    try {
      mockFetch({
        [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
        [`GET /api/icps/${ICP_ID}/score`]: noScore,
        ...notes,
      });
      const user = userEvent.setup();
      renderRoute(path, { session: 'client' });
      await screen.findByRole('heading', { level: 1, name: 'Growth-stage SaaS CFOs' });
      const actions = screen.getByTestId('icp-actions');
      const shown = () =>
        within(actions)
          .queryAllByRole('button')
          .concat(within(actions).queryAllByRole('link'))
          .map((b) => b.textContent?.trim());
      expect(shown().sort()).toEqual(['Create Playbook', 'Edit', 'More actions'].sort());
      const more = within(actions).getByRole('button', { name: 'More actions' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await user.click(more);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      const group = within(actions).getByRole('group', { name: 'More actions' });
      expect(within(group).getByRole('button', { name: /Export PDF/ })).toBeVisible();
      expect(within(group).getByRole('button', { name: /Delete/ })).toBeVisible();
    } finally {
      window.matchMedia = real;
    }
  });

  it('shows a Demographics card for b2c', async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: {
        body: makeIcp({ type: 'b2c', ageRange: '28-40', gender: 'female', industry: null }),
      },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
    });
    renderRoute(path, { session: 'client' });
    expect(await screen.findByText('B2C Ideal Client Profile')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Demographics' });
    expect(within(card).getByText('28-40')).toBeInTheDocument();
    expect(within(card).getByText('Female')).toBeInTheDocument();
    expect(within(card).getAllByText('Not specified')).toHaveLength(3);
  });

  it("says 'Not analysed yet', then analyses and draws the score", async () => {
    const fetchMock = mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
      [`POST /api/icps/${ICP_ID}/analyze`]: { body: makeScore() },
    });
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });

    expect(await screen.findByText('Not analysed yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Analyze/ }));

    expect(await screen.findByText('Analysis Complete')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/icps/${ICP_ID}/analyze`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByText('Overall score 82 out of 100, Excellent')).toBeInTheDocument();
    expect(screen.getByTestId('score-band')).toHaveTextContent('Excellent');
    expect(screen.getByTestId('score-band')).toHaveAttribute('data-band', 'green');
    expect(screen.getByRole('button', { name: /Re-analyze/ })).toBeInTheDocument();

    const meters = screen.getAllByRole('meter');
    expect(meters.map((m) => [m.getAttribute('aria-label'), m.getAttribute('aria-valuenow')])).toEqual([
      ['Firmographics', '90'],
      ['Psychographics', '60'],
      ['Pain Points', '85'],
      ['Needs & Goals', '40'],
      ['Channels', '76'],
    ]);
    expect(screen.getByTestId('score-bar-demographics')).toHaveAttribute('data-band', 'green');
    expect(screen.getByTestId('score-bar-psychographics')).toHaveAttribute('data-band', 'yellow');
    expect(screen.getByTestId('score-bar-needs')).toHaveAttribute('data-band', 'red');
    expect(screen.getByText('Add at least 3 goals')).toBeInTheDocument();
  });

  it.each([
    [45, 'Needs Work', 'red'],
    [60, 'Good', 'yellow'],
  ])('labels an overall score of %i as %s (%s)', async (overall, label, color) => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp({ type: 'b2c' }) },
      [`GET /api/icps/${ICP_ID}/score`]: { body: makeScore({ overallScore: overall }) },
      ...notes,
    });
    renderRoute(path, { session: 'client' });
    const band = await screen.findByTestId('score-band');
    expect(band).toHaveTextContent(label);
    expect(band).toHaveAttribute('data-band', color);
    expect(screen.getAllByRole('meter')[0]).toHaveAttribute('aria-label', 'Demographics');
  });

  it("shows 'Failed to analyze ICP' when the analysis fails", async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
      [`POST /api/icps/${ICP_ID}/analyze`]: { status: 503, statusText: 'Service Unavailable' },
    });
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Analyze/ }));
    expect(await screen.findByText('Failed to analyze ICP')).toBeInTheDocument();
  });

  it("changes the status with PATCH, and shows the server's message when completing is refused", async () => {
    const refusal =
      'A profile can be marked completed only when all five steps have content; missing: Psychology';
    const fetchMock = mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
      [`PATCH /api/icps/${ICP_ID}`]: (init) => {
        const { status } = JSON.parse(init?.body as string) as { status: string };
        return status === 'completed'
          ? { status: 400, body: { code: 'bad_request', status: 400, message: refusal } }
          : { body: makeIcp({ status: 'draft' }) };
      },
    });
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });

    const select = await screen.findByLabelText('Status');
    await user.selectOptions(select, 'completed');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(select).toHaveValue('in_progress');

    await user.selectOptions(select, 'draft');
    await waitFor(() => expect(select).toHaveValue('draft'));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/icps/${ICP_ID}`,
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ status: 'draft' }) }),
    );
  });

  it('asks before deleting, then deletes and goes home with "Deleted"', async () => {
    const fetchMock = mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
      [`DELETE /api/icps/${ICP_ID}`]: { body: { message: 'Deleted' } },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(path, { session: 'client' });

    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this profile?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: /Delete/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
  });

  it("shows 'Failed to delete ICP' when the delete fails", async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
      [`DELETE /api/icps/${ICP_ID}`]: { status: 503, statusText: 'Service Unavailable' },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(path, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete profile' }));
    expect(await screen.findByText('Failed to delete ICP')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('exports the PDF with the server file name, or says it failed', async () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let ok = true;
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
      [`GET /api/icps/${ICP_ID}/export`]: () =>
        ok
          ? { body: '%PDF-1.4' }
          : { status: 404, body: { code: 'not_found', status: 404, message: 'Not found' } },
    });
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });

    await user.click(await screen.findByRole('button', { name: /Export PDF/ }));
    expect(await screen.findByText('PDF exported successfully')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();

    ok = false;
    await user.click(screen.getByRole('button', { name: /Export PDF/ }));
    expect(await screen.findByText('Failed to export PDF')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    click.mockRestore();
  });

  it("shows 'ICP not found' for a missing profile", async () => {
    mockFetch({});
    renderRoute(path, { session: 'client' });
    expect(await screen.findByRole('heading', { name: 'ICP not found' })).toBeInTheDocument();
  });

  it('closes with the Team Collaboration section', async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
    });
    renderRoute(path, { session: 'client' });
    expect(await screen.findByRole('heading', { name: 'Team Collaboration' })).toBeInTheDocument();
  });
});

describe('ICP detail: the evidence ledger', () => {
  const ledger = (over: Record<string, unknown> = {}) => ({
    fields: [
      { field: 'industry', source: 'observed', origin: 'ai', observed: { clients: 12, of: 40 } },
      { field: 'companySize', source: 'assumed', origin: 'assumed', observed: null },
      { field: 'painPoints', source: 'ai', origin: 'ai', observed: null },
      { field: 'geographics', source: 'stated', origin: 'stated', observed: null },
    ],
    hypothesis: false,
    evidence: { rowCount: 40, clients: 40, importedAt: '2026-11-26T06:00:00.000Z' },
    ...over,
  });

  it('marks each field with where it comes from, observed ones with the count', async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      [`GET /api/icps/${ICP_ID}/ledger`]: { body: ledger() },
      ...notes,
    });
    renderRoute(path, { session: 'client' });
    const industry = await screen.findByLabelText(
      'Observed · 12 of 40 clients (AI-suggested). Source: observed in your client data (12 of 40 clients); suggested by the AI. Change the source',
      {},
      { timeout: 5000 },
    );
    expect(industry).toHaveTextContent('Observed · 12 of 40 clients (AI-suggested)');
    expect(screen.getByLabelText(/^Assumed\. Source: an assumption/)).toHaveTextContent('Assumed');
    const pains = screen.getByRole('region', { name: 'Pain Points' });
    expect(within(pains).getByLabelText(/^AI-suggested\. Source: suggested by the AI/)).toHaveTextContent(
      'AI-suggested',
    );
    const geography = screen.getByRole('region', { name: 'Geography' });
    expect(within(geography).getByLabelText(/^Stated\. Source: stated by a person/)).toHaveTextContent(
      'Stated',
    );
    // axe's label-content-name-mismatch: every mark's accessible name holds the text it shows.
    const marks = document.querySelectorAll('[data-source]');
    expect(marks.length).toBeGreaterThanOrEqual(4);
    for (const mark of marks)
      expect(mark.getAttribute('aria-label')).toContain((mark.textContent ?? '').trim());
    expect(screen.queryByText('This profile is a hypothesis')).not.toBeInTheDocument();
  });

  it('marks a field as an assumption from its mark, sending the whole profile with that origin', async () => {
    const icp = makeIcp();
    let saved: Record<string, unknown> | null = null;
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: icp },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      [`GET /api/icps/${ICP_ID}/ledger`]: { body: ledger() },
      [`PUT /api/icps/${ICP_ID}`]: (init) => {
        saved = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { body: { ...icp, fieldSources: { geographics: 'assumed' } } };
      },
      ...notes,
    });
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });
    const geography = await screen.findByRole('region', { name: 'Geography' });
    await user.click(
      await within(geography).findByRole('button', { name: /^Stated\. Source: stated by a person/ }),
    );
    await screen.findByRole('menuitem', { name: 'Mark as an assumption' });
    // The keyboard path (in jsdom Zag may ignore a synthetic click on a menu item; see app-header.test).
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toMatchObject({
      name: icp.name,
      geographics: icp.geographics,
      fieldSources: { geographics: 'assumed' },
    });
  });

  it('calls a profile without observed fields a hypothesis and opens the Evidence tab from it', async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      [`GET /api/icps/${ICP_ID}/ledger`]: {
        body: ledger({
          fields: [{ field: 'industry', source: 'ai', origin: 'ai', observed: null }],
          hypothesis: true,
          evidence: null,
        }),
      },
      [`GET /api/icps/${ICP_ID}/evidence`]: { body: { import: null, report: null } },
      ...notes,
    });
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });
    expect(await screen.findByText('This profile is a hypothesis')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import clients' }));
    expect(screen.getByRole('tab', { name: 'Evidence' })).toHaveAttribute('aria-selected', 'true');
  });
});
