import { campaignsSchema, kpisSchema, type Json, type PlaybookFields } from '@icp-studio/contracts';
import type { z } from 'zod';

type Structured = Json[] | { [key: string]: Json };

/** JSON text that holds an object or an array, parsed; anything else (plain text, a number) is undefined. */
function tryParseStructured(text: string): Structured | undefined {
  if (!/^[[{]/.test(text)) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Structured) : undefined;
  } catch {
    return undefined;
  }
}

function parseWith<T>(
  text: string | null | undefined,
  accept: (value: Structured) => T | undefined,
): T | string | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  const parsed = tryParseStructured(trimmed);
  if (parsed === undefined) return trimmed;
  return accept(parsed) ?? trimmed;
}

function accepted<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** A JSON list as objects: plain strings become `{name}` (a list of campaign or KPI names). */
function asObjectList(value: Structured): unknown[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (typeof item === 'string' ? { name: item } : item));
}

/**
 * docs/product.md §5: campaign text is parsed as JSON when possible, otherwise kept as free text. A JSON list
 * of campaign objects is kept; a single campaign object becomes a one-item list and a list of names a
 * list of `{name}`; JSON of any other shape stays text. Blank is null.
 */
export function parseCampaigns(text: string | null | undefined): PlaybookFields['campaigns'] {
  return parseWith(text, (value) => {
    const list = accepted(campaignsSchema, asObjectList(value));
    return Array.isArray(list) && list.length > 0 ? list : undefined;
  });
}

/** docs/product.md §5: KPI text as JSON (a list of KPIs, one KPI object, a list of names), otherwise text. */
export function parseKpis(text: string | null | undefined): PlaybookFields['kpis'] {
  return parseWith(text, (value) => {
    const list = accepted(kpisSchema, asObjectList(value));
    return Array.isArray(list) && list.length > 0 ? list : undefined;
  });
}

/** Target metrics: a JSON object (metric -> target) when possible, otherwise text. */
export function parseTargetMetrics(text: string | null | undefined): PlaybookFields['targetMetrics'] {
  return parseWith(text, (value) => (Array.isArray(value) ? undefined : value));
}

/** Fields that are "text or structured" (team roles, messaging pillars): any JSON object or list, else text. */
export function parseStructured(text: string | null | undefined): Json | null {
  return parseWith(text, (value) => value);
}

/** The text a form field shows for a stored value: text as it is, structures as indented JSON. */
export function toEditableText(value: Json | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/** Whether a value holds something to show (not null, not blank text, not an empty list or object). */
export function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.some(hasContent);
  if (typeof value === 'object') return Object.values(value).some(hasContent);
  return true;
}
