import type {
  ColumnMapping,
  EvidenceAttributeKey,
  EvidenceField,
  ImportedTable,
} from '@icp-studio/contracts';
import { columnIndexes } from './column-mapping.js';
import {
  inRange,
  parseAmount,
  parseRange,
  parseSizeRange,
  representative,
  type NumericRange,
} from './numbers.js';
import {
  canonicalWords,
  fold,
  matchesWords,
  profileValues,
  textMatcher,
  type TextMatcher,
} from './text-match.js';

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
            const r = parseRange(raw);
            const figure = r ? representative(r) : null;
            if (figure === null || !range) return { known: false, raw };
            const matched = inRange(figure, range);
            return {
              known: true,
              raw,
              matched,
              matchedValues: matched ? [0] : [],
              figure,
              key: String(figure),
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

const LOST = new Set([
  'lost',
  'closed lost',
  'lose',
  'loss',
  'verloren',
  'perdu',
  'perdue',
  'perdido',
  'perso',
  'no',
  'false',
  '0',
  'n',
]);
const WON = new Set([
  'won',
  'closed won',
  'win',
  'gewonnen',
  'gagne',
  'gagnee',
  'ganado',
  'vinto',
  'yes',
  'true',
  '1',
  'y',
  'client',
  'customer',
  'active',
  'aktiv',
  'actif',
  'activo',
  'signed',
]);

/** A deal's outcome from the won/lost column: 'won', 'lost', or null (blank or another word). */
export function readOutcome(raw: string | undefined): 'won' | 'lost' | null {
  const key = fold(raw ?? '');
  if (!key) return null;
  if (LOST.has(key)) return 'lost';
  if (WON.has(key)) return 'won';
  return null;
}

/** The value of a row (fee or revenue from the client): a non-negative amount, or null. */
export function readValue(raw: string | undefined): number | null {
  const n = parseAmount(raw ?? '');
  return n !== null && n >= 0 ? n : null;
}

/** Reads the value and outcome columns of a table once. */
export function rowFacts(table: Pick<ImportedTable, 'headers' | 'rows'>, mapping: ColumnMapping) {
  const idx = columnIndexes(mapping, table.headers);
  const value = cached(readValue);
  const values: (number | null)[] = [];
  const outcomes: ('won' | 'lost' | null)[] = [];
  for (const row of table.rows) {
    values.push(idx.value >= 0 ? value((row[idx.value] ?? '').trim()) : null);
    outcomes.push(idx.outcome >= 0 ? readOutcome(row[idx.outcome]) : null);
  }
  return {
    values,
    outcomes,
    hasValueColumn: idx.value >= 0,
    hasOutcomeColumn: idx.outcome >= 0,
    idIndex: idx.clientId,
  };
}
