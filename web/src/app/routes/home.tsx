import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { useSession } from '@/lib/auth/get-auth-check';
import { LandingPage } from '@/features/landing/routes/landing';
import { AppLayout } from '../layout/app-layout';
import { DashboardPage } from '../lazy-pages';

/** `/`: the landing page when signed out; admins go to /admin; everyone else sees the dashboard. */
export function HomeRoute() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner label="Loading..." />;
  if (session.status === 'unauthenticated') return <LandingPage />;
  if (session.user.role === 'admin') return <Navigate to="/admin" replace />;
  return (
    <AppLayout>
      <DashboardPage />
    </AppLayout>
  );
}
