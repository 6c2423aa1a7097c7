import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-connection';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { findErrorToast } from '@/test/toast';
import { pairHalfCards } from '../components/detail/playbook-sections';
import { ICP_ID, PLAYBOOK_ID, makeIcp, makePlaybook, page } from '@/test/fixtures/playbook-fixtures';

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  resetRealtimeConnection();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const full = makePlaybook({
  marketingGoals: ['Book 20 calls a month'],
  valueProposition: 'Predictable referrals',
  keyMessages: ['Referrals you can predict'],
  positioning: 'The practical partner',
  tonality: 'Confident, warm',
  selectedChannels: ['LinkedIn'],
  campaigns: [{ name: 'Q1 Push', objective: 'Re-engage', timeline: '8 weeks' }],
  kpis: [{ name: 'Qualified leads', target: 40 }],
  targetMetrics: { websiteConversion: '3%' },
  contentStrategy: 'Case studies',
  timeline: 'Month 1: foundations',
  teamRoles: { Partner: 'Approves' },
  aiGeneratedCampaigns: [{ name: 'AMA', objective: 'Monthly live' }],
  aiContentIdeas: ['Five signs'],
});

describe('playbook detail (/playbooks/:id)', () => {
  it("names the playbook's client to an advisor, not to the client who owns it", async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: { ...full, clientName: 'Ethan Walker' } },
      'GET /api/notes': page([]),
    });
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'team_member' });
    expect(await screen.findByTestId('playbook-client')).toHaveTextContent('Client: Ethan Walker');
  });

  it("shows 'Loading...' and then 'Playbook not found'", async () => {
    mockFetch({});
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Playbook not found' })).toBeInTheDocument();
  });

  it('shows the header and every card that has data', async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: full },
      'GET /api/notes': page([]),
    });
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Referral Engine' })).toBeInTheDocument();
    expect(screen.getByText('Marketing Playbook')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to profile/ })).toHaveAttribute('href', `/icp/${ICP_ID}`);
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute(
      'href',
      `/playbooks/${PLAYBOOK_ID}/edit`,
    );
    expect(screen.getByRole('button', { name: /Export PDF/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete playbook' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('in_progress');

    for (const title of [
      'Strategic Goals',
      'Value Proposition',
      'Key Messages',
      'Market Positioning',
      'Marketing Channels',
      'Brand Tonality',
      'Marketing Campaigns',
      'KPIs & Metrics',
      'Content Strategy',
      'Timeline',
      'Team Roles',
      'AI-Generated Campaigns',
      'AI Content Ideas',
      'Team Collaboration',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Target: 40')).toBeInTheDocument();
    expect(screen.getByText('Monthly live')).toBeInTheDocument();
  });

  it('leaves out the cards without data', async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: makePlaybook({ campaigns: 'Spring open house' }) },
      'GET /api/notes': page([]),
    });
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    expect(await screen.findByRole('heading', { name: 'Marketing Campaigns' })).toBeInTheDocument();
    expect(screen.getByText('Spring open house')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Strategic Goals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'KPIs & Metrics' })).not.toBeInTheDocument();
  });

  it('changes the status with PATCH', async () => {
    const fetchMock = mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: full },
      [`PATCH /api/playbooks/${PLAYBOOK_ID}`]: { body: { ...full, status: 'completed' } },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'completed');
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'completed' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
  });

  it('edits a section in place (Save with PUT), then Undo puts the previous values back', async () => {
    let stored = makePlaybook({
      kpis: [{ name: 'Qualified leads', target: 40, unit: 'leads', period: 'month', basis: 'Kept' }],
      targetMetrics: { 'Website conversion': '3%' },
      teamRoles: { Partner: 'Approves' },
    });
    const fetchMock = mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: () => ({ body: stored }),
      [`PUT /api/playbooks/${PLAYBOOK_ID}`]: (init) => {
        stored = { ...stored, ...(JSON.parse(String(init?.body)) as object) };
        return { body: stored };
      },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });

    // Cancel (Escape) leaves it as it was and puts the focus back on Edit.
    const edit = await screen.findByRole('button', { name: 'Edit KPIs & Metrics' });
    await user.click(edit);
    const form = await screen.findByRole('form', { name: 'Edit KPIs & Metrics' });
    expect(within(form).getByRole('textbox', { name: 'KPI' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit KPIs & Metrics' })).toHaveFocus());

    // A click on the card opens the editor too.
    await user.click(screen.getByText('Qualified leads'));
    const target = within(await screen.findByRole('group', { name: 'KPI 1' })).getByRole('textbox', {
      name: 'Target',
    });
    await user.clear(target);
    await user.type(target, '55');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Target: 55')).toBeInTheDocument();
    const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toMatchObject({
      status: 'in_progress',
      kpis: [{ name: 'Qualified leads', target: 55, unit: 'leads', period: 'month', basis: 'Kept' }],
      targetMetrics: { 'Website conversion': '3%' },
      teamRoles: { Partner: 'Approves' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit KPIs & Metrics' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Target: 40')).toBeInTheDocument();
    expect(JSON.parse(String(puts()[1]?.[1]?.body))).toMatchObject({
      kpis: [{ name: 'Qualified leads', target: 40, unit: 'leads', period: 'month', basis: 'Kept' }],
    });
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit KPIs & Metrics' })).toHaveFocus());
  });

  it('edits the marketing channels in place, keeping what each kept channel says, and undoes', async () => {
    let stored = makePlaybook({
      selectedChannels: [
        { channel: 'LinkedIn', rank: 1, reason: 'Where practice owners read' },
        { channel: 'Referrals', rank: 2, reason: 'Trust travels' },
      ],
    });
    const fetchMock = mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: () => ({ body: stored }),
      [`PUT /api/playbooks/${PLAYBOOK_ID}`]: (init) => {
        stored = { ...stored, ...(JSON.parse(String(init?.body)) as object) };
        return { body: stored };
      },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });

    await user.click(
      await screen.findByRole('button', { name: 'Edit Marketing Channels' }, { timeout: 10_000 }),
    );
    const form = await screen.findByRole('form', { name: 'Edit Marketing Channels' });
    await user.click(within(form).getByRole('button', { name: 'Remove Referrals' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Marketing channels' }),
      'Dental conferences{Enter}',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]?.[1]?.body)).selectedChannels).toEqual([
      { channel: 'LinkedIn', rank: 1, reason: 'Where practice owners read' },
      { channel: 'Dental conferences' },
    ]);
    expect(await screen.findByText('Dental conferences')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Referrals')).toBeInTheDocument();
    expect(JSON.parse(String(puts()[1]?.[1]?.body)).selectedChannels).toEqual([
      { channel: 'LinkedIn', rank: 1, reason: 'Where practice owners read' },
      { channel: 'Referrals', rank: 2, reason: 'Trust travels' },
    ]);
  });

  it('keeps the editor open with the message when the save fails', async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: makePlaybook({ tonality: 'Warm' }) },
      [`PUT /api/playbooks/${PLAYBOOK_ID}`]: {
        status: 400,
        body: {
          code: 'validation',
          status: 400,
          message: 'Invalid',
          fields: { tonality: 'Tonality is too long' },
        },
      },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Edit Brand Tonality' }));
    await user.type(screen.getByRole('textbox', { name: 'Brand tonality' }), ' and plain');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tonality is too long')).toBeInTheDocument();
    await findErrorToast('Invalid');
    expect(screen.getByRole('form', { name: 'Edit Brand Tonality' })).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and goes back to the profile', async () => {
    const fetchMock = mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: full },
      [`DELETE /api/playbooks/${PLAYBOOK_ID}`]: { body: { message: 'Deleted' } },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });

    await user.click(await screen.findByRole('button', { name: 'Delete playbook' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete playbook?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete playbook' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/icp/${ICP_ID}`));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    // The deleted playbook is not asked for again.
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url) === `/api/playbooks/${PLAYBOOK_ID}`),
    ).toHaveLength(2);
  });

  it("shows 'Failed to delete playbook' and stays when the delete fails", async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: full },
      [`DELETE /api/playbooks/${PLAYBOOK_ID}`]: {
        status: 403,
        body: { message: 'You do not have permission to do this' },
      },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Delete playbook' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await findErrorToast('You do not have permission to do this');
    expect(router.state.location.pathname).toBe(`/playbooks/${PLAYBOOK_ID}`);
  });

  it("says 'Error' with 'Failed to delete playbook' when the server gives no reason", async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: full },
      [`DELETE /api/playbooks/${PLAYBOOK_ID}`]: { status: 500, body: '' },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Delete playbook' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await findErrorToast('Failed to delete playbook');
  });

  it("downloads the PDF with the server's file name", async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: full },
      'GET /api/notes': page([]),
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith('/export')
          ? Promise.resolve(
              new Response(pdf, {
                headers: {
                  'content-type': 'application/pdf',
                  'content-disposition': 'attachment; filename="playbook-referral-engine-1700000000000.pdf"',
                },
              }),
            )
          : realFetch(input, init),
      ),
    );
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Export PDF/ }));
    expect(await screen.findByText('PDF exported successfully')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'playbook-referral-engine-1700000000000.pdf',
    );
  });

  it("says 'Error' with 'Failed to export PDF' when the export fails without a reason", async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: full },
      [`GET /api/playbooks/${PLAYBOOK_ID}/export`]: { status: 500, body: '' },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Export PDF/ }));
    await findErrorToast('Failed to export PDF');
  });

  it("says 'Error' with the server's reason when the export is refused", async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: full },
      [`GET /api/playbooks/${PLAYBOOK_ID}/export`]: {
        status: 503,
        body: { status: 503, message: 'PDF export is unavailable right now' },
      },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Export PDF/ }));
    await findErrorToast('PDF export is unavailable right now');
  });
});

