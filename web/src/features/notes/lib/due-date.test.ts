import { describe, expect, it } from 'vitest';
import { dueState, formatDueDate, localToday } from './due-date';

describe('due dates', () => {
  it("reads today as the user's own calendar day", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });

  it('calls an open task past its day overdue, and never a completed or undated one', () => {
    expect(dueState('2026-11-24', 'open', '2026-11-25')).toBe('overdue');
    expect(dueState('2026-11-25', 'open', '2026-11-25')).toBe('today');
    expect(dueState('2026-12-01', 'open', '2026-11-25')).toBe('upcoming');
    expect(dueState('2026-11-24', 'completed', '2026-11-25')).toBeNull();
    expect(dueState(null, 'open', '2026-11-25')).toBeNull();
  });

  it('shows the calendar day as written, in any time zone', () => {
    expect(formatDueDate('2026-12-15')).toBe('Dec 15, 2026');
    expect(formatDueDate('2027-01-01')).toBe('Jan 1, 2027');
  });
});
