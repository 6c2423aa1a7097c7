import { z } from 'zod';
import { idSchema } from './common.js';

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
export const wsClientMessageSchema = z.object({ type: z.enum(['join', 'leave']), room: roomSchema });
export type WsClientMessage = z.infer<typeof wsClientMessageSchema>;

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
