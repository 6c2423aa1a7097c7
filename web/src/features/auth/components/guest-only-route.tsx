import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { homePathForRole } from '@/lib/roles';
import { useSession } from '../api/get-auth-check';

/** Sign-in and sign-up screens: a signed-in user is sent to their role's home instead. */
export function GuestOnlyRoute({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner label="Loading..." />;
  if (session.status === 'authenticated') return <Navigate to={homePathForRole(session.user.role)} replace />;
  return <>{children ?? <Outlet />}</>;
}
