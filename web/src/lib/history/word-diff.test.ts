import { describe, expect, it } from 'vitest';
import { fieldText, hasChanges, tokenize, wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('marks the words removed and added, keeping the shared ones', () => {
    expect(wordDiff('Dental practices in Texas', 'Dental clinics in Texas and Ohio')).toEqual([
      { kind: 'same', text: 'Dental ' },
      { kind: 'removed', text: 'practices' },
      { kind: 'added', text: 'clinics' },
      { kind: 'same', text: ' in Texas' },
      { kind: 'added', text: ' and Ohio' },
    ]);
  });

  it('joins back to either text', () => {
    const before = 'No-shows cost 15% of revenue\nPaperwork';
    const after = 'No-shows cost 20% of revenue\nPaperwork and billing';
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(after);
  });

  it('handles empty sides and equal texts', () => {
    expect(wordDiff('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
    expect(wordDiff('Old text', '')).toEqual([{ kind: 'removed', text: 'Old text' }]);
    expect(wordDiff('Same', 'Same')).toEqual([{ kind: 'same', text: 'Same' }]);
    expect(hasChanges(wordDiff('Same', 'Same'))).toBe(false);
    expect(hasChanges(wordDiff('a', 'b'))).toBe(true);
    expect(wordDiff('', '')).toEqual([]);
  });

  it('tokenizes words and the spaces between them', () => {
    expect(tokenize(' a  b\nc')).toEqual([' ', 'a', '  ', 'b', '\n', 'c']);
  });
});

describe('fieldText', () => {
  it('writes texts, lists and structured values as lines', () => {
    expect(fieldText(null)).toBe('');
    expect(fieldText('Plain')).toBe('Plain');
    expect(fieldText(['LinkedIn', 'Email'])).toBe('LinkedIn\nEmail');
    expect(fieldText({ awareness: 'Search', decision: null })).toBe('awareness: Search');
    expect(fieldText([{ name: 'Leads', target: 10 }])).toBe('name: Leads\ntarget: 10');
  });
});
