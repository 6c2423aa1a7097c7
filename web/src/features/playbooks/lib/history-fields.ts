import type { Playbook } from '@icp-studio/contracts';

/**
 * The fields a playbook's version keeps (docs/product.md §13; services/playbook history.rules.ts), in
 * the playbook page's order, with the labels the History drawer and the conflict dialog show.
 */
export const PLAYBOOK_HISTORY_LABELS: Record<string, string> = {
  name: 'Playbook name',
  marketingGoals: 'Strategic goals',
  valueProposition: 'Value proposition',
  keyMessages: 'Key messages',
  messagingPillars: 'Messaging pillars',
  positioning: 'Market positioning',
  tonality: 'Brand tonality',
  selectedChannels: 'Channels',
  contentStrategy: 'Content strategy',
  campaigns: 'Campaigns',
  kpis: 'KPIs',
  targetMetrics: 'Target metrics',
  timeline: 'Timeline',
  teamRoles: 'Team roles',
  aiGeneratedCampaigns: 'AI campaigns',
  aiContentIdeas: 'AI content ideas',
};

/** A playbook's versioned fields, to compare with a version's. */
export function playbookHistoryContent(playbook: Partial<Playbook>): Record<string, unknown> {
  const source = playbook as Record<string, unknown>;
  return Object.fromEntries(Object.keys(PLAYBOOK_HISTORY_LABELS).map((f) => [f, source[f] ?? null]));
}
