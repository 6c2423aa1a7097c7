import type { PlaybookGenerationOptions } from '@icp-studio/contracts';
import { normalize } from '../../clean.js';
import { clause, isPlural, joinList, lcFirst, plural, withArticle } from '../english.js';
import { GENERIC } from '../knowledge/index.js';
import type { Knowledge } from '../knowledge/types.js';
import { namesProfession } from '../match.js';
import { buildModel, clientNoun, nearRepeat, type Fields, type ProfileModel } from '../model.js';

/** What every section of a generated playbook reads: the profile model and the trade's knowledge. */
export interface PlaybookContext {
  m: ProfileModel;
  /** The knowledge that speaks for this kind of client (generic when the trade does not serve it). */
  k: Knowledge;
  /** Campaign material (lead magnet, event, partners, topics) for this kind of client. */
  material: Pick<Knowledge, 'leadMagnet' | 'event' | 'referralPartners' | 'topics'>;
  /** One client, in the trade's word ("patient"), and its plural. */
  noun: string;
  nouns: string;
  /** Who the profile describes, as a plural noun phrase ("teachers aged 30-45"). */
  audience: string;
  /** 0: the engine's first choice; any other number: a different, equally valid alternative. */
  variant: number;
  options: PlaybookGenerationOptions;
}

export function contextOf(profile: Fields, options: PlaybookGenerationOptions = {}): PlaybookContext {
  const m = buildModel(profile);
  const k = m.served ? m.knowledge : GENERIC;
  const own = m.served ? m.knowledge : GENERIC;
  const material = {
    leadMagnet: own.leadMagnet,
    event: own.event,
    referralPartners: own.referralPartners,
    topics: own.topics,
    ...(m.served ? m.knowledge.material?.[m.type] : undefined),
  };
  const noun = clientNoun(m);
  return {
    m,
    k,
    material,
    noun,
    nouns: plural(noun),
    audience: audienceOf(m),
    variant: options.variant ?? 0,
    options,
  };
}

/** "teachers aged 30-45", "businesses in retail with 10-50 employees". */
function audienceOf(m: ProfileModel): string {
  const noun = plural(clientNoun(m));
  const str = (key: string) => {
    const v = m.data[key];
    return typeof v === 'string' ? v.trim() : '';
  };
  if (m.type === 'b2c') {
    const occ = m.occupation;
    const who =
      occ && occ.split(/\s+/).length <= 6 && /^[A-Za-z][A-Za-z\s'’&/-]*$/.test(occ)
        ? lcFirst(plural(occ))
        : noun;
    return `${who}${m.age ? ` aged ${str('ageRange')}` : ''}`;
  }
  const industry =
    m.industry && !namesProfession(m.industry, m.knowledge) ? ` in ${lcFirst(m.industry)}` : '';
  const size = m.companySize;
  const sized = !size
    ? ''
    : /employee|staff|people|person|team|seat|user|unit|mitarbeiter|empleado|salari/i.test(size)
      ? ` with ${size}`
      : /\d/.test(size)
        ? ` with ${size} employees`
        : ` with ${withArticle(lcFirst(size))} team`;
  return `${noun}${industry}${sized}`;
}

/** The profile's place, for channels that name one. */
export function fill(text: string, m: ProfileModel): string {
  const place = m.places[0];
  // No place given: the phrase is left out rather than filled with a vague "your area" (a seam).
  if (!place)
    return text.replace(/\s+(?:in|for|around|near)\s+\{place\}/g, '').replace(/\{place\}/g, 'nearby');
  return text.replace(/\{place\}/g, place);
}

/** Whether a text is a value the profile already holds (equal, or most of its words). */
export function repeatsProfile(text: string, m: ProfileModel): boolean {
  return m.existing.has(normalize(text)) || nearRepeat(text, m);
}

/**
 * A list's alternative for "regenerate": variant 0 keeps the best-first order; any other variant keeps the
 * first `keep` entries and rotates the rest, so entries further down the list come in (or, for a list no
 * longer than `n`, the order changes). Every entry comes from the same fitting list, so it stays valid.
 */
export function alternative<T>(list: readonly T[], n: number, variant: number, keep = 1): T[] {
  if (!variant || list.length < 2) return list.slice(0, n);
  const head = list.slice(0, keep);
  const tail = list.slice(keep);
  if (tail.length >= 2) {
    const r = 1 + ((variant - 1) % (tail.length - 1));
    return [...head, ...tail.slice(r), ...tail.slice(0, r)].slice(0, n);
  }
  return [list[1]!, list[0]!, ...list.slice(2)].slice(0, n);
}

/** One of a few phrasings, chosen by the variant. */
export function pick<T>(options: readonly T[], variant: number): T {
  return options[variant % options.length]!;
}

/**
 * The trade's first offer after "Start with": "a new-patient checkup...", "the ten contract clauses to
 * check...", or quoted when it is a title ("“What to expect in your first session”").
 */
export function offerPhrase(leadMagnet: string): string {
  const lm = clause(leadMagnet);
  if (/^(?:what|how|why|when|which|where|who)\b/i.test(lm)) return `“${lm}”`;
  if (isPlural(lm) || /^(?:\d|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i.test(lm))
    return `the ${lcFirst(lm)}`;
  return withArticle(lcFirst(lm));
}

/** The pillars as a list inside a sentence: "Clarity: figures you can act on" says "figures you can act on". */
export function pillarList(pillars: readonly string[]): string {
  const items = pillars.map((p) => lcFirst(clause(p.includes(':') ? p.slice(p.indexOf(':') + 1).trim() : p)));
  // Pillars with commas of their own ("no win, no fee") are kept apart with semicolons.
  return items.some((x) => x.includes(','))
    ? `${items.slice(0, -1).join('; ')}; and ${items.at(-1)}`
    : joinList(items);
}
