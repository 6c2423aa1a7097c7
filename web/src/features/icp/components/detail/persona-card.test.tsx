import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, makeIcp, makeScore } from '@/test/fixtures/icp-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const noScore = { status: 404, body: { code: 'not_found', status: 404, message: 'No score yet' } };
const notes = { 'GET /api/notes': listAnswer([], { limit: 200 }) };
const path = `/icp/${ICP_ID}`;

const persona = makeIcp({
  name: '🦷 Dental Owners',
  painPoints: ['High patient no-show rates', 'Insurance paperwork'],
  goals: ['Fill the chair two weeks ahead'],
  preferredChannels: ['LinkedIn', 'Dental conferences'],
  buyerJourney: {
    awareness: 'Hears from peers.',
    consideration: 'Compares vendors. Worried the switch will disrupt the front desk.',
    decision: null,
  },
});

describe('persona card on the profile page', () => {
  it('shows the initials of an emoji name, the summary, the quote, goals, pains, objections, channels, stage and score', async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: persona },
      [`GET /api/icps/${ICP_ID}/score`]: { body: makeScore({ overallScore: 82 }) },
      ...notes,
    });
    renderRoute(path, { session: 'client' });

    const card = await screen.findByRole('region', { name: 'Persona card' });
    expect(within(card).getByText('🦷 Dental Owners')).toBeInTheDocument();
    // The whole emoji and the last word's initial, never half a surrogate pair.
    expect(within(card).getByText('🦷O')).toBeInTheDocument();
    expect(within(card).getByText('CFO · B2B SaaS · 50-200 employees · North America')).toBeInTheDocument();
    expect(
      within(card).getByText(
        '“My biggest headache: high patient no-show rates. What I want: fill the chair two weeks ahead.”',
      ),
    ).toBeInTheDocument();
    const list = (name: string) =>
      within(within(card).getByRole('region', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(list('Goals')).toEqual(['Fill the chair two weeks ahead']);
    expect(list('Pains')).toEqual(['High patient no-show rates', 'Insurance paperwork']);
    expect(list('Objections')).toEqual(['Worried the switch will disrupt the front desk.']);
    expect(list('Channels')).toEqual(['LinkedIn', 'Dental conferences']);
    expect(within(card).getByText('Consideration')).toHaveAttribute('aria-current', 'step');
    expect(within(card).getByText('Mapped to Consideration')).toBeInTheDocument();
    expect(
      await within(card).findByRole('img', { name: 'Quality score 82 of 100, Excellent' }),
    ).toHaveTextContent('82/100Excellent');
  });

  it('says what is missing instead of inventing it', async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: {
        body: makeIcp({ painPoints: [], goals: [], preferredChannels: [], buyerJourney: null }),
      },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
    });
    renderRoute(path, { session: 'client' });
    const card = await screen.findByRole('region', { name: 'Persona card' });
    expect(within(card).getByText('GC')).toBeInTheDocument();
    expect(
      within(card).getByText('Add pain points or goals to hear this client’s voice.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('None noted in the buyer journey yet.')).toBeInTheDocument();
    expect(within(card).getByText('Not mapped yet')).toBeInTheDocument();
    expect(await within(card).findByRole('img', { name: 'No score yet' })).toBeInTheDocument();
  });

  it('downloads the card as a PNG with the server file name, or says it failed', async () => {
    const createObjectURL = vi.fn(() => 'blob:png');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let ok = true;
    const fetchMock = mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: persona },
      [`GET /api/icps/${ICP_ID}/score`]: noScore,
      ...notes,
      [`GET /api/icps/${ICP_ID}/export/persona.png`]: () =>
        ok
          ? {
              body: '\x89PNG',
              headers: {
                'content-disposition': 'attachment; filename="icp-dental-persona-20261125-2000.png"',
              },
            }
          : {
              status: 503,
              body: {
                code: 'service_unavailable',
                status: 503,
                message: 'PDF export is unavailable right now',
              },
            },
    });
    const user = userEvent.setup();
    renderRoute(path, { session: 'client' });

    await user.click(await screen.findByRole('button', { name: /Download card \(PNG\)/ }));
    expect(await screen.findByText('Persona card downloaded')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/icps/${ICP_ID}/export/persona.png`, expect.anything());
    expect(click).toHaveBeenCalled();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'icp-dental-persona-20261125-2000.png',
    );

    ok = false;
    await user.click(screen.getByRole('button', { name: /Download card \(PNG\)/ }));
    expect(await screen.findByText('PDF export is unavailable right now')).toBeInTheDocument();
    click.mockRestore();
  });
});
