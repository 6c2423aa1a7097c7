import type {
  ColumnMapping,
  EvidenceAttributeKey,
  EvidenceField,
  ImportedTable,
} from '@icp-studio/contracts';
import { columnIndexes } from './column-mapping.js';
import { outcomeOf, readStatus, type ClientStatus, type Outcome } from './outcome.js';
import {
  inRange,
  parseAmount,
  parseCellRange,
  parseRange,
  parseSizeRange,
  relateRange,
  representative,
  type NumericRange,
  type RangeRelation,
} from './numbers.js';
import { canonicalWords, matchesWords, profileValues, textMatcher, type TextMatcher } from './text-match.js';

/**
 * The profile attributes evidence and fit are measured on, how each is read from the profile and from a
 * client row (docs/evidence.md). Shared by the evidence report and the fit score so both judge a row alike.
 */

/** The profile fields evidence reads (an `Icp` or the create/update fields fit). */
export interface EvidenceProfile {
  industry?: string | null;
  companySize?: string | null;
  revenue?: string | null;
  geographics?: readonly string[] | null;
  ageRange?: string | null;
  income?: string | null;
  occupation?: string | null;
  preferredChannels?: readonly string[] | null;
  /** Not a fit (anti-ICP): checked by disqualifiers.ts. */
  disqualifiers?: readonly string[] | null;
}

interface AttributeDef {
  key: EvidenceAttributeKey;
  column: EvidenceField;
  label: string;
  kind: 'text' | 'range';
  read: (p: EvidenceProfile) => string | readonly string[] | null | undefined;
  /** Fit-score weight: industry and size say most about a business client. */
  weight: number;
}

export const ATTRIBUTES: readonly AttributeDef[] = [
  {
    key: 'industry',
    column: 'industry',
    label: 'Industry',
    kind: 'text',
    read: (p) => p.industry,
    weight: 25,
  },
  {
    key: 'companySize',
    column: 'companySize',
    label: 'Company size',
    kind: 'range',
    read: (p) => p.companySize,
    weight: 20,
  },
  { key: 'revenue', column: 'revenue', label: 'Revenue', kind: 'range', read: (p) => p.revenue, weight: 15 },
  {
    key: 'location',
    column: 'location',
    label: 'Location',
    kind: 'text',
    read: (p) => p.geographics,
    weight: 15,
  },
  { key: 'age', column: 'age', label: 'Age', kind: 'range', read: (p) => p.ageRange, weight: 15 },
  { key: 'income', column: 'income', label: 'Income', kind: 'range', read: (p) => p.income, weight: 15 },
  {
    key: 'occupation',
    column: 'occupation',
    label: 'Occupation',
    kind: 'text',
    read: (p) => p.occupation,
    weight: 15,
  },
  {
    key: 'channel',
    column: 'channel',
    label: 'Channel',
    kind: 'text',
    read: (p) => p.preferredChannels,
    weight: 5,
  },
];

/** How a suggestion speaks of the clients with a value: "revenue comes from clients in Healthcare". */
/** How a sentence speaks of the clients with a value: "clients in Healthcare" (suggestions, predictors). */
export const CLIENTS_WITH: Record<EvidenceAttributeKey, (v: string) => string> = {
  industry: (v) => `clients in ${v}`,
  location: (v) => `clients in ${v}`,
  occupation: (v) => `clients who work as ${v}`,
  channel: (v) => `clients who came through ${v}`,
  companySize: (v) => `clients with ${v} employees`,
  revenue: (v) => `clients with revenue of ${v}`,
  age: (v) => `clients aged ${v}`,
  income: (v) => `clients with an income of ${v}`,
};
/** What one cell of a row says for an attribute: unknown, or words / a figure, and whether the profile matches. */
export type CellReading =
  | { known: false; raw: string }
  | {
      known: true;
      raw: string;
      matched: boolean;
      matchedValues: number[];
      figure: number | null;
      key: string;
      /** Range attributes: where the cell's figure or range lies against the profile's range. */
      relation?: RangeRelation;
      /** Whether the cell states an open range ("50+", "< $1M"): read as a range, not as its known end. */
      open?: boolean;
    };

/** An attribute the profile states, ready to read rows. */
export interface AttributeSpec {
  def: AttributeDef;
  values: string[];
  column: string | null;
  columnIndex: number;
  /** 'range' attributes: the profile's range, null when unreadable. */
  range: NumericRange | null;
  matchers: TextMatcher[];
  status: 'measured' | 'no_column' | 'unreadable';
  read: (row: readonly string[]) => CellReading;
}

function cached<T>(fn: (raw: string) => T): (raw: string) => T {
  const cache = new Map<string, T>();
  return (raw) => {
    let hit = cache.get(raw);
    if (hit === undefined && !cache.has(raw)) {
      hit = fn(raw);
      if (cache.size < 100_000) cache.set(raw, hit);
    }
    return hit as T;
  };
}

