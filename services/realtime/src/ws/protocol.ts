import type { RawData } from 'ws';
import {
  kpiActualsChangedEventSchema,
  noteEventSchema,
  notificationCreatedEventSchema,
  scoreUpdatedEventSchema,
  wsClientMessageSchema,
  type KpiEvent,
  type NoteEvent,
  type NotificationWsEvent,
  type PresenceWsEvent,
  type ScoreEvent,
  type WsClientMessage,
} from '@icp-studio/contracts';

/**
 * The `/ws` protocol. The client sends `{type: 'join' | 'leave', room}` (rooms `icp:<id>`, `playbook:<id>`);
 * the server answers each with `joined` / `left` / `error`, and forwards the note events of the rooms
 * the socket joined as they are (`{type: 'note_added' | ..., room, noteId, icpId, playbookId}`), and a
 * profile's score changes to its room (`{type: 'score_updated', room, icpId, overallScore, aiStatus}`),
 * a playbook's KPI actuals changes to its room (`{type: 'kpi_updated', room, playbookId}`, §17),
 * and each user their new notifications on every socket of theirs, no room needed
 * (`{type: 'notification', notification, unreadCount}`, docs/product.md §15).
 * Presence (docs/product.md §4): the client sends `{type: 'presence', room, field}` (every ~10 s and on
 * each focus change) and `{type: 'presence_leave', room}`; the room's members get
 * `{type: 'presence', room, members}` on every change.
 */
export type ServerMessage =
  | { type: 'joined'; room: string }
  | { type: 'left'; room: string; reason?: string }
  | { type: 'error'; message: string; room?: string }
  | NoteEvent
  | ScoreEvent
  | KpiEvent
  | NotificationWsEvent
  | PresenceWsEvent;

/** Close codes the server uses (besides 1009, sent by `ws` itself for a message over the size limit). */
export const CLOSE = {
  /** The server is shutting down; reconnect (to another instance). */
  goingAway: 1001,
  /** The session ended while the socket was open: signed out, expired, password reset, user removed. */
  sessionEnded: 4401,
  /** The client does not read what it is sent: too much is waiting in its buffer. */
  tooSlow: 4408,
} as const;

export const MESSAGES = {
  invalidMessage: 'Invalid message',
  notAllowed: 'Not allowed',
  tooManyRooms: 'Too many rooms',
  tooManyRequests: 'Too many requests',
  unavailable: 'Service temporarily unavailable',
} as const;

export type ParsedClientMessage =
  { ok: true; message: WsClientMessage } | { ok: false; error: ServerMessage };

/**
 * A client frame as a join/leave/presence/presence_leave, or the error to answer (the socket stays open
 * either way).
 */
export function parseClientMessage(data: RawData, isBinary: boolean): ParsedClientMessage {
  if (isBinary) return { ok: false, error: { type: 'error', message: MESSAGES.invalidMessage } };
  let json: unknown;
  try {
    json = JSON.parse(rawText(data));
  } catch {
    return { ok: false, error: { type: 'error', message: MESSAGES.invalidMessage } };
  }
  const parsed = wsClientMessageSchema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const roomIssue = parsed.error.issues.find(
    (i) => (i.path[0] === 'room' || i.path[0] === 'field') && i.code !== 'invalid_type',
  );
  return { ok: false, error: { type: 'error', message: roomIssue?.message ?? MESSAGES.invalidMessage } };
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/**
 * The note event of a Nest event packet (`{pattern, data}`) as the browser receives it (only the
 * contract's fields), or undefined when it is not one.
 */
export function noteEventOfPacket(packet: unknown): NoteEvent | undefined {
  const data = (packet as { data?: unknown } | null)?.data;
  const parsed = noteEventSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The browser's `score_updated` event of an EVENTS.scoreUpdated packet, for the profile's room
 * (`icp:<id>`), or undefined when it is not one. The owner's id stays on the bus.
 */
export function scoreEventOfPacket(packet: unknown): ScoreEvent | undefined {
  const parsed = scoreUpdatedEventSchema.safeParse((packet as { data?: unknown } | null)?.data);
  if (!parsed.success) return undefined;
  const { icpId, overallScore, aiStatus } = parsed.data;
  const id = icpId.toLowerCase();
  return { type: 'score_updated', room: `icp:${id}`, icpId: id, overallScore, aiStatus: aiStatus ?? null };
}

/**
 * The browser's `kpi_updated` event of an EVENTS.kpiActualsChanged packet, for the playbook's room
 * (`playbook:<id>`, docs/product.md §17), or undefined when it is not one.
 */
export function kpiEventOfPacket(packet: unknown): KpiEvent | undefined {
  const parsed = kpiActualsChangedEventSchema.safeParse((packet as { data?: unknown } | null)?.data);
  if (!parsed.success) return undefined;
  const id = parsed.data.playbookId.toLowerCase();
  return { type: 'kpi_updated', room: `playbook:${id}`, playbookId: id };
}

/** A room's one spelling (`roomSchema` takes any case; ids and events are lower case). */
export function normalizeRoom(room: string): string {
  return room.toLowerCase();
}

/** A (normalised) room's kind and item id. */
export function roomTarget(room: string): { kind: 'icp' | 'playbook'; id: string } {
  const colon = room.indexOf(':');
  return { kind: room.slice(0, colon) === 'icp' ? 'icp' : 'playbook', id: room.slice(colon + 1) };
}

/**
 * The recipient and the browser's `notification` event of an EVENTS.notificationCreated packet, or
 * undefined when it is not one.
 */
export function notificationEventOfPacket(
  packet: unknown,
): { userId: string; event: NotificationWsEvent } | undefined {
  const parsed = notificationCreatedEventSchema.safeParse((packet as { data?: unknown } | null)?.data);
  if (!parsed.success) return undefined;
  const { userId, notification, unreadCount } = parsed.data;
  return { userId, event: { type: 'notification', notification, unreadCount } };
}
