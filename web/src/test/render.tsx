import type { AuthCheckResponse, Role, User } from '@icp-studio/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { routes as appRoutes } from '@/app/router';
import { authKeys } from '@/lib/auth/auth-keys';

export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    firstName: 'Jane',
    lastName: 'Cooper',
    email: 'jane@example.com',
    username: 'jane',
    role,
    profileImageUrl: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A role (the default user of that role), a whole user, or no one. */
export type SessionFixture = Role | User | 'signed-out' | 'loading';

/** A query client whose session check already holds the given answer ('loading' leaves it unset). */
export function makeQueryClient(session: SessionFixture): QueryClient {
  const client = createQueryClient();
  if (session !== 'loading') {
    const data: AuthCheckResponse =
      session === 'signed-out'
        ? { authenticated: false, user: null }
        : { authenticated: true, user: typeof session === 'string' ? makeUser(session) : session };
    client.setQueryData(authKeys.check(), data);
  }
  return client;
}

/** Renders routes (the app's by default) at `path`, with the app's providers. */
export function renderRoute(
  path: string,
  { session = 'signed-out', routes = appRoutes }: { session?: SessionFixture; routes?: RouteObject[] } = {},
) {
  const queryClient = makeQueryClient(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, queryClient };
}