/** The attributes the profile states (at least one value), with how to read each from the table's rows. */
export function attributeSpecs(
  profile: EvidenceProfile,
  mapping: ColumnMapping,
  headers: readonly string[],
): AttributeSpec[] {
  const indexes = columnIndexes(mapping, headers);
  const specs: AttributeSpec[] = [];
  for (const def of ATTRIBUTES) {
    const field = def.read(profile);
    const values =
      def.kind === 'text'
        ? profileValues(field)
        : typeof field === 'string' && field.trim()
          ? [field.trim()]
          : [];
    if (values.length === 0) continue;
    const columnIndex = indexes[def.column];
    const column = columnIndex >= 0 ? (headers[columnIndex] as string) : null;
    const range =
      def.kind === 'range'
        ? def.key === 'companySize'
          ? parseSizeRange(values[0])
          : parseRange(values[0])
        : null;
    const matchers = def.kind === 'text' ? values.map(textMatcher) : [];
    const status = columnIndex < 0 ? 'no_column' : def.kind === 'range' && !range ? 'unreadable' : 'measured';
    const readCell =
      def.kind === 'text'
        ? cached((raw: string): CellReading => {
            const ws = canonicalWords(raw);
            if (ws.length === 0) return { known: false, raw };
            const matchedValues: number[] = [];
            matchers.forEach((m, i) => {
              if (matchesWords(ws, m)) matchedValues.push(i);
            });
            return {
              known: true,
              raw,
              matched: matchedValues.length > 0,
              matchedValues,
              figure: null,
              key: ws.join(' '),
            };
          })
        : cached((raw: string): CellReading => {
            const r = parseCellRange(raw);
            const figure = r ? representative(r) : null;
            if (!r || figure === null || !range) return { known: false, raw };
            const open = r.min === null || r.max === null;
            const relation: RangeRelation = open
              ? relateRange(r, range)
              : inRange(figure, range)
                ? 'inside'
                : range.min !== null && figure < range.min
                  ? 'below'
                  : 'above';
            const matched = relation === 'inside';
            return {
              known: true,
              raw,
              matched,
              matchedValues: matched ? [0] : [],
              figure,
              key: open ? `${r.min ?? ''}~${r.max ?? ''}` : String(figure),
              relation,
              open,
            };
          });
    specs.push({
      def,
      values,
      column,
      columnIndex,
      range,
      matchers,
      status,
      read: (row) => readCell((row[columnIndex] ?? '').trim()),
    });
  }
  return specs;
}

export { readOutcome } from './outcome.js';

/** The value of a row (fee or revenue from the client): a non-negative amount, or null. */
export function readValue(raw: string | undefined): number | null {
  const n = parseAmount(raw ?? '');
  return n !== null && n >= 0 ? n : null;
}

/** Reads the value and outcome columns of a table once (each distinct cell read once). */
export function rowFacts(table: Pick<ImportedTable, 'headers' | 'rows'>, mapping: ColumnMapping) {
  const idx = columnIndexes(mapping, table.headers);
  const value = cached(readValue);
  const status = cached((raw: string) => readStatus(raw));
  const values: (number | null)[] = [];
  const statuses: (ClientStatus | null)[] = [];
  const outcomes: (Outcome | null)[] = [];
  for (const row of table.rows) {
    values.push(idx.value >= 0 ? value((row[idx.value] ?? '').trim()) : null);
    const s = idx.outcome >= 0 ? status(row[idx.outcome] ?? '') : null;
    statuses.push(s);
    outcomes.push(outcomeOf(s));
  }
  return {
    values,
    statuses,
    outcomes,
    hasValueColumn: idx.value >= 0,
    hasOutcomeColumn: idx.outcome >= 0,
    idIndex: idx.clientId,
  };
}

/**
 * The rows that repeat an earlier one (docs/evidence.md, Evidence, "Duplicates"): the same client id when
 * an id column is mapped and the cell is filled, else the same cells (case and spaces aside). Each client
 * is counted once, at its first row.
 */
export function repeatedRows(rows: readonly (readonly string[])[], idIndex: number): Set<number> {
  const seen = new Set<string>();
  const repeats = new Set<number>();
  rows.forEach((row, i) => {
    const id = idIndex >= 0 ? (row[idIndex] ?? '').trim().toLowerCase() : '';
    const key = id ? `id\u0000${id}` : `row\u0000${row.map((c) => c.trim().toLowerCase()).join('\u0000')}`;
    if (seen.has(key)) repeats.add(i);
    else seen.add(key);
  });
  return repeats;
}

/** What `rowFacts` reads. */
export type RowFacts = ReturnType<typeof rowFacts>;

/** A function reading one cell, each distinct text read once (most client lists repeat their values). */
export { cached };
