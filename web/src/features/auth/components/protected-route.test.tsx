import type { Role } from '@icp-studio/contracts';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { renderRoute, type SessionFixture } from '@/test/render';
import { ProtectedRoute } from './protected-route';

/** A small route tree: each role's home says where we landed; /guarded is protected with `allowed`. */
function routesWith(allowed?: Role[]): RouteObject[] {
  return [
    { path: '/', element: <p>Home page</p> },
    { path: '/login', element: <p>Login page</p> },
    { path: '/admin', element: <p>Admin page</p> },
    { path: '/team', element: <p>Team page</p> },
    {
      path: '/guarded',
      element: (
        <ProtectedRoute allowedRoles={allowed}>
          <p>Secret content</p>
        </ProtectedRoute>
      ),
    },
  ];
}

function visitGuarded(session: SessionFixture, allowed?: Role[]) {
  return renderRoute('/guarded', { session, routes: routesWith(allowed) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProtectedRoute', () => {
  it('shows "Verifying access..." and nothing protected while the session loads', async () => {
    mockFetch({ 'GET /api/auth/check': () => new Promise(() => {}) });
    visitGuarded('loading', ['admin']);

    expect(await screen.findByText('Verifying access...')).toBeInTheDocument();
    expect(screen.queryByText('Secret content')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    const { router } = visitGuarded('signed-out');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Secret content')).not.toBeInTheDocument();
  });

  it('checks the session with the server when nothing is cached', async () => {
    mockFetch({ 'GET /api/auth/check': { body: { authenticated: false, user: null } } });
    const { router } = visitGuarded('loading');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each<[Role, Role[], string, string]>([
    ['admin', ['client'], '/admin', 'Admin page'],
    ['team_member', ['admin'], '/team', 'Team page'],
    ['client', ['admin'], '/', 'Home page'],
    ['client', ['team_member', 'admin'], '/', 'Home page'],
  ])('redirects a %s not in %j to %s', async (role, allowed, target, text) => {
    const { router } = visitGuarded(role, allowed);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(target);
    expect(screen.queryByText('Secret content')).not.toBeInTheDocument();
  });

  it.each<[Role, Role[] | undefined]>([
    ['admin', ['admin']],
    ['team_member', ['team_member', 'admin']],
    ['admin', ['team_member', 'admin']],
    ['client', undefined],
    ['team_member', []],
  ])('admits a %s when the allowed roles are %j', async (role, allowed) => {
    visitGuarded(role, allowed);
    expect(await screen.findByText('Secret content')).toBeInTheDocument();
  });
});
