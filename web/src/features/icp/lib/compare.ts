import type { Icp } from '@icp-studio/contracts';
import { GENDER_OPTIONS } from './icp-form';

/** One row of the comparison: a field as each profile writes it, and whether they differ. */
export interface ComparedField {
  key: string;
  label: string;
  a: string;
  b: string;
  differs: boolean;
}

const list = (v: readonly string[] | null | undefined) =>
  (v ?? [])
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
const text = (v: string | null | undefined) => v?.trim() ?? '';
const gender = (v: Icp['gender']) => (v ? (GENDER_OPTIONS.find((g) => g.value === v)?.label ?? v) : '');
const journey = (icp: Icp, stage: 'awareness' | 'consideration' | 'decision') =>
  text(icp.buyerJourney?.[stage]);

/** The fields compared, in the profile page's order (docs/product.md §2). */
const FIELDS: [key: string, label: string, read: (icp: Icp) => string][] = [
  ['type', 'Type', (i) => (i.type === 'b2b' ? 'B2B' : 'B2C')],
  ['industry', 'Industry', (i) => text(i.industry)],
  ['companySize', 'Company size', (i) => text(i.companySize)],
  ['revenue', 'Revenue range', (i) => text(i.revenue)],
  ['decisionMakerRole', 'Decision maker role', (i) => text(i.decisionMakerRole)],
  ['decisionMakerTitle', 'Decision maker title', (i) => text(i.decisionMakerTitle)],
  ['technographics', 'Technology stack', (i) => list(i.technographics)],
  ['ageRange', 'Age range', (i) => text(i.ageRange)],
  ['gender', 'Gender', (i) => gender(i.gender)],
  ['education', 'Education', (i) => text(i.education)],
  ['occupation', 'Occupation', (i) => text(i.occupation)],
  ['income', 'Income range', (i) => text(i.income)],
  ['geographics', 'Geography', (i) => list(i.geographics)],
  ['disqualifiers', 'Not a fit (anti-ICP)', (i) => list(i.disqualifiers)],
  ['psychographics', 'Psychographics', (i) => text(i.psychographics)],
  ['behavioralTraits', 'Behavioral traits', (i) => list(i.behavioralTraits)],
  ['painPoints', 'Pain points', (i) => list(i.painPoints)],
  ['needs', 'Needs', (i) => list(i.needs)],
  ['goals', 'Goals', (i) => list(i.goals)],
  ['preferredChannels', 'Preferred channels', (i) => list(i.preferredChannels)],
  ['awareness', 'Buyer journey: awareness', (i) => journey(i, 'awareness')],
  ['consideration', 'Buyer journey: consideration', (i) => journey(i, 'consideration')],
  ['decision', 'Buyer journey: decision', (i) => journey(i, 'decision')],
];

/** Folded for comparing: case and spacing do not make two values differ. */
const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Two profiles field by field (docs/product.md §2, "Compare"): every field either of them fills, each side as
 * written ('' when empty), and whether they differ (case and spacing aside). Fields both leave empty
 * are left out.
 */
export function compareProfiles(a: Icp, b: Icp): ComparedField[] {
  return FIELDS.map(([key, label, read]) => {
    const left = read(a);
    const right = read(b);
    return { key, label, a: left, b: right, differs: fold(left) !== fold(right) };
  }).filter((f) => f.a || f.b);
}
