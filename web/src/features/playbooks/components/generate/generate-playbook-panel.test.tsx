import type {
  PlaybookFields,
  PlaybookReview,
  PlaybookReviewInput,
  PlaybookSectionName,
  PlaybookSections,
  RoadmapCampaign,
} from '@icp-studio/contracts';
import { playbookFieldsSchema } from '@icp-studio/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch, type MockAnswer, type MockHandler } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_ID, makeIcp, makePlaybook } from '@/test/fixtures/icp-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const campaign = (over: Partial<RoadmapCampaign>): RoadmapCampaign => ({
  name: 'Guide launch',
  stage: 'awareness',
  channel: 'LinkedIn',
  offer: 'A free guide',
  owner: 'Marketing lead',
  startDay: 1,
  endDay: 30,
  startDate: null,
  endDate: null,
  kpi: 'Qualified enquiries',
  ...over,
});

const SECTIONS: PlaybookSections = {
  positioning: {
    positioning: 'For growing SaaS finance teams, we are the firm that closes the books in five days.',
    valueProposition: 'Month-end in five days, with numbers the board trusts.',
    pillars: ['Speed', 'Trust'],
  },
  messages: {
    awareness: ['Close faster without more staff.'],
    consideration: ['See how a five-day close works.'],
    decision: ['Start with a fixed-fee review.'],
    retention: ['Your quarterly review is ready.'],
  },
  objections: [{ objection: 'We already have an accountant.', answer: 'We work beside them.' }],
  channels: [
    { rank: 1, channel: 'LinkedIn', stage: 'awareness', reason: 'Where CFOs read.' },
    { rank: 2, channel: 'Webinars', stage: 'consideration', reason: 'Shows the method.' },
  ],
  roadmap: {
    startDate: null,
    days: 90,
    campaigns: [
      campaign({ name: 'Client review offer', stage: 'decision', startDay: 31, endDay: 60 }),
      campaign({}),
    ],
  },
  kpis: [
    {
      name: 'Qualified enquiries',
      stage: 'awareness',
      target: 12,
      unit: 'enquiries',
      period: 'month',
      basis: 'A small firm',
    },
  ],
  budget: {
    amount: 9000,
    currency: 'EUR',
    period: '90 days',
    lines: [{ channel: 'LinkedIn', amount: 7200, share: 80, reason: 'Paid reach' }],
    reserve: 1800,
  },
};

const noScore = { status: 404, body: { code: 'not_found', status: 404, message: 'No score yet' } };

/**
 * The kept review's routes over one stored review, as the playbook service answers them
 * (`/api/icps/{id}/playbook-review`): what was saved last is what the next GET gives.
 */
function reviewStore(initial: PlaybookReview | null = null) {
  const store = { kept: initial, saves: [] as PlaybookReviewInput[], discards: 0 };
  const path = `/api/icps/${ICP_ID}/playbook-review`;
  const routes: Record<string, MockHandler> = {
    [`GET ${path}`]: () => ({ body: { kept: store.kept } }),
    [`PUT ${path}`]: (init) => {
      const review = JSON.parse(String(init?.body)) as PlaybookReviewInput;
      store.saves.push(review);
      store.kept = { icpId: ICP_ID, review, updatedAt: '2026-11-29T10:15:00.000Z' };
      return { body: store.kept };
    },
    [`DELETE ${path}`]: () => {
      store.discards += 1;
      store.kept = null;
      return { body: { message: 'Review discarded' } };
    },
  };
  return { store, routes };
}

