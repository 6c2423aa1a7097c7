import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';

export const userChangedEventSchema = z.object({
  userId: idSchema,
  reason: z.enum(['role', 'profile', 'password']),
});
export type UserChangedEvent = z.infer<typeof userChangedEventSchema>;

export const assignmentChangedEventSchema = z.object({
  clientId: idSchema,
  advisorId: idSchema.nullable(),
  previousAdvisorId: idSchema.nullable(),
});
export type AssignmentChangedEvent = z.infer<typeof assignmentChangedEventSchema>;

export const entityChangedEventSchema = z.object({
  id: idSchema,
  userId: idSchema,
  change: z.enum(['created', 'updated', 'deleted', 'status']),
});
export type EntityChangedEvent = z.infer<typeof entityChangedEventSchema>;

/** Realtime event types as the browser receives them (docs/product.md §4). */
export const realtimeEventTypeSchema = z.enum([
  'note_added',
  'note_updated',
  'task_assigned',
  'task_completed',
  /** Added after the first release: a note or task was deleted (older clients ignore the type). */
  'note_deleted',
]);
export type RealtimeEventType = z.infer<typeof realtimeEventTypeSchema>;

export const noteEventSchema = z.object({
  type: realtimeEventTypeSchema,
  room: z.string(),
  noteId: idSchema,
  icpId: idSchema.nullable(),
  playbookId: idSchema.nullable(),
});
export type NoteEvent = z.infer<typeof noteEventSchema>;

export const roomSchema = z.string().regex(/^(icp|playbook):[0-9a-f-]{36}$/i, 'Invalid room');
/**
 * The field or section a user is editing on an item's page: its label as the page shows it ("Value
 * proposition"), shown to the others as is (as text). Presence on profile and playbook pages:
 * docs/product.md §4. 1 to 80 characters, no control characters and no angle brackets.
 */
export const presenceFieldSchema = z.string().regex(/^[^\p{Cc}\p{Cf}<>]{1,80}$/u, 'Invalid field');

/**
 * Client to server on `/ws`: `join`/`leave` a room (notes, scores, KPIs, presence); `presence` says the
 * socket's user is on the room's page, editing `field` or nothing (null), sent again every ~10 s while
 * the page is open (presence not refreshed within 30 s expires) and on every focus change; it joins the
 * room first when the socket has not (same access check). `presence_leave` ends the socket's presence
 * in the room (it stays joined).
 */
export const wsClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), room: roomSchema }),
  z.object({ type: z.literal('leave'), room: roomSchema }),
  z.object({ type: z.literal('presence'), room: roomSchema, field: presenceFieldSchema.nullable() }),
  z.object({ type: z.literal('presence_leave'), room: roomSchema }),
]);
export type WsClientMessage = z.infer<typeof wsClientMessageSchema>;

/** One user present on an item's page: who, and what they are editing (null: viewing) since when. */
export const presenceMemberSchema = z.object({
  userId: idSchema,
  /** The user's display name (first and last name, else the username). */
  name: z.string().max(200),
  field: presenceFieldSchema.nullable(),
  /** When they started editing `field` (or, viewing, when they opened the page). */
  since: isoDateSchema,
});
export type PresenceMember = z.infer<typeof presenceMemberSchema>;

/**
 * Server to client: the whole presence list of a room, sent to its members on every change (and on a
 * join when someone is there). One entry per user, the caller included (pages leave themselves out).
 */
export const presenceWsEventSchema = z.object({
  type: z.literal('presence'),
  room: z.string(),
  members: z.array(presenceMemberSchema),
});
export type PresenceWsEvent = z.infer<typeof presenceWsEventSchema>;

/**
 * EVENTS.presenceSynced (realtime instance to realtime instance): the sender's whole presence in each
 * listed room (an empty list: nobody of the sender's is there now). Sent on every change and every
 * ~10 s for all its rooms; a receiver keeps the union and forgets a sender's room not reported within
 * the presence TTL. `hello`: the sender just started and asks the others to report everything now.
 */
export const presenceSyncEventSchema = z.object({
  instance: z.string().min(1).max(100),
  rooms: z
    .array(z.object({ room: roomSchema, members: z.array(presenceMemberSchema).max(1000) }))
    .max(10_000),
  hello: z.boolean().optional(),
});
export type PresenceSyncEvent = z.infer<typeof presenceSyncEventSchema>;

/** EVENTS.sessionsRevoked: every session of the user older than `sessionVersion` is over. */
export const sessionsRevokedEventSchema = z.object({ userId: idSchema, sessionVersion: z.number().int() });
export type SessionsRevokedEvent = z.infer<typeof sessionsRevokedEventSchema>;

/**
 * EVENTS.signedOut: one of the user's sessions was ended by signing out (the session's id stays off the
 * bus: whoever holds that user's sockets checks which of their sessions still live).
 */
export const signedOutEventSchema = z.object({ userId: idSchema });
export type SignedOutEvent = z.infer<typeof signedOutEventSchema>;

/**
 * EVENTS.userDeleted: the account is gone (the user deleted it, docs/product.md "Account"). Each service
 * deletes what the user owned: icp their profiles and drafts, playbook their playbooks and every note or
 * task they wrote, ai their AI settings.
 */
export const userDeletedEventSchema = z.object({ userId: idSchema });
export type UserDeletedEvent = z.infer<typeof userDeletedEventSchema>;

/** EVENTS.userCreated: an account was registered (counts and lists of users change). */
export const userCreatedEventSchema = z.object({ userId: idSchema });
export type UserCreatedEvent = z.infer<typeof userCreatedEventSchema>;

const aiStatusSchema = z.enum(['none', 'pending', 'done', 'failed']);

/**
 * EVENTS.scoreUpdated: a profile's quality score was (re)computed, or its AI review ended (`aiStatus`
 * 'done' or 'failed').
 */
export const scoreUpdatedEventSchema = z.object({
  icpId: idSchema,
  userId: idSchema,
  overallScore: z.number().int().min(0).max(100),
  aiStatus: aiStatusSchema.optional(),
});
export type ScoreUpdatedEvent = z.infer<typeof scoreUpdatedEventSchema>;

/**
 * What the browsers in a profile's room (`icp:<id>`) receive when its score changes, e.g. when its AI
 * review ends: the screen reads the score once then, instead of polling. Only sockets that joined the
 * room (allowed to see the profile, re-checked as access changes) get it.
 */
export const scoreEventSchema = z.object({
  type: z.literal('score_updated'),
  room: z.string(),
  icpId: idSchema,
  overallScore: z.number().int().min(0).max(100),
  aiStatus: aiStatusSchema.nullable(),
});
export type ScoreEvent = z.infer<typeof scoreEventSchema>;
