import { describe, expect, it } from 'vitest';
import { displayName, distinctNames, firstGrapheme, initials, initialsOfName } from './user-display';

describe('initials', () => {
  it('takes whole characters: an emoji, a flag or an accented letter is never cut in half', () => {
    expect(initials({ firstName: '🦷 Dana', lastName: 'Smile', email: '' })).toBe('🦷S');
    expect(initials({ firstName: 'Dana', lastName: '😀', email: '' })).toBe('D😀');
    expect(initials({ firstName: '🇩🇪', lastName: 'Ernst', email: '' })).toBe('🇩🇪E');
    // "e" + a combining acute accent is one character to a reader.
    expect(initials({ firstName: 'e\u0301lodie', lastName: 'Zoë', email: '' })).toBe('E\u0301Z');
    for (const s of [initials({ firstName: '🦷', lastName: '👩‍⚕️', email: '' })])
      expect(s).not.toContain('\uFFFD');
    expect(initials({ firstName: '👩‍⚕️ Dr', lastName: 'Lee', email: '' })).toBe('👩‍⚕️L');
  });

  it('keeps the plain cases as they were', () => {
    expect(initials({ firstName: 'jane', lastName: 'cooper', email: '' })).toBe('JC');
    expect(initials({ firstName: '  ', lastName: '', email: 'x@y.z' })).toBe('U');
    expect(initials(null)).toBe('U');
    expect(initialsOfName('Ada Byron Lovelace')).toBe('AL');
    expect(initialsOfName('Ada')).toBe('A');
    expect(initialsOfName('   ')).toBe('U');
    expect(initialsOfName('Łukasz 🦷')).toBe('Ł🦷');
    expect(firstGrapheme('')).toBe('');
    expect(displayName({ firstName: ' ', lastName: '', email: 'a@b.c' })).toBe('a@b.c');
  });
});

describe('distinctNames', () => {
  const person = (id: string, email: string, username?: string) => ({
    id,
    firstName: 'Ann',
    lastName: 'Lee',
    email,
    ...(username ? { username } : {}),
  });

  it('names each person alone unless another has the same name, then adds the e-mail', () => {
    const names = distinctNames([
      person('a', 'ann@acme.com'),
      { ...person('b', 'ann.lee@other.org'), firstName: 'ann', lastName: 'lee' },
      { id: 'c', firstName: 'Bo', lastName: 'Ray', email: 'bo@acme.com' },
    ]);
    expect([...names]).toEqual([
      ['a', 'Ann Lee (ann@acme.com)'],
      ['b', 'ann lee (ann.lee@other.org)'],
      ['c', 'Bo Ray'],
    ]);
  });

  it('falls back to the user name when no e-mail is known', () => {
    const names = distinctNames([person('a', '', 'ann'), person('b', 'ann2@acme.com', 'ann2')]);
    expect(names.get('a')).toBe('Ann Lee (@ann)');
    expect(names.get('b')).toBe('Ann Lee (ann2@acme.com)');
  });
});
