import type { Json, Status } from '@icp-studio/contracts';

const STATUS_LABELS: Record<Status, string> = {
  draft: 'Draft',
  in_progress: 'In Progress',
  completed: 'Completed',
};

export function statusLabel(status: Status): string {
  return STATUS_LABELS[status] ?? 'Draft';
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '21 November 2026' (UTC); '' for a missing or unreadable date. */
export function longDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : LONG_DATE.format(date);
}

/** A field key as a label: 'targetAudience' and 'target_audience' -> 'Target audience'. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** Text with something in it (trimmed), or undefined. */
export function present(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

/** The non-blank entries of a list. */
export function entries(list: readonly string[] | null | undefined): string[] {
  return (list ?? []).map((s) => s.trim()).filter((s) => s.length > 0);
}

export function isScalar(value: Json | undefined): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** A scalar as text: booleans as Yes/No, null as ''. */
export function scalarText(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? value.toLocaleString('en-GB') : '';
  return value.trim();
}

/** Does a JSON value hold anything worth printing? */
export function hasContent(value: Json | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.some(hasContent);
  return Object.values(value).some(hasContent);
}

/** One line of text for a JSON value ('a, b, c'; 'key: value; key: value'). */
export function inlineText(value: Json | undefined): string {
  if (value === undefined || value === null) return '';
  if (isScalar(value)) return scalarText(value);
  if (Array.isArray(value)) return value.map(inlineText).filter(Boolean).join(', ');
  return Object.entries(value)
    .filter(([, v]) => hasContent(v))
    .map(([k, v]) => `${humanise(k)}: ${inlineText(v)}`)
    .join('; ');
}
