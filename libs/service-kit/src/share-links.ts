import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  MAX_LIVE_SHARES,
  SHARE_LINK_ENDED,
  SHARE_TOKEN_PREFIX,
  sharePath,
  type ShareKind,
  type ShareLink,
  type ShareLinkCreated,
  type ShareRevokedReason,
  type ShareUpdateRequest,
} from '@icp-studio/contracts';
import { DomainError } from './errors.js';
import type { ShareLinkRows } from './share-link-rows.js';

/**
 * Read-only share links (docs/product.md §14), the parts the icp and playbook services share: the token,
 * its hash, the rules of a link's life and its answer. Each service keeps its own table and decides who
 * may make, list and revoke links of its items (whoever may see and change the item).
 */

/** Random bytes in a token: 256 bits. */
export const SHARE_TOKEN_BYTES = 32;

/** The longest an expiry may lie ahead. */
export const MAX_SHARE_DAYS = 366;

/** The stored form of a token: SHA-256, hex. The token itself is never stored. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token for a link to an item of this kind, and the hash to store. */
export function newShareToken(kind: ShareKind): { token: string; tokenHash: string } {
  const token = SHARE_TOKEN_PREFIX[kind] + randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashShareToken(token) };
}

/**
 * Tokens derived from the link's id (docs/product.md §14, "Copy again"): the id's 16 bytes, then the
 * first 16 bytes of HMAC-SHA256(key, "<kind>:<id>"), in base64url after the kind's prefix: the same
 * form as a random token (43 characters, 256 bits), and only its SHA-256 is stored, as before. Whoever
 * may list an item's links is given each live one's address again, derived anew with the key; nothing
 * secret is kept in the table. A link made before (a random token) or under another key is not
 * derivable: its derived token's hash does not match the stored one, and it answers no address.
 */
export const SHARE_KEY_MIN_LENGTH = 32;

/** The key the derivation uses in development and tests when SHARE_LINK_KEY is unset (never in production). */
const DEVELOPMENT_SHARE_KEY = 'icp-studio development share-link key: never in production';

/**
 * The key of the derived tokens: SHARE_LINK_KEY; without it, a fixed one outside production, and in
 * production none (links then get random tokens, shown once, as before copying again existed).
 */
export function shareLinkKey(config: { SHARE_LINK_KEY?: string; NODE_ENV?: string }): string | null {
  if (config.SHARE_LINK_KEY) return config.SHARE_LINK_KEY;
  return config.NODE_ENV === 'production' ? null : DEVELOPMENT_SHARE_KEY;
}

/** The token of the link with this id, under this key. */
export function derivedShareToken(kind: ShareKind, id: string, key: string): string {
  const idBytes = Buffer.from(id.replace(/-/g, ''), 'hex');
  const mac = createHmac('sha256', key).update(`${kind}:${id}`, 'utf8').digest().subarray(0, 16);
  return SHARE_TOKEN_PREFIX[kind] + Buffer.concat([idBytes, mac]).toString('base64url');
}

/**
 * A new link's id, token and the hash to store: the token derived from the id when there is a key,
 * else random.
 */
export function newShareLink(
  kind: ShareKind,
  key: string | null,
): { id: string; token: string; tokenHash: string } {
  const id = randomUUID();
  if (!key) return { id, ...newShareToken(kind) };
  const token = derivedShareToken(kind, id, key);
  return { id, token, tokenHash: hashShareToken(token) };
}

/**
 * The page of a live link its owner may copy again, or null: a link ended, made before tokens were
 * derived, or under another key (the derived token's hash must be the stored one).
 */
export function copyableSharePath(
  kind: ShareKind,
  row: Pick<ShareRow, 'id' | 'expiresAt' | 'revokedAt'> & { tokenHash?: string },
  key: string | null,
  now: Date,
): string | null {
  if (!key || !row.tokenHash || !isLiveShare(row, now)) return null;
  const token = derivedShareToken(kind, row.id, key);
  const stored = Buffer.from(row.tokenHash, 'utf8');
  const derived = Buffer.from(hashShareToken(token), 'utf8');
  return stored.length === derived.length && timingSafeEqual(stored, derived) ? sharePath(token) : null;
}

