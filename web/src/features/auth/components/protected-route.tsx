import type { Role } from '@icp-studio/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { homePathForRole } from '@/lib/roles';
import { useSession } from '@/lib/auth/get-auth-check';

export interface ProtectedRouteProps {
  /** Roles admitted; empty or absent admits any signed-in user. */
  allowedRoles?: readonly Role[];
  /** What to render when admitted; defaults to the nested routes. */
  children?: ReactNode;
}

/**
 * docs/product.md §2, guarded routes: "Verifying access..." while the session loads; signed-out visitors
 * go to /login; a signed-in user whose role is not admitted goes to their role's home. Nothing
 * protected renders while loading or when access is denied.
 */
export function ProtectedRoute({ allowedRoles, children }: ProtectedRouteProps) {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') return <FullPageSpinner label="Verifying access..." />;

  if (session.status === 'unauthenticated') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }

  if (allowedRoles && allowedRoles.length > 0 && !allowedRoles.includes(session.user.role)) {
    return <Navigate to={homePathForRole(session.user.role)} replace />;
  }

  return <>{children ?? <Outlet />}</>;
}
