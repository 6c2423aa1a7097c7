/**
 * Comparing what a profile names ("Healthcare", "Germany", "Referrals") with what a client list says
 * ("health care", "Deutschland", "referral") (docs/evidence.md, Matching). Simple, predictable rules:
 * case, accents and punctuation do not count, plurals are folded to the singular, a short table of
 * synonyms (a few languages) maps common names to one, and a profile value matches a row value that
 * contains all its words ("Dental" matches "Dental practice"). Regions stand for their countries.
 */

/** Lower case, accents off, '&' as 'and', every run of other symbols one space. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The singular of an English plural, for words long enough to have one. */
export function singular(word: string): string {
  if (word.length <= 3 || /(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Synonyms, folded and singular: each group's first entry is the name they all become. */
const SYNONYM_GROUPS: string[][] = [
  // industries
  [
    'healthcare',
    'health care',
    'health',
    'medical',
    'medicine',
    'gesundheitswesen',
    'gesundheit',
    'sante',
    'salud',
    'sanita',
  ],
  ['dental', 'dentistry', 'dentist', 'zahnarzt', 'zahnmedizin', 'dentaire'],
  ['information technology', 'it', 'it service', 'informatik', 'informatique'],
  ['software', 'saas', 'software as a service'],
  ['finance', 'financial service', 'financial', 'finanzen', 'finanzdienstleistung', 'banking', 'bank'],
  ['insurance', 'versicherung', 'assurance', 'seguro'],
  ['real estate', 'property', 'immobilie', 'immobilien', 'immobilier', 'inmobiliaria'],
  ['construction', 'building', 'bau', 'bauwesen', 'baugewerbe', 'btp', 'construccion'],
  ['manufacturing', 'industrial', 'production', 'produktion', 'fertigung', 'industrie manufacturiere'],
  ['hospitality', 'hotel', 'restaurant', 'gastronomie', 'gastgewerbe', 'hotellerie'],
  ['retail', 'einzelhandel', 'commerce de detail', 'shop', 'store'],
  ['ecommerce', 'e commerce', 'online shop', 'online retail'],
  [
    'legal',
    'law',
    'law firm',
    'lawyer',
    'attorney',
    'recht',
    'rechtsanwalt',
    'kanzlei',
    'juridique',
    'avocat',
  ],
  ['education', 'bildung', 'school', 'schule', 'enseignement', 'educacion'],
  ['agriculture', 'farming', 'landwirtschaft', 'agriculteur'],
  ['logistics', 'transport', 'transportation', 'logistik', 'logistique'],
  ['nonprofit', 'non profit', 'charity', 'ngo', 'verein', 'association'],
  [
    'accounting',
    'accountant',
    'bookkeeping',
    'steuerberatung',
    'buchhaltung',
    'comptabilite',
    'expert comptable',
  ],
  ['consulting', 'consultancy', 'beratung', 'conseil'],
  ['marketing', 'advertising', 'agency', 'werbung', 'agentur'],
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
  // channels
  [
    'referral',
    'word of mouth',
    'recommendation',
    'empfehlung',
    'weiterempfehlung',
    'bouche a oreille',
    'recommandation',
    'recomendacion',
  ],
  ['linkedin', 'linked in'],
  ['google ad', 'adword', 'google adword', 'ppc', 'sem', 'paid search', 'search ad'],
  ['seo', 'organic search', 'google search', 'search engine', 'organic'],
  ['event', 'trade show', 'tradeshow', 'conference', 'messe', 'salon', 'networking event', 'networking'],
  ['cold outreach', 'cold email', 'cold call', 'cold calling', 'kaltakquise', 'outbound'],
  ['website', 'web site', 'homepage', 'site web', 'webseite'],
  ['partner', 'partnership', 'partnerschaft'],
  ['newsletter', 'email marketing', 'email', 'e mail'],
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

const CANONICAL = new Map<string, string>();
/** Codes of one or two letters ('us', 'at', 'de'): a synonym only when they are the whole value. */
const WHOLE_ONLY = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
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
        out.push(name);
        taken = len;
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
  for (const group of SYNONYM_GROUPS) {
    if (!words(fold(group[0] ?? '')).includes(word)) continue;
    for (const entry of group) out.add(stem(fold(entry).split(' ')[0] ?? ''));
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
