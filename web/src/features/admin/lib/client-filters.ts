import type { AdvisorSummary } from '@icp-studio/contracts';
import type { AdminClientParams } from '../api/admin-keys';

export type AssignmentStatusFilter = 'all' | 'assigned' | 'unassigned';
/** 'all', 'unassigned', or an advisor's id. */
export type AdvisorFilter = string;

export const ALL_ADVISORS = 'all';
export const NO_ADVISOR = 'unassigned';

/** The Client Management table's controls (docs/product.md §2, Admin page). */
export interface ClientFilterState {
  search: string;
  status: AssignmentStatusFilter;
  advisor: AdvisorFilter;
  /** Zero-based page. */
  page: number;
}

export const initialClientFilters: ClientFilterState = {
  search: '',
  status: 'all',
  advisor: ALL_ADVISORS,
  page: 0,
};

export const ASSIGNMENT_STATUS_OPTIONS: { value: AssignmentStatusFilter; label: string }[] = [
  { value: 'all', label: 'All clients' },
  { value: 'assigned', label: 'Assigned' },
  { value: 'unassigned', label: 'Unassigned' },
];

const isSpecificAdvisor = (advisor: AdvisorFilter) => advisor !== ALL_ADVISORS && advisor !== NO_ADVISOR;

/** The Advisor filter's options: all, unassigned, then each advisor by name. */
export function advisorFilterOptions(
  advisors: readonly AdvisorSummary[],
): { value: string; label: string }[] {
  return [
    { value: ALL_ADVISORS, label: 'All advisors' },
    { value: NO_ADVISOR, label: 'Unassigned' },
    ...advisors.map((a) => ({
      value: a.id,
      label: [a.firstName, a.lastName].filter(Boolean).join(' ').trim() || a.email,
    })),
  ];
}

/**
 * The server parameters of the table's state: the Advisor filter's "Unassigned" is
 * `assignment=unassigned`, a specific advisor is `advisorId`; the page becomes `offset`.
 */
export function toAdminClientParams(state: ClientFilterState, pageSize: number): AdminClientParams {
  const params: AdminClientParams = { limit: pageSize, offset: state.page * pageSize };
  const search = state.search.trim();
  if (search) params.search = search;
  if (state.advisor === NO_ADVISOR) params.assignment = 'unassigned';
  else if (state.status !== 'all') params.assignment = state.status;
  if (isSpecificAdvisor(state.advisor)) params.advisorId = state.advisor;
  return params;
}

/**
 * A new Status that never contradicts the Advisor filter (Unassigned and an advisor's clients cannot
 * both hold): the Advisor filter goes back to all when it would. Back to the first page.
 */
export function withStatus(state: ClientFilterState, status: AssignmentStatusFilter): ClientFilterState {
  let advisor = state.advisor;
  if (status === 'unassigned' && isSpecificAdvisor(advisor)) advisor = ALL_ADVISORS;
  if (status !== 'unassigned' && advisor === NO_ADVISOR) advisor = ALL_ADVISORS;
  return { ...state, status, advisor, page: 0 };
}

/** A new Advisor filter, with the Status following it (Unassigned, or Assigned for an advisor). */
export function withAdvisor(state: ClientFilterState, advisor: AdvisorFilter): ClientFilterState {
  let status = state.status;
  if (advisor === NO_ADVISOR) status = 'unassigned';
  else if (isSpecificAdvisor(advisor)) status = 'assigned';
  else if (state.advisor === NO_ADVISOR) status = 'all';
  return { ...state, advisor, status, page: 0 };
}

/** Whether anything narrows the table (its empty state then speaks of the filters). */
export function isFilteringClients(state: ClientFilterState): boolean {
  return state.search.trim() !== '' || state.status !== 'all' || state.advisor !== ALL_ADVISORS;
}

/** "+2 more" under an advisor's recent clients, or null when all are shown. */
export function moreClientsLabel(advisor: Pick<AdvisorSummary, 'clientCount' | 'clients'>): string | null {
  const more = advisor.clientCount - advisor.clients.length;
  return more > 0 ? `+${more} more` : null;
}
