import { describe, expect, it } from 'vitest';
import {
  expiryFor,
  isRevokedForAccess,
  lifeText,
  makerText,
  revokedText,
  shareUrl,
  viewsText,
} from './share-text';

describe('share link texts', () => {
  const now = new Date('2026-11-26T10:00:00.000Z');

  it('an expiry in days from now, or none', () => {
    expect(expiryFor(0, now)).toBeNull();
    expect(expiryFor(7, now)).toBe('2026-12-03T10:00:00.000Z');
  });

  it('the full address of a link', () => {
    expect(shareUrl('/s/i_abc', 'https://studio.example')).toBe('https://studio.example/s/i_abc');
  });

  it('views and life', () => {
    expect(viewsText({ viewCount: 0, lastViewedAt: null })).toBe('Not viewed yet');
    expect(viewsText({ viewCount: 1, lastViewedAt: '2026-11-26T10:00:00.000Z' })).toMatch(
      /^1 view · last viewed Nov 26, 2026/,
    );
    expect(viewsText({ viewCount: 3, lastViewedAt: '2026-11-26T10:00:00.000Z' })).toMatch(/^3 views/);
    expect(lifeText({ createdAt: '2026-11-26T10:00:00.000Z', expiresAt: null })).toBe(
      'Created Nov 26, 2026 · never expires',
    );
    expect(lifeText({ createdAt: '2026-11-26T10:00:00.000Z', expiresAt: '2026-12-03T10:00:00.000Z' })).toBe(
      'Created Nov 26, 2026 · expires Dec 3, 2026',
    );
  });

  it('who made a link, and a link ended for its maker’s access', () => {
    expect(makerText({ createdByName: 'Ann Lee' })).toBe('Made by Ann Lee');
    expect(makerText({ createdByName: null })).toBeNull();
    expect(isRevokedForAccess({ revokedReason: null })).toBe(false);
    expect(isRevokedForAccess({ revokedReason: 'creator_lost_access' })).toBe(true);
    expect(
      revokedText(
        {
          revokedAt: '2026-11-27T10:00:00.000Z',
          revokedReason: 'creator_lost_access',
          createdByName: 'Ann Lee',
        },
        'profile',
      ),
    ).toBe('Revoked Nov 27, 2026: Ann Lee no longer has access to this profile');
    expect(
      revokedText({ revokedAt: null, revokedReason: 'creator_lost_access', createdByName: null }, 'playbook'),
    ).toBe('Revoked: its maker no longer has access to this playbook');
  });
});
