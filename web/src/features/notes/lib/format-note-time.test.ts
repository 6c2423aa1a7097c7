import { describe, expect, it } from 'vitest';
import { formatNoteTime, NOTE_TIME_FORMAT } from './format-note-time';

describe("notes' time display", () => {
  it("uses 'MMM d, h:mm a' (docs/product.md §9)", () => {
    expect(NOTE_TIME_FORMAT).toBe('MMM d, h:mm a');
    // Local time, so build the instant from local parts.
    expect(formatNoteTime(new Date(2025, 2, 4, 14, 5))).toBe('Mar 4, 2:05 PM');
    expect(formatNoteTime(new Date(2025, 11, 25, 0, 30))).toBe('Dec 25, 12:30 AM');
    expect(formatNoteTime(new Date(2025, 2, 4, 9, 0).toISOString())).toBe('Mar 4, 9:00 AM');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatNoteTime(null)).toBe('');
    expect(formatNoteTime('not a date')).toBe('');
  });
});
