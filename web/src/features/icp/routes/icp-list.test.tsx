import type { Icp } from '@icp-studio/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeIcp, page } from '@/test/fixtures/icp-fixtures';
import { mockFetch, type MockHandler } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { ICP_LIST_PAGE_SIZE, ICP_LIST_VIEW_KEY } from './icp-list';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
});

const icps = Array.from({ length: 15 }, (_, i) =>
  makeIcp({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Profile ${i + 1}`,
    industry: i % 2 ? 'Healthcare' : 'Retail',
  }),
);

/** Answers the page asked for; `search` keeps the names containing it. */
const listHandler =
  (all: Icp[]): MockHandler =>
  (_init, url) => {
    const q = new URL(url, 'http://localhost').searchParams;
    const limit = Number(q.get('limit') ?? 100);
    const offset = Number(q.get('offset') ?? 0);
    const search = q.get('search')?.toLowerCase();
    const hits = search ? all.filter((i) => i.name.toLowerCase().includes(search)) : all;
    return page(hits.slice(offset, offset + limit), hits.length, limit, offset);
  };

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname === '/api/icps');

describe('My ICPs (/icps)', () => {
  it('shows a page of profiles as cards linking to each, with the total and numbered pages', async () => {
    const fetchMock = mockFetch({ 'GET /api/icps': listHandler(icps) });
    const user = userEvent.setup();
    const { router } = renderRoute('/icps', { session: 'client' });

    expect(await screen.findByRole('heading', { level: 1, name: 'My ICPs' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Profile 1' });
    expect(within(first).getByRole('link', { name: 'Profile 1' })).toHaveAttribute(
      'href',
      `/icp/${icps[0]!.id}`,
    );
    expect(screen.getAllByRole('article')).toHaveLength(ICP_LIST_PAGE_SIZE);
    expect(screen.getByText('Showing 1–12 of 15 profiles')).toBeInTheDocument();
    expect(listCalls(fetchMock).at(-1)!.searchParams.get('limit')).toBe(String(ICP_LIST_PAGE_SIZE));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('article', { name: 'Profile 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(listCalls(fetchMock).at(-1)!.searchParams.get('offset')).toBe('12');
    expect(screen.getByText('Showing 13–15 of 15 profiles')).toBeInTheDocument();

    // Back returns to the first page.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('article', { name: 'Profile 1' })).toBeInTheDocument();
  });

  it('sends the search (once typing pauses), filters and sort to the list, and keeps them in the URL', async () => {
    const fetchMock = mockFetch({ 'GET /api/icps': listHandler(icps) });
    const user = userEvent.setup();
    const { router } = renderRoute('/icps?page=2', { session: 'client' });
    await screen.findByRole('article', { name: 'Profile 13' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'profile 1');
    await waitFor(() => expect(router.state.location.search).toBe('?search=profile+1'));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('search')).toBe('profile 1'));
    const searched = listCalls(fetchMock).at(-1)!.searchParams;
    expect(searched.get('offset')).toBe('0'); // a new search starts on page 1
    // One request for the whole word, not one per keystroke.
    expect(listCalls(fetchMock).filter((u) => u.searchParams.has('search'))).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'b2c');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'score');
    await user.type(screen.getByRole('searchbox', { name: 'Industry' }), 'Dental');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('industry')).toBe('Dental'));
    const last = listCalls(fetchMock).at(-1)!.searchParams;
    expect(Object.fromEntries(last)).toMatchObject({
      search: 'profile 1',
      status: 'completed',
      type: 'b2c',
      sort: 'score',
      industry: 'Dental',
    });
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('score');
  });

  it('reads its filters from the URL, so a link opens the same list', async () => {
    const fetchMock = mockFetch({ 'GET /api/icps': listHandler(icps) });
    renderRoute('/icps?status=draft&sort=name&search=retail&page=3', { session: 'team_member' });
    await waitFor(() => expect(listCalls(fetchMock)).not.toHaveLength(0));
    expect(Object.fromEntries(listCalls(fetchMock)[0]!.searchParams)).toMatchObject({
      status: 'draft',
      sort: 'name',
      search: 'retail',
      offset: String(2 * ICP_LIST_PAGE_SIZE),
    });
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('retail');
  });

  it('switches to a table whose rows link to each profile, and remembers the choice', async () => {
    mockFetch({ 'GET /api/icps': listHandler(icps) });
    const user = userEvent.setup();
    const first = renderRoute('/icps', { session: 'client' });
    await screen.findByRole('article', { name: 'Profile 1' });

    await user.click(screen.getByRole('button', { name: 'Table view' }));
    const table = await screen.findByRole('table', { name: 'Profiles' });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Profile 2' })).toHaveAttribute(
      'href',
      `/icp/${icps[1]!.id}`,
    );
    expect(within(table).getAllByRole('row')).toHaveLength(ICP_LIST_PAGE_SIZE + 1);
    expect(screen.getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(ICP_LIST_VIEW_KEY)).toBe('table');

    first.unmount();
    renderRoute('/icps', { session: 'client' });
    expect(await screen.findByRole('table', { name: 'Profiles' })).toBeInTheDocument();
  });

  it('tells an empty list from no results, and clears the filters', async () => {
    mockFetch({ 'GET /api/icps': listHandler(icps) });
    const user = userEvent.setup();
    const { router } = renderRoute('/icps?search=nothing&status=completed', { session: 'client' });

    expect(await screen.findByText('No profiles match your filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Profile 1' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('invites a client without profiles to create one', async () => {
    mockFetch({ 'GET /api/icps': listHandler([]) });
    renderRoute('/icps', { session: 'client' });
    expect(await screen.findByText('No profiles yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create Your First Profile/ })).toHaveAttribute(
      'href',
      '/icp/new',
    );
  });
});
