import { TAXONOMY, type TaxonomyTerm } from './terms.js';

export { TAXONOMY, type TaxonomyTerm, type TermKind } from './terms.js';

/** Lower case, accents off, '&' as 'and', every other symbol a space: the form terms are matched in. */
export function foldTerm(text: string): string {
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
export function singularWord(word: string): string {
  if (word.length <= 3 || /(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** A text as folded singular words. */
export function termWords(text: string): string[] {
  return foldTerm(text).split(' ').filter(Boolean).map(singularWord);
}

const BY_PHRASE = new Map<string, TaxonomyTerm>();
const BY_ID = new Map<string, TaxonomyTerm>();
for (const term of TAXONOMY) {
  BY_ID.set(term.id, term);
  for (const s of [term.id, ...term.synonyms]) {
    const key = termWords(s).join(' ');
    // The first term to claim a spelling keeps it ('it' is information technology).
    if (key && !BY_PHRASE.has(key)) BY_PHRASE.set(key, term);
  }
}

/** The term with this id. */
export function termById(id: string): TaxonomyTerm | undefined {
  return BY_ID.get(id);
}

/** The term a whole phrase names ("Dental Office" -> dental), if any. */
export function termOfPhrase(text: string): TaxonomyTerm | undefined {
  return BY_PHRASE.get(termWords(text).join(' '));
}

/** The term's id and the ids of the wider terms it belongs to, widest first ("healthcare", "medical practice"). */
export function termPath(term: TaxonomyTerm): string[] {
  const out: string[] = [term.id];
  let t = term;
  while (t.broader && out.length < 5) {
    const up = BY_ID.get(t.broader);
    if (!up || out.includes(up.id)) break;
    out.unshift(up.id);
    t = up;
  }
  return out;
}

/**
 * The terms a text names, longest run of words first, left to right ("Dental practices, medical clinics"
 * -> dental, medical practice). Short codes of one or two letters ("it", "us") count only as a whole text.
 */
export function termsIn(text: string, kind?: TaxonomyTerm['kind']): TaxonomyTerm[] {
  const ws = termWords(text);
  const out: TaxonomyTerm[] = [];
  const add = (t: TaxonomyTerm | undefined) => {
    if (t && (!kind || t.kind === kind) && !out.includes(t)) out.push(t);
  };
  const whole = BY_PHRASE.get(ws.join(' '));
  if (whole) {
    add(whole);
    return out;
  }
  let i = 0;
  while (i < ws.length) {
    let taken = 0;
    for (let len = Math.min(5, ws.length - i); len >= 1; len--) {
      const key = ws.slice(i, i + len).join(' ');
      if (key.replace(/ /g, '').length <= 2) continue;
      const t = BY_PHRASE.get(key);
      if (t) {
        add(t);
        taken = len;
        break;
      }
    }
    i += taken || 1;
  }
  return out;
}

/** Whether two texts name one term, or the first names a wider term of the second's. */
export function sameTerm(profileText: string, clientText: string): boolean {
  const client = new Set(termsIn(clientText).flatMap(termPath));
  return termsIn(profileText).some((t) => client.has(t.id));
}
