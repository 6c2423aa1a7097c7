import type { Role, UserListSort } from '@icp-studio/contracts';

/** `GET /api/admin/clients` parameters, as the client table sends them. */
export interface AdminClientParams {
  search?: string;
  assignment?: 'assigned' | 'unassigned';
  advisorId?: string;
  /** All Clients' order; the server's (newest first) when absent. */
  sort?: UserListSort;
  order?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** `GET /api/users` parameters, as the Users & roles card sends them. */
export interface UserListParams {
  search?: string;
  role?: Role;
  limit: number;
  offset: number;
}

/**
 * Query keys of the admin page. After an assignment or a role change, invalidate `adminKeys.all`: the
 * metrics, the client table (and the client picker's admin list, kept under `['admin', 'clients']`),
 * the advisor cards and the user list all move together.
 */
export const adminKeys = {
  all: ['admin'] as const,
  metrics: () => [...adminKeys.all, 'metrics'] as const,
  clientLists: () => [...adminKeys.all, 'clients'] as const,
  clients: (params: AdminClientParams) => [...adminKeys.clientLists(), params] as const,
  advisors: () => [...adminKeys.all, 'advisors'] as const,
  advisorClients: (advisorId: string) => [...adminKeys.all, 'advisor-clients', advisorId] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
  users: (params: UserListParams) => [...adminKeys.all, 'users', params] as const,
};
