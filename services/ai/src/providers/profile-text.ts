import { professionById, type Json } from '@icp-studio/contracts';

/** Profile fields in the order a reader expects them, with their labels. */
const FIELDS: [string, string][] = [
  ['name', 'Profile name'],
  ['type', 'Type (b2b = businesses, b2c = consumers)'],
  ['industry', 'Industry'],
  ['companySize', 'Company size'],
  ['revenue', 'Revenue range'],
  ['technographics', 'Technology stack'],
  ['decisionMakerRole', 'Decision maker role'],
  ['decisionMakerTitle', 'Decision maker title'],
  ['ageRange', 'Age range'],
  ['gender', 'Gender'],
  ['education', 'Education'],
  ['occupation', 'Occupation'],
  ['income', 'Income range'],
  ['geographics', 'Geography'],
  ['psychographics', 'Psychographics'],
  ['behavioralTraits', 'Behavioral traits'],
  ['painPoints', 'Pain points'],
  ['needs', 'Needs'],
  ['goals', 'Goals'],
  ['preferredChannels', 'Preferred channels'],
  ['buyerJourney', 'Buyer journey'],
];

const MAX_TEXT = 400;
const MAX_ITEMS = 15;

/** A value as short plain text (lists joined, objects as `key: value`), or '' when empty. */
export function textOf(value: Json | undefined, depth = 0): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim().slice(0, MAX_TEXT);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (depth > 2) return '';
  if (Array.isArray(value))
    return value
      .slice(0, MAX_ITEMS)
      .map((v) => textOf(v, depth + 1))
      .filter(Boolean)
      .join('; ');
  return Object.entries(value)
    .slice(0, MAX_ITEMS)
    .map(([k, v]) => {
      const t = textOf(v, depth + 1);
      return t ? `${k}: ${t}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

/** A list field as trimmed strings (a comma text counts as a list). */
export function listOf(value: Json | undefined): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value))
    return value
      .map((v) => textOf(v))
      .filter(Boolean)
      .slice(0, 50);
  if (typeof value === 'string')
    return value
      .split(/[,;\n]/)
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 50);
  return [];
}

/**
 * Who is who, for a prompt: the user's own trade (`profession`) is not the client's. Unknown, the model is
 * told not to take the client's industry or occupation for it (docs/engine.md, "Who is who").
 */
export function tradeLine(profession: Json | undefined): string {
  const trade = professionById(typeof profession === 'string' ? profession.trim() : null);
  return trade
    ? `The user's own trade (the professional these suggestions are for): ${trade.label}. The client described is someone they serve; do not mix up the professional and the client.`
    : "The user's own trade: not given. Do not infer it from the client's industry or occupation; write for a service professional who serves this client.";
}

/** The profile for a prompt: the user's trade, then one `Label: value` line per filled field, bounded in size. */
export function profileText(data: Record<string, Json | undefined>): string {
  const lines = FIELDS.flatMap(([key, label]) => {
    const text = textOf(data[key]);
    return text ? [`${label}: ${text}`] : [];
  });
  return [tradeLine(data.profession), lines.length ? lines.join('\n') : '(the profile is still empty)'].join(
    '\n',
  );
}
