import { describe, expect, it } from 'vitest';
import {
  emptyIcpFilters,
  isFiltering,
  mergeIndustries,
  toIcpListFilters,
  toPlaybookListFilters,
} from './team-filters';

describe('team filters to query parameters', () => {
  it('sends nothing for the defaults', () => {
    expect(toIcpListFilters(emptyIcpFilters(), { isAdvisor: true })).toEqual({});
    expect(isFiltering(toIcpListFilters(emptyIcpFilters(), { isAdvisor: true }))).toBe(false);
  });

  it('sends each chosen filter, the search trimmed', () => {
    expect(
      toIcpListFilters(
        { search: '  Jane ', status: 'in_progress', type: 'b2c', industry: 'Retail', createdBy: 'me' },
        { isAdvisor: true },
      ),
    ).toEqual({ search: 'Jane', status: 'in_progress', type: 'b2c', industry: 'Retail', createdBy: 'me' });
  });

  it('applies Created by for advisors only', () => {
    const state = { ...emptyIcpFilters(), createdBy: 'client' as const };
    expect(toIcpListFilters(state, { isAdvisor: true })).toEqual({ createdBy: 'client' });
    expect(toIcpListFilters(state, { isAdvisor: false })).toEqual({});
  });

  it('filters playbooks by name and status', () => {
    expect(toPlaybookListFilters({ search: ' Launch ', status: 'completed' })).toEqual({
      search: 'Launch',
      status: 'completed',
    });
    expect(toPlaybookListFilters({ search: '   ', status: 'all' })).toEqual({});
  });

  it('collects distinct industries, keeping the list stable when nothing is new', () => {
    const first = mergeIndustries([], ['SaaS', null, ' ', 'Retail', 'saas']);
    expect(first).toEqual(['Retail', 'SaaS']);
    expect(mergeIndustries(first, ['retail', 'SaaS'])).toBe(first);
    expect(mergeIndustries(first, ['Healthcare'])).toEqual(['Healthcare', 'Retail', 'SaaS']);
  });
});
