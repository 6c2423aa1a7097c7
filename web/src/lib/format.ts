import { formatDistance } from 'date-fns';

/**
 * "{distance} ago" for a timestamp (docs/product.md §9: relative times use the ago suffix), or
 * "recently" when there is no usable time.
 */
export function timeAgo(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  if (value === null || value === undefined || value === '') return 'recently';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'recently';
  // A clock slightly ahead of ours still reads as just now rather than "in 2 seconds".
  const safe = date.getTime() > now.getTime() ? now : date;
  return `${formatDistance(safe, now)} ago`;
}

/** The draft card's line: "Last saved 5 minutes ago", or "Last saved recently". */
export function lastSavedText(value: string | null | undefined): string {
  return `Last saved ${timeAgo(value)}`;
}

/** "Mar 4, 2025" (docs/product.md §9: short month, day and year), or N/A. */
export function shortDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "B2B" for b2b; "N/A" for nothing. */
export function upperOrNA(value: string | null | undefined): string {
  const v = value?.trim();
  return v ? v.toUpperCase() : 'N/A';
}

/** "14:05": a time of day, in the browser's time zone, 24-hour (docs/product.md §9); '' when unusable. */
export function clockTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
