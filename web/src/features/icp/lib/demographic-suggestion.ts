import type { IcpType } from '@icp-studio/contracts';
import type { Gender, IcpFormValues } from './icp-form';

type TextField =
  | 'industry'
  | 'companySize'
  | 'revenue'
  | 'decisionMakerRole'
  | 'decisionMakerTitle'
  | 'ageRange'
  | 'education'
  | 'occupation'
  | 'income';

/** Where an accepted demographic suggestion goes. */
export type DemographicTarget = TextField | 'gender' | 'geographics';

interface Rule {
  field: DemographicTarget;
  keywords: readonly string[];
}

/**
 * docs/product.md §5: the keywords that pick the field, in the order they are tried.
 * b2b: industry; company size or employees; revenue or $; location; decision or role; title or position.
 * b2c: age; gender; income; education; occupation or job; location.
 */
const RULES: Record<IcpType, readonly Rule[]> = {
  b2b: [
    { field: 'industry', keywords: ['industry'] },
    { field: 'companySize', keywords: ['company size', 'employees'] },
    { field: 'revenue', keywords: ['revenue', '$'] },
    { field: 'geographics', keywords: ['location'] },
    { field: 'decisionMakerRole', keywords: ['decision', 'role'] },
    { field: 'decisionMakerTitle', keywords: ['title', 'position'] },
  ],
  b2c: [
    { field: 'ageRange', keywords: ['age'] },
    { field: 'gender', keywords: ['gender'] },
    { field: 'income', keywords: ['income'] },
    { field: 'education', keywords: ['education'] },
    { field: 'occupation', keywords: ['occupation', 'job'] },
    { field: 'geographics', keywords: ['location'] },
  ],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A keyword matches where a word starts ("Ages 25-34" matches age; "average" does not); "$" matches
 * anywhere.
 */
function mentions(text: string, keyword: string): boolean {
  if (!/^\w/.test(keyword)) return text.includes(keyword);
  return new RegExp(`\\b${escape(keyword)}`, 'i').test(text);
}

/** The part after the first colon ("Industry: SaaS" gives "SaaS"), or the whole text without one. */
export function suggestionValue(suggestion: string): string {
  const colon = suggestion.indexOf(':');
  const value = colon >= 0 ? suggestion.slice(colon + 1) : suggestion;
  return value.trim();
}

/** A gender select value from free text ("Predominantly female" gives female), or null. */
export function toGender(value: string): Gender | null {
  const v = value.toLowerCase();
  if (/non[-\s]?binary/.test(v)) return 'non-binary';
  const female = /\b(female|women|woman)\b/.test(v);
  const male = /\b(male|men|man)\b/.test(v);
  if (female && male) return 'all';
  if (female) return 'female';
  if (male) return 'male';
  if (/\b(all|any|both|everyone|mixed)\b/.test(v)) return 'all';
  return null;
}

function isEmpty(form: IcpFormValues, field: DemographicTarget, value: string): boolean {
  if (field === 'geographics') {
    const key = value.toLowerCase();
    return !form.geographics.some((g) => g.trim().toLowerCase() === key);
  }
  // 'all' is the select's "no restriction" default, so it counts as empty.
  if (field === 'gender') return form.gender === 'all';
  return form[field].trim() === '';
}

export interface DemographicMatch {
  field: DemographicTarget;
  /** The value to put in the field (for geographics: the entry to add). */
  value: string;
}

/**
 * Which field an accepted demographic suggestion fills (docs/product.md §5): the first rule, in the product's
 * order, whose keyword the text mentions and whose field is still empty (a location: not yet listed).
 * Null when no such field exists or the suggestion has no value.
 */
export function matchDemographicSuggestion(
  form: IcpFormValues,
  suggestion: string,
  type: IcpType,
): DemographicMatch | null {
  const raw = suggestionValue(suggestion);
  if (!raw) return null;
  for (const rule of RULES[type]) {
    if (!rule.keywords.some((k) => mentions(suggestion, k))) continue;
    const value = rule.field === 'gender' ? toGender(raw) : raw;
    if (!value) continue;
    if (isEmpty(form, rule.field, value)) return { field: rule.field, value };
  }
  return null;
}

/**
 * The form with an accepted demographic suggestion applied: the matching empty field filled with the
 * part after the colon, or a location added to geographics if not already present. Returns the same
 * form object when nothing matched.
 */
export function applyDemographicSuggestion(
  form: IcpFormValues,
  suggestion: string,
  type: IcpType,
): IcpFormValues {
  const match = matchDemographicSuggestion(form, suggestion, type);
  if (!match) return form;
  if (match.field === 'geographics') return { ...form, geographics: [...form.geographics, match.value] };
  if (match.field === 'gender') return { ...form, gender: match.value as Gender };
  return { ...form, [match.field]: match.value };
}
