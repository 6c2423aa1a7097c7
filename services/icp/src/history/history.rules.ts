import type { Json } from '@icp-studio/contracts';
import { changedFields as changedAmong, versionContent as contentOf } from '@icp-studio/service-kit';

/**
 * The fields of a profile a version keeps (docs/product.md §13): what the wizard and the edit page
 * change. Status (its own PATCH, with its own rule), the field origins and the score are not versioned.
 */
export const ICP_VERSION_FIELDS = [
  'name',
  'type',
  'industry',
  'companySize',
  'revenue',
  'technographics',
  'decisionMakerRole',
  'decisionMakerTitle',
  'ageRange',
  'gender',
  'education',
  'occupation',
  'income',
  'geographics',
  'psychographics',
  'behavioralTraits',
  'painPoints',
  'needs',
  'goals',
  'preferredChannels',
  'buyerJourney',
  'profession',
  'disqualifiers',
] as const;

/** The versioned fields of a stored profile, in the order above (absent values as null). */
export function versionContent(
  row: object,
  fields: readonly string[] = ICP_VERSION_FIELDS,
): Record<string, Json> {
  return contentOf(row, fields);
}

/** The fields whose values differ between two contents, in `fields` order. */
export function changedFields(
  before: Record<string, Json>,
  after: Record<string, Json>,
  fields: readonly string[] = ICP_VERSION_FIELDS,
): string[] {
  return changedAmong(before, after, fields);
}

// The rest of the rules are the same for profiles and playbooks (libs/service-kit/src/items/versions.ts).
export { canonical, isStale, toVersionDetail, toVersionSummary } from '@icp-studio/service-kit';
