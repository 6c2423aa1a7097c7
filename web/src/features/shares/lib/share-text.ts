import type { ShareLink } from '@icp-studio/contracts';
import { format, parseISO } from 'date-fns';

/** The expiry choices of the Share dialog, in days (0: never). */
export const EXPIRY_CHOICES = [
  { days: 0, label: 'Never expires' },
  { days: 1, label: '1 day' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
] as const;

/** The expiry sent for a choice of days from `now` (null: never). */
export function expiryFor(days: number, now: Date = new Date()): string | null {
  return days > 0 ? new Date(now.getTime() + days * 86_400_000).toISOString() : null;
}

/** The Edit dialog's expiry choice that leaves a link's expiry as it is. */
export const KEEP_EXPIRY = 'keep';

/**
 * The expiry an edit sends for a choice of the Edit dialog: nothing (absent) to keep the link's own,
 * null for never, else that many days from `now`.
 */
export function editedExpiry(choice: string, now: Date = new Date()): { expiresAt?: string | null } {
  return choice === KEEP_EXPIRY ? {} : { expiresAt: expiryFor(Number(choice), now) };
}

/** The full address of a link's page on this site. */
export function shareUrl(path: string, origin: string = window.location.origin): string {
  return `${origin}${path}`;
}

const day = (iso: string) => format(parseISO(iso), 'MMM d, yyyy');
const moment = (iso: string) => format(parseISO(iso), 'MMM d, yyyy, h:mm a');

/** "3 views · last viewed Nov 26, 2026, 10:02 AM", "Not viewed yet". */
export function viewsText(link: Pick<ShareLink, 'viewCount' | 'lastViewedAt'>): string {
  if (link.viewCount === 0 || !link.lastViewedAt) return 'Not viewed yet';
  const views = link.viewCount === 1 ? '1 view' : `${link.viewCount} views`;
  return `${views} · last viewed ${moment(link.lastViewedAt)}`;
}

/** "Created Nov 26, 2026 · expires Dec 3, 2026" (or "· never expires"). */
export function lifeText(link: Pick<ShareLink, 'createdAt' | 'expiresAt'>): string {
  return `Created ${day(link.createdAt)} · ${link.expiresAt ? `expires ${day(link.expiresAt)}` : 'never expires'}`;
}

/** "Keep: expires Dec 3, 2026", the Edit dialog's first expiry choice for a link that expires. */
export function keepExpiryText(expiresAt: string): string {
  return `Keep: expires ${day(expiresAt)}`;
}

/** "Made by Ann Lee" (null for links made before the maker's name was kept). */
export function makerText(link: Pick<ShareLink, 'createdByName'>): string | null {
  return link.createdByName ? `Made by ${link.createdByName}` : null;
}

/** Links ended by the product rather than a person, and why (docs/product.md §14, "A maker's access"). */
export function isRevokedForAccess(link: Pick<ShareLink, 'revokedReason'>): boolean {
  return link.revokedReason != null;
}

/** "Revoked Nov 27, 2026: Ann Lee no longer has access to this profile". */
export function revokedText(
  link: Pick<ShareLink, 'revokedAt' | 'revokedReason' | 'createdByName'>,
  noun: string,
): string {
  const when = link.revokedAt ? `Revoked ${day(link.revokedAt)}` : 'Revoked';
  const who = link.createdByName ?? 'its maker';
  return `${when}: ${who} no longer has access to this ${noun}`;
}
