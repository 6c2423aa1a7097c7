import type { Role } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '@/lib/auth/auth-keys';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

// jsdom applies no media queries, so the desktop bar (display: none below lg) counts as hidden and
// has no accessible name there: find it in the header by its label.
async function desktopNav() {
  const header = await screen.findByRole('banner');
  const nav = header.querySelector<HTMLElement>('nav[aria-label="Main"]');
  if (!nav) throw new Error('desktop navigation not found');
  return nav;
}

/**
 * Opens the user menu and picks Logout with the keyboard. (In jsdom, once an earlier test has used a
 * menu, Zag ignores a synthetic pointer click on an item; the keyboard path is the same selection.)
 */
async function chooseLogout(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /account menu/i }));
  await screen.findByRole('menuitem', { name: 'Logout' });
  await user.keyboard('{End}{Enter}');
}

describe('shared header', () => {
  it.each<[Role, string, string[], string[]]>([
    [
      'admin',
      '/admin',
      ['Admin Dashboard', 'All Clients', 'Advisors', 'Reports', 'Portfolio', 'Approvals'],
      ['/admin', '/admin/clients', '/admin/advisors', '/admin/reports', '/team/cockpit', '/approvals'],
    ],
    [
      'team_member',
      '/team',
      ['My Dashboard', 'My Clients', 'Portfolio', 'Tasks', 'Approvals', 'Create ICP'],
      ['/team', '/team/clients', '/team/cockpit', '/tasks', '/approvals', '/icp/new'],
    ],
    [
      'client',
      '/',
      ['Dashboard', 'My ICPs', 'My Playbooks', 'My Tasks', 'Settings'],
      ['/', '/icps', '/playbooks', '/tasks', '/settings'],
    ],
  ])(
    'shows the %s menu items, the first one highlighted on their home',
    async (role, home, labels, targets) => {
      renderRoute(home, { session: role });
      const links = within(await desktopNav()).getAllByRole('link', { hidden: true });
      expect(links.map((l) => l.textContent)).toEqual(labels);
      expect(links.map((l) => l.getAttribute('href'))).toEqual(targets);
      expect(links.filter((l) => l.getAttribute('aria-current') === 'page')).toEqual([links[0]]);
    },
  );

  it.each([
    ['/icps', 'My ICPs'],
    ['/playbooks', 'My Playbooks'],
  ])('highlights the menu item of %s for a client', async (path, label) => {
    mockFetch({
      'GET /api/icps': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/playbooks': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    renderRoute(path, { session: 'client' });
    const links = within(await desktopNav()).getAllByRole('link', { hidden: true });
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual([
      label,
    ]);
  });

  it.each([
    ['/team/clients', 'My Clients'],
    ['/tasks', 'Tasks'],
  ])('highlights the advisor item of its own page %s', async (path, label) => {
    mockFetch({ 'GET /api/tasks': listAnswer([]), 'GET /api/advisor/clients': listAnswer([]) });
    renderRoute(path, { session: 'team_member' });
    const links = within(await desktopNav()).getAllByRole('link', { hidden: true });
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual([
      label,
    ]);
  });

  it.each([
    ['/admin/clients', 'All Clients'],
    ['/admin/advisors', 'Advisors'],
    ['/admin/reports', 'Reports'],
  ])('highlights the admin item of %s, and only that one', async (path, label) => {
    mockFetch({
      'GET /api/admin/clients': { body: [], headers: { 'x-total-count': '0' } },
      'GET /api/admin/advisors': { body: [] },
      'GET /api/admin/reports': { status: 503 },
    });
    renderRoute(path, { session: 'admin' });
    const links = within(await desktopNav()).getAllByRole('link', { hidden: true });
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual([
      label,
    ]);
  });

  it.each<[Role, string, boolean]>([
    ['client', '/', true],
    ['team_member', '/team', false],
    ['admin', '/admin', false],
  ])('links the brand to the home of a %s; New ICP button shown: %s', async (role, home, hasNewIcp) => {
    renderRoute('/settings', { session: role });
    const brand = await screen.findByRole('link', { name: /^ICP Studio\s*Marketing Platform\s*, home$/ });
    expect(brand).toHaveAttribute('href', home);
    expect(screen.queryAllByRole('link', { name: 'New ICP' })).toHaveLength(hasNewIcp ? 1 : 0);
  });

  it('shows the name, initials and role label in the user menu, with its entries', async () => {
    const user = userEvent.setup();
    renderRoute('/team', { session: 'team_member' });

    const trigger = await screen.findByRole('button', { name: /account menu$/ });
    expect(within(trigger).getByText('JC')).toBeInTheDocument();
    expect(within(trigger).getByText('Advisor')).toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['Settings', 'Dashboard', 'Logout']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('logs out: ends the session, drops the cache and goes to /login', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/logout': { body: { message: 'Logged out' } },
      'GET /api/auth/check': { body: { authenticated: false, user: null } },
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderRoute('/', { session: 'client' });
    queryClient.setQueryData(['icps', 'list'], [{ id: 'x' }]);

    await chooseLogout(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(queryClient.getQueryData(['icps', 'list'])).toBeUndefined();
    expect(queryClient.getQueryData(authKeys.check())).toEqual({ authenticated: false, user: null });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('only logs a failed logout and stays put', async () => {
    mockFetch({ 'POST /api/auth/logout': { status: 503, statusText: 'Service Unavailable' } });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderRoute('/settings', { session: 'client' });

    await chooseLogout(user);

    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Logout failed', expect.any(Error)));
    expect(router.state.location.pathname).toBe('/settings');
    consoleError.mockRestore();
  });

  it('opens the mobile menu with the same items', async () => {
    const user = userEvent.setup();
    renderRoute('/', { session: 'client' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    const links = within(within(drawer).getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Dashboard',
      'My ICPs',
      'My Playbooks',
      'My Tasks',
      'Settings',
    ]);
    expect(within(drawer).getByRole('link', { name: /New ICP/ })).toHaveAttribute('href', '/icp/new');
  });
});
