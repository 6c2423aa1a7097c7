import type { Icp } from '@icp-studio/contracts';

/**
 * The fields a profile's version keeps (docs/product.md §13; services/icp history.rules.ts), in the
 * profile page's order, with the labels the History drawer and the conflict dialog show.
 */
export const ICP_HISTORY_LABELS: Record<string, string> = {
  name: 'Profile name',
  type: 'Type',
  profession: 'Trade',
  industry: 'Industry',
  companySize: 'Company size',
  revenue: 'Revenue range',
  decisionMakerRole: 'Decision maker role',
  decisionMakerTitle: 'Decision maker title',
  technographics: 'Technology stack',
  ageRange: 'Age range',
  gender: 'Gender',
  education: 'Education',
  occupation: 'Occupation',
  income: 'Income range',
  geographics: 'Geography',
  disqualifiers: 'Not a fit (anti-ICP)',
  psychographics: 'Psychographics',
  behavioralTraits: 'Behavioral traits',
  painPoints: 'Pain points',
  needs: 'Needs',
  goals: 'Goals',
  preferredChannels: 'Preferred channels',
  buyerJourney: 'Buyer journey',
};

/** A profile's versioned fields, to compare with a version's. */
export function icpHistoryContent(icp: Partial<Icp>): Record<string, unknown> {
  const source = icp as Record<string, unknown>;
  return Object.fromEntries(Object.keys(ICP_HISTORY_LABELS).map((f) => [f, source[f] ?? null]));
}
