import type { Actor, TemplateScope } from '@icp-studio/contracts';

/** The parts of a template the rules read. */
export interface TemplateAccessRow {
  scope: TemplateScope;
  ownerId: string | null;
}

/** Everyone signed in sees the built-in and installation templates; a private one only its owner. */
export function canSeeTemplate(actor: Actor, row: TemplateAccessRow): boolean {
  return row.scope !== 'private' || row.ownerId === actor.userId;
}

/** Built-in: never. Installation: admins. Private: its owner (an admin too cannot see it, so cannot delete it). */
export function canDeleteTemplate(actor: Actor, row: TemplateAccessRow): boolean {
  if (row.scope === 'builtin') return false;
  if (row.scope === 'installation') return actor.role === 'admin';
  return row.ownerId === actor.userId;
}

/** Anyone may save a private template; only an admin one for the whole installation. */
export function maySaveWithScope(actor: Actor, scope: 'private' | 'installation'): boolean {
  return scope === 'private' || actor.role === 'admin';
}

/**
 * The profile fields a template keeps: what a new profile starts with (icpFieldsSchema), without its
 * name (the user names the new profile), its status, where each value came from, or anything derived
 * (scores, AI suggestions, the persona narrative, owners and dates).
 */
export const ICP_TEMPLATE_FIELDS = [
  'type',
  'profession',
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
  'disqualifiers',
] as const;

/** The playbook fields a template keeps (playbookFieldsSchema without icpId and status). */
export const PLAYBOOK_TEMPLATE_FIELDS = [
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
] as const;

/** The named fields of `source` that hold something (null, undefined, '' and [] are left out). */
export function templateContent(
  source: Record<string, unknown>,
  fields: readonly string[],
  name: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = { name };
  for (const key of fields) {
    const value = source[key];
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}
