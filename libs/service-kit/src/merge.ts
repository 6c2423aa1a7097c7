import { differsForReader, type FieldConflict, type Json } from '@icp-studio/contracts';

/**
 * The three-way merge of a save started from an older version (docs/product.md §13): `base` is the
 * version the edit started from, `theirs` the current one, `mine` what the save would write. A field
 * only one side changed takes that side's value without asking; a field both changed to different
 * values is a conflict, answered with the three values so the user chooses. Values compare as the
 * history compares them (libs/contracts history-compare.ts): key order, line ends and spaces aside.
 */
export interface FieldMerge {
  /** Every field: mine where only I changed it, theirs otherwise (conflicting fields keep theirs). */
  merged: Record<string, Json>;
  /** The fields mine changed and theirs did not: what the merged save writes over theirs. */
  taken: string[];
  /** The fields both changed differently, in `fields` order. */
  conflicts: FieldConflict[];
}

export function mergeFields(
  base: Record<string, Json> | null,
  mine: Record<string, Json>,
  theirs: Record<string, Json>,
  fields: readonly string[],
): FieldMerge {
  const merged: Record<string, Json> = {};
  const taken: string[] = [];
  const conflicts: FieldConflict[] = [];
  for (const field of fields) {
    const m = mine[field] ?? null;
    const t = theirs[field] ?? null;
    merged[field] = t;
    // What counts as a change is the history's one rule (differsForReader): a difference of line ends
    // or spaces is none, so it neither conflicts nor overwrites.
    if (!differsForReader(m, t)) continue;
    // Without the base version (history from before versions) every difference is the user's to choose.
    const b = base ? (base[field] ?? null) : undefined;
    const mineChanged = b === undefined || differsForReader(m, b);
    const theirsChanged = b === undefined || differsForReader(t, b);
    if (!mineChanged) continue;
    if (!theirsChanged) {
      merged[field] = m;
      taken.push(field);
      continue;
    }
    conflicts.push({ field, base: b ?? null, mine: m, theirs: t });
  }
  return { merged, taken, conflicts };
}

/**
 * The values of a merged save: every column but the versioned `fields` mine did not take (those keep
 * theirs, as the current row has them).
 */
export function keepMerged<T extends object>(values: T, merge: FieldMerge, fields: readonly string[]): T {
  const out = { ...values } as Record<string, unknown>;
  for (const field of fields) if (!merge.taken.includes(field)) delete out[field];
  return out as T;
}
