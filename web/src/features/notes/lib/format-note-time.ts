import { format, isValid, parseISO } from 'date-fns';

/** docs/product.md §9: notes show their time as 'MMM d, h:mm a' (e.g. "Mar 4, 2:05 PM"). */
export const NOTE_TIME_FORMAT = 'MMM d, h:mm a';

export function formatNoteTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(date, NOTE_TIME_FORMAT) : '';
}
