import { lazy } from 'react';

/**
 * The signed-in screens, each loaded on first visit so the landing and sign-in pages stay light.
 * Each feature's route file keeps its named export; a page that composes several features lives in
 * app/routes (the profile and playbook pages with their notes panel, the team page).
 */
export const DashboardPage = lazy(() =>
  import('./routes/dashboard/dashboard').then((m) => ({ default: m.DashboardPage })),
);
export const IcpNewPage = lazy(() =>
  import('@/features/icp/routes/icp-new').then((m) => ({ default: m.IcpNewPage })),
);
export const IcpListPage = lazy(() =>
  import('@/features/icp/routes/icp-list').then((m) => ({ default: m.IcpListPage })),
);
export const IcpComparePage = lazy(() =>
  import('@/features/icp/routes/icp-compare').then((m) => ({ default: m.IcpComparePage })),
);
export const PlaybookListPage = lazy(() =>
  import('./routes/playbook-list').then((m) => ({ default: m.PlaybookListRoute })),
);
export const IcpDetailPage = lazy(() =>
  import('./routes/icp-detail').then((m) => ({ default: m.IcpDetailRoute })),
);
export const IcpEditPage = lazy(() =>
  import('@/features/icp/routes/icp-edit').then((m) => ({ default: m.IcpEditPage })),
);
export const PlaybookNewPage = lazy(() =>
  import('@/features/playbooks/routes/playbook-new').then((m) => ({ default: m.PlaybookNewPage })),
);
export const PlaybookDetailPage = lazy(() =>
  import('./routes/playbook-detail').then((m) => ({ default: m.PlaybookDetailRoute })),
);
export const PlaybookEditPage = lazy(() =>
  import('@/features/playbooks/routes/playbook-edit').then((m) => ({ default: m.PlaybookEditPage })),
);
export const SettingsPage = lazy(() =>
  import('@/features/settings/routes/settings').then((m) => ({ default: m.SettingsPage })),
);
export const TeamPage = lazy(() => import('./routes/team/team').then((m) => ({ default: m.TeamPage })));
export const AdminPage = lazy(() =>
  import('@/features/admin/routes/admin').then((m) => ({ default: m.AdminPage })),
);
export const TasksPage = lazy(() => import('./routes/tasks/tasks').then((m) => ({ default: m.TasksPage })));
export const ClientsPage = lazy(() =>
  import('./routes/clients/clients').then((m) => ({ default: m.ClientsPage })),
);
export const AdminClientsPage = lazy(() =>
  import('@/features/admin/routes/admin-clients').then((m) => ({ default: m.AdminClientsPage })),
);
export const AdminAdvisorsPage = lazy(() =>
  import('@/features/admin/routes/admin-advisors').then((m) => ({ default: m.AdminAdvisorsPage })),
);
export const AdminReportsPage = lazy(() =>
  import('@/features/admin/routes/admin-reports').then((m) => ({ default: m.AdminReportsPage })),
);
export const SharedItemPage = lazy(() =>
  import('./routes/shared-item').then((m) => ({ default: m.SharedItemPage })),
);
export const CockpitPage = lazy(() =>
  import('@/features/cockpit/routes/cockpit').then((m) => ({ default: m.CockpitPage })),
);
export const ApprovalQueuePage = lazy(() =>
  import('@/features/approvals/routes/approval-queue').then((m) => ({ default: m.ApprovalQueuePage })),
);
export const ApprovalReviewPage = lazy(() =>
  import('@/features/approvals/routes/approval-review').then((m) => ({ default: m.ApprovalReviewPage })),
);
