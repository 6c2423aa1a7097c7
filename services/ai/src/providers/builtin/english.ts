/**
 * Small English helpers for the offline engine's sentences: articles, singular and plural of a noun
 * phrase's head, list joins. Plain rules plus the exceptions a profile is likely to hold.
 */

export const lcFirst = (s: string): string =>
  // Keep acronyms and proper names as written: "CEO", "HVAC", "iPhone", "Making Tax Digital".
  s && !/^[A-Z]{2}/.test(s) && !/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z]/.test(s)
    ? s[0]!.toLowerCase() + s.slice(1)
    : s;
export const ucFirst = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
/** A text ending in one full stop (or its own ?/!). */
export const sentence = (s: string): string => {
  const t = s.trim();
  return /[.!?…]["”’)]?$/.test(t) ? t : `${t.replace(/[,;:]+$/, '')}.`;
};
/** A text without its final full stop, to sit inside a sentence. */
export const clause = (s: string): string => s.trim().replace(/[.!]+$/, '');

/** Words that start with a vowel letter but a consonant sound, and the reverse. */
const CONSONANT_SOUND = /^(?:uni(?!n)|use|usu|ura|uro|euro|eu|one\b|once|ubiq|utility|u\.s\.|ufo)/i;
const VOWEL_SOUND = /^(?:hour|honest|honou?r|heir|herb(?!al))/i;
/** Acronyms read letter by letter whose first letter sounds like a vowel: an MBA, an SEO, an HR lead. */
const VOWEL_LETTERS = /^[AEFHILMNORSX](?:[A-Z0-9]|$)/;

/** "a" or "an" for the word that follows. */
export function article(next: string): 'a' | 'an' {
  const w = next.trim().replace(/^["“'(]/, '');
  if (!w) return 'a';
  const first = w.split(/[\s-]/)[0]!;
  if (/^(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,}s?$/.test(first)) return VOWEL_LETTERS.test(first) ? 'an' : 'a';
  if (/^\d/.test(w)) return /^(?:8|11|18|80)(?!\d)/.test(w) || /^8\d{2}(?!\d)/.test(w) ? 'an' : 'a';
  if (VOWEL_SOUND.test(w)) return 'an';
  if (CONSONANT_SOUND.test(w)) return 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}
export const withArticle = (s: string): string => `${article(s)} ${s}`;

/** Nouns whose plural is not the rule's (lowercase). */
const IRREGULAR: Record<string, string> = {
  person: 'people',
  child: 'children',
  man: 'men',
  woman: 'women',
  foot: 'feet',
  tooth: 'teeth',
  analysis: 'analyses',
  alumnus: 'alumni',
};
const SINGULAR_OF = Object.fromEntries(Object.entries(IRREGULAR).map(([s, p]) => [p, s]));
/** Words ending in s that are not plurals. */
const NOT_PLURAL =
  /(?:ss|us|is|ous|ics|news|series|species|sales|business|class|alumni|boss|press|plus|gas|bus|lens|corps|chassis|staff|police|people|children)$/i;

/** The plural of one word. */
export function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return matchCase(word, IRREGULAR[lower]);
  if (isPluralWord(word)) return word;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/(?:[^f]fe)$/i.test(word) && !/safe$/i.test(word)) return `${word.slice(0, -2)}ves`;
  return `${word}s`;
}

function isPluralWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (SINGULAR_OF[lower]) return true;
  if (lower.length <= 3) return false;
  return /s$/i.test(word) && !NOT_PLURAL.test(word);
}

/** The singular of one word ("physicians" -> "physician", "families" -> "family"). */
export function singularWord(word: string): string {
  const lower = word.toLowerCase();
  if (SINGULAR_OF[lower]) return matchCase(word, SINGULAR_OF[lower]);
  if (!isPluralWord(word)) return word;
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes)$/i.test(word)) return word.slice(0, -2);
  if (/ves$/i.test(word) && !/(?:olves|erves|arves)$/i.test(word)) return `${word.slice(0, -3)}fe`;
  return word.slice(0, -1);
}

function matchCase(like: string, word: string): string {
  return /^[A-Z]/.test(like) ? ucFirst(word) : word;
}

/** Where a noun phrase's head ends: before "in", "at", "with", "who", a comma... */
const TAIL =
  /\s+(?:in|at|with|who|that|from|of|for|on|near|across|working|living|aged|looking|planning|going)\b|[,(;:]/i;

function splitHead(phrase: string): [string, string] {
  const m = TAIL.exec(phrase);
  return m ? [phrase.slice(0, m.index), phrase.slice(m.index)] : [phrase, ''];
}

function mapLastWord(head: string, fn: (w: string) => string): string {
  const m = /([A-Za-z][A-Za-z'’-]*)(\W*)$/.exec(head);
  if (!m) return head;
  return head.slice(0, m.index) + fn(m[1]!) + m[2]!;
}

/** A noun phrase in the singular: "Resident physicians at teaching hospitals" -> "Resident physician at teaching hospitals". */
export function singular(phrase: string): string {
  const [head, tail] = splitHead(phrase.trim());
  return mapLastWord(head, singularWord) + tail;
}

/** A noun phrase in the plural: "Software engineer" -> "Software engineers". */
export function plural(phrase: string): string {
  const [head, tail] = splitHead(phrase.trim());
  return mapLastWord(head, pluralWord) + tail;
}

/** Whether a noun phrase's head is plural. */
export function isPlural(phrase: string): boolean {
  const [head] = splitHead(phrase.trim());
  const m = /([A-Za-z][A-Za-z'’-]*)\W*$/.exec(head);
  return m ? isPluralWord(m[1]!) : false;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[], conj = 'and'): string {
  const list = items.filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} ${conj} ${list.at(-1)}`;
}

/** A possessive: "Alex’s", "Chris’". */
export const possessive = (name: string): string => (/s$/i.test(name) ? `${name}’` : `${name}’s`);

/** A quoted phrase in typographic quotes, without a doubled full stop. */
export const quote = (s: string): string => `“${clause(s).replace(/^["“]|["”]$/g, '')}”`;
