import { z } from 'zod';
import { idSchema, isoDateSchema, pageLimitSchema, pageOffsetSchema } from './common.js';

/**
 * Notifications and mentions (docs/product.md §15). The auth service keeps each user's notifications;
 * the playbook service asks for them (EVENTS.notificationRequested) when a note mentions someone or a
 * task is given or completed, auth itself when a client is given to an advisor, and the icp and playbook
 * services (EVENTS.sharesRevoked) when links to an owner's item end with their maker's access.
 */
export const notificationKindSchema = z.enum([
  'mention',
  'task_assigned',
  'task_completed',
  'client_assigned',
  /** Added with share links' "A maker's access" (§14): links to the owner's item were ended. */
  'shares_revoked',
  /** Added with KPI review reminders (§17): a KPI period ended without a recorded value. */
  'kpi_review',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** What a notification is about: a profile or a playbook, or (client_assigned) a user. */
export const notificationItemKindSchema = z.enum(['icp', 'playbook', 'user']);
export type NotificationItemKind = z.infer<typeof notificationItemKindSchema>;

/** The longest excerpt of a note a notification keeps. */
export const NOTIFICATION_EXCERPT_MAX = 200;

export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  /** Who did it (null when their account is gone) and their name as it was then. */
  actorId: idSchema.nullable(),
  actorName: z.string().nullable(),
  itemKind: notificationItemKindSchema,
  itemId: idSchema,
  itemName: z.string().nullable(),
  noteId: idSchema.nullable(),
  excerpt: z.string().nullable(),
  createdAt: isoDateSchema,
  readAt: isoDateSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  /** 'true': only the unread ones (kept a string: the gateway and the service parse it alike). */
  unread: z.enum(['true', 'false']).optional(),
  limit: pageLimitSchema,
  offset: pageOffsetSchema,
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationSummarySchema = z.object({ unreadCount: z.number().int().min(0) });
export type NotificationSummary = z.infer<typeof notificationSummarySchema>;

/** How a user wants their notifications by e-mail: each at once, one summary a day, or not at all. */
export const notificationEmailChoiceSchema = z.enum(['instant', 'digest', 'none']);
export type NotificationEmailChoice = z.infer<typeof notificationEmailChoiceSchema>;

export const notificationSettingsSchema = z.object({ email: notificationEmailChoiceSchema });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * EVENTS.notificationRequested (playbook -> auth): tell these users about a note. Auth leaves out the
 * actor themselves and ids that name no user.
 */
export const notificationRequestedEventSchema = z.object({
  kind: z.enum(['mention', 'task_assigned', 'task_completed']),
  recipientIds: z.array(idSchema).min(1).max(100),
  actorId: idSchema,
  actorName: z.string().nullable(),
  itemKind: z.enum(['icp', 'playbook']),
  itemId: idSchema,
  itemName: z.string().nullable(),
  noteId: idSchema,
  excerpt: z.string().max(NOTIFICATION_EXCERPT_MAX),
});
export type NotificationRequestedEvent = z.infer<typeof notificationRequestedEventSchema>;

/** The longest period text or KPI name a KPI review reminder carries. */
export const KPI_REMINDER_TEXT_MAX = 100;

/**
 * EVENTS.kpiReviewDue (playbook -> auth): a KPI period of a playbook ended without a recorded value
 * (docs/product.md §17, "Review reminders"). Auth notifies the playbook's owner and, when the owner is a
 * client with an advisor, the advisor: kind `kpi_review`, no actor, the excerpt
 * "<period> for <KPI names>" (`kpiReminderExcerpt`).
 */
export const kpiReviewDueEventSchema = z.object({
  ownerId: idSchema,
  playbookId: idSchema,
  playbookName: z.string().max(300).nullable(),
  /** The period for people: "March 2026", "Q1 2026", "2026". */
  period: z.string().min(1).max(KPI_REMINDER_TEXT_MAX),
  kpiNames: z.array(z.string().min(1).max(KPI_REMINDER_TEXT_MAX)).min(1).max(50),
});
export type KpiReviewDueEvent = z.infer<typeof kpiReviewDueEventSchema>;

/** A KPI review reminder's excerpt: "March 2026 for Booked consultations and Leads" (at most 200 characters). */
export function kpiReminderExcerpt(period: string, kpiNames: readonly string[]): string {
  const names =
    kpiNames.length <= 1
      ? (kpiNames[0] ?? '')
      : `${kpiNames.slice(0, -1).join(', ')} and ${kpiNames[kpiNames.length - 1]!}`;
  return noteExcerpt(`${period} for ${names}`);
}

/**
 * EVENTS.notificationCreated (auth -> realtime): a user has a new notification; realtime sends every
 * socket of theirs `{type: 'notification', notification, unreadCount}`.
 */
export const notificationCreatedEventSchema = z.object({
  userId: idSchema,
  notification: notificationSchema,
  unreadCount: z.number().int().min(0),
});
export type NotificationCreatedEvent = z.infer<typeof notificationCreatedEventSchema>;

/** What a user's sockets receive (no room: every socket of the user). */
export const notificationWsEventSchema = z.object({
  type: z.literal('notification'),
  notification: notificationSchema,
  unreadCount: z.number().int().min(0),
});
export type NotificationWsEvent = z.infer<typeof notificationWsEventSchema>;

const MENTION = /(^|[^A-Za-z0-9_.@])@([A-Za-z0-9_]{3,20})(?![A-Za-z0-9_@])/g;

/**
 * The user names a note's text mentions as `@username` (lower case, each once, in order). An e-mail
 * address (`ann@example.com`) is not a mention; trailing punctuation (`@ann,`) is not part of the name.
 */
export function parseMentions(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(MENTION)) {
    const name = m[2]!.toLowerCase();
    // `@ann.smith` mentions ann; `@ann.com` in `x@ann.com` is excluded above by the preceding character.
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

/** A piece of a note's text: plain text, or a mention as `parseMentions` reads it (`username` lower case). */
export type NotePart = { text: string; username?: undefined } | { text: string; username: string };

/**
 * A note's text cut into plain text and its mentions, by the rule of `parseMentions` (so what a note
 * shows as a mention is exactly what notified someone); joined back, the parts are the text.
 */
export function mentionParts(text: string): NotePart[] {
  const parts: NotePart[] = [];
  let at = 0;
  for (const m of text.matchAll(MENTION)) {
    const start = m.index + m[1]!.length;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: `@${m[2]!}`, username: m[2]!.toLowerCase() });
    at = start + m[2]!.length + 1;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The mentions in `after` that `before` did not have (an edit notifies only the new ones). */
export function newMentions(before: string, after: string): string[] {
  const old = new Set(parseMentions(before));
  return parseMentions(after).filter((n) => !old.has(n));
}

/** A note's text cut to a notification's excerpt (whitespace folded, an ellipsis when cut). */
export function noteExcerpt(text: string, max = NOTIFICATION_EXCERPT_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Whether a notification's excerpt is words someone wrote (shown quoted), not part of its summary line. */
export function notificationQuotesExcerpt(kind: NotificationKind): boolean {
  return kind !== 'kpi_review';
}

/** The element id of a playbook page's KPI actuals section (a KPI review reminder opens it). */
export const KPI_SECTION_ANCHOR = 'kpi-actuals';

/**
 * The app page a notification opens: the profile, the playbook (a KPI review reminder: its KPI
 * section), or (a client given) the advisor's clients.
 */
export function notificationPath(n: {
  itemKind: NotificationItemKind;
  itemId: string;
  kind?: NotificationKind;
}): string {
  if (n.itemKind === 'icp') return `/icp/${n.itemId}`;
  if (n.itemKind === 'playbook') {
    return n.kind === 'kpi_review'
      ? `/playbooks/${n.itemId}#${KPI_SECTION_ANCHOR}`
      : `/playbooks/${n.itemId}`;
  }
  return '/team/clients';
}

/**
 * One line saying what happened, e.g. "Ann Lee mentioned you on Acme buyers"; a KPI review reminder
 * reads its excerpt: "Time to record March 2026 for Booked consultations in Q1 plan".
 */
export function notificationSummaryLine(n: {
  kind: NotificationKind;
  actorName: string | null;
  itemName: string | null;
  excerpt?: string | null;
}): string {
  const who = n.actorName?.trim() || 'Someone';
  const on = n.itemName?.trim() ? ` on ${n.itemName.trim()}` : '';
  switch (n.kind) {
    case 'mention':
      return `${who} mentioned you${on}`;
    case 'task_assigned':
      return `${who} gave you a task${on}`;
    case 'task_completed':
      return `${who} completed your task${on}`;
    case 'client_assigned':
      return `${who} assigned you a client${n.itemName?.trim() ? `: ${n.itemName.trim()}` : ''}`;
    case 'shares_revoked':
      return `Share links ${who === 'Someone' ? 'someone' : who} made${on} were revoked`;
    case 'kpi_review': {
      const what = n.excerpt?.trim() || 'KPI values';
      return `Time to record ${what}${n.itemName?.trim() ? ` in ${n.itemName.trim()}` : ''}`;
    }
  }
}
