/**
 * The shapes some playbook fields come in (docs/product.md §3: "text or structured"), each turned into one
 * form the templates print: channels as strings, objects with a channel or a map; campaigns as objects
 * or text; KPIs as a list or text; target metrics as a map or text; anything else as a JSON value.
 */
import type { Json, Playbook } from '@icp-studio/contracts';
import { hasContent, humanise, inlineText, isScalar, present, scalarText } from './format.js';

export interface Detail {
  label: string;
  value: Json;
}

/** An object's remaining fields, labelled, without the empty ones. */
export function detailsOf(record: Record<string, Json | undefined>, skip: readonly string[] = []): Detail[] {
  return Object.entries(record)
    .filter(([key, value]) => !skip.includes(key) && value !== undefined && hasContent(value))
    .map(([key, value]) => ({ label: humanise(key), value: value as Json }));
}

/** Details back as one object (to print them on one line). */
export function detailsObject(details: readonly Detail[]): Record<string, Json> {
  return Object.fromEntries(details.map((d) => [d.label, d.value]));
}

export interface ChannelItem {
  name: string;
  details: Detail[];
}

/** selectedChannels: `['LinkedIn']`, `[{channel: 'LinkedIn', budget: 500}]` or `{linkedin: {budget: 500}}`. */
export function channelItems(value: Playbook['selectedChannels'] | undefined): ChannelItem[] {
  if (!value) return [];
  if (Array.isArray(value)) {
    const items: ChannelItem[] = [];
    for (const entry of value as readonly (string | Record<string, Json>)[]) {
      if (typeof entry === 'string') {
        if (entry.trim()) items.push({ name: entry.trim(), details: [] });
      } else if (entry && typeof entry === 'object') {
        const name = typeof entry.channel === 'string' ? entry.channel.trim() : '';
        const details = detailsOf(entry, ['channel']);
        if (name || details.length) items.push({ name: name || 'Channel', details });
      }
    }
    return items;
  }
  return Object.entries(value)
    .filter(([, detail]) => detail !== false)
    .map(([key, detail]) => ({
      name: humanise(key.trim()) || 'Channel',
      details: isScalar(detail)
        ? typeof detail !== 'boolean' && hasContent(detail)
          ? [{ label: 'Notes', value: detail }]
          : []
        : Array.isArray(detail)
          ? hasContent(detail)
            ? [{ label: 'Details', value: detail }]
            : []
          : detailsOf(detail),
    }));
}

export interface CampaignItem {
  name: string;
  objective?: string;
  timeline?: string;
  details: Detail[];
}

export type Listed<T> = { kind: 'none' } | { kind: 'text'; text: string } | { kind: 'list'; items: T[] };

/** campaigns: objects with name, objective and timeline (and whatever else), or free text. */
export function campaignItems(value: Playbook['campaigns'] | undefined): Listed<CampaignItem> {
  if (value === null || value === undefined) return { kind: 'none' };
  if (typeof value === 'string') {
    const text = present(value);
    return text ? { kind: 'text', text } : { kind: 'none' };
  }
  const items = value
    .map((c, i): CampaignItem => {
      const record = c as Record<string, Json | undefined>;
      const str = (v: Json | undefined) =>
        v === undefined || v === null ? undefined : present(inlineText(v));
      return {
        name: str(record.name) ?? `Campaign ${i + 1}`,
        objective: str(record.objective),
        timeline: str(record.timeline),
        details: detailsOf(record, ['name', 'objective', 'timeline']),
      };
    })
    .filter((c, i) => c.objective || c.timeline || c.details.length || c.name !== `Campaign ${i + 1}`);
  return items.length ? { kind: 'list', items } : { kind: 'none' };
}

export interface KpiRow {
  metric: string;
  target: string;
  details: Detail[];
}

/** kpis: a list of `{name | metric, target}` (and whatever else), or free text. */
export function kpiRows(value: Playbook['kpis'] | undefined): Listed<KpiRow> {
  if (value === null || value === undefined) return { kind: 'none' };
  if (typeof value === 'string') {
    const text = present(value);
    return text ? { kind: 'text', text } : { kind: 'none' };
  }
  const rows = value
    .map((k): KpiRow => {
      const record = k as Record<string, Json | undefined>;
      const metric = present(inlineText(record.name ?? null)) ?? present(inlineText(record.metric ?? null));
      return {
        metric: metric ?? '',
        target: record.target === undefined ? '' : inlineText(record.target),
        details: detailsOf(record, ['name', 'metric', 'target']),
      };
    })
    .filter((r) => r.metric || r.target || r.details.length)
    .map((r) => ({ ...r, metric: r.metric || 'Metric' }));
  return rows.length ? { kind: 'list', items: rows } : { kind: 'none' };
}

export interface MetricRow {
  label: string;
  value: string;
}

/** targetMetrics: `{leads: 40, cac: '< 120 EUR'}` as label/value rows, or free text. */
export function targetMetricRows(value: Playbook['targetMetrics'] | undefined): Listed<MetricRow> {
  if (value === null || value === undefined) return { kind: 'none' };
  if (typeof value === 'string') {
    const text = present(value);
    return text ? { kind: 'text', text } : { kind: 'none' };
  }
  const rows = Object.entries(value)
    .filter(([, v]) => hasContent(v))
    .map(([key, v]) => ({ label: humanise(key), value: isScalar(v) ? scalarText(v) : inlineText(v) }));
  return rows.length ? { kind: 'list', items: rows } : { kind: 'none' };
}

/** The keys whose value names an object in a list (a campaign idea's name, a role's title...). */
export const TITLE_KEYS = ['role', 'name', 'title', 'channel', 'campaign', 'idea', 'headline', 'topic'];

/**
 * The title an object in a list goes by: its first naming key; a second naming key (a role's person)
 * becomes the subtitle. `keys` are the ones used up.
 */
export function titleOf(record: Record<string, Json>): { title?: string; subtitle?: string; keys: string[] } {
  const named = TITLE_KEYS.filter((key) => {
    const value = record[key];
    return typeof value === 'string' && value.trim().length > 0;
  });
  const [first, second] = named;
  if (!first) return { keys: [] };
  const text = (key: string) => (record[key] as string).trim();
  if (second && (first === 'role' || second === 'name'))
    return { title: text(first), subtitle: text(second), keys: [first, second] };
  return { title: text(first), keys: [first] };
}
