import type { ColumnMapping, EvidenceAttributeKey, FitDisqualification } from '@icp-studio/contracts';
import { columnIndexes } from './column-mapping.js';
import { formatNumber, parseAmount, parseRange, representative } from './numbers.js';
import { canonicalWords, wordTriggers } from './text-match.js';

/**
 * Not a fit (anti-ICP): the profile's disqualifiers read and checked against a client row (docs/evidence.md,
 * Fit score). A disqualifier is either a limit on a figure ("fewer than 5 employees", "revenue under $100k",
 * "younger than 25", "500+ employees") read from the attribute's column, or a phrase whose words are
 * looked for, in order, in every cell of the row ("wants one-off filings only" hits a notes cell "One-off
 * filings only"). Pure and deterministic.
 */

type Op = 'lt' | 'le' | 'gt' | 'ge';
type FigureAttribute = Extract<EvidenceAttributeKey, 'companySize' | 'revenue' | 'age' | 'income'>;

/** A disqualifier read: a figure limit on an attribute, or a phrase of content words. */
export interface Disqualifier {
  /** As the profile writes it. */
  text: string;
  form: 'figure' | 'phrase';
  attribute: FigureAttribute | null;
  op: Op | null;
  limit: number | null;
  /** A phrase's content words (canonical, filler words left out). */
  words: string[];
  /** A phrase's quick test: a cell without accents holds it only if its lower case contains one of these. */
  triggers: string[] | null;
  /** measured: it can hit rows; no_column: the sheet has no column for its attribute; unusable: too short. */
  status: 'measured' | 'no_column' | 'unusable';
  columnIndex: number;
}

