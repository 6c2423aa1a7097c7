/**
 * Comparing what a profile names ("Healthcare", "Germany", "Referrals") with what a client list says
 * ("health care", "Deutschland", "referral") (docs/evidence.md, Matching). Simple, predictable rules:
 * case, accents and punctuation do not count, plurals are folded to the singular, a short table of
 * synonyms (a few languages) maps common names to one, and a profile value matches a row value that
 * contains all its words ("Dental" matches "Dental practice"). Regions stand for their countries.
 */

import { TAXONOMY, foldTerm, singularWord, termPath } from '@icp-studio/contracts';

/**
 * Lower case, accents off, '&' as 'and', every run of other symbols one space; and the singular of an
 * English plural. The taxonomy's own rules (libs/contracts taxonomy), so both fold a word the same way.
 */
export const fold = foldTerm;
export const singular = singularWord;

/**
 * Synonyms, folded and singular: each group's first entry is the name they all become. Industries,
 * occupations and channels come from the shared taxonomy (libs/contracts `TAXONOMY`), whose terms become
 * their path of names ("Medical clinics" -> "healthcare medical practice", so a "Healthcare" profile covers
 * it); the places below are evidence's own.
 */
const TAXONOMY_GROUPS: string[][] = TAXONOMY.map((t) => [termPath(t).join(' '), t.id, ...t.synonyms]);

const SYNONYM_GROUPS: string[][] = [
  // countries and regions
  [
    'united states',
    'us',
    'usa',
    'u s',
    'u s a',
    'united states of america',
    'america',
    'etats uni',
    'estados unido',
    'vereinigte staaten',
  ],
  [
    'united kingdom',
    'uk',
    'u k',
    'great britain',
    'gb',
    'britain',
    'england',
    'royaume uni',
    'grossbritannien',
  ],
  ['germany', 'deutschland', 'de', 'allemagne', 'alemania', 'germania'],
  ['austria', 'osterreich', 'oesterreich', 'at', 'autriche'],
  ['switzerland', 'schweiz', 'suisse', 'svizzera', 'ch', 'suiza'],
  ['france', 'fr', 'frankreich', 'francia'],
  ['spain', 'espana', 'es', 'spanien', 'espagne'],
  ['italy', 'italia', 'it', 'italien', 'italie'],
  ['netherlands', 'nederland', 'holland', 'nl', 'niederlande', 'pays ba'],
  ['belgium', 'belgique', 'belgie', 'belgien', 'be'],
  ['canada', 'ca', 'kanada'],
  ['new york', 'nyc', 'new york city', 'ny'],
  ['munich', 'munchen', 'muenchen'],
  ['cologne', 'koln', 'koeln'],
  ['vienna', 'wien', 'vienne'],
];

/** Regions the profile may name, standing for each of their countries (canonical names). */
const REGIONS: Record<string, string[]> = {
  dach: ['germany', 'austria', 'switzerland'],
  benelux: ['belgium', 'netherlands', 'luxembourg'],
  nordic: ['sweden', 'norway', 'denmark', 'finland', 'iceland'],
  nordics: ['sweden', 'norway', 'denmark', 'finland', 'iceland'],
  scandinavia: ['sweden', 'norway', 'denmark'],
  'north america': ['united states', 'canada', 'mexico'],
  europe: [
    'germany',
    'austria',
    'switzerland',
    'france',
    'spain',
    'italy',
    'netherlands',
    'belgium',
    'luxembourg',
    'united kingdom',
    'ireland',
    'portugal',
    'sweden',
    'norway',
    'denmark',
    'finland',
    'iceland',
    'poland',
    'czech republic',
    'greece',
    'hungary',
  ],
  eu: [
    'germany',
    'austria',
    'france',
    'spain',
    'italy',
    'netherlands',
    'belgium',
    'luxembourg',
    'ireland',
    'portugal',
    'sweden',
    'denmark',
    'finland',
    'poland',
    'czech republic',
    'greece',
    'hungary',
  ],
};

function words(folded: string): string[] {
  return folded.split(' ').filter(Boolean).map(singular);
}

/** The names of the taxonomy's terms, and the kinds of place that may follow one without narrowing it. */
const TERM_NAMES = new Set(TAXONOMY_GROUPS.map((g) => words(fold(g[0] ?? '')).join(' ')));
const PLACE_NOUNS = new Set(['practice', 'office', 'clinic', 'surgery', 'center', 'centre', 'firm']);

