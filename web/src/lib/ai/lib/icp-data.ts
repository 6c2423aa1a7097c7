import type { Json } from '@icp-studio/contracts';

/** Whether a value says anything (blank text, empty lists and empty objects do not). */
function meaningful(value: Json): boolean {
  if (value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function clean(value: unknown): Json | undefined {
  if (value === undefined || typeof value === 'function') return undefined;
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) {
    return value.map(clean).filter((v): v is Json => v !== undefined && meaningful(v));
  }
  if (typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      const c = clean(v);
      if (c !== undefined && meaningful(c)) out[key] = c;
    }
    return out;
  }
  return undefined;
}

/**
 * The `icpData` of the AI calls: a profile (or the wizard's form) with only the fields that say
 * something, so the model reads what the user wrote and nothing else.
 */
export function toIcpData(profile: object): Record<string, Json> {
  return (clean(profile) as Record<string, Json> | undefined) ?? {};
}

/** What the AI reads of a saved profile: its content, without ids, owners, dates or earlier AI text. */
const NOT_CONTENT = new Set([
  'id',
  'userId',
  'createdBy',
  'status',
  'createdAt',
  'updatedAt',
  'clientName',
  'clientEmail',
  'aiSuggestions',
  'personaNarrative',
]);

/** The `icpData` for a saved profile (the playbook wizard's AI calls). */
export function profileToIcpData(profile: object): Record<string, Json> {
  const content = Object.fromEntries(Object.entries(profile).filter(([key]) => !NOT_CONTENT.has(key)));
  return toIcpData(content);
}
