import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { homePathForRole } from '@/lib/roles';
import { useSession } from '@/lib/auth/get-auth-check';
import { afterSignIn } from './login-form';

/**
 * Sign-in and sign-up screens: a signed-in user is sent on instead, to the page that sent them here (a
 * deep link) or their role's home.
 */
export function GuestOnlyRoute({ children }: { children?: ReactNode }) {
  const session = useSession();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  if (session.status === 'loading') return <FullPageSpinner label="Loading..." />;
  if (session.status === 'authenticated')
    return <Navigate to={afterSignIn(from, homePathForRole(session.user.role))} replace />;
  return <>{children ?? <Outlet />}</>;
}
