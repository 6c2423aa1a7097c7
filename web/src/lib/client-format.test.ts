import { describe, expect, it } from 'vitest';
import { assignedAgo, icpCountLabel, workingTogetherFor } from './client-format';

const now = new Date('2025-06-15T12:00:00.000Z');

describe('client formatting', () => {
  it.each([
    [0, '0 ICPs'],
    [1, '1 ICP'],
    [2, '2 ICPs'],
    [12, '12 ICPs'],
  ])('labels %i profiles as "%s"', (n, label) => {
    expect(icpCountLabel(n)).toBe(label);
  });

  it('says how long an advisor and a client have worked together', () => {
    expect(workingTogetherFor('2025-03-15T12:00:00.000Z', now)).toBe('Working together for 3 months');
    expect(workingTogetherFor('2025-06-14T12:00:00.000Z', now)).toBe('Working together for 1 day');
    expect(workingTogetherFor('2025-06-15T11:59:50.000Z', now)).toBe(
      'Working together for less than a minute',
    );
  });

  it('never reads as a future span when the server clock is ahead, and survives bad dates', () => {
    expect(workingTogetherFor('2025-06-15T12:05:00.000Z', now)).toBe(
      'Working together for less than a minute',
    );
    expect(workingTogetherFor('not a date', now)).toBe('Working together');
    expect(workingTogetherFor(null, now)).toBe('Working together');
  });

  it('says when a client was assigned, with the ago suffix', () => {
    expect(assignedAgo('2025-06-13T12:00:00.000Z', now)).toBe('Assigned 2 days ago');
    expect(assignedAgo(null, now)).toBe('Not assigned');
  });
});
