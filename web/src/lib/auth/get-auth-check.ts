import type { AuthCheckResponse, User } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export const SIGNED_OUT: AuthCheckResponse = { authenticated: false, user: null };

/** `GET /api/auth/check`: who is signed in. A 401 means nobody (the "return null on 401" rule). */
export async function getAuthCheck({ signal }: { signal?: AbortSignal } = {}): Promise<AuthCheckResponse> {
  try {
    const res: AuthCheckResponse | undefined = await api.call('authCheck', { signal });
    return res?.authenticated && res.user ? { authenticated: true, user: res.user } : SIGNED_OUT;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return SIGNED_OUT;
    throw error;
  }
}

export const authCheckQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.check(),
    queryFn: ({ signal }) => getAuthCheck({ signal }),
    retry: false,
    staleTime: Infinity,
  });

export function useAuthCheck() {
  return useQuery(authCheckQueryOptions());
}

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'unauthenticated'; user: null }
  | { status: 'authenticated'; user: User };

/**
 * The session as screens need it. A failed check counts as signed out: the guarded routes then send
 * the visitor to /login, where signing in works again once the server answers.
 */
export function useSession(): Session {
  const { data, isPending } = useAuthCheck();
  if (isPending) return { status: 'loading', user: null };
  if (data?.authenticated && data.user) return { status: 'authenticated', user: data.user };
  return { status: 'unauthenticated', user: null };
}
