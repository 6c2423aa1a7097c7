import { z } from 'zod';
import type { Knowledge } from './types.js';

const clientType = z.enum(['b2b', 'b2c']);
const text = z.string().trim().min(3).max(300);
const when = {
  type: clientType.optional(),
  age: z
    .tuple([z.number().int().min(0).max(120), z.number().int().min(0).max(120)])
    .refine(([a, b]) => a <= b, 'age: min above max')
    .optional(),
  any: z.array(z.string().min(2)).optional(),
  not: z.array(z.string().min(2)).optional(),
  need: z.array(z.string().min(2)).optional(),
};
const item = z.object({ text, ...when }).strict();
const list = (min: number) => z.array(item).min(min);
const material = z
  .object({
    leadMagnet: text.optional(),
    event: text.optional(),
    referralPartners: text.optional(),
    topics: z.tuple([text, text]).optional(),
  })
  .strict();

/** The shape every knowledge file must have (checked when the engine loads, and by the tests). */
export const knowledgeSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]+$/),
    label: z.string().min(3).max(60),
    family: z.enum([
      'health',
      'legal',
      'finance',
      'property',
      'technology',
      'creative',
      'people',
      'advisory',
      'wellness',
      'general',
    ]),
    serves: z.array(clientType).min(1).max(2),
    keywords: z.array(z.string().min(2)),
    service: text,
    client: z.object({ b2b: z.string().min(3).optional(), b2c: z.string().min(3).optional() }).strict(),
    firm: z.string().min(3).max(40),
    regulation: text.regex(/^[^:]*$/, 'no colon: it sits inside a sentence').optional(),
    signals: z.record(z.string(), z.string()).optional(),
    segments: z
      .array(z.object({ label: text, situation: text, triggers: z.array(text).min(1), ...when }).strict())
      .min(2),
    pains: list(8),
    goals: list(4),
    objections: z.array(z.object({ says: text, answer: text, ...when }).strict()).min(3),
    channels: list(6),
    excluded: z.array(z.object({ channel: z.string().min(2), why: text }).strict()).min(1),
    kpis: z
      .array(
        z
          .object({
            name: text,
            stage: z.enum(['awareness', 'consideration', 'decision', 'retention']),
            type: clientType.optional(),
          })
          .strict(),
      )
      .min(3),
    demographics: z
      .object({
        b2b: z
          .object({
            industries: z.array(z.string().min(2)).min(2),
            companySizes: z.array(z.string().min(2)).min(2),
            revenues: z.array(z.string().min(2)).min(2),
            roles: z.array(z.string().min(2)).min(2),
            titles: z.array(z.string().min(2)).min(2),
          })
          .strict()
          .optional(),
        b2c: z
          .object({
            ages: list(2),
            incomes: list(2),
            occupations: list(2),
            education: z.array(z.string().min(2)).min(1),
          })
          .strict()
          .optional(),
        locations: z.array(z.string().min(3)).min(1),
      })
      .strict(),
    promise: z.object({ b2b: text.optional(), b2c: text.optional() }).strict(),
    messages: list(4),
    pillars: z.array(text).min(3).max(4),
    chooses: text,
    journey: z.object({ awareness: text, consideration: text, decision: text }).strict(),
    leadMagnet: text,
    event: text,
    referralPartners: text,
    topics: z.tuple([text, text]),
    forbidden: z.array(z.string().min(2)),
    material: z.object({ b2b: material.optional(), b2c: material.optional() }).strict().optional(),
  })
  .strict();

/** The web's keyword rule: which profile field a demographic chip fills (each chip must hit exactly one). */
export const CHIP_RULES = {
  b2b: [
    ['industry', /industry/i],
    ['companySize', /company size|employees/i],
    ['revenue', /revenue|\$/i],
    ['location', /location/i],
    ['decisionMakerRole', /decision|role/i],
    ['decisionMakerTitle', /title|position/i],
  ],
  b2c: [
    ['ageRange', /age/i],
    ['gender', /gender/i],
    ['income', /income/i],
    ['education', /education/i],
    ['occupation', /occupation|job/i],
    ['location', /location/i],
  ],
} as const;

/** Words that assume a gender or an age stereotype; knowledge is written with the client's name or "they". */
const STEREOTYPES =
  /\b(?:he|she|his|her|hers|him|himself|herself|mom|moms|dad|dads|housewi(?:fe|ves)|guys|ladies|gentlemen|elderly|millennials?|boomers?|gen ?z|senile|tech-illiterate)\b/i;

