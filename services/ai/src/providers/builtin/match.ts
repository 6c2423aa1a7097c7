import { GENERIC, KNOWLEDGE } from './knowledge/index.js';
import type { Knowledge } from './knowledge/types.js';

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** Each profession's keywords, split into words once. */
const KEYWORDS = new WeakMap<Knowledge, { weak: boolean; kw: string[] }[]>();
function keywordsOf(profession: Knowledge): { weak: boolean; kw: string[] }[] {
  let list = KEYWORDS.get(profession);
  if (!list) {
    list = profession.keywords
      .map((raw) => ({ weak: raw.startsWith('~'), kw: words(raw.replace(/^~/, '')) }))
      .filter((k) => k.kw.length);
    KEYWORDS.set(profession, list);
  }
  return list;
}

/** How strongly a text names a profession: phrases 2 points a word, words 2, weak (`~`) words 1. */
function score(tokens: string[], profession: Knowledge): number {
  if (!tokens.length) return 0;
  const joined = ` ${tokens.join(' ')} `;
  let total = 0;
  for (const { weak, kw } of keywordsOf(profession)) {
    let hit: boolean;
    if (kw.length > 1) {
      const phrase = kw.join(' ');
      hit = joined.includes(` ${phrase} `) || joined.includes(` ${phrase}s `);
    } else {
      const k = kw[0]!;
      // Plurals and derived forms: "accountant" finds "accountants", "consult" finds "consulting".
      hit = tokens.some((t) => t === k || (k.length >= 5 && t.startsWith(k)) || t === `${k}s`);
    }
    if (hit) total += weak ? 1 : 2 * kw.length;
  }
  return total;
}

/**
 * The profession nearest to a profile's free text: the industry counts three times as much as the other
 * texts (name, occupation, title); the best score wins, ties go to the knowledge's order; no match at all
 * gives the generic knowledge.
 */
export function matchProfession(
  industry: string | null | undefined,
  ...other: (string | null | undefined)[]
): Knowledge {
  const primary = words(industry ?? '');
  const secondary = words(other.filter(Boolean).join(' '));
  let best: Knowledge = GENERIC;
  let bestScore = 0;
  for (const p of KNOWLEDGE) {
    const s = 3 * score(primary, p) + score(secondary, p);
    if (s > bestScore) {
      best = p;
      bestScore = s;
    }
  }
  return best;
}

/** Whether a text names the profession itself (then it is the trade, not the client's industry). */
export function namesProfession(text: string, profession: Knowledge): boolean {
  return score(words(text), profession) > 0;
}
