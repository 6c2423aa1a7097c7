import type { Icp } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDraft, makeIcp, makePlaybook, page } from '@/test/fixtures/icp-fixtures';
import { mockFetch, type MockHandler } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { findErrorToast } from '@/test/toast';
import { markNewAccount } from '@/lib/auth/new-account';
import { PROFILE_PAGE_SIZE } from './dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const params = (url: string) => new URL(url, 'http://localhost').searchParams;

/** Lists answer by query: `status=completed` gives the completed total; otherwise the page asked for. */
function listHandler<T>(all: T[], completedTotal: number): MockHandler {
  return (_init, url) => {
    const q = params(url);
    const limit = Number(q.get('limit') ?? 50);
    const offset = Number(q.get('offset') ?? 0);
    if (q.get('status') === 'completed') return page(all.slice(0, 1), completedTotal, limit, offset);
    if (q.get('hasAi') === 'true') {
      const withAi = all.filter((x) => (x as { aiSuggestions?: unknown }).aiSuggestions);
      return page(withAi.slice(0, limit), withAi.length, limit, offset);
    }
    return page(all.slice(offset, offset + limit), all.length, limit, offset);
  };
}

const icps = Array.from({ length: 12 }, (_, i) =>
  makeIcp({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Profile ${i + 1}`,
    aiSuggestions: i < 2 || i >= 10 ? ['x'] : null, // 2 among the first page of 9, 4 in all
    status: (i === 0 ? 'completed' : i === 1 ? 'weird' : 'in_progress') as Icp['status'],
  }),
);

describe('dashboard', () => {
  it('shows the counts from the server totals, not from loading everything', async () => {
    const fetchMock = mockFetch({
      'GET /api/icps': listHandler(icps, 4),
      'GET /api/playbooks': listHandler([makePlaybook()], 1),
      'GET /api/drafts': { body: [] },
    });
    renderRoute('/', { session: 'client' });

    const profiles = await screen.findByRole('group', { name: 'Client Profiles' });
    await waitFor(() => expect(within(profiles).getByText('12')).toBeInTheDocument());
    expect(within(profiles).getByText('4 completed')).toBeInTheDocument();
    const playbooks = screen.getByRole('group', { name: 'Marketing Playbooks' });
    await waitFor(() => expect(within(playbooks).getByText('1 ready to execute')).toBeInTheDocument());
    // Every profile with AI suggestions, from the server's count, not only the nine loaded.
    const ai = screen.getByRole('group', { name: 'AI Insights' });
    await waitFor(() => expect(within(ai).getByText('4')).toBeInTheDocument());
    expect(within(ai).getByText('Profiles with AI suggestions')).toBeInTheDocument();

    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/icps?status=completed&limit=1');
    expect(urls).toContain('/api/icps?hasAi=true&limit=1');
    expect(urls).toContain(`/api/icps?limit=${PROFILE_PAGE_SIZE}&offset=0`);
    expect(urls).toContain('/api/playbooks?limit=1&offset=0&status=completed');
    expect(urls.every((u) => !/limit=(5\d|[1-9]\d\d)/.test(u))).toBe(true);
  });

  it('pages the profile grid with Load more', async () => {
    mockFetch({
      'GET /api/icps': listHandler(icps, 0),
      'GET /api/playbooks': listHandler([], 0),
      'GET /api/drafts': { body: [] },
    });
    const user = userEvent.setup();
    renderRoute('/', { session: 'client' });

    const grid = await screen.findByRole('region', { name: 'Your Client Profiles' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(PROFILE_PAGE_SIZE));
    expect(within(grid).getByText(`Showing ${PROFILE_PAGE_SIZE} of 12 profiles`)).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(12));
    expect(within(grid).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("asks for the next page only when the answer's Link header names one", async () => {
    // The total says 12, but the server names no next page: no Load more, and no request for one.
    const fetchMock = mockFetch({
      'GET /api/icps': (_init, url) => {
        if (params(url).get('status') === 'completed') return page([], 0, 1, 0);
        const answer = page(icps.slice(0, PROFILE_PAGE_SIZE), 12, PROFILE_PAGE_SIZE, 0);
        return {
          ...answer,
          headers: { ...answer.headers, Link: '</api/icps?limit=9&offset=0>; rel="first"' },
        };
      },
      'GET /api/playbooks': listHandler([], 0),
      'GET /api/drafts': { body: [] },
    });
    renderRoute('/', { session: 'client' });
    const grid = await screen.findByRole('region', { name: 'Your Client Profiles' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(PROFILE_PAGE_SIZE));
    expect(within(grid).getByText(`Showing ${PROFILE_PAGE_SIZE} of 12 profiles`)).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls.filter((u) => u.includes('offset=9'))).toEqual([]);
  });

  it('shows a profile card with its status, type, industry, two pain points and AI badge', async () => {
    mockFetch({
      'GET /api/icps': listHandler(icps.slice(0, 2), 1),
      'GET /api/playbooks': listHandler([], 0),
      'GET /api/drafts': { body: [] },
    });
    renderRoute('/', { session: 'client' });
    const card = await screen.findByRole('article', { name: 'Profile 1' });
    expect(within(card).getByRole('link', { name: 'Profile 1' })).toHaveAttribute(
      'href',
      `/icp/${icps[0]!.id}`,
    );
    expect(within(card).getByText('Completed')).toHaveAttribute('data-status', 'completed');
    expect(within(card).getByText('B2B')).toBeInTheDocument();
    expect(within(card).getByText('B2B SaaS')).toBeInTheDocument();
    expect(within(card).getByText('Top Pain Points')).toBeInTheDocument();
    expect(within(card).getByText('Slow month-end close')).toBeInTheDocument();
    expect(within(card).getByText('No cash visibility')).toBeInTheDocument();
    expect(within(card).queryByText('Manual board packs')).not.toBeInTheDocument();
    expect(within(card).getByText('AI Enhanced')).toBeInTheDocument();
    // An unknown status is shown as it is, with default styling.
    const other = screen.getByRole('article', { name: 'Profile 2' });
    expect(within(other).getByText('weird')).toHaveAttribute('data-status', 'weird');
  });

  it('shows the draft cards: name or Untitled Draft, type or N/A, step, last saved', async () => {
    mockFetch({
      'GET /api/icps': listHandler([], 0),
      'GET /api/playbooks': listHandler([], 0),
      'GET /api/drafts': {
        body: [
          makeDraft(),
          makeDraft({
            id: '77777777-7777-4777-8777-777777777777',
            name: null,
            clientType: null,
            industry: null,
            currentStep: 1,
            lastSaved: 'not-a-date',
          }),
        ],
      },
    });
    renderRoute('/', { session: 'client' });

    const section = await screen.findByRole('region', { name: 'Resume Draft' });
    const first = within(section).getByRole('article', { name: 'Draft: Dental practices' });
    expect(within(first).getByRole('link', { name: 'Dental practices' })).toHaveAttribute(
      'href',
      '/icp/new?draftId=44444444-4444-4444-8444-444444444444',
    );
    expect(within(first).getByText('B2B')).toBeInTheDocument();
    expect(within(first).getByText('Dental care')).toBeInTheDocument();
    expect(within(first).getByText('Step 3 of 5')).toBeInTheDocument();
    expect(within(first).getByText('Last saved 5 minutes ago')).toBeInTheDocument();

    const second = within(section).getByRole('article', { name: 'Draft: Untitled Draft' });
    expect(within(second).getByText('N/A')).toBeInTheDocument();
    expect(within(second).getByText('Step 1 of 5')).toBeInTheDocument();
    expect(within(second).getByText('Last saved recently')).toBeInTheDocument();
  });

  it('shows the empty state and quick actions for a new client', async () => {
    mockFetch({
      'GET /api/icps': listHandler([], 0),
      'GET /api/playbooks': listHandler([], 0),
      'GET /api/drafts': { body: [] },
    });
    renderRoute('/', { session: 'client' });
    expect(await screen.findByText('No profiles yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first ideal client profile to get started')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create Your First Profile/ })).toHaveAttribute(
      'href',
      '/icp/new',
    );
    expect(screen.getByRole('link', { name: 'New Client Profile' })).toHaveAttribute('href', '/icp/new');
    // No profile yet: no New Playbook; no drafts: no Resume Draft; no playbooks: no playbook grid.
    expect(screen.queryByRole('link', { name: 'New Playbook' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Tasks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resume Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Marketing Playbooks' })).not.toBeInTheDocument();
  });

  it('offers New Playbook from the latest profile and lists playbooks with their counts', async () => {
    mockFetch({
      'GET /api/icps': listHandler(icps.slice(0, 3), 0),
      'GET /api/playbooks': listHandler([makePlaybook()], 1),
      'GET /api/drafts': { body: [] },
    });
    renderRoute('/', { session: 'client' });
    expect(await screen.findByRole('link', { name: 'New Playbook' })).toHaveAttribute(
      'href',
      `/playbooks/new?icpId=${icps[0]!.id}`,
    );
    expect(screen.getByRole('link', { name: 'My Tasks' })).toHaveAttribute('href', '/tasks');
    const card = await screen.findByRole('article', { name: 'CFO Playbook' });
    expect(within(card).getByRole('link', { name: 'CFO Playbook' })).toHaveAttribute(
      'href',
      '/playbooks/66666666-6666-4666-8666-666666666666',
    );
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('Close the books in 3 days')).toBeInTheDocument();
    expect(within(card).getByText('2 channels')).toBeInTheDocument();
    expect(within(card).getByText('3 campaigns')).toBeInTheDocument();
  });

  it('shows 3 loading placeholders while the profiles load', async () => {
    mockFetch({
      'GET /api/icps': () => new Promise(() => {}),
      'GET /api/playbooks': () => new Promise(() => {}),
      'GET /api/drafts': { body: [] },
    });
    renderRoute('/', { session: 'client' });
    await waitFor(() => expect(screen.getAllByTestId('profile-skeleton')).toHaveLength(3));
  });

  it('gives advisors their own titles and no client actions', async () => {
    const fetchMock = mockFetch({
      'GET /api/icps': listHandler([], 0),
      'GET /api/playbooks': listHandler([], 0),
    });
    renderRoute('/', { session: 'team_member' });
    expect(await screen.findByText('Review client profiles and provide guidance.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Client Profiles' })).toBeInTheDocument();
    expect(await screen.findByText('No profiles yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create Your First Profile/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quick Actions' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/drafts'))).toBe(false);
  });

  it("says 'Failed to fetch ICPs' when the list cannot be read", async () => {
    mockFetch({
      'GET /api/icps': { status: 503, statusText: 'Service Unavailable' },
      'GET /api/playbooks': listHandler([], 0),
      'GET /api/drafts': { body: [] },
    });
    renderRoute('/', { session: 'client' });
    expect((await screen.findAllByText('Failed to fetch ICPs')).length).toBeGreaterThan(0);
    // The toast too: 'Error' with the product's default (the answer carried no message).
    await findErrorToast('Failed to fetch ICPs');
  });

  it("shows the toast 'Error' with the server's message when the playbooks cannot be read", async () => {
    mockFetch({
      'GET /api/icps': listHandler([], 0),
      'GET /api/playbooks': { status: 500, body: { status: 500, message: 'Playbooks are resting' } },
      'GET /api/drafts': { body: [] },
    });
    renderRoute('/', { session: 'client' });
    await findErrorToast('Playbooks are resting');
    expect(await screen.findByText('Failed to fetch playbooks')).toBeInTheDocument();
  });
});

describe('dashboard: compare two profiles', () => {
  it('ticks two profiles in the Compare two dialog and opens them side by side', async () => {
    mockFetch({
      'GET /api/icps': listHandler(icps, 4),
      'GET /api/playbooks': listHandler([], 0),
      'GET /api/drafts': { body: [] },
      [`GET /api/icps/${icps[0]!.id}`]: { body: icps[0] },
      [`GET /api/icps/${icps[2]!.id}`]: { body: icps[2] },
    });
    const user = userEvent.setup();
    renderRoute('/', { session: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Compare two' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare two profiles' });
    const compare = within(dialog).getByRole('button', { name: 'Compare' });
    expect(compare).toBeDisabled();
    await user.click(within(dialog).getByText('Profile 1'));
    await user.click(within(dialog).getByText('Profile 3'));
    expect(within(dialog).getByText('Two chosen.')).toBeInTheDocument();
    // A third is refused until one is cleared.
    expect(within(dialog).getByRole('checkbox', { name: 'Profile 2' })).toBeDisabled();
    await user.click(compare);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare profiles' })).toBeInTheDocument();
  });

  it("greets a new account with 'Welcome' once, and 'Welcome back' on the next visit", async () => {
    mockFetch({
      'GET /api/icps': listHandler([], 0),
      'GET /api/playbooks': listHandler([], 0),
      'GET /api/drafts': { body: [] },
    });
    markNewAccount('11111111-1111-4111-8111-111111111111');
    const first = renderRoute('/', { session: 'client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' })).toBeInTheDocument();
    first.unmount();
    renderRoute('/', { session: 'client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jane' })).toBeInTheDocument();
  });

  it("says 'Welcome back' when the mark is another account's", async () => {
    mockFetch({
      'GET /api/icps': listHandler([], 0),
      'GET /api/playbooks': listHandler([], 0),
      'GET /api/drafts': { body: [] },
    });
    markNewAccount('22222222-2222-4222-8222-222222222222');
    renderRoute('/', { session: 'client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jane' })).toBeInTheDocument();
  });
});
