import { describe, expect, it } from 'vitest';
import {
  ALL_ADVISORS,
  initialClientFilters,
  moreClientsLabel,
  NO_ADVISOR,
  toAdminClientParams,
  withAdvisor,
  withStatus,
} from './client-filters';

const ADVISOR = '22222222-2222-4222-8222-222222222222';

describe('client table filters to query parameters', () => {
  it('sends only paging for the defaults', () => {
    expect(toAdminClientParams(initialClientFilters, 10)).toEqual({ limit: 10, offset: 0 });
  });

  it('sends the search, the status and the page as offset', () => {
    expect(
      toAdminClientParams({ search: '  ada ', status: 'assigned', advisor: ALL_ADVISORS, page: 2 }, 10),
    ).toEqual({ search: 'ada', assignment: 'assigned', limit: 10, offset: 20 });
  });

  it('sends Advisor: Unassigned as assignment=unassigned, and an advisor as advisorId', () => {
    expect(toAdminClientParams(withAdvisor(initialClientFilters, NO_ADVISOR), 10)).toEqual({
      assignment: 'unassigned',
      limit: 10,
      offset: 0,
    });
    expect(toAdminClientParams(withAdvisor(initialClientFilters, ADVISOR), 10)).toEqual({
      assignment: 'assigned',
      advisorId: ADVISOR,
      limit: 10,
      offset: 0,
    });
  });

  it('never combines contradicting filters, and goes back to the first page', () => {
    const byAdvisor = { ...withAdvisor(initialClientFilters, ADVISOR), page: 3 };
    expect(withStatus(byAdvisor, 'unassigned')).toEqual({
      search: '',
      status: 'unassigned',
      advisor: ALL_ADVISORS,
      page: 0,
    });
    const unassigned = withAdvisor(initialClientFilters, NO_ADVISOR);
    expect(withStatus(unassigned, 'assigned').advisor).toBe(ALL_ADVISORS);
    expect(withAdvisor(unassigned, ALL_ADVISORS).status).toBe('all');
  });
});

describe('advisor workload', () => {
  const client = {
    id: ADVISOR,
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.c',
    assignedAt: '2025-01-01T00:00:00Z',
  };
  it('says how many clients are not listed', () => {
    expect(moreClientsLabel({ clientCount: 5, clients: [client, client, client] })).toBe('+2 more');
    expect(moreClientsLabel({ clientCount: 3, clients: [client, client, client] })).toBeNull();
    expect(moreClientsLabel({ clientCount: 0, clients: [] })).toBeNull();
  });
});
