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