/** A stored link, as both services' share tables hold it. */
export interface ShareRow {
  id: string;
  itemId: string;
  label: string | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  viewCount: number;
  lastViewedAt: Date | null;
  createdBy: string;
  /** The maker's name when they made it (null for links made before it was kept). */
  createdByName: string | null;
  createdAt: Date;
  /** Set when the product ended the link rather than a person (its maker lost access). */
  revokedReason: ShareRevokedReason | null;
  /** SHA-256 (hex) of its token. */
  tokenHash?: string;
}

/** Live: not revoked and not past its expiry. */
export function isLiveShare(row: Pick<ShareRow, 'expiresAt' | 'revokedAt'>, now: Date): boolean {
  return row.revokedAt === null && (row.expiresAt === null || row.expiresAt.getTime() > now.getTime());
}

/**
 * The expiry a request asks for, checked: absent or null never expires; otherwise it must lie in the
 * future and within MAX_SHARE_DAYS (400).
 */
export function shareExpiry(expiresAt: string | null | undefined, now: Date): Date | null {
  if (expiresAt === undefined || expiresAt === null) return null;
  const at = new Date(expiresAt);
  if (Number.isNaN(at.getTime())) throw DomainError.badRequest('Expiry must be a date and time');
  if (at.getTime() <= now.getTime()) throw DomainError.badRequest('Expiry must be in the future');
  if (at.getTime() - now.getTime() > MAX_SHARE_DAYS * 86_400_000)
    throw DomainError.badRequest(`Expiry must be within ${MAX_SHARE_DAYS} days`);
  return at;
}

/** A label as stored: trimmed, blank is none. */
export function shareLabel(label: string | null | undefined): string | null {
  const trimmed = label?.trim();
  return trimmed ? trimmed : null;
}

/** 409 when an item already has as many live links as it may. */
export function assertShareRoom(liveCount: number): void {
  if (liveCount >= MAX_LIVE_SHARES)
    throw DomainError.conflict(
      `This item already has ${MAX_LIVE_SHARES} live links. Revoke some before making another.`,
    );
}

/**
 * A link as its item's owner sees it: never a token it cannot derive; `url`, its page to copy again,
 * when the key derives it (see `copyableSharePath`).
 */
export function toShareLink(kind: ShareKind, row: ShareRow, url: string | null = null): ShareLink {
  return {
    id: row.id,
    kind,
    itemId: row.itemId,
    label: row.label,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    // Only a link ended for its maker's access is listed once revoked: a live one answers nulls.
    revokedAt: row.revokedReason ? (row.revokedAt?.toISOString() ?? null) : null,
    revokedReason: row.revokedReason,
    url,
  };
}

/** The answer to making a link: its token and page. */
export function toCreatedShareLink(kind: ShareKind, row: ShareRow, token: string): ShareLinkCreated {
  return { ...toShareLink(kind, row), token, url: sharePath(token) };
}

/** A link's maker as the owner's list names them: first and last name, else the user name. */
export function shareMakerName(user: { firstName: string; lastName: string; username: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/**
 * Edits a link's label and expiry (docs/product.md §14, "Editing a link"), for both services once the
 * caller was found to manage the item's links (the rule of revoking). Each field is checked as at
 * creation: a blank label is none, an expiry lies ahead (400), null never expires. A link that is not
 * the item's answers 404; one revoked or expired, 409: it no longer opens, so changing it would mislead
 * (an expired link is not brought back to life; its owner makes a new one). Answers the link as the list
 * shows it.
 */
export async function updateShareLink(
  kind: ShareKind,
  rows: Pick<ShareLinkRows<ShareRow>, 'update'>,
  target: { itemId: string; shareId: string },
  request: ShareUpdateRequest,
  key: string | null,
): Promise<ShareLink> {
  const now = new Date();
  const updated = await rows.update(target.itemId, target.shareId, {
    ...(request.label !== undefined && { label: shareLabel(request.label) }),
    ...(request.expiresAt !== undefined && { expiresAt: shareExpiry(request.expiresAt, now) }),
  });
  if (updated === 'missing') throw DomainError.notFound('Share link not found');
  if (updated === 'ended') throw DomainError.conflict(SHARE_LINK_ENDED);
  return toShareLink(kind, updated, copyableSharePath(kind, updated, key, now));
}
