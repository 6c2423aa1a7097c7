import type { Role } from '@icp-studio/contracts';

/** Where each role lands after signing in, and where the brand block links to (docs/product.md §2 and §6). */
export function homePathForRole(role: Role | string | null | undefined): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'team_member':
      return '/team';
    default:
      return '/';
  }
}
