import {
  distinctEntries,
  hasNumber,
  isDetailed,
  isVague,
  normalise,
  quote,
  VAGUE_CHANNELS,
  wordCount,
} from './text.js';

describe('text measures', () => {
  it('counts words, not punctuation', () => {
    expect(wordCount('Spends 10 hours a week — on invoices!')).toBe(7);
    expect(wordCount('  ')).toBe(0);
    expect(wordCount(null)).toBe(0);
    expect(wordCount('- / -')).toBe(0);
  });

  it('finds figures', () => {
    expect(hasNumber('25-40')).toBe(true);
    expect(hasNumber('$1M')).toBe(true);
    expect(hasNumber('young adults')).toBe(false);
    expect(hasNumber(undefined)).toBe(false);
  });

  it('normalises case, outer punctuation and spacing', () => {
    expect(normalise('  Slow   Invoicing. ')).toBe('slow invoicing');
    expect(normalise('$50k+')).toBe('$50k+');
  });

  it('keeps each entry once and drops blank ones', () => {
    expect(distinctEntries(['Slow invoicing', 'slow invoicing.', ' ', 'Late payments'])).toEqual([
      'Slow invoicing',
      'Late payments',
    ]);
    expect(distinctEntries(undefined)).toEqual([]);
  });

  it('tells vague terms, generic and per context', () => {
    expect(isVague('Cost')).toBe(true);
    expect(isVague('Various.')).toBe(true);
    expect(isVague('LinkedIn')).toBe(false);
    expect(isVague('Social media')).toBe(false);
    expect(isVague('Social media', VAGUE_CHANNELS)).toBe(true);
  });

  it('calls an entry detailed when it has enough words and is not vague', () => {
    expect(isDetailed('High customer acquisition cost', 3)).toBe(true);
    expect(isDetailed('Cash flow', 3)).toBe(false);
    expect(isDetailed('Cost', 1)).toBe(false);
  });

  it('quotes and shortens long entries', () => {
    expect(quote('Small')).toBe("'Small'");
    expect(quote('x'.repeat(60), 10)).toBe(`'${'x'.repeat(9)}…'`);
    // cut by code points: never half a surrogate pair
    expect(quote(`${'x'.repeat(8)}🙂🙂🙂`, 10)).toBe(`'${'x'.repeat(8)}🙂…'`);
    expect(quote('🙂'.repeat(30), 10)).toBe(`'${'🙂'.repeat(9)}…'`);
  });
});
