import type { Json } from '@icp-studio/contracts';
import { changedFields as changedAmong, versionContent as contentOf } from '@icp-studio/service-kit';

/**
 * The fields of a playbook a version keeps (docs/product.md §13): what the wizard and the edit page
 * change. The profile it is linked to and its status (each with a rule of its own) are not versioned.
 */
export const PLAYBOOK_VERSION_FIELDS = [
  'name',
  'marketingGoals',
  'valueProposition',
  'keyMessages',
  'messagingPillars',
  'positioning',
  'selectedChannels',
  'contentStrategy',
  'campaigns',
  'kpis',
  'targetMetrics',
  'timeline',
  'teamRoles',
  'tonality',
  'aiGeneratedCampaigns',
  'aiContentIdeas',
] as const;

/** The versioned fields of a stored playbook, in the order above (absent values as null). */
export function versionContent(
  row: object,
  fields: readonly string[] = PLAYBOOK_VERSION_FIELDS,
): Record<string, Json> {
  return contentOf(row, fields);
}

/** The fields whose values differ between two contents, in `fields` order. */
export function changedFields(
  before: Record<string, Json>,
  after: Record<string, Json>,
  fields: readonly string[] = PLAYBOOK_VERSION_FIELDS,
): string[] {
  return changedAmong(before, after, fields);
}

// The rest of the rules are the same for profiles and playbooks (libs/service-kit/src/items/versions.ts).
export { canonical, isStale, toVersionDetail, toVersionSummary } from '@icp-studio/service-kit';
