import type { User } from '@icp-studio/contracts';

type NameFields = Pick<User, 'firstName' | 'lastName' | 'email'> | null | undefined;

/** Spec section 2: the full name, falling back to the e-mail, then "User". */
export function displayName(user: NameFields): string {
  const full = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user?.email?.trim() || 'User';
}

/** Initials of the first and last name, or "U" when there is no name. */
export function initials(user: NameFields): string {
  const letters = [user?.firstName, user?.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return letters || 'U';
}
