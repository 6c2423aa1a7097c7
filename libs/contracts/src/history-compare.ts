import type { Json } from './common.js';

/**
 * What counts as a change in an item's history (docs/product.md §13), one rule for the services that
 * record versions and the web page that shows them: only what a reader would see differ.
 */

/**
 * A text as a reader sees it: line ends made `\n`, spaces and tabs at the ends of lines and runs of
 * them within a line made one, blank lines at most one in a row, the whole trimmed, composed (NFC).
 */
export function normalisedText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * A value as the History compares it: every text normalised (`normalisedText`), an empty text, list or
 * object the same as nothing (null), an object's keys sorted (their order means nothing: a version is
 * stored with its keys reordered). Lists keep their order (the order of goals, channels and messages
 * means something). An object's keys are kept even when their value is null: a channel map's
 * `{"Webinars": null}` still names a channel.
 */
export function normalisedValue(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return normalisedText(value) || null;
  if (Array.isArray(value)) return value.length ? value.map(normalisedValue) : null;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [normalisedText(k), normalisedValue(v)] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return entries.length ? Object.fromEntries(entries) : null;
  }
  return value as Json;
}

/** Whether a reader would see two values of a field differ. */
export function differsForReader(before: unknown, after: unknown): boolean {
  return JSON.stringify(normalisedValue(before)) !== JSON.stringify(normalisedValue(after));
}
