import { format, isValid, parseISO } from 'date-fns';

/** Today's calendar day where the user is (YYYY-MM-DD): a due day has no time zone, "today" is local. */
export function localToday(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** Where an open task stands against its due day; null for no date or a completed task. */
export function dueState(
  dueDate: string | null | undefined,
  status: 'open' | 'completed',
  today = localToday(),
): 'overdue' | 'today' | 'upcoming' | null {
  if (!dueDate || status !== 'open') return null;
  if (dueDate < today) return 'overdue';
  return dueDate === today ? 'today' : 'upcoming';
}

/** "Dec 15, 2026" for 2026-12-15 (parseISO reads a bare day as local midnight: no zone shifts it). */
export function formatDueDate(dueDate: string): string {
  const day = parseISO(dueDate);
  return isValid(day) ? format(day, 'MMM d, yyyy') : dueDate;
}
