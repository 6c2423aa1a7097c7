import type { User } from '@icp-studio/contracts';
import { describe, expect, it } from 'vitest';
import { activeMention, insertMention, mentionCandidates } from './mention';

const user = (username: string, firstName: string, lastName: string) =>
  ({ id: username, username, firstName, lastName, email: `${username}@x.io`, role: 'client' }) as User;

describe('mention autocomplete', () => {
  it('finds the @name being typed at the caret, not an e-mail address', () => {
    expect(activeMention('hi @an', 6)).toEqual({ start: 3, query: 'an' });
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMention('mail ann@ex', 11)).toBeNull();
    expect(activeMention('hi @ann done', 12)).toBeNull();
  });

  it('inserts @username and a space, keeping the rest', () => {
    expect(insertMention('hi @an and more', 3, 6, 'ann_lee')).toEqual({
      text: 'hi @ann_lee and more',
      caret: 12,
    });
    expect(insertMention('@', 0, 1, 'bo')).toEqual({ text: '@bo ', caret: 4 });
  });

  it('offers user names first, then names', () => {
    const people = [user('zed', 'Anna', 'Berg'), user('anders', 'Zoe', 'Lind'), user('bob', 'Bob', 'Ek')];
    expect(mentionCandidates(people, 'an').map((u) => u.username)).toEqual(['anders', 'zed']);
    expect(mentionCandidates(people, '').length).toBe(3);
    expect(mentionCandidates(people, 'qq')).toEqual([]);
  });
});
