import { versionConflictSchema, type VersionConflict } from '@icp-studio/contracts';
import { isApiError } from '@/lib/api-client';

/**
 * The `conflict` of a 409 answered to a save started from an older version (docs/product.md §13):
 * the version the edit started from and the one someone else saved meanwhile. Null for any other error.
 */
export function versionConflictOf(error: unknown): VersionConflict | null {
  if (!isApiError(error) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as { conflict?: unknown };
    const parsed = versionConflictSchema.safeParse(body.conflict);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
