import { differsForReader, normalisedText, normalisedValue } from '@icp-studio/contracts';
import { fieldText, wordDiff, type DiffPart } from './word-diff';

/**
 * What the History shows of a field that changed (docs/product.md §13): prose by sentence, lists by
 * item, each row one sentence or item of either side, so the two sides stand next to each other. Only
 * what a reader would see counts as a change (`normalisedValue` in libs/contracts, the services'
 * rule too): texts are compared normalised (line ends, spaces), an object's keys in any order (a version is stored with its keys reordered), an empty text, list or
 * object as nothing; the order of a list's items is a change (the order of goals or channels means
 * something), that of a map's entries is not.
 */

/** `same`: on both sides; `removed`/`added`: on one side only; `changed`: one side's text replaced. */
export type RowKind = 'same' | 'removed' | 'added' | 'changed';

export interface DiffRow {
  kind: RowKind;
  /** The before side's text, its removed words marked; null where the row is only on the after side. */
  before: DiffPart[] | null;
  /** The after side's text, its added words marked; null where the row is only on the before side. */
  after: DiffPart[] | null;
}

export interface FieldDiff {
  /** 'sentences' for prose (a text on both sides), 'items' for lists and structured values. */
  mode: 'sentences' | 'items';
  rows: DiffRow[];
}

/** A value as compared: texts normalised, empty as nothing (null), object keys sorted. */
export function comparable(value: unknown): string {
  return JSON.stringify(normalisedValue(value));
}

/** Whether a reader would see any difference between two values of a field. */
export const isChanged = differsForReader;

/** A text's sentences: paragraphs and lines apart, then each sentence at its closing mark. */
export function sentences(text: string): string[] {
  return normalisedText(text)
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?…]["')\]]?)\s+(?=\S)/))
    .map((s) => s.trim())
    .filter(Boolean);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * An item as text, its object keys in `order` first (the other side's), so equal items read the same.
 * A map's entry with nothing beside its key (`{"Webinars": null}`) reads as the key alone.
 */
function itemText(value: unknown, order: string[] = []): string {
  if (!isPlainObject(value)) return fieldText(value);
  const only = Object.entries(value);
  if (only.length === 1 && comparable(only[0]![1]) === 'null') return only[0]![0];
  const keys = Object.keys(value);
  const sorted = [...order.filter((k) => keys.includes(k)), ...keys.filter((k) => !order.includes(k))];
  return fieldText(Object.fromEntries(sorted.map((k) => [k, value[k]])));
}

interface Unit {
  key: string;
  value: unknown;
}

/**
 * A value as items: a list's items, a map's entries (each `{key: value}`, in `order` of keys first, as
 * a map's order means nothing), a text as one item, nothing as none.
 */
function itemsOf(value: unknown, order: string[] = []): Unit[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.map((v) => ({ key: comparable(v), value: v }));
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    const sorted = [...order.filter((k) => keys.includes(k)), ...keys.filter((k) => !order.includes(k))];
    return sorted.map((k) => ({ key: comparable({ [k]: value[k] }), value: { [k]: value[k] } }));
  }
  return comparable(value) === 'null' ? [] : [{ key: comparable(value), value }];
}

type Op =
  { kind: 'same'; a: number; b: number } | { kind: 'removed'; a: number } | { kind: 'added'; b: number };

/** A longest common subsequence of two key lists, as operations in order. */
function align(a: string[], b: string[]): Op[] {
  const lcs: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) ops.push({ kind: 'same', a: i++, b: j++ });
    else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) ops.push({ kind: 'removed', a: i++ });
    else ops.push({ kind: 'added', b: j++ });
  }
  while (i < a.length) ops.push({ kind: 'removed', a: i++ });
  while (j < b.length) ops.push({ kind: 'added', b: j++ });
  return ops;
}

/** Below this share of words in common, a replaced sentence is shown whole on each side, not word by word. */
const SIMILAR = 0.5;

/** How many words two texts share, against their counts (Dice: twice the shared over both counts). */
function similarity(before: string, after: string): number {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  if (!a.length || !b.length) return 0;
  const same = wordDiff(before, after)
    .filter((p) => p.kind === 'same')
    .reduce((n, p) => n + p.text.split(/\s+/).filter(Boolean).length, 0);
  return (2 * same) / (a.length + b.length);
}

/** One side replaced by the other: word by word when they are alike, else each whole. */
function changedRow(before: string, after: string): DiffRow {
  if (similarity(before, after) < SIMILAR) {
    return {
      kind: 'changed',
      before: [{ kind: 'removed', text: before }],
      after: [{ kind: 'added', text: after }],
    };
  }
  const parts = wordDiff(before, after);
  return {
    kind: 'changed',
    before: parts.filter((p) => p.kind !== 'added'),
    after: parts.filter((p) => p.kind !== 'removed'),
  };
}

/**
 * Rows from aligned units: shared ones once on each side, and each run of changes with its removed and
 * added units paired in order (a replaced sentence or item side by side), the rest on one side.
 */
function rowsOf(a: string[], b: string[], ops: Op[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    const pairs = Math.min(removed.length, added.length);
    for (let k = 0; k < pairs; k++) rows.push(changedRow(removed[k]!, added[k]!));
    for (const text of removed.slice(pairs))
      rows.push({ kind: 'removed', before: [{ kind: 'removed', text }], after: null });
    for (const text of added.slice(pairs))
      rows.push({ kind: 'added', before: null, after: [{ kind: 'added', text }] });
    removed = [];
    added = [];
  };
  for (const op of ops) {
    if (op.kind === 'removed') removed.push(a[op.a]!);
    else if (op.kind === 'added') added.push(b[op.b]!);
    else {
      flush();
      const text = b[op.b]!;
      rows.push({ kind: 'same', before: [{ kind: 'same', text }], after: [{ kind: 'same', text }] });
    }
  }
  flush();
  return rows;
}

/** The keys of a value's objects, in their order: the order the other side's items are shown in. */
function keyOrder(value: unknown): string[] {
  if (isPlainObject(value)) return Object.keys(value);
  if (Array.isArray(value)) return [...new Set(value.filter(isPlainObject).flatMap((v) => Object.keys(v)))];
  return [];
}

/**
 * The rows of a field that changed between `before` and `after`; null when a reader would see no
 * difference. Texts on both sides (or one side empty) go by sentence, anything else by item.
 */
export function fieldDiff(before: unknown, after: unknown): FieldDiff | null {
  if (!isChanged(before, after)) return null;
  const prose = (v: unknown) => v === null || v === undefined || typeof v === 'string';
  if (prose(before) && prose(after)) {
    const a = sentences((before as string | null) ?? '');
    const b = sentences((after as string | null) ?? '');
    return { mode: 'sentences', rows: rowsOf(a, b, align(a, b)) };
  }
  const order = keyOrder(after);
  const a = itemsOf(before, order);
  const b = itemsOf(after);
  const textA = a.map((u) => itemText(u.value, isPlainObject(u.value) ? order : []));
  const textB = b.map((u) => itemText(u.value));
  return {
    mode: 'items',
    rows: rowsOf(
      textA,
      textB,
      align(
        a.map((u) => u.key),
        b.map((u) => u.key),
      ),
    ),
  };
}
