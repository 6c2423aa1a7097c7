import type { ScoreInput } from '../rubric/rubric.js';
import { distinctEntries, isPresent } from '../rubric/text.js';

/**
 * The rule behind `completed` (docs/product.md: "one whose five steps all hold content may be marked
 * completed"). A step holds content when at least one of its fields does:
 *   1 Basic Info       name and type (always, both are required)
 *   2 Client Details   b2c demographics: age range, gender other than 'all', education, occupation,
 *                      income, geography; b2b firmographics: industry, company size, revenue,
 *                      technology stack, decision maker role or title, geography
 *   3 Psychology       psychographics or behavioral traits
 *   4 Pain Points      pain points, needs or goals
 *   5 Buyer Journey    preferred channels or any buyer-journey stage
 * Gender 'all' alone is no content: it is the wizard's "no restriction" choice.
 */
export interface CompletionInput extends ScoreInput {
  name?: string | null;
}

export function missingSteps(p: CompletionInput): string[] {
  const any = (...values: (string | null | undefined)[]) => values.some(isPresent);
  const anyList = (...lists: (readonly string[] | null | undefined)[]) =>
    lists.some((l) => distinctEntries(l).length > 0);
  const missing: string[] = [];

  if (!isPresent(p.name) || (p.type !== 'b2b' && p.type !== 'b2c')) missing.push('Basic Info');

  const clientDetails =
    p.type === 'b2b'
      ? any(p.industry, p.companySize, p.revenue, p.decisionMakerRole, p.decisionMakerTitle) ||
        anyList(p.technographics, p.geographics)
      : any(p.ageRange, p.education, p.occupation, p.income, p.gender === 'all' ? null : p.gender) ||
        anyList(p.geographics);
  if (!clientDetails)
    missing.push(p.type === 'b2b' ? 'Client Details (firmographics)' : 'Client Details (demographics)');

  if (!any(p.psychographics) && !anyList(p.behavioralTraits)) missing.push('Psychology');
  if (!anyList(p.painPoints, p.needs, p.goals)) missing.push('Pain Points');
  const journey = p.buyerJourney;
  if (!anyList(p.preferredChannels) && !any(journey?.awareness, journey?.consideration, journey?.decision)) {
    missing.push('Buyer Journey');
  }
  return missing;
}

/** The 400 message when `completed` is asked for too early; null when the profile may be completed. */
export function completionError(p: CompletionInput): string | null {
  const missing = missingSteps(p);
  if (missing.length === 0) return null;
  return `A profile can be marked completed only when all five steps have content; missing: ${missing.join(', ')}`;
}
