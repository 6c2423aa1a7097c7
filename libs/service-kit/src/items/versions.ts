import { differsForReader, type Json, type VersionDetail, type VersionSummary } from '@icp-studio/contracts';

/**
 * The version history rules both owners of versioned items share (profiles in the icp service, playbooks in
 * the playbook service; docs/product.md §13). Each service keeps its own list of versioned fields.
 */

/** A stored version row, as both services' version entities have it. */
export interface VersionRow {
  version: number;
  authorId: string | null;
  authorName: string | null;
  createdAt: Date | string;
  changedFields: string[] | null;
  restoredFrom: number | null;
  content: unknown;
}

/** The versioned `fields` of a stored item, in that order (absent values as null). */
export function versionContent(row: object, fields: readonly string[]): Record<string, Json> {
  const source = row as Record<string, unknown>;
  const out: Record<string, Json> = {};
  for (const f of fields) out[f] = (source[f] ?? null) as Json;
  return out;
}

/** JSON with object keys sorted, so two equal values compare equal whatever order their keys came in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The fields whose values differ between two contents, in `fields` order: only what a reader would
 * see changed (`normalisedValue` in libs/contracts), so a save that sends a field back with other line
 * ends, spaces or key order does not record it as changed.
 */
export function changedFields(
  before: Record<string, Json>,
  after: Record<string, Json>,
  fields: readonly string[],
): string[] {
  return fields.filter((f) => differsForReader(before[f], after[f]));
}

/**
 * Is a save started from `base` stale against the item's `current` version? Only when the save names a
 * version and it is not the current one: a save that names none is written (last write wins).
 */
export function isStale(base: number | undefined, current: number): boolean {
  return base !== undefined && base !== current;
}

export function toVersionSummary(row: VersionRow): VersionSummary {
  return {
    version: row.version,
    authorId: row.authorId,
    authorName: row.authorName,
    createdAt: new Date(row.createdAt).toISOString(),
    changedFields: row.changedFields ?? [],
    restoredFrom: row.restoredFrom,
  };
}

export function toVersionDetail(row: VersionRow): VersionDetail {
  return { ...toVersionSummary(row), content: row.content as Record<string, Json> };
}
