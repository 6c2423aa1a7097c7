import { createHash, randomBytes } from 'node:crypto';
import {
  MAX_LIVE_SHARES,
  SHARE_TOKEN_PREFIX,
  sharePath,
  type ShareKind,
  type ShareLink,
  type ShareLinkCreated,
  type ShareRevokedReason,
} from '@icp-studio/contracts';
import { DomainError } from './errors.js';

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

/** A link as its item's owner sees it (no token). */
export function toShareLink(kind: ShareKind, row: ShareRow): ShareLink {
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
  };
}

/** The answer to making a link: the only time its token is told. */
export function toCreatedShareLink(kind: ShareKind, row: ShareRow, token: string): ShareLinkCreated {
  return { ...toShareLink(kind, row), token, url: sharePath(token) };
}

/** A link's maker as the owner's list names them: first and last name, else the user name. */
export function shareMakerName(user: { firstName: string; lastName: string; username: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}