/** Words naming the attribute a figure limits (after accents are taken off, lower case). */
const ATTRIBUTE_WORDS: [FigureAttribute, RegExp][] = [
  [
    'companySize',
    /\b(?:employees?|staff|people|persons?|ftes?|headcount|workers?|team members?|mitarbeiter(?:innen)?|beschaftigte|angestellte|effectifs?|empleados?|dipendenti|medewerkers)\b/,
  ],
  [
    'revenue',
    /\b(?:revenues?|turnover|sales|umsatz|jahresumsatz|chiffre d'?affaires?|facturacion|ingresos|ventas|fatturato|omzet)\b/,
  ],
  ['age', /\b(?:age|aged|years? old|younger|older|alter|edad)\b/],
  [
    'income',
    /\b(?:income|salary|salaries|earnings|earns?|einkommen|gehalt|salaire|revenu|salario|reddito|inkomen)\b/,
  ],
];

const LABELS: Record<FigureAttribute, string> = {
  companySize: 'company size',
  revenue: 'revenue',
  age: 'age',
  income: 'income',
};

/** Comparisons before the figure, longest first so "no more than" is not read as "more than". */
const PREFIX_OPS: [string, Op][] = [
  ['no more than|not more than|at most|up to|no older than|<=|≤|maximum|max\\.?', 'le'],
  ['no fewer than|no less than|not less than|at least|>=|≥|minimum|min\\.?', 'ge'],
  [
    'fewer than|less than|smaller than|lower than|younger than|under|below|weniger als|unter|moins de|menos de|<',
    'lt',
  ],
  [
    'more than|greater than|larger than|higher than|older than|over|above|mehr als|uber|plus de|mas de|>',
    'gt',
  ],
];
const FIGURE = String.raw`([$€£]?\s*\d[\d.,'’]*(?:\s?(?:k|m|mm|mn|mio|millions?|thousand|tsd|bn|b|billions?|mrd)(?![a-z]))?\s*(?:[$€£]|usd|eur|gbp|chf)?)`;
const PREFIXED = new RegExp(
  String.raw`(?:^|[^a-z])(${PREFIX_OPS.map(([s]) => s).join('|')})\s*${FIGURE}(?![\d])`,
);
const SUFFIXED = new RegExp(
  String.raw`(?:^|[^a-z\d])${FIGURE}\s*(\+|[a-z ]*?\bor (?:more|over|above|fewer|less|under|below)\b)`,
);

/** Words that say nothing about who the client is: left out of a phrase and of the cells it is looked for in. */
const FILLER = new Set([
  'a',
  'an',
  'the',
  'who',
  'that',
  'which',
  'whose',
  'with',
  'want',
  'wanting',
  'need',
  'needing',
  'looking',
  'look',
  'for',
  'ask',
  'asking',
  'client',
  'customer',
  'company',
  'business',
  'firm',
  'anyone',
  'anybody',
  'someone',
  'those',
  'they',
  'them',
  'their',
  'are',
  'is',
  'be',
  'being',
  'of',
  'to',
  'in',
  'on',
  'at',
  'by',
  'any',
  'just',
  'mostly',
  'mainly',
  'prospect',
  'lead',
]);
const NEGATIONS = new Set(['not', 'no', 'non', 'never', 'without', 'kein', 'keine', 'nicht', 'pas', 'sin']);

/** Canonical words without filler: what a phrase and a cell are compared on. */
function contentWords(text: string): string[] {
  return canonicalWords(text).filter((w) => !FILLER.has(w));
}

/** A phrase long enough to mean something: at least four letters in all and one word of three or more. */
function usable(words: readonly string[]): boolean {
  const letters = words.join('').replace(/\d/g, '').length;
  return letters >= 4 && words.some((w) => w.length >= 3 && /\p{L}/u.test(w));
}

const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[–—−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

/** Reads a disqualifier's figure form, or null when it is not one (a single limit on one attribute). */
export function parseFigureDisqualifier(
  text: string,
): { attribute: FigureAttribute; op: Op; limit: number } | null {
  const s = plain(text);
  const attributes = ATTRIBUTE_WORDS.filter(([, re]) => re.test(s)).map(([a]) => a);
  if (attributes.length !== 1) return null;
  const attribute = attributes[0] as FigureAttribute;
  const figures = s.match(/\d[\d.,'’]*/g) ?? [];
  if (figures.length !== 1) return null;
  let op: Op | null = null;
  let figure: string | null = null;
  const pre = PREFIXED.exec(s);
  if (pre) {
    const word = pre[1] ?? '';
    op = PREFIX_OPS.find(([alts]) => new RegExp(`^(?:${alts})$`).test(word))?.[1] ?? null;
    figure = pre[2] ?? null;
  } else {
    const post = SUFFIXED.exec(s);
    if (post) {
      figure = post[1] ?? null;
      op = /\+|more|over|above/.test(post[2] ?? '') ? 'ge' : 'le';
    }
  }
  if (!op || !figure) return null;
  const limit = parseAmount(figure);
  if (limit === null) return null;
  return { attribute, op, limit };
}

/** Whether a figure hits a limit: "fewer than 5" (lt 5) hits 4, not 5. */
export const figureHits = (x: number, op: Op, limit: number): boolean =>
  op === 'lt' ? x < limit : op === 'le' ? x <= limit : op === 'gt' ? x > limit : x >= limit;

/** The profile's disqualifiers read against a sheet's columns (blank and repeated ones dropped). */
export function readDisqualifiers(
  disqualifiers: readonly string[] | null | undefined,
  mapping: ColumnMapping,
  headers: readonly string[],
): Disqualifier[] {
  const indexes = columnIndexes(mapping, headers);
  const seen = new Set<string>();
  const out: Disqualifier[] = [];
  for (const raw of disqualifiers ?? []) {
    const text = raw.trim();
    const key = plain(text);
    if (!text || seen.has(key)) continue;
    seen.add(key);
    const figure = parseFigureDisqualifier(text);
    if (figure) {
      const columnIndex = indexes[figure.attribute];
      out.push({
        text,
        form: 'figure',
        attribute: figure.attribute,
        op: figure.op,
        limit: figure.limit,
        words: [],
        triggers: null,
        status: columnIndex >= 0 ? 'measured' : 'no_column',
        columnIndex,
      });
      continue;
    }
    const words = contentWords(text);
    // The quick test of the phrase's longest word that has one.
    const triggers =
      [...words]
        .sort((a, b) => b.length - a.length)
        .map(wordTriggers)
        .find((t) => t !== null) ?? null;
    out.push({
      text,
      form: 'phrase',
      attribute: null,
      op: null,
      limit: null,
      words,
      triggers,
      status: usable(words) ? 'measured' : 'unusable',
      columnIndex: -1,
    });
  }
  return out;
}

/** Where a phrase's words stand, in order, in a cell's words, not right after a negation ("not one-off"). */
function phraseIn(cell: readonly string[], phrase: readonly string[]): boolean {
  const negated = NEGATIONS.has(phrase[0] ?? '');
  outer: for (let i = 0; i + phrase.length <= cell.length; i++) {
    for (let k = 0; k < phrase.length; k++) if (cell[i + k] !== phrase[k]) continue outer;
    if (!negated && i > 0 && NEGATIONS.has(cell[i - 1] as string)) continue;
    return true;
  }
  return false;
}

const q = (s: string) => `'${s.length > 40 ? `${s.slice(0, 39)}…` : s}'`;

/**
 * A checker for one sheet: which of the profile's disqualifiers a row hits, each with its reason
 * ("Not a fit: 'fewer than 5 employees' (company size 3)"). Cell readings are cached per distinct text.
 */
export function disqualifierChecker(
  disqualifiers: readonly string[] | null | undefined,
  mapping: ColumnMapping,
  headers: readonly string[],
): { list: Disqualifier[]; check: (row: readonly string[]) => FitDisqualification[] } {
  const list = readDisqualifiers(disqualifiers, mapping, headers);
  const active = list.filter((d) => d.status === 'measured');
  if (active.length === 0) return { list, check: () => [] };
  const phrases = active.some((d) => d.form === 'phrase');
  const wordsCache = new Map<string, string[]>();
  const wordsOf = (cell: string) => {
    let ws = wordsCache.get(cell);
    if (!ws) {
      ws = contentWords(cell);
      if (wordsCache.size < 200_000) wordsCache.set(cell, ws);
    }
    return ws;
  };
  // A row's figure as elsewhere (the value, the middle of a range); shown as written when it is a range.
  const figureCache = new Map<string, { x: number; shown: string } | null>();
  const figureOf = (cell: string) => {
    if (figureCache.has(cell)) return figureCache.get(cell) ?? null;
    const r = parseRange(cell);
    const x = r ? representative(r) : null;
    const read = x === null || !r ? null : { x, shown: r.min === r.max ? formatNumber(x) : q(cell) };
    if (figureCache.size < 200_000) figureCache.set(cell, read);
    return read;
  };
  return {
    list,
    check: (row) => {
      const out: FitDisqualification[] = [];
      // Each cell lower-cased once when it is plain ASCII (for the quick tests), else null.
      const cells = phrases ? row.map((c) => (c ?? '').trim()) : [];
      const lower = phrases ? cells.map((c) => (/^[\x20-\x7e]*$/.test(c) ? c.toLowerCase() : null)) : [];
      for (const d of active) {
        if (d.form === 'figure') {
          const cell = (row[d.columnIndex] ?? '').trim();
          const read = cell ? figureOf(cell) : null;
          if (!read || !figureHits(read.x, d.op as Op, d.limit as number)) continue;
          const attribute = d.attribute as FigureAttribute;
          out.push({
            disqualifier: d.text,
            attribute,
            column: headers[d.columnIndex] ?? '',
            reason: `Not a fit: ${q(d.text)} (${LABELS[attribute]} ${read.shown})`,
          });
          continue;
        }
        const triggers = d.triggers;
        const at = cells.findIndex((c, i) => {
          if (c === '') return false;
          const l = lower[i];
          if (triggers && l != null && !triggers.some((t) => l.includes(t))) return false;
          return /\p{L}/u.test(c) && phraseIn(wordsOf(c), d.words);
        });
        if (at < 0) continue;
        const column = headers[at] ?? `Column ${at + 1}`;
        out.push({
          disqualifier: d.text,
          attribute: null,
          column,
          reason: `Not a fit: ${q(d.text)} (${column}: ${q(cells[at] as string)})`,
        });
      }
      return out;
    },
  };
}
