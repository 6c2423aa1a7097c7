import { describe, expect, it } from 'vitest';
import { lastSavedText, timeAgo, upperOrNA } from './format';

describe('format helpers', () => {
  const now = new Date('2025-03-04T12:00:00.000Z');

  it('says how long ago, with the ago suffix', () => {
    expect(timeAgo('2025-03-04T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2025-03-04T12:00:05.000Z', now)).toBe('less than a minute ago');
  });

  it('says "recently" without a usable time', () => {
    expect(timeAgo(null)).toBe('recently');
    expect(timeAgo('not a date')).toBe('recently');
    expect(lastSavedText(undefined)).toBe('Last saved recently');
  });

  it('upper-cases a type or says N/A', () => {
    expect(upperOrNA('b2c')).toBe('B2C');
    expect(upperOrNA(null)).toBe('N/A');
    expect(upperOrNA('  ')).toBe('N/A');
  });
});
