import type { Playbook } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePlaybook, page } from '@/test/fixtures/icp-fixtures';
import { mockFetch, type MockHandler } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';
import { PLAYBOOK_LIST_PAGE_SIZE, PLAYBOOK_LIST_VIEW_KEY } from './playbook-list';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
});

const playbooks = Array.from({ length: 14 }, (_, i) =>
  makePlaybook({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Plan ${i + 1}`,
    icpName: 'Dentists',
  }),
);

const listHandler =
  (all: Playbook[]): MockHandler =>
  (_init, url) => {
    const q = new URL(url, 'http://localhost').searchParams;
    const limit = Number(q.get('limit') ?? 100);
    const offset = Number(q.get('offset') ?? 0);
    const search = q.get('search')?.toLowerCase();
    const hits = search ? all.filter((p) => p.name.toLowerCase().includes(search)) : all;
    return page(hits.slice(offset, offset + limit), hits.length, limit, offset);
  };

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname === '/api/playbooks');

describe('My Playbooks (/playbooks)', () => {
  it('pages through the playbooks, each card linking to its page', async () => {
    const fetchMock = mockFetch({ 'GET /api/playbooks': listHandler(playbooks) });
    const user = userEvent.setup();
    const { router } = renderRoute('/playbooks', { session: 'client' });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Playbooks' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Plan 1' });
    expect(within(card).getByRole('link', { name: 'Plan 1' })).toHaveAttribute(
      'href',
      `/playbooks/${playbooks[0]!.id}`,
    );
    expect(screen.getAllByRole('article')).toHaveLength(PLAYBOOK_LIST_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('article', { name: 'Plan 14' })).toBeInTheDocument();
    expect(listCalls(fetchMock).at(-1)!.searchParams.get('offset')).toBe(String(PLAYBOOK_LIST_PAGE_SIZE));
  });

  it('sends the search, status and sort to the list and keeps them in the URL', async () => {
    const fetchMock = mockFetch({ 'GET /api/playbooks': listHandler(playbooks) });
    const user = userEvent.setup();
    const { router } = renderRoute('/playbooks', { session: 'client' });
    await screen.findByRole('article', { name: 'Plan 1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'plan 14');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('search')).toBe('plan 14'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'in_progress');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.searchParams.get('sort')).toBe('name'));
    expect(Object.fromEntries(listCalls(fetchMock).at(-1)!.searchParams)).toMatchObject({
      search: 'plan 14',
      status: 'in_progress',
      sort: 'name',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      search: 'plan 14',
      status: 'in_progress',
      sort: 'name',
    });
  });

  it('switches to a remembered table view, and clears filters that match nothing', async () => {
    mockFetch({ 'GET /api/playbooks': listHandler(playbooks) });
    const user = userEvent.setup();
    const { router } = renderRoute('/playbooks?search=zzz', { session: 'client' });
    expect(await screen.findByText('No playbooks match your filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await user.click(await screen.findByRole('button', { name: 'Table view' }));
    const table = await screen.findByRole('table', { name: 'Playbooks' });
    expect(within(table).getByRole('link', { name: 'Plan 3' })).toHaveAttribute(
      'href',
      `/playbooks/${playbooks[2]!.id}`,
    );
    expect(window.localStorage.getItem(PLAYBOOK_LIST_VIEW_KEY)).toBe('table');
  });

  it('invites a client without playbooks to create one', async () => {
    mockFetch({ 'GET /api/playbooks': listHandler([]) });
    renderRoute('/playbooks', { session: 'client' });
    expect(await screen.findByText('No playbooks yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create a Playbook/ })).toHaveAttribute('href', '/playbooks/new');
  });
});
