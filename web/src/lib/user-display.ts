import type { User } from '@icp-studio/contracts';

type NameFields = Pick<User, 'firstName' | 'lastName' | 'email'> | null | undefined;

/** docs/product.md §2: the full name, falling back to the e-mail, then "User". */
export function displayName(user: NameFields): string {
  const full = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user?.email?.trim() || 'User';
}

/**
 * A person as a picker lists them: the name and the e-mail address, so that two people of the same name
 * are told apart ("Ann Lee (ann@acme.com)"); the address alone when it is the name.
 */
export function personLabel(user: NameFields): string {
  const name = displayName(user);
  const email = user?.email?.trim();
  return email && email !== name ? `${name} (${email})` : name;
}

type Person = Pick<User, 'id' | 'firstName' | 'lastName' | 'email'> & { username?: string };

/**
 * How a list of people names each one, by id: the name alone, unless someone else in the list has the
 * same name (docs/product.md §15, "People of the same name"); then the name and the e-mail address, or
 * the user name when no address is known ("Ann Lee (ann@acme.com)", "Ann Lee (@ann2)").
 */
export function distinctNames(people: readonly Person[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const p of people) {
    const key = displayName(p).toLocaleLowerCase();
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  const names = new Map<string, string>();
  for (const p of people) {
    const name = displayName(p);
    const shared = (count.get(name.toLocaleLowerCase()) ?? 0) > 1;
    const tell = p.email?.trim() || (p.username ? `@${p.username}` : '');
    names.set(p.id, shared && tell && tell !== name ? `${name} (${tell})` : name);
  }
  return names;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first character a reader sees in a text: a whole grapheme, so an emoji ("🦷 Dental"), a flag or a
 * letter with a combining accent stays whole instead of becoming half of a surrogate pair ("D\uFFFD").
 */
export function firstGrapheme(text: string | null | undefined): string {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return '';
  for (const { segment } of graphemes.segment(trimmed)) return segment;
  return '';
}

/** Initials of a person's name parts (first and last), grapheme-aware, or "U" when there is no name. */
export function initialsOfParts(first: string | null | undefined, last?: string | null): string {
  return (firstGrapheme(first) + firstGrapheme(last)).toLocaleUpperCase() || 'U';
}

/** Initials of the first and last name, or "U" when there is no name. */
export function initials(user: NameFields): string {
  return initialsOfParts(user?.firstName, user?.lastName);
}

/** Initials of a display name ("Ada Byron Lovelace" -> "AL"), or "U". */
export function initialsOfName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return initialsOfParts(parts[0], parts.length > 1 ? parts[parts.length - 1] : null);
}
