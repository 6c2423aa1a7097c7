import type { User } from '@icp-studio/contracts';
import { displayName } from '@/lib/user-display';

/** The `@name` being typed at the caret: where its `@` is and what follows it, or null. */
export function activeMention(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const m = /(^|[^A-Za-z0-9_.@])@([A-Za-z0-9_]{0,20})$/.exec(before);
  if (!m) return null;
  return { start: caret - m[2]!.length - 1, query: m[2]! };
}

/** The text with `@username ` in place of the `@query` typed from `start` to `caret`, and the new caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  username: string,
): { text: string; caret: number } {
  const inserted = `@${username} `;
  const rest = text.slice(caret).replace(/^ /, '');
  return { text: text.slice(0, start) + inserted + rest, caret: start + inserted.length };
}

/** The people whose user name or name starts with (or holds) the query, best first, at most `max`. */
export function mentionCandidates(people: readonly User[], query: string, max = 8): User[] {
  const q = query.toLowerCase();
  const score = (u: User) => {
    const name = displayName(u).toLowerCase();
    const user = u.username.toLowerCase();
    if (user.startsWith(q)) return 0;
    if (name.startsWith(q) || name.split(/\s+/).some((w) => w.startsWith(q))) return 1;
    if (user.includes(q) || name.includes(q)) return 2;
    return 3;
  };
  return people
    .map((u) => ({ u, s: score(u) }))
    .filter((x) => x.s < 3)
    .sort((a, b) => a.s - b.s || a.u.username.localeCompare(b.u.username))
    .slice(0, max)
    .map((x) => x.u);
}
