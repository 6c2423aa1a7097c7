import { Suspense } from 'react';
import { Outlet, ScrollRestoration, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { GuestOnlyRoute } from '@/features/auth/components/guest-only-route';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { ConfirmEmailPage } from '@/features/auth/routes/confirm-email';
import { ForgotPasswordPage } from '@/features/auth/routes/forgot-password';
import { LoginPage } from '@/features/auth/routes/login';
import { RegisterPage } from '@/features/auth/routes/register';
import { ResetPasswordPage } from '@/features/auth/routes/reset-password';
import { UndoEmailChangePage } from '@/features/auth/routes/undo-email-change';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { AppLayout } from './layout/app-layout';
import {
  AdminAdvisorsPage,
  ApprovalQueuePage,
  ApprovalReviewPage,
  AdminClientsPage,
  AdminPage,
  ClientsPage,
  CockpitPage,
  AdminReportsPage,
  IcpComparePage,
  IcpDetailPage,
  IcpEditPage,
  IcpListPage,
  IcpNewPage,
  PlaybookDetailPage,
  PlaybookEditPage,
  PlaybookListPage,
  PlaybookNewPage,
  SettingsPage,
  SharedItemPage,
  TasksPage,
  TeamPage,
} from './lazy-pages';
import { HomeRoute } from './routes/home';
import { LegacyPlaybookRedirect } from './routes/legacy-playbook-redirect';
import { NotFoundPage } from './routes/not-found';

/** Every route of docs/product.md §2. */
export const routes: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },

  // Public: sign-in and sign-up send a signed-in user to their home.
  {
    element: <GuestOnlyRoute />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
    ],
  },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  // An e-mail change's link: confirms signed in or not.
  { path: '/confirm-email/:token', element: <ConfirmEmailPage /> },
  // The notice to the old address: undoes a confirmed change, signed in or not (docs/product.md §7).
  { path: '/undo-email-change/:token', element: <UndoEmailChangePage /> },

  // A share link's read-only page: signed in or not, outside the signed-in shell (docs/product.md §14).
  {
    path: '/s/:token',
    element: (
      <Suspense fallback={<FullPageSpinner label="Loading..." minH="100dvh" />}>
        <SharedItemPage />
      </Suspense>
    ),
  },

  // Legacy links the product uses.
  { path: '/playbook/:id', element: <LegacyPlaybookRedirect /> },

  // Signed-in screens under the shared header.
  {
    element: <ProtectedRoute />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/icps', element: <IcpListPage /> },
          { path: '/icps/compare', element: <IcpComparePage /> },
          { path: '/icp/new', element: <IcpNewPage /> },
          { path: '/icp/:id', element: <IcpDetailPage /> },
          { path: '/icp/:id/edit', element: <IcpEditPage /> },
          { path: '/playbooks', element: <PlaybookListPage /> },
          { path: '/playbooks/new', element: <PlaybookNewPage /> },
          { path: '/playbooks/:id', element: <PlaybookDetailPage /> },
          { path: '/playbooks/:id/edit', element: <PlaybookEditPage /> },
          { path: '/settings', element: <SettingsPage /> },
          { path: '/tasks', element: <TasksPage /> },
          { path: '/approvals', element: <ApprovalQueuePage /> },
          { path: '/approvals/:id', element: <ApprovalReviewPage /> },
          {
            element: <ProtectedRoute allowedRoles={['team_member', 'admin']} />,
            children: [
              { path: '/team', element: <TeamPage /> },
              { path: '/team/clients', element: <ClientsPage /> },
              { path: '/team/cockpit', element: <CockpitPage /> },
            ],
          },
          {
            element: <ProtectedRoute allowedRoles={['admin']} />,
            children: [
              { path: '/admin', element: <AdminPage /> },
              { path: '/admin/clients', element: <AdminClientsPage /> },
              { path: '/admin/advisors', element: <AdminAdvisorsPage /> },
              { path: '/admin/reports', element: <AdminReportsPage /> },
            ],
          },
        ],
      },
    ],
  },

  { path: '*', element: <NotFoundPage /> },
];

/** Every page opens at its top (and Back returns to where the user was). */
function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export function createAppRouter() {
  return createBrowserRouter([{ element: <RootRoute />, children: routes }]);
}