const CANONICAL = new Map<string, string>();
/** Codes of one or two letters ('us', 'at', 'de'): a synonym only when they are the whole value. */
const WHOLE_ONLY = new Map<string, string>();
for (const group of [...TAXONOMY_GROUPS, ...SYNONYM_GROUPS]) {
  const name = words(fold(group[0] ?? '')).join(' ');
  for (const entry of group) {
    const key = words(fold(entry)).join(' ');
    const map = key.replace(/ /g, '').length <= 2 ? WHOLE_ONLY : CANONICAL;
    // The first group to claim a spelling keeps it ('it' is information technology, not Italy).
    if (!map.has(key)) map.set(key, name);
  }
}

/**
 * A text as a list of canonical words: folded, singular, and any run of words that is a synonym replaced by
 * its group's name (longest run first), so "Health Care Providers" -> ["healthcare", "provider"].
 */
export function canonicalWords(text: string): string[] {
  const ws = words(fold(text));
  const whole = WHOLE_ONLY.get(ws.join(' '));
  if (whole !== undefined) return whole.split(' ');
  const out: string[] = [];
  let i = 0;
  while (i < ws.length) {
    let taken = 0;
    for (let len = Math.min(5, ws.length - i); len >= 1; len--) {
      const name = CANONICAL.get(ws.slice(i, i + len).join(' '));
      if (name !== undefined) {
        out.push(...name.split(' '));
        taken = len;
        // "Dentistry clinics" and "Dental clinic" are one thing: the kind of place after a term says no more.
        while (TERM_NAMES.has(name) && PLACE_NOUNS.has(ws[i + taken] ?? '')) taken++;
        break;
      }
    }
    if (taken === 0) {
      out.push(ws[i] as string);
      taken = 1;
    }
    i += taken;
  }
  return out;
}

/**
 * Lower-case stems (three letters or more) of which a text's lower-cased form contains one whenever its
 * canonical words include `word`: the word's own stem and the first word of each synonym that becomes it. A
 * quick test that spares reading most cells (disqualifiers.ts); only for texts without accents or other
 * non-ASCII letters (fold would change those). Null when there is no such test (a code of one or two
 * letters, or '&', can become the word).
 */
export function wordTriggers(word: string): string[] | null {
  const stem = (w: string) => (w.length > 3 ? w.slice(0, -1) : w);
  if (word === 'and') return null;
  const out = new Set([stem(word)]);
  for (const group of [...TAXONOMY_GROUPS, ...SYNONYM_GROUPS]) {
    if (!words(fold(group[0] ?? '')).includes(word)) continue;
    // Any word of the entry will do (a text naming it holds all its words): the longest, so "GP surgery"
    // gives "surger" rather than "gp".
    for (const entry of group)
      out.add(
        stem(
          fold(entry)
            .split(' ')
            .reduce((a, b) => (b.length > a.length ? b : a), ''),
        ),
      );
  }
  const triggers = [...out];
  return triggers.some((t) => t.length < 3) ? null : triggers;
}

/** One canonical phrase for grouping the sheet's values ("Health care" and "healthcare" are one group). */
export function canonicalKey(text: string): string {
  return canonicalWords(text).join(' ');
}

/** A profile value ready to compare with many rows. */
export interface TextMatcher {
  /** The value as the profile writes it. */
  label: string;
  /** Alternatives, each a run of canonical words; the row must contain one of them. */
  phrases: string[][];
}

export function textMatcher(value: string): TextMatcher {
  const key = canonicalKey(value);
  const region = REGIONS[key];
  const phrases = [key.split(' ').filter(Boolean)];
  if (region) for (const country of region) phrases.push(country.split(' '));
  return { label: value.trim(), phrases: phrases.filter((p) => p.length > 0) };
}

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let k = 0; k < needle.length; k++) if (haystack[i + k] !== needle[k]) continue outer;
    return true;
  }
  return false;
}

/** Whether a row's value (as canonical words) is described by the profile value. */
export function matchesWords(rowWords: readonly string[], matcher: TextMatcher): boolean {
  return matcher.phrases.some((p) => containsRun(rowWords, p));
}

/** Whether a row's text is described by a profile value. */
export function matchesText(rowText: string, matcher: TextMatcher): boolean {
  return matchesWords(canonicalWords(rowText), matcher);
}

/**
 * The values a profile field names: lists as they are, and each entry split at commas, semicolons,
 * slashes, pipes and line breaks ("Healthcare, Dental" -> two values). Blank and repeated entries dropped.
 */
export function profileValues(field: string | readonly string[] | null | undefined): string[] {
  const items = typeof field === 'string' ? [field] : (field ?? []);
  const out: string[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    for (const part of item.split(/[,;/|\n]+/)) {
      const value = part.trim();
      const key = canonicalKey(value);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      out.push(value);
    }
  }
  return out;
}
