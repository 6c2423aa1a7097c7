import { article } from './english.js';

/**
 * Template seams in a text the engine wrote (docs/engine.md, "Seams"): unfilled or vague slots ("the niche",
 * "in your area", "[industry]", "{place}", "undefined"), doubled words, "a"/"an" against the sound of the
 * next word, a singular article before a plural noun ("a working professionals") and broken plurals
 * ("familys", "executife"). The unit tests run it over every output of the review set.
 */

const SLOTS = [
  /\bthe niche\b/i,
  /\bin your area\b/i,
  /\byour local area\b/i,
  /\{\{|\}\}|\{[a-zA-Z_]+\}/,
  /\[[^\]]*\]/,
  /\b(?:undefined|null|NaN)\b/,
  /\b(?:TODO|TBD|lorem ipsum|XXX)\b/,
];

/** Words after "a" that take a plural ("a few clients", "a group of owners"). */
const QUANTITY =
  '(?:few|lot|lots|couple|number|dozen|handful|range|group|mix|variety|list|team|panel|pool|community|network|board|circle|share|majority|third|quarter|half|series|set|host|wealth|pair)\\b';
const PLURAL_HEADS =
  '(?:professionals|owners|clients|patients|parents|families|businesses|firms|people|homeowners|landlords|employers|athletes|physicians|surgeons|dentists|attorneys|lawyers|trustees|members|workers|buyers|sellers)';
const BROKEN_PLURALS = [
  new RegExp(`\\b(?:a|an|one|each|every)\\s+(?!${QUANTITY})(?:[\\w-]+\\s+)?${PLURAL_HEADS}\\b(?!['’])`, 'i'),
  /\b(?:childs|womans|mans|peoples|informations|advices|equipments|feedbacks|staffs)\b/i,
  /\b\w+[^aeiouy\s\W]ys\b/i,
  /\b(?!(?:knife|midwife|housewife|wildlife|afterlife|nightlife|penknife|jackknife)\b)\w+[^aeiou\s\W]ife\b/i,
];

/** The seams found in one text, each as a short label with the offending words; [] when clean. */
export function seamsOf(text: string): string[] {
  const out: string[] = [];
  for (const re of SLOTS) {
    const m = re.exec(text);
    if (m) out.push(`unfilled slot: "${m[0]}"`);
  }
  for (const m of text.matchAll(/\b(\w+)\s+\1\b/gi))
    if (!/^(?:that|had|is|\d+)$/i.test(m[1]!)) out.push(`doubled word: "${m[0]}"`);
  const articles = [
    ...text.matchAll(/(?<![\w'’-])(a|an)\s+(["“'(]?\w[\w.'’-]*)/g),
    ...text.matchAll(/(?:^|[.!?:]\s+)(A|An)\s+(["“'(]?\w[\w.'’-]*)/g),
  ];
  for (const m of articles) {
    const next = m[2]!;
    // Long acronyms are often said as words ("a MIAM"): either article can be right.
    if (/^(?:a|an)$/i.test(next) || /^["“'(]?[A-Z]{4,}s?\b/.test(next)) continue;
    if (m[1]!.toLowerCase() !== article(next)) out.push(`a/an: "${m[0].trim()}"`);
  }
  for (const re of BROKEN_PLURALS) {
    const m = re.exec(text);
    if (m) out.push(`broken plural: "${m[0]}"`);
  }
  return out;
}
