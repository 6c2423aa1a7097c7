import {
  LEDGER_FIELDS,
  type FieldSources,
  type FieldSourcesInput,
  type LedgerField,
} from '@icp-studio/contracts';

/** The ledger fields' stored values, as the columns hold them. */
export type LedgerValues = { [F in LedgerField]?: unknown };

/** Whether a stored value says nothing: null, blank text, an empty list, a journey without a stage. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (typeof value === 'object') return Object.values(value as object).every(isEmptyValue);
  return false;
}

/** Values compared as stored: lists in order, objects key by key. */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The origins a save records (docs/evidence.md, "Evidence ledger"). For each filled ledger field: the
 * origin the save declares; else, when the value is what it was, the origin it had; else 'stated' (a
 * person typed it). Empty fields have none. `before` is null for a new profile.
 */
export function nextFieldSources(
  after: LedgerValues,
  declared: FieldSourcesInput | undefined,
  before: { values: LedgerValues; sources: FieldSources } | null,
): FieldSources {
  const out: FieldSources = {};
  for (const field of LEDGER_FIELDS) {
    const value = after[field];
    if (isEmptyValue(value)) continue;
    const said = declared?.[field];
    if (said) out[field] = said;
    else if (before && sameValue(before.values[field], value)) out[field] = before.sources[field] ?? 'stated';
    else out[field] = 'stated';
  }
  return out;
}

/** Every filled ledger field's origin, as answers show it: a field with none recorded was stated. */
export function fieldSourcesOf(values: LedgerValues, stored: FieldSources | null | undefined): FieldSources {
  const out: FieldSources = {};
  for (const field of LEDGER_FIELDS) {
    if (!isEmptyValue(values[field])) out[field] = stored?.[field] ?? 'stated';
  }
  return out;
}
