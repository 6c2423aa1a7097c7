import { act, screen, waitFor } from '@testing-library/react';
import type { Role } from '@icp-studio/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app routes', () => {
  it('shows "Loading..." at / while the session check is pending', async () => {
    mockFetch({ 'GET /api/auth/check': () => new Promise(() => {}) });
    renderRoute('/', { session: 'loading' });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('shows the landing page at / when signed out', async () => {
    renderRoute('/');
    expect(await screen.findByText('AI-powered client profiling')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start Building Your ICP/ })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /Get Started Free/ })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} ICP Studio. All rights reserved.`,
    );
  });

  it('sends an admin from / to /admin', async () => {
    const { router } = renderRoute('/', { session: 'admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('shows the dashboard at / for a client', async () => {
    renderRoute('/', { session: 'client' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Jane' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login to their home', async () => {
    const { router } = renderRoute('/login', { session: 'team_member' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/team'));
  });

  it('keeps signed-out visitors off the signed-in screens', async () => {
    const { router } = renderRoute('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('keeps clients off /admin and /team', async () => {
    const { router } = renderRoute('/admin', { session: 'client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate('/team'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate('/team/clients'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    for (const page of ['/admin/clients', '/admin/advisors', '/admin/reports']) {
      await act(() => router.navigate(page));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    }
  });

  it.each<[Role, string]>([
    ['client', '/tasks'],
    ['team_member', '/tasks'],
    ['team_member', '/team/clients'],
    ['admin', '/team/clients'],
  ])('opens %s on %s with its own page', async (role, path) => {
    mockFetch({ 'GET /api/tasks': listAnswer([]), 'GET /api/advisor/clients': listAnswer([]) });
    const { router } = renderRoute(path, { session: role });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(path === '/tasks' ? 'Tasks' : 'My Clients');
    expect(router.state.location.pathname).toBe(path);
  });

  it('redirects /playbook/:id and /playbook/new to /playbooks/..., keeping the query string', async () => {
    const { router } = renderRoute('/playbook/abc-123?tab=notes', { session: 'client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/playbooks/abc-123'));
    expect(router.state.location.search).toBe('?tab=notes');

    await act(() => router.navigate('/playbook/new?icpId=42'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/playbooks/new'));
    expect(router.state.location.search).toBe('?icpId=42');
  });

  it('serves My ICPs at /icps and My Playbooks at /playbooks, and /playbooks/new still opens the wizard', async () => {
    mockFetch({
      'GET /api/icps': { body: [], headers: { 'X-Total-Count': '0' } },
      'GET /api/playbooks': { body: [], headers: { 'X-Total-Count': '0' } },
    });
    const { router } = renderRoute('/icps', { session: 'client' });
    expect(await screen.findByRole('heading', { name: 'My ICPs' })).toBeInTheDocument();
    await act(() => router.navigate('/playbooks'));
    expect(await screen.findByRole('heading', { name: 'My Playbooks' })).toBeInTheDocument();
    await act(() => router.navigate('/playbooks/new'));
    expect(await screen.findByRole('heading', { name: 'Create Marketing Playbook' })).toBeInTheDocument();
  });

  it('shows the 404 page, without a developer hint, for an unknown path', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/router|routes|App\.tsx/i)).not.toBeInTheDocument();
  });
});
