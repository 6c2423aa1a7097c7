import { USERS_SEARCH_INDEX_EXPRESSION } from '../infra/migrations/1763800000000-AdminListIndexes.js';
import { userListFilter, userSearchText } from './user-list-filter.js';

const ME = '00000000-0000-4000-8000-000000000001';
const base = { limit: 50, offset: 0 };

describe('userListFilter', () => {
  it('refuses a client with 403', () => {
    expect(() => userListFilter({ id: ME, role: 'client' }, base)).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });

  it('does not restrict an admin', () => {
    expect(userListFilter({ id: ME, role: 'admin' }, base)).toEqual({ where: 'TRUE', params: [] });
  });

  it('always restricts an advisor to their clients and themselves, whatever the filters', () => {
    const { where, params } = userListFilter(
      { id: ME, role: 'team_member' },
      { ...base, role: 'client', search: 'x', assignment: 'assigned' },
    );
    expect(where.startsWith('(u.id = $1 OR a.advisor_id = $1) AND ')).toBe(true);
    expect(params[0]).toBe(ME);
  });

  it('passes every value as a parameter, never inside the SQL', () => {
    const evil = "'; DROP TABLE auth.users; --";
    const { where, params } = userListFilter({ id: ME, role: 'admin' }, { ...base, search: evil });
    expect(where).not.toContain('DROP');
    expect(params).toEqual([`%${evil}%`]);
  });

  it('searches exactly the expression the trigram index is built on', () => {
    expect(userSearchText('')).toBe(USERS_SEARCH_INDEX_EXPRESSION);
    const { where } = userListFilter({ id: ME, role: 'admin' }, { ...base, search: 'jane' });
    expect(where).toBe(`(${userSearchText()}) ILIKE $1`);
  });

  it('limits the assignment filters to clients', () => {
    expect(userListFilter({ id: ME, role: 'admin' }, { ...base, assignment: 'unassigned' }).where).toBe(
      "u.role = 'client' AND a.client_id IS NULL",
    );
  });
});
