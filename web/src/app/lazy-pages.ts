import { lazy } from 'react';

/**
 * The signed-in screens, each loaded on first visit so the landing and sign-in pages stay light.
 * Each feature's route file keeps its named export; replacing a placeholder needs no change here.
 */
export const DashboardPage = lazy(() =>
  import('@/features/dashboard/routes/dashboard').then((m) => ({ default: m.DashboardPage })),
);
export const IcpNewPage = lazy(() =>
  import('@/features/icp/routes/icp-new').then((m) => ({ default: m.IcpNewPage })),
);
export const IcpDetailPage = lazy(() =>
  import('@/features/icp/routes/icp-detail').then((m) => ({ default: m.IcpDetailPage })),
);
export const IcpEditPage = lazy(() =>
  import('@/features/icp/routes/icp-edit').then((m) => ({ default: m.IcpEditPage })),
);
export const PlaybookNewPage = lazy(() =>
  import('@/features/playbooks/routes/playbook-new').then((m) => ({ default: m.PlaybookNewPage })),
);
export const PlaybookDetailPage = lazy(() =>
  import('@/features/playbooks/routes/playbook-detail').then((m) => ({ default: m.PlaybookDetailPage })),
);
export const PlaybookEditPage = lazy(() =>
  import('@/features/playbooks/routes/playbook-edit').then((m) => ({ default: m.PlaybookEditPage })),
);
export const SettingsPage = lazy(() =>
  import('@/features/settings/routes/settings').then((m) => ({ default: m.SettingsPage })),
);
export const TeamPage = lazy(() =>
  import('@/features/team/routes/team').then((m) => ({ default: m.TeamPage })),
);
export const AdminPage = lazy(() =>
  import('@/features/admin/routes/admin').then((m) => ({ default: m.AdminPage })),
);
