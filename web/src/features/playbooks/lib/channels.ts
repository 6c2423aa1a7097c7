import type { Json, SelectedChannels } from '@icp-studio/contracts';

export interface ChannelField {
  key: string;
  value: Json;
}

/** One marketing channel as the detail page shows it, whatever shape it was stored in. */
export interface ChannelEntry {
  name: string;
  description?: string;
  fields: ChannelField[];
}

const DESCRIPTION_KEYS = ['description', 'strategy', 'details', 'notes', 'summary', 'tactics'];

function isPlainObject(value: unknown): value is Record<string, Json> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function describe(details: Record<string, Json>): Pick<ChannelEntry, 'description' | 'fields'> {
  const descKey = DESCRIPTION_KEYS.find(
    (k) => typeof details[k] === 'string' && (details[k] as string).trim(),
  );
  const fields = Object.entries(details)
    .filter(([key, value]) => key !== descKey && value !== null && value !== '')
    .map(([key, value]) => ({ key, value }));
  return { description: descKey ? (details[descKey] as string).trim() : undefined, fields };
}

/**
 * selectedChannels in any of its three shapes (docs/product.md §3) as a list of channels:
 * - `["LinkedIn", "Email"]`
 * - `[{channel: "LinkedIn", budget: "40%"}, ...]` (other keys become details)
 * - `{LinkedIn: {...} | "why" | true, Email: false}` (a map: keys are channels; `false` means not chosen)
 */
export function normalizeChannels(value: SelectedChannels | null | undefined): ChannelEntry[] {
  if (!value) return [];
  if (Array.isArray(value)) {
    const out: ChannelEntry[] = [];
    for (const item of value as unknown[]) {
      if (typeof item === 'string') {
        if (item.trim()) out.push({ name: item.trim(), fields: [] });
      } else if (isPlainObject(item) && typeof item.channel === 'string' && item.channel.trim()) {
        const { channel, ...rest } = item;
        out.push({ name: (channel as string).trim(), ...describe(rest) });
      }
    }
    return out;
  }
  if (isPlainObject(value)) {
    const out: ChannelEntry[] = [];
    for (const [name, details] of Object.entries(value)) {
      if (!name.trim() || details === false) continue;
      if (typeof details === 'string') {
        out.push({ name, description: details.trim() || undefined, fields: [] });
      } else if (isPlainObject(details)) {
        out.push({ name, ...describe(details) });
      } else if (Array.isArray(details)) {
        out.push({ name, fields: details.length ? [{ key: 'details', value: details }] : [] });
      } else if (typeof details === 'number') {
        out.push({ name, fields: [{ key: 'value', value: details }] });
      } else {
        out.push({ name, fields: [] });
      }
    }
    return out;
  }
  return [];
}

/** The channel names the wizard's list input edits. */
export function channelNames(value: SelectedChannels | null | undefined): string[] {
  return normalizeChannels(value).map((c) => c.name);
}

/**
 * The channels to save from the wizard's list of names, keeping the shape (and the details) of what was
 * stored before: a list of objects stays a list of objects, a map stays a map.
 */
export function mergeChannels(
  names: string[],
  original: SelectedChannels | null | undefined,
): SelectedChannels {
  const key = (s: string) => s.trim().toLowerCase();
  if (Array.isArray(original) && original.some((item) => isPlainObject(item))) {
    const objects = (original as unknown[]).filter(
      (item): item is { channel: string } & Record<string, Json> =>
        isPlainObject(item) && typeof item.channel === 'string',
    );
    return names.map((name) => objects.find((o) => key(o.channel) === key(name)) ?? { channel: name });
  }
  if (isPlainObject(original)) {
    const entries = Object.entries(original);
    return Object.fromEntries(
      names.map((name) => {
        const found = entries.find(([k, v]) => key(k) === key(name) && v !== false);
        return found ? [found[0], found[1]] : [name, true];
      }),
    );
  }
  return names;
}
