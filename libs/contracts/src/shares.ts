import { z } from 'zod';
import { playbookKpisSchema } from './kpi-actuals.js';
import { idSchema, isoDateSchema, shortText } from './common.js';
import { icpSchema } from './icp.js';
import { playbookSchema } from './playbook.js';

/**
 * Read-only share links of a profile or a playbook (docs/product.md §14). The token is shown once, when
 * the link is made; each service stores only its SHA-256. Its first two characters name the service that
 * holds it (`i_` icp, `p_` playbook), so the gateway asks that one alone; 32 random bytes follow, in
 * base64url (256 bits).
 */
export const SHARE_KINDS = ['icp', 'playbook'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export const SHARE_TOKEN_PREFIX: Readonly<Record<ShareKind, string>> = { icp: 'i_', playbook: 'p_' };

/** A well-formed token: the kind's prefix and 43 base64url characters (32 bytes). */
export const SHARE_TOKEN_PATTERN = /^[ip]_[A-Za-z0-9_-]{43}$/;

/** What a revoked, expired, unknown or malformed link answers (404). */
export const SHARE_LINK_GONE = 'This link is no longer valid';

/** The kind a token belongs to, or null when it is not a well-formed token. */
export function shareKindOfToken(token: string): ShareKind | null {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  return token.startsWith(SHARE_TOKEN_PREFIX.icp) ? 'icp' : 'playbook';
}

/** The web page of a token. */
export const sharePath = (token: string) => `/s/${token}`;

/** At most this many live links per item. */
export const MAX_LIVE_SHARES = 50;

/** `POST /api/icps/{id}/shares`, `POST /api/playbooks/{id}/shares`. */
export const shareCreateRequestSchema = z.object({
  label: shortText('Label').nullable().optional(),
  /** When the link stops working; it must lie in the future. Absent or null: it never expires. */
  expiresAt: isoDateSchema.nullable().optional(),
});
export type ShareCreateRequest = z.infer<typeof shareCreateRequestSchema>;

/**
 * Why a link stopped working before its time, when the product ended it rather than a person: its maker
 * can no longer see the item (unassigned from the client, made a client, account deleted; docs/product.md
 * §14, "A maker's access").
 */
export const SHARE_REVOKED_REASONS = ['creator_lost_access'] as const;
export type ShareRevokedReason = (typeof SHARE_REVOKED_REASONS)[number];

/** One link as its item's owner sees it (its token only inside `url`, when derivable). */
export const shareLinkSchema = z.object({
  id: idSchema,
  kind: z.enum(SHARE_KINDS),
  itemId: idSchema,
  label: z.string().nullable(),
  expiresAt: isoDateSchema.nullable(),
  viewCount: z.number().int().min(0),
  lastViewedAt: isoDateSchema.nullable(),
  createdBy: idSchema,
  createdAt: isoDateSchema,
  /** Added with "A maker's access" (§14): the maker's name when they made it (null for older links). */
  createdByName: z.string().nullable(),
  /** Added with "A maker's access": when the link was ended for its maker's access (null: live). */
  revokedAt: isoDateSchema.nullable(),
  /** Added with "A maker's access": why it was ended (null: live). */
  revokedReason: z.enum(SHARE_REVOKED_REASONS).nullable(),
  /**
   * Added with "Copy again" (§14): the link's page (`/s/{token}`) for its owner to copy again, derived
   * from the link's id with the server's key; null for a link made before (its token was never kept) or
   * one no longer live.
   */
  url: z.string().nullable().optional(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkListSchema = z.array(shareLinkSchema);

/** The answer to creating a link: the link with its token and page. */
export const shareLinkCreatedSchema = shareLinkSchema.extend({
  token: z.string().regex(SHARE_TOKEN_PATTERN),
  url: z.string(),
});
export type ShareLinkCreated = z.infer<typeof shareLinkCreatedSchema>;

export const shareIdParamSchema = z.object({ id: idSchema, shareId: idSchema });

/**
 * `PATCH /api/icps/{id}/shares/{shareId}`, `PATCH /api/playbooks/{id}/shares/{shareId}` (docs/product.md
 * §14, "Editing a link"): what changes. An absent field stays as it is; a null or blank label removes it;
 * a null expiry makes the link never expire, a date must lie in the future (as at creation).
 */
export const shareUpdateRequestSchema = z.object({
  label: shortText('Label').nullable().optional(),
  expiresAt: isoDateSchema.nullable().optional(),
});
export type ShareUpdateRequest = z.infer<typeof shareUpdateRequestSchema>;

/** What editing a revoked or expired link answers (409): only a live link may change. */
export const SHARE_LINK_ENDED = 'This link was revoked or has expired, so it can no longer be changed';
export const shareRpcSchema = shareCreateRequestSchema.extend({ id: idSchema });
export const shareRevokeAllResponseSchema = z.object({ message: z.string(), revoked: z.number().int() });

/** `GET /api/shared/{token}`: the token as the path carries it (its form is checked by the gateway: 404). */
export const shareTokenParamSchema = z.object({ token: z.string().max(200) });
export const shareViewRpcSchema = z.object({ token: z.string().regex(SHARE_TOKEN_PATTERN) });

/** A profile as a share link shows it: its content, without owner ids, e-mail, AI review or sources. */
export const sharedIcpSchema = icpSchema.omit({
  userId: true,
  createdBy: true,
  clientName: true,
  clientEmail: true,
  aiSuggestions: true,
  scoreState: true,
  fieldSources: true,
});
export type SharedIcp = z.infer<typeof sharedIcpSchema>;

/** A playbook as a share link shows it: its content, without owner ids or the client's name. */
export const sharedPlaybookSchema = playbookSchema.omit({
  icpId: true,
  userId: true,
  createdBy: true,
  clientName: true,
});
export type SharedPlaybook = z.infer<typeof sharedPlaybookSchema>;

const sharedMeta = { label: z.string().nullable(), expiresAt: isoDateSchema.nullable() };
export const sharedIcpViewSchema = z.object({ kind: z.literal('icp'), item: sharedIcpSchema, ...sharedMeta });
export const sharedPlaybookViewSchema = z.object({
  kind: z.literal('playbook'),
  item: sharedPlaybookSchema,
  ...sharedMeta,
  /** Added with KPI actuals (docs/product.md §17): the KPIs' values, status and trend, read-only (no user ids). */
  kpiActuals: playbookKpisSchema.optional(),
});
export const sharedItemSchema = z.discriminatedUnion('kind', [sharedIcpViewSchema, sharedPlaybookViewSchema]);
export type SharedItem = z.infer<typeof sharedItemSchema>;

/**
 * EVENTS.sharesRevoked (icp, playbook -> auth): links to an item were ended because their maker can no
 * longer see it (docs/product.md §14, "A maker's access"); auth tells the item's owner.
 */
export const sharesRevokedEventSchema = z.object({
  ownerId: idSchema,
  itemKind: z.enum(SHARE_KINDS),
  itemId: idSchema,
  itemName: z.string().nullable(),
  /** Who made the links (their account may be gone) and their name when they made the last of them. */
  creatorId: idSchema,
  creatorName: z.string().nullable(),
  revoked: z.number().int().min(1),
});
export type SharesRevokedEvent = z.infer<typeof sharesRevokedEventSchema>;