describe('detail layout', () => {
  it('gives a half-width card without a partner the whole row', () => {
    const spans = (cards: boolean[]) => pairHalfCards(cards.map((wide) => ({ wide }))).map((c) => c.span);
    expect(spans([false, false])).toEqual(['half', 'half']);
    expect(spans([false, true, false])).toEqual(['full', 'full', 'full']);
    expect(spans([true, false, false, false])).toEqual(['full', 'half', 'half', 'full']);
  });
});

describe('playbook detail: the compliance check', () => {
  it("marks a phrase that breaks the profile's trade rules, with the rule and a rewording", async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: {
        body: { ...full, keyMessages: ['Plan with us', 'Guaranteed 12% returns on your savings'] },
      },
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp({ id: ICP_ID, profession: 'financial-advisors' }) },
      'GET /api/notes': page([]),
    });
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });

    const panel = await screen.findByRole('region', { name: 'Compliance check' });
    expect(within(panel).getByText('1 to review')).toBeInTheDocument();
    const finding = within(panel).getByRole('listitem');
    expect(finding).toHaveTextContent('Key messages: “Guaranteed 12% returns”');
    expect(within(finding).getByText('Guaranteed 12% returns', { selector: 'mark' })).toBeInTheDocument();
    expect(finding).toHaveTextContent('A promise of investment returns');
    expect(finding).toHaveTextContent('Rule: SEC Marketing Rule 206(4)-1');
    expect(finding).toHaveTextContent(
      'Instead: a plan built to pursue your goals; returns are not guaranteed',
    );
    expect(panel).toHaveTextContent('Guidance, not legal advice');
  });

  it('says so when the copy is clean, and shows nothing for a trade without rules', async () => {
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: full },
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp({ id: ICP_ID, profession: 'dentists' }) },
      'GET /api/notes': page([]),
    });
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    const panel = await screen.findByRole('region', { name: 'Compliance check' });
    expect(panel).toHaveTextContent('No findings');
    expect(panel).toHaveTextContent("No phrase in the playbook's copy breaks these rules.");
    cleanup();

    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: full },
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp({ id: ICP_ID, profession: 'web-designers' }) },
      'GET /api/notes': page([]),
    });
    renderRoute(`/playbooks/${PLAYBOOK_ID}`, { session: 'client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Referral Engine' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Compliance check' })).toBeNull());
  });
});
