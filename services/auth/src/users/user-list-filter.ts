import type { UserListQuery } from '@icp-studio/contracts';
import { DomainError, escapeLike } from '@icp-studio/service-kit';
import type { Viewer } from '../access/access.rules.js';

/**
 * What a user search matches: names, e-mail and username in one text (a full name "Jane Doe" too). The
 * users_search_trgm_idx index is built on exactly this expression (without the table alias), so an
 * `ILIKE '%term%'` on it is a trigram index scan.
 */
export function userSearchText(alias = 'u.'): string {
  const c = (name: string) => `${alias}${name}`;
  return `${c('first_name')} || ' ' || ${c('last_name')} || ' ' || ${c('email')} || ' ' || ${c('username')}`;
}

/**
 * The WHERE clause of a user listing over `auth.users u LEFT JOIN auth.advisor_assignments a ON
 * a.client_id = u.id`, with its parameters. An admin sees everyone; an advisor only their assigned
 * clients and themselves (docs/product.md); a client may not list users (403).
 */
export function userListFilter(viewer: Viewer, query: UserListQuery): { where: string; params: unknown[] } {
  if (viewer.role === 'client') throw DomainError.forbidden();
  const clauses: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  if (viewer.role === 'team_member') {
    const me = param(viewer.id);
    clauses.push(`(u.id = ${me} OR a.advisor_id = ${me})`);
  }
  if (query.role) clauses.push(`u.role = ${param(query.role)}`);
  const search = query.search?.trim();
  if (search) {
    const p = param(escapeLike(search));
    clauses.push(`(${userSearchText()}) ILIKE ${p}`);
  }
  // The assignment filters are about clients: only clients have advisors.
  if (query.assignment || query.advisorId) clauses.push(`u.role = 'client'`);
  if (query.assignment === 'assigned') clauses.push('a.client_id IS NOT NULL');
  if (query.assignment === 'unassigned') clauses.push('a.client_id IS NULL');
  if (query.advisorId) clauses.push(`a.advisor_id = ${param(query.advisorId)}`);

  return { where: clauses.length ? clauses.join(' AND ') : 'TRUE', params };
}