/** Every text of a knowledge entry (for the stereotype and forbidden-term checks). */
export function textsOf(k: Knowledge): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key = ''): void => {
    if (typeof v === 'string') {
      if (!['id', 'keywords', 'forbidden', 'family', 'signals', 'excluded'].includes(key)) out.push(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object')
      for (const [k2, x] of Object.entries(v))
        walk(x, ['keywords', 'forbidden', 'signals', 'excluded'].includes(key) ? key : k2);
  };
  walk(k);
  return out;
}

/**
 * Checks one profession's knowledge: its shape, that every typed entry is for a kind of client the trade
 * serves, that each served side has enough entries, that no text assumes a gender or age stereotype or
 * names one of the trade's forbidden terms, that no suggested channel is one the trade excludes, and that
 * demographic chips fill exactly one field under the web's keyword rule. Returns the problems found.
 */
export function checkKnowledge(k: Knowledge, known: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const parsed = knowledgeSchema.safeParse(k);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems.push(`${k.id}: ${issue.path.join('.')}: ${issue.message}`);
  const own = new Set([...known, ...Object.keys(k.signals ?? {})]);
  const entries = [...k.segments, ...k.pains, ...k.goals, ...k.objections, ...k.channels, ...k.messages];
  for (const e of entries) {
    if (e.type && !k.serves.includes(e.type))
      problems.push(`${k.id}: an entry for ${e.type}, which the trade does not serve`);
    for (const t of [...(e.any ?? []), ...(e.not ?? []), ...(e.need ?? [])])
      if (!own.has(t)) problems.push(`${k.id}: unknown signal tag "${t}"`);
  }
  for (const type of k.serves) {
    const fits = <T extends { type?: string }>(l: T[]) => l.filter((e) => !e.type || e.type === type).length;
    if (fits(k.pains) < 4) problems.push(`${k.id}: fewer than 4 pains for ${type}`);
    if (fits(k.channels) < 3) problems.push(`${k.id}: fewer than 3 channels for ${type}`);
    if (fits(k.segments) < 1) problems.push(`${k.id}: no segment for ${type}`);
    if (fits(k.objections) < 1) problems.push(`${k.id}: no objection for ${type}`);
    if (!k.promise[type]) problems.push(`${k.id}: no value proposition for ${type}`);
    if (!k.client[type]) problems.push(`${k.id}: no client noun for ${type}`);
    if (!k.demographics[type]) problems.push(`${k.id}: no ${type} demographics`);
  }
  for (const t of textsOf(k)) {
    if (STEREOTYPES.test(t)) problems.push(`${k.id}: stereotype or gendered word in "${t}"`);
    for (const f of k.forbidden)
      if (t.toLowerCase().includes(f.toLowerCase())) problems.push(`${k.id}: forbidden "${f}" in "${t}"`);
  }
  for (const c of k.channels)
    for (const e of k.excluded)
      if (c.text.toLowerCase().includes(e.channel.toLowerCase()))
        problems.push(`${k.id}: channel "${c.text}" is excluded (${e.channel})`);
  const chips: ['b2b' | 'b2c', string, string][] = [];
  if (k.demographics.b2b) {
    const d = k.demographics.b2b;
    d.industries.forEach((v) => chips.push(['b2b', 'Industry', v]));
    d.companySizes.forEach((v) => chips.push(['b2b', 'Company size', v]));
    d.revenues.forEach((v) => chips.push(['b2b', 'Revenue', v]));
    d.roles.forEach((v) => chips.push(['b2b', 'Decision maker role', v]));
    d.titles.forEach((v) => chips.push(['b2b', 'Title', v]));
    k.demographics.locations.forEach((v) => chips.push(['b2b', 'Location', v]));
  }
  if (k.demographics.b2c) {
    const d = k.demographics.b2c;
    d.ages.forEach((v) => chips.push(['b2c', 'Age', v.text]));
    d.incomes.forEach((v) => chips.push(['b2c', 'Income', v.text]));
    d.occupations.forEach((v) => chips.push(['b2c', 'Occupation', v.text]));
    d.education.forEach((v) => chips.push(['b2c', 'Education', v]));
    k.demographics.locations.forEach((v) => chips.push(['b2c', 'Location', v]));
  }
  for (const [type, label, value] of chips) {
    const chip = `${label}: ${value}`;
    const hits = new Set(CHIP_RULES[type].filter(([, re]) => re.test(chip)).map(([f]) => f));
    if (hits.size !== 1)
      problems.push(`${k.id}: chip "${chip}" fills ${hits.size} fields (${[...hits].join(', ')})`);
  }
  return problems;
}
