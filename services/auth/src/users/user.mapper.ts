import type { AdvisorClient, ClientListing, User } from '@icp-studio/contracts';
import type { UserEntity } from './user.entity.js';

/** The fields of a user any answer may carry. Never the hash, never the session version. */
export type UserFields = Pick<
  UserEntity,
  'id' | 'firstName' | 'lastName' | 'email' | 'username' | 'role' | 'profileImageUrl' | 'createdAt'
> &
  Partial<Pick<UserEntity, 'profession' | 'professionAsked'>>;

/** A user as `userSchema` shows it. Builds a new object field by field: nothing else can leak through. */
export function toUser(u: UserFields): User {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    username: u.username,
    role: u.role,
    profileImageUrl: u.profileImageUrl ?? null,
    createdAt: toIso(u.createdAt),
    profession: u.profession ?? null,
    professionAsked: u.professionAsked ?? false,
  };
}

/**
 * The user as they see themselves (sign-in, `AUTH.resolveActor`, their own changes): `toUser` plus the
 * e-mail change waiting for its link, while it has not expired.
 */
export function toSelf(
  u: UserFields & Partial<Pick<UserEntity, 'pendingEmail' | 'pendingEmailExpiresAt'>>,
  now = new Date(),
): User {
  const pending =
    u.pendingEmail && u.pendingEmailExpiresAt && u.pendingEmailExpiresAt.getTime() > now.getTime()
      ? u.pendingEmail
      : null;
  return { ...toUser(u), pendingEmail: pending };
}

export interface AssignmentFields {
  advisorId: string | null;
  notes: string | null;
  assignedAt: Date | string | null;
  advisorFirstName: string | null;
  advisorLastName: string | null;
}

/** A client row of the admin/advisor listings; the counts belong to other services (0 here). */
export function toClientListing(u: UserFields, a: AssignmentFields): ClientListing {
  const assigned = a.advisorId !== null;
  return {
    ...toUser(u),
    assignedAt: assigned && a.assignedAt !== null ? toIso(a.assignedAt) : null,
    notes: assigned ? a.notes : null,
    advisorId: a.advisorId,
    advisor:
      assigned && a.advisorFirstName !== null
        ? { firstName: a.advisorFirstName, lastName: a.advisorLastName ?? '' }
        : null,
    icpCount: 0,
    playbookCount: 0,
  };
}

export function toAdvisorClient(
  u: UserFields,
  a: { notes: string | null; assignedAt: Date | string },
): AdvisorClient {
  return { ...toUser(u), assignedAt: toIso(a.assignedAt), notes: a.notes };
}

/** PostgreSQL timestamps arrive as Date (entities) or string (raw rows); answers carry ISO 8601. */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
