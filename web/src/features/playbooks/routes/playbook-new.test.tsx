import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-connection';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { mockFetch, pageCalls } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { findErrorToast } from '@/test/toast';
import { ICP_ID, PLAYBOOK_ID, makeIcp, makePlaybook, page } from '@/test/fixtures/playbook-fixtures';

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  resetRealtimeConnection();
  vi.unstubAllGlobals();
});

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

/** Next through the wizard to its last step, each step seen before the next click (as a user would). */
async function throughEveryStep(user: ReturnType<typeof userEvent.setup>) {
  for (const step of ['Messaging', 'Channels & Content', 'Campaigns & Metrics', 'Team & Review']) {
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('heading', { name: step }, { timeout: 5000 });
  }
}

describe('playbook wizard (/playbooks/new)', () => {
  it("shows 'Loading ICP...' and then 'ICP not found' for a missing profile", async () => {
    // Held until the test answers; a request made again meanwhile (a cancelled first fetch is retried when
    // the lazy page mounts anew) waits for the same answer, and one made after it gets it at once.
    type Answer = { status: number; body: unknown };
    let answered: Answer | null = null;
    const waiting: ((v: Answer) => void)[] = [];
    const answer = (v: Answer) => {
      answered = v;
      for (const resolve of waiting.splice(0)) resolve(v);
    };
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: () => answered ?? new Promise<Answer>((resolve) => waiting.push(resolve)),
    });
    renderRoute(`/playbooks/new?icpId=${ICP_ID}`, { session: 'client' });
    expect(await screen.findByText('Loading ICP...')).toBeInTheDocument();
    answer({ status: 404, body: { code: 'not_found', status: 404, message: 'ICP not found' } });
    expect(await screen.findByRole('heading', { name: 'ICP not found' })).toBeInTheDocument();
  });

  it('pre-fills the default name and will not leave step 1 without one', async () => {
    const fetchMock = mockFetch({ [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() } });
    const user = userEvent.setup();
    renderRoute(`/playbooks/new?icpId=${ICP_ID}`, { session: 'client' });

    const name = await screen.findByLabelText('Playbook name');
    expect(name).toHaveValue('Boutique Law Firms - Marketing Playbook');
    expect(screen.getByRole('link', { name: /Back to profile/ })).toHaveAttribute('href', `/icp/${ICP_ID}`);

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Playbook name is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Strategy & Goals' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();

    await user.type(name, 'Referral Engine');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'Messaging' })).toBeInTheDocument();
    expect(screen.getByText('3-5 core messages')).toBeInTheDocument();
    expect(pageCalls(fetchMock)).toHaveLength(1);
  });

  it('adds list entries trimmed, ignores blanks and duplicates, and removes them with x', async () => {
    mockFetch({ [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() } });
    const user = userEvent.setup();
    renderRoute(`/playbooks/new?icpId=${ICP_ID}`, { session: 'client' });

    const goals = await screen.findByLabelText('Marketing goals');
    await user.type(goals, '  Grow referrals  {Enter}');
    await user.type(goals, '   {Enter}');
    await user.type(goals, 'grow REFERRALS{Enter}');
    expect(screen.getByText('"grow REFERRALS" is already in the list.')).toBeInTheDocument();
    await user.clear(goals);
    await user.type(goals, 'Book calls');
    await user.click(screen.getByRole('button', { name: 'Add goal' }));

    const badges = () => screen.getAllByRole('button', { name: /^Remove / }).map((b) => b.textContent);
    expect(badges()).toEqual(['Grow referrals', 'Book calls']);
    await user.click(screen.getByRole('button', { name: 'Remove Grow referrals' }));
    expect(badges()).toEqual(['Book calls']);
  });

  it('saves a draft (POST, then PUT) without leaving the step, then creates the playbook', async () => {
    const saved = makePlaybook({ status: 'draft', name: 'Referral Engine' });
    const fetchMock = mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      'POST /api/playbooks': (init) => ({ status: 201, body: { ...saved, ...bodyOf(init) } }),
      [`PUT /api/playbooks/${PLAYBOOK_ID}`]: (init) => ({ body: { ...saved, ...bodyOf(init) } }),
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: { ...saved, status: 'in_progress' } },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(`/playbooks/new?icpId=${ICP_ID}`, { session: 'client' });

    const name = await screen.findByLabelText('Playbook name');
    await user.clear(name);
    await user.type(name, 'Referral Engine');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.type(await screen.findByLabelText('Key messages'), 'Referrals you can predict{Enter}');

    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toMatchObject({
      icpId: ICP_ID,
      name: 'Referral Engine',
      status: 'draft',
      keyMessages: ['Referrals you can predict'],
      campaigns: null,
    });
    expect(screen.getByRole('heading', { name: 'Messaging' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toContain(`draftId=${PLAYBOOK_ID}`));

    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1),
    );

    for (const title of ['Channels & Content', 'Campaigns & Metrics', 'Team & Review']) {
      await user.click(screen.getByRole('button', { name: /Next/ }));
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Review summary' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Create Playbook/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/playbooks/${PLAYBOOK_ID}`));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(bodyOf(puts[1]?.[1])).toMatchObject({ status: 'in_progress', name: 'Referral Engine' });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it("shows 'Failed to create playbook' with the server's message", async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      'POST /api/playbooks': {
        status: 500,
        body: { code: 'internal', status: 500, message: 'Database down' },
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(`/playbooks/new?icpId=${ICP_ID}`, { session: 'client' });
    await screen.findByLabelText('Playbook name');
    await throughEveryStep(user);
    await user.click(await screen.findByRole('button', { name: /Create Playbook/ }));
    await findErrorToast('Database down');
    expect(router.state.location.pathname).toBe('/playbooks/new');
  });

  it("says 'Error' with 'Failed to create playbook' when the server gives no reason", async () => {
    mockFetch({
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      'POST /api/playbooks': { status: 502, body: '' },
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/new?icpId=${ICP_ID}`, { session: 'client' });
    await screen.findByLabelText('Playbook name');
    await throughEveryStep(user);
    await user.click(await screen.findByRole('button', { name: /Create Playbook/ }));
    await findErrorToast('Failed to create playbook');
  });

  it("asks for a profile when opened without one ('ICP is required')", async () => {
    mockFetch({
      'GET /api/icps': page([makeIcp()]),
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
    });
    const user = userEvent.setup();
    renderRoute('/playbooks/new', { session: 'client' });

    const select = await screen.findByLabelText('Client profile (ICP)');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('ICP is required')).toBeInTheDocument();
    expect(screen.getByText('Playbook name is required')).toBeInTheDocument();

    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, ICP_ID);
    expect(screen.getByLabelText('Playbook name')).toHaveValue('Boutique Law Firms - Marketing Playbook');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'Messaging' })).toBeInTheDocument();
  });
});

describe('a saved draft (/playbooks/new?draftId=)', () => {
  it('picks the draft up again and finishes it with PUT', async () => {
    const draft = makePlaybook({ status: 'draft', name: 'My draft', keyMessages: ['Fixed fees'] });
    const fetchMock = mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: draft },
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`PUT /api/playbooks/${PLAYBOOK_ID}`]: (init) => ({ body: { ...draft, ...bodyOf(init) } }),
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(`/playbooks/new?draftId=${PLAYBOOK_ID}`, { session: 'client' });

    expect(await screen.findByLabelText('Playbook name')).toHaveValue('My draft');
    expect(screen.getByRole('heading', { name: 'Create Marketing Playbook' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Step 5:/ }));
    await user.click(await screen.findByRole('button', { name: /Create Playbook/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/playbooks/${PLAYBOOK_ID}`));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toMatchObject({ status: 'in_progress', keyMessages: ['Fixed fees'] });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe('playbook edit (/playbooks/:id/edit)', () => {
  it('pre-fills the wizard and saves every field with PUT, keeping the status', async () => {
    const playbook = makePlaybook({
      status: 'completed',
      marketingGoals: ['Grow referrals'],
      campaigns: [{ name: 'Q1 Push', timeline: '8 weeks' }],
      aiContentIdeas: 'Keep me',
    });
    const fetchMock = mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: playbook },
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`PUT /api/playbooks/${PLAYBOOK_ID}`]: (init) => ({ body: { ...playbook, ...bodyOf(init) } }),
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(`/playbooks/${PLAYBOOK_ID}/edit`, { session: 'client' });

    expect(await screen.findByRole('heading', { name: 'Edit Marketing Playbook' })).toBeInTheDocument();
    expect(screen.getByLabelText('Playbook name')).toHaveValue('Referral Engine');
    expect(screen.getByText('Grow referrals')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to playbook/ })).toHaveAttribute(
      'href',
      `/playbooks/${PLAYBOOK_ID}`,
    );

    await user.click(screen.getByRole('button', { name: /Step 5:/ }));
    await user.click(await screen.findByRole('button', { name: /Save Changes/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/playbooks/${PLAYBOOK_ID}`));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toMatchObject({
      status: 'completed',
      marketingGoals: ['Grow referrals'],
      campaigns: [{ name: 'Q1 Push', timeline: '8 weeks' }],
      aiContentIdeas: 'Keep me',
    });
  });

  it('Save Draft on a playbook in progress saves the changes and keeps it in progress', async () => {
    const playbook = makePlaybook({ status: 'in_progress', marketingGoals: ['Grow referrals'] });
    const fetchMock = mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: playbook },
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`PUT /api/playbooks/${PLAYBOOK_ID}`]: (init) => ({ body: { ...playbook, ...bodyOf(init) } }),
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}/edit`, { session: 'client' });
    const name = await screen.findByLabelText('Playbook name');
    await user.clear(name);
    await user.type(name, 'Referral Engine 2');
    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    expect(
      await screen.findByText('Your changes are saved. Keep editing whenever you like.'),
    ).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toMatchObject({ status: 'in_progress', name: 'Referral Engine 2' });
  });

  it('sends the version it opened, then the one its own save left (docs/product.md §13)', async () => {
    const playbook = makePlaybook({ status: 'in_progress', version: 4 });
    let version = 4;
    const fetchMock = mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: playbook },
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`PUT /api/playbooks/${PLAYBOOK_ID}`]: (init) => {
        version += 1;
        return { body: { ...playbook, ...bodyOf(init), version } };
      },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    renderRoute(`/playbooks/${PLAYBOOK_ID}/edit`, { session: 'client' });
    const name = await screen.findByLabelText('Playbook name');
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1),
    );
    await user.type(name, '3');
    await user.click(screen.getByRole('button', { name: /Save Draft/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(2),
    );
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(bodyOf(puts[0]?.[1])).toMatchObject({ version: 4, name: 'Referral Engine 2' });
    expect(bodyOf(puts[1]?.[1])).toMatchObject({ version: 5, name: 'Referral Engine 23' });
  });

  it('a save after someone else\'s opens "Someone else saved first"; Reload shows their version', async () => {
    const playbook = makePlaybook({ status: 'in_progress', version: 2, valueProposition: 'Mine at first' });
    const theirs = { ...playbook, version: 3, valueProposition: 'Their new proposition' };
    let reloaded = false;
    const fetchMock = mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: () => ({ body: reloaded ? theirs : playbook }),
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      [`PUT /api/playbooks/${PLAYBOOK_ID}`]: () => ({
        status: 409,
        body: {
          code: 'conflict',
          status: 409,
          message: 'Someone else saved a newer version while you were editing.',
          conflict: {
            baseVersion: 2,
            current: {
              version: 3,
              authorId: null,
              authorName: 'Ann Advisor',
              createdAt: '2026-01-02T10:00:00.000Z',
              changedFields: ['valueProposition'],
              restoredFrom: null,
              content: { name: playbook.name, valueProposition: 'Their new proposition' },
            },
          },
        },
      }),
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    const { router } = renderRoute(`/playbooks/${PLAYBOOK_ID}/edit`, { session: 'client' });
    expect(await screen.findByRole('heading', { name: 'Edit Marketing Playbook' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Step 5:/ }));
    await user.click(await screen.findByRole('button', { name: /Save Changes/ }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else saved first' });
    expect(dialog).toHaveTextContent('Ann Advisor saved version 3 on');
    expect(dialog).toHaveTextContent('after you started editing version 2. Your changes are not saved yet.');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toMatchObject({ version: 2 });
    // No error toast besides the dialog, and the wizard stays put.
    expect(router.state.location.pathname).toBe(`/playbooks/${PLAYBOOK_ID}/edit`);

    await user.click(within(dialog).getByRole('button', { name: 'See the differences' }));
    // their value proposition against the one this edit would save, word by word
    await waitFor(() =>
      expect(dialog.querySelector('[data-diff-field="valueProposition"] del')).toHaveTextContent(
        'removed: Their',
      ),
    );

    reloaded = true;
    await user.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/playbooks/${PLAYBOOK_ID}`));
    expect(await screen.findByText('Their new proposition')).toBeInTheDocument();
  });

  it('keeps the step in the address: Back shows the previous step, a reload opens the same one', async () => {
    const playbook = makePlaybook({ marketingGoals: ['Grow referrals'] });
    mockFetch({
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: playbook },
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      'GET /api/notes': page([]),
    });
    const user = userEvent.setup();
    const { router, unmount } = renderRoute(`/playbooks/${PLAYBOOK_ID}/edit`, { session: 'client' });
    expect(await screen.findByRole('heading', { name: 'Strategy & Goals' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'Messaging' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'Channels & Content' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Messaging' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/playbooks/${PLAYBOOK_ID}/edit`);
    unmount();

    renderRoute(`/playbooks/${PLAYBOOK_ID}/edit?step=4`, { session: 'client' });
    expect(await screen.findByRole('heading', { name: 'Campaigns & Metrics' })).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
  });

  it("shows 'Playbook not found' for a missing playbook", async () => {
    mockFetch({});
    renderRoute(`/playbooks/${PLAYBOOK_ID}/edit`, { session: 'client' });
    expect(await screen.findByRole('heading', { name: 'Playbook not found' })).toBeInTheDocument();
  });
});
