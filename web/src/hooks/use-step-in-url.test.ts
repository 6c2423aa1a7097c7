import { describe, expect, it } from 'vitest';
import { stepFromSearch } from './use-step-in-url';

describe('stepFromSearch', () => {
  it('reads a whole step number, kept within the wizard', () => {
    expect(stepFromSearch(new URLSearchParams('step=3'), 5)).toBe(3);
    expect(stepFromSearch(new URLSearchParams('step=9'), 5)).toBe(5);
    expect(stepFromSearch(new URLSearchParams('step=0'), 5)).toBe(1);
  });
  it('is null for no step or one that is not a whole number', () => {
    expect(stepFromSearch(new URLSearchParams(''), 5)).toBeNull();
    expect(stepFromSearch(new URLSearchParams('step=two'), 5)).toBeNull();
    expect(stepFromSearch(new URLSearchParams('step=1.5'), 5)).toBeNull();
  });
});