const page = {
  [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
  [`GET /api/icps/${ICP_ID}/score`]: noScore,
  'GET /api/notes': listAnswer([], { limit: 200 }),
  // no review kept before; saves answered and forgotten (the tests of keeping use reviewStore)
  [`GET /api/icps/${ICP_ID}/playbook-review`]: { body: { kept: null } },
  [`PUT /api/icps/${ICP_ID}/playbook-review`]: (init: RequestInit | undefined) => ({
    body: { icpId: ICP_ID, review: JSON.parse(String(init?.body)), updatedAt: '2026-11-29T10:15:00.000Z' },
  }),
  [`DELETE /api/icps/${ICP_ID}/playbook-review`]: { body: { message: 'Review discarded' } },
};
/** Each section's route answering that section of SECTIONS, as the user's provider wrote it. */
const sectionRoutes = (over: Record<string, MockAnswer | MockHandler> = {}) =>
  Object.fromEntries(
    (Object.keys(SECTIONS) as PlaybookSectionName[]).map((n) => [
      `POST /api/ai/generate-playbook/${n}`,
      over[n] ?? {
        body: { engine: 'custom', model: 'llama3.1:8b', sections: { [n]: SECTIONS[n] } },
      },
    ]),
  );
const bodyOf = (fetch: ReturnType<typeof mockFetch>, key: string, nth = 0) => {
  const calls = fetch.mock.calls.filter(
    ([url, init]) => `${init?.method} ${new URL(String(url), 'http://x').pathname}` === key,
  );
  return JSON.parse(String(calls[nth]![1]!.body)) as Record<string, unknown>;
};
const TITLES = [
  'Positioning and value proposition',
  'Key messages by stage',
  'Objections and answers',
  'Channels, ranked',
  '90-day roadmap',
  'KPIs',
  'Budget split',
];

describe('Generate playbook (profile page)', () => {
  it('writes the sections one by one; the user edits a KPI, drops a campaign and creates the playbook', async () => {
    const saved = makePlaybook({ id: '44444444-4444-4444-8444-444444444444' });
    const fetch = mockFetch({
      ...page,
      ...sectionRoutes(),
      'POST /api/playbooks': { status: 201, body: saved },
      [`GET /api/playbooks/${saved.id}`]: { body: saved },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(`/icp/${ICP_ID}`, { session: 'client' });

    await user.type(await screen.findByLabelText('Budget for 90 days (optional)'), '9000');
    await user.clear(screen.getByLabelText('Currency'));
    await user.type(screen.getByLabelText('Currency'), 'eur');
    await user.click(screen.getByRole('button', { name: /Generate playbook/ }));

    expect(
      await screen.findByRole('heading', { name: 'Review your generated playbook' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('EUR 7,200 · 80%')).toBeInTheDocument();
    expect(screen.getByTestId('playbook-writer')).toHaveTextContent('Written by Custom API · llama3.1:8b');
    expect(screen.queryByTestId('generation-progress')).not.toBeInTheDocument();
    const asked = fetch.mock.calls
      .map(([url, init]) => `${init?.method} ${new URL(String(url), 'http://x').pathname}`)
      .filter((k) => k.startsWith('POST /api/ai/'));
    expect(asked).toEqual(
      ['positioning', 'messages', 'objections', 'channels', 'kpis', 'roadmap', 'budget'].map(
        (n) => `POST /api/ai/generate-playbook/${n}`,
      ),
    );
    const first = bodyOf(fetch, 'POST /api/ai/generate-playbook/positioning');
    expect(first.options).toEqual({ budget: { amount: 9000, currency: 'EUR' } });
    expect(first.icpData).toMatchObject({ name: makeIcp().name });
    expect(first.icpData).not.toHaveProperty('id');
    // The roadmap is written on the channels and KPIs received before it.
    expect(bodyOf(fetch, 'POST /api/ai/generate-playbook/roadmap').current).toEqual({
      channels: SECTIONS.channels,
      kpis: SECTIONS.kpis,
    });

    for (const title of TITLES) expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    const roadmap = screen.getByRole('region', { name: '90-day roadmap' });
    const cards = within(roadmap).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByText(/^Days/).textContent)).toEqual(['Days 1-30', 'Days 31-60']);

    // Edit a KPI's target; a bad value is refused in place.
    const kpis = screen.getByRole('region', { name: 'KPIs' });
    await user.click(within(kpis).getByRole('button', { name: 'Edit "Qualified enquiries"' }));
    const target = within(kpis).getByLabelText('Target');
    await user.clear(target);
    await user.type(target, 'many');
    await user.click(within(kpis).getByRole('button', { name: 'Save' }));
    expect(within(kpis).getByText('Target must be a number above zero')).toBeInTheDocument();
    await user.clear(target);
    await user.type(target, '20');
    await user.click(within(kpis).getByRole('button', { name: 'Save' }));
    expect(within(kpis).getByText('20 enquiries · month')).toBeInTheDocument();

    // Drop a campaign, then save.
    await user.click(within(roadmap).getByRole('button', { name: 'Remove "Client review offer"' }));
    expect(within(roadmap).queryByText('Client review offer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create playbook' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/playbooks/${saved.id}`));
    const fields = bodyOf(fetch, 'POST /api/playbooks') as PlaybookFields;
    expect(playbookFieldsSchema.safeParse(fields).success).toBe(true);
    expect(fields).toMatchObject({ icpId: ICP_ID, name: `Playbook for ${makeIcp().name}` });
    expect(fields.campaigns).toEqual([expect.objectContaining({ name: 'Guide launch' })]);
    expect(fields.selectedChannels).toHaveLength(2);
    expect(fields.kpis).toEqual([expect.objectContaining({ name: 'Qualified enquiries', target: 20 })]);
  }, 40_000);

  it('regenerates one section on its own: the next variant, on the sections it depends on', async () => {
    const fetch = mockFetch({
      ...page,
      ...sectionRoutes({
        channels: (init) =>
          (JSON.parse(String(init?.body)) as { options?: { variant?: number } }).options?.variant
            ? {
                body: {
                  engine: 'custom',
                  sections: {
                    channels: [
                      { rank: 1, channel: 'Podcasts', stage: 'awareness', reason: 'Long commutes.' },
                    ],
                  },
                },
              }
            : { body: { engine: 'custom', sections: { channels: SECTIONS.channels } } },
      }),
    });
    const user = userEvent.setup();
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Generate playbook/ }));
    expect(await screen.findByText('2. Webinars')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('generation-progress')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Regenerate channels, ranked' }));
    expect(await screen.findByText('1. Podcasts')).toBeInTheDocument();
    expect(screen.queryByText('2. Webinars')).not.toBeInTheDocument();
    const again = bodyOf(fetch, 'POST /api/ai/generate-playbook/channels', 1);
    expect(again.options).toEqual({ variant: 1 });
    expect(again.current).toEqual({ kpis: SECTIONS.kpis, roadmap: SECTIONS.roadmap });
    // The other sections are as they were.
    expect(screen.getByText(SECTIONS.positioning.valueProposition)).toBeInTheDocument();
  });

  it('keeps the sections received when one fails, says which and why, and tries it again', async () => {
    let objections = 0;
    mockFetch({
      ...page,
      ...sectionRoutes({
        objections: () =>
          ++objections === 1
            ? {
                status: 502,
                body: { code: 'upstream_error', status: 502, message: 'The AI provider is unavailable' },
              }
            : { body: { engine: 'custom', sections: { objections: SECTIONS.objections } } },
      }),
    });
    const user = userEvent.setup();
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Generate playbook/ }));

    const failed = screen.getByRole('region', { name: 'Objections and answers' });
    expect(await within(failed).findByText('The objections could not be written')).toBeInTheDocument();
    expect(within(failed).getByText('The AI provider is unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('generation-progress')).toHaveTextContent(
      '2 of 6 sections written. The objections could not be written.',
    );
    const positioning = screen.getByRole('region', { name: 'Positioning and value proposition' });
    expect(within(positioning).getByText(SECTIONS.positioning.valueProposition)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'KPIs' })).getByText('Not written.'),
    ).toBeInTheDocument();

    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(failed).findByText('“We already have an accountant.”')).toBeInTheDocument();
    expect(await screen.findByText('1. LinkedIn')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('generation-progress')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Budget split' })).not.toBeInTheDocument();
  });

  it('checks the budget before asking anything', async () => {
    const fetch = mockFetch({ ...page, ...sectionRoutes() });
    const user = userEvent.setup();
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.type(await screen.findByLabelText('Budget for 90 days (optional)'), '12.5');
    await user.click(screen.getByRole('button', { name: /Generate playbook/ }));
    expect(await screen.findByText('Budget must be a whole amount above zero')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/ai/'))).toBe(false);
  });

  it("edits a campaign's days one by one: out of range or ending before it starts is refused with a message", async () => {
    mockFetch({ ...page, ...sectionRoutes() });
    const user = userEvent.setup();
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Generate playbook/ }));
    const roadmap = await screen.findByRole('region', { name: '90-day roadmap' });
    await within(roadmap).findByText('Guide launch', undefined, { timeout: 10_000 });

    await user.click(within(roadmap).getByRole('button', { name: 'Edit "Guide launch"' }));
    const start = within(roadmap).getByLabelText('Start day');
    const end = within(roadmap).getByLabelText('End day');
    expect(start).toHaveValue('1');
    expect(end).toHaveValue('30');
    const save = () => user.click(within(roadmap).getByRole('button', { name: 'Save' }));

    await user.clear(start);
    await user.type(start, '0');
    await save();
    expect(within(roadmap).getByText('Start day must be a whole number from 1 to 90')).toBeInTheDocument();
    await user.clear(start);
    await user.type(start, '40');
    await user.clear(end);
    await user.type(end, '95');
    await save();
    // Refused, not clamped to 90.
    expect(within(roadmap).getByText('End day must be a whole number from 1 to 90')).toBeInTheDocument();
    expect(end).toHaveValue('95');
    await user.clear(end);
    await user.type(end, '20');
    await save();
    expect(within(roadmap).getByText('A campaign ends on or after its start')).toBeInTheDocument();
    await user.clear(end);
    await user.type(end, '75');
    await save();

    // Saved: the campaign now starts after the other one, and nothing else changed.
    const cards = within(roadmap).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByText(/^Days/).textContent)).toEqual(['Days 31-60', 'Days 40-75']);
    expect(within(cards[1]!).getByText('Guide launch')).toBeInTheDocument();
    expect(within(roadmap).queryByRole('form')).not.toBeInTheDocument();
  }, 40_000);

  it('edits and drops budget lines one by one; the total and the shares follow', async () => {
    const budget: PlaybookSections['budget'] = {
      amount: 9000,
      currency: 'EUR',
      period: '90 days',
      lines: [
        { channel: 'LinkedIn', amount: 5400, share: 60, reason: 'Paid reach' },
        { channel: 'Webinars', amount: 1800, share: 20, reason: 'Shows the method' },
      ],
      reserve: 1800,
    };
    const saved = makePlaybook({ id: '44444444-4444-4444-8444-444444444444' });
    const fetch = mockFetch({
      ...page,
      ...sectionRoutes({ budget: { body: { engine: 'custom', sections: { budget } } } }),
      'POST /api/playbooks': { status: 201, body: saved },
      [`GET /api/playbooks/${saved.id}`]: { body: saved },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.type(await screen.findByLabelText('Budget for 90 days (optional)'), '9000');
    await user.clear(screen.getByLabelText('Currency'));
    await user.type(screen.getByLabelText('Currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: /Generate playbook/ }));

    const region = await screen.findByRole('region', { name: 'Budget split' });
    expect(
      await within(region).findByText('EUR 5,400 · 60%', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const total = within(region).getByTestId('budget-total');
    expect(total).toHaveTextContent('Total for 90 daysEUR 9,000');

    // Edit a line: a bad amount is refused with a message, never rounded.
    await user.click(within(region).getByRole('button', { name: 'Edit "LinkedIn"' }));
    const amount = within(region).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(
      within(region).getByText('Amount must be a whole number from 0 to 1,000,000,000'),
    ).toBeInTheDocument();
    await user.clear(within(region).getByLabelText('Channel'));
    await user.click(within(region).getByRole('button', { name: 'Save' }));
    expect(within(region).getByText('Channel is required')).toBeInTheDocument();
    await user.type(within(region).getByLabelText('Channel'), 'LinkedIn ads');
    await user.clear(amount);
    await user.type(amount, '3600');
    await user.click(within(region).getByRole('button', { name: 'Save' }));

    // 3,600 + 1,800 + the 1,800 reserve: 7,200, the shares over it.
    expect(within(region).getByText('LinkedIn ads')).toBeInTheDocument();
    expect(within(region).getByText('EUR 3,600 · 50%')).toBeInTheDocument();
    expect(within(region).getByText('EUR 1,800 · 25%')).toBeInTheDocument();
    expect(total).toHaveTextContent('Total for 90 daysEUR 7,200');

    // Drop a line: out of the total, the other share recomputed.
    await user.click(within(region).getByRole('button', { name: 'Remove "Webinars"' }));
    expect(within(region).queryByText('Webinars')).not.toBeInTheDocument();
    expect(within(region).getByText('EUR 3,600 · 66.7%')).toBeInTheDocument();
    expect(total).toHaveTextContent('Total for 90 daysEUR 5,400');
    expect(total).toHaveTextContent('ReserveEUR 1,800');

    await user.click(screen.getByRole('button', { name: 'Create playbook' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/playbooks/${saved.id}`));
    const fields = bodyOf(fetch, 'POST /api/playbooks') as PlaybookFields;
    expect(playbookFieldsSchema.safeParse(fields).success).toBe(true);
    expect(fields.targetMetrics).toMatchObject({
      'Marketing budget (90 days)': 'EUR 5,400, of which EUR 1,800 held in reserve',
    });
  }, 40_000);

  it('keeps the review on the server as it changes; a reload reopens it as the user left it', async () => {
    const { store, routes } = reviewStore();
    mockFetch({ ...page, ...sectionRoutes(), ...routes });
    const user = userEvent.setup();
    const first = renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Generate playbook/ }));
    const roadmap = await screen.findByRole('region', { name: '90-day roadmap' });
    await user.click(await within(roadmap).findByRole('button', { name: 'Remove "Client review offer"' }));
    await user.clear(screen.getByLabelText('Playbook name'));
    await user.type(screen.getByLabelText('Playbook name'), 'Spring plan');
    await waitFor(() => expect(store.kept?.review.name).toBe('Spring plan'));
    expect(await screen.findByTestId('review-kept')).toHaveTextContent(/^Kept on your account/);
    const kept = store.kept!.review;
    expect(kept.sections.roadmap).toEqual({
      ...SECTIONS.roadmap,
      campaigns: [expect.objectContaining({ name: 'Guide launch' })],
    });
    expect(kept.writer).toEqual({ engine: 'custom', model: 'llama3.1:8b' });
    first.unmount();

    // The reload: nothing is written again, the review opens where it was.
    const fetch = mockFetch({ ...page, ...sectionRoutes(), ...routes });
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    expect(
      await screen.findByRole('heading', { name: 'Review your generated playbook' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('review-kept')).toHaveTextContent(/^Reopened the review you left on/);
    expect(screen.getByLabelText('Playbook name')).toHaveValue('Spring plan');
    const reopened = screen.getByRole('region', { name: '90-day roadmap' });
    expect(within(reopened).queryByText('Client review offer')).not.toBeInTheDocument();
    expect(within(reopened).getByText('Guide launch')).toBeInTheDocument();
    expect(screen.getByTestId('playbook-writer')).toHaveTextContent('Written by Custom API · llama3.1:8b');
    const asked = fetch.mock.calls.map(
      ([url, init]) => `${init?.method} ${new URL(String(url), 'http://x').pathname}`,
    );
    expect(asked.filter((k) => k.startsWith('POST /api/ai/'))).toEqual([]);
  }, 40_000);

  it('a change still waiting to be kept goes at once, outliving the page, when the page goes', async () => {
    const { store, routes } = reviewStore();
    const fetch = mockFetch({ ...page, ...sectionRoutes(), ...routes });
    const user = userEvent.setup();
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Generate playbook/ }));
    await screen.findByRole('region', { name: 'KPIs' });
    await waitFor(() => expect(store.saves.length).toBeGreaterThan(0));
    const saves = store.saves.length;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const objections = screen.getByRole('region', { name: 'Objections and answers' });
      fireEvent.click(within(objections).getByRole('button', { name: /^Remove "/ }));
      window.dispatchEvent(new Event('pagehide')); // before the 0.6 s rest: sent now, with keepalive
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(store.saves.length).toBe(saves + 1));
    expect(store.saves.at(-1)!.sections.objections).toEqual([]);
    const last = fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1)!;
    expect(last[1]).toMatchObject({ keepalive: true });
  }, 40_000);

  it("marks phrases that break the trade's advertising rules in the section, until the user rewords them", async () => {
    const risky = 'Pain-free implants, guaranteed, or your money back.';
    mockFetch({
      ...page,
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp({ profession: 'dentists' }) },
      ...sectionRoutes({
        positioning: {
          body: {
            engine: 'custom',
            sections: { positioning: { ...SECTIONS.positioning, valueProposition: risky } },
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Generate playbook/ }));
    const positioning = await screen.findByRole('region', { name: 'Positioning and value proposition' });
    const note = await within(positioning).findByRole('note', { name: 'Compliance findings' });
    expect(note).toHaveTextContent(/to review before this goes out/);
    expect(note).toHaveTextContent(/Value proposition: “/);
    expect(within(positioning).getByText(risky)).toBeInTheDocument(); // shown as written, flagged
    // Only the section with the phrase says so.
    const messages = screen.getByRole('region', { name: 'Key messages by stage' });
    expect(within(messages).queryByRole('note', { name: 'Compliance findings' })).not.toBeInTheDocument();

    await user.click(within(positioning).getByRole('button', { name: 'Edit "Value proposition"' }));
    const field = within(positioning).getByLabelText('Value proposition');
    await user.clear(field);
    await user.type(field, 'Implant care planned with you, with the costs agreed up front.');
    await user.click(within(positioning).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(positioning).queryByRole('note', { name: 'Compliance findings' }),
      ).not.toBeInTheDocument(),
    );
  }, 40_000);

  it('reopens an unfinished review stopped, and Continue writes only what is missing', async () => {
    const { routes } = reviewStore({
      icpId: ICP_ID,
      review: {
        name: 'Half done',
        options: {},
        sections: { positioning: SECTIONS.positioning, messages: SECTIONS.messages },
        writer: { engine: 'custom' },
      },
      updatedAt: '2026-11-28T17:00:00.000Z',
    });
    const fetch = mockFetch({ ...page, ...sectionRoutes(), ...routes });
    const user = userEvent.setup();
    renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('region', { name: 'KPIs' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetch.mock.calls
          .map(([url, init]) => `${init?.method} ${new URL(String(url), 'http://x').pathname}`)
          .filter((k) => k.startsWith('POST /api/ai/')),
      ).toEqual(
        ['objections', 'channels', 'kpis', 'roadmap'].map((n) => `POST /api/ai/generate-playbook/${n}`),
      ),
    );
  }, 40_000);

  it('Discard and Create playbook forget the kept review', async () => {
    const saved = makePlaybook({ id: '44444444-4444-4444-8444-444444444444' });
    const { store, routes } = reviewStore();
    mockFetch({
      ...page,
      ...sectionRoutes(),
      ...routes,
      'POST /api/playbooks': { status: 201, body: saved },
      [`GET /api/playbooks/${saved.id}`]: { body: saved },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(`/icp/${ICP_ID}`, { session: 'client' });
    await user.click(await screen.findByRole('button', { name: /Generate playbook/ }));
    await screen.findByRole('region', { name: 'KPIs' });
    await waitFor(() => expect(store.kept).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(store.discards).toBe(1));
    expect(store.kept).toBeNull();

    await user.click(await screen.findByRole('button', { name: /Generate playbook/ }));
    await screen.findByRole('region', { name: 'KPIs' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create playbook' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create playbook' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/playbooks/${saved.id}`));
    await waitFor(() => expect(store.discards).toBe(2));
    expect(store.kept).toBeNull();
  }, 40_000);
});
