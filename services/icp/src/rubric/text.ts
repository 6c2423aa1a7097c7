/**
 * Text measures the rubric uses to judge how specific a profile is. Pure and locale-independent, so the
 * same text always measures the same.
 */

/** Words: runs of letters or digits (punctuation and symbols alone are not words). */
export function wordCount(text: string | null | undefined): number {
  if (!text) return 0;
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** A figure such as '25-40', '$1M' or '10%'. */
export function hasNumber(text: string | null | undefined): boolean {
  return !!text && /\d/.test(text);
}

/** Lower case, punctuation at the ends stripped, inner whitespace collapsed: for comparing entries. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%+]+$/gu, '')
    .trim();
}

export function isPresent(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim().length > 0;
}

/** The entries of a list that say something, each once (compared case- and punctuation-insensitively). */
export function distinctEntries(items: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items ?? []) {
    const key = normalise(item);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(item.trim());
  }
  return out;
}

/** Words that say nothing about a client wherever they appear. */
export const VAGUE_TERMS: ReadonlySet<string> = new Set([
  'various',
  'misc',
  'miscellaneous',
  'other',
  'others',
  'general',
  'generic',
  'stuff',
  'things',
  'etc',
  'any',
  'all',
  'everyone',
  'everybody',
  'anyone',
  'n/a',
  'na',
  'none',
  'tbd',
  'todo',
  'unknown',
  'some',
  'many',
  'lots',
  'more',
  'better',
  'good',
  'great',
  'nice',
  'money',
  'time',
  'cost',
  'costs',
  'price',
  'growth',
  'success',
  'quality',
  'help',
  'support',
  'people',
  'customers',
  'clients',
  'users',
  'business',
  'businesses',
  'companies',
  'problems',
  'issues',
]);

/** Places that are no place. */
export const VAGUE_PLACES: ReadonlySet<string> = new Set([
  'global',
  'globally',
  'worldwide',
  'world',
  'everywhere',
  'anywhere',
  'international',
  'online',
  'remote',
  'local',
  'nationwide',
]);

/** Channels too broad to plan with. */
export const VAGUE_CHANNELS: ReadonlySet<string> = new Set([
  'online',
  'offline',
  'social',
  'social media',
  'internet',
  'the internet',
  'digital',
  'marketing',
  'ads',
  'advertising',
  'media',
  'web',
  'everywhere',
  'word of mouth marketing',
]);

/** Industries too broad to target. */
export const VAGUE_INDUSTRIES: ReadonlySet<string> = new Set([
  'b2b',
  'b2c',
  'tech',
  'technology',
  'services',
  'service',
  'retail',
  'commerce',
  'industry',
  'corporate',
  'enterprise',
]);

/** Job titles that could be anyone. */
export const VAGUE_TITLES: ReadonlySet<string> = new Set([
  'manager',
  'boss',
  'executive',
  'leader',
  'head',
  'director',
  'decision maker',
  'management',
  'staff',
  'employee',
  'leadership',
]);

/** Says nothing on its own: empty, a generic term, or a term from the context's own list. */
export function isVague(text: string, extra?: ReadonlySet<string>): boolean {
  const key = normalise(text);
  return key.length === 0 || VAGUE_TERMS.has(key) || (extra?.has(key) ?? false);
}

/** An entry with at least `minWords` words that is not a vague term. */
export function isDetailed(text: string, minWords: number, extra?: ReadonlySet<string>): boolean {
  return wordCount(text) >= minWords && !isVague(text, extra);
}

/**
 * `'text'` for a message, shortened so a long entry does not swamp it. Cut by code points, not UTF-16
 * units: half an emoji is an unpaired surrogate, which PostgreSQL refuses in the jsonb it is stored in.
 */
export function quote(text: string, max = 40): string {
  const chars = [...text.trim().replace(/\s+/g, ' ')];
  const t = chars.join('');
  return `'${
    chars.length > max
      ? `${chars
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`
      : t
  }'`;
}
