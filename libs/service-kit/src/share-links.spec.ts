import { createHash } from 'node:crypto';
import { SHARE_TOKEN_PATTERN, shareKindOfToken } from '@icp-studio/contracts';
import { DomainError } from './errors.js';
import {
  assertShareRoom,
  hashShareToken,
  isLiveShare,
  newShareToken,
  shareExpiry,
  shareLabel,
  toCreatedShareLink,
  toShareLink,
  copyableSharePath,
  derivedShareToken,
  newShareLink,
  shareLinkKey,
  type ShareRow,
} from './share-links.js';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const DAY = 86_400_000;

describe('share tokens derived from the link id (copy again)', () => {
  const KEY = 'a test key of at least thirty-two characters';
  const live = { expiresAt: null, revokedAt: null };

  it('have the form of a random token, store only their hash, and derive again to the same page', () => {
    const made = newShareLink('icp', KEY);
    expect(made.token).toMatch(SHARE_TOKEN_PATTERN);
    expect(shareKindOfToken(made.token)).toBe('icp');
    expect(made.tokenHash).toBe(hashShareToken(made.token));
    expect(derivedShareToken('icp', made.id, KEY)).toBe(made.token);
    expect(copyableSharePath('icp', { id: made.id, tokenHash: made.tokenHash, ...live }, KEY, NOW)).toBe(
      `/s/${made.token}`,
    );
  });

  it('answer no page for a random token of before, another key, another kind, or a link no longer live', () => {
    const made = newShareLink('playbook', KEY);
    const row = { id: made.id, tokenHash: made.tokenHash, ...live };
    expect(
      copyableSharePath('playbook', row, 'another key of at least thirty-two characters', NOW),
    ).toBeNull();
    expect(copyableSharePath('icp', row, KEY, NOW)).toBeNull();
    expect(copyableSharePath('playbook', row, null, NOW)).toBeNull();
    expect(copyableSharePath('playbook', { ...row, revokedAt: NOW }, KEY, NOW)).toBeNull();
    expect(
      copyableSharePath('playbook', { ...row, expiresAt: new Date(NOW.getTime() - 1) }, KEY, NOW),
    ).toBeNull();
    const old = newShareToken('playbook');
    expect(
      copyableSharePath('playbook', { id: made.id, tokenHash: old.tokenHash, ...live }, KEY, NOW),
    ).toBeNull();
  });

  it('cannot be made without the key: the MAC is what a token of another id lacks', () => {
    const a = newShareLink('icp', KEY);
    const b = newShareLink('icp', KEY);
    expect(a.token.slice(2, 24)).not.toBe(b.token.slice(2, 24));
    expect(derivedShareToken('icp', a.id, 'x'.repeat(32))).not.toBe(a.token);
  });

  it('use SHARE_LINK_KEY, a fixed key outside production, and none in production without it', () => {
    expect(shareLinkKey({ SHARE_LINK_KEY: KEY, NODE_ENV: 'production' })).toBe(KEY);
    expect(shareLinkKey({ NODE_ENV: 'development' })).toEqual(expect.any(String));
    expect(shareLinkKey({ NODE_ENV: 'production' })).toBeNull();
    expect(newShareLink('icp', null).token).toMatch(SHARE_TOKEN_PATTERN);
  });
});

describe('share tokens', () => {
  it('are the kind prefix and 32 random bytes in base64url, and name their kind', () => {
    const icp = newShareToken('icp');
    const playbook = newShareToken('playbook');
    expect(icp.token).toMatch(/^i_[A-Za-z0-9_-]{43}$/);
    expect(playbook.token).toMatch(/^p_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(icp.token.slice(2), 'base64url')).toHaveLength(32);
    expect(SHARE_TOKEN_PATTERN.test(icp.token)).toBe(true);
    expect(shareKindOfToken(icp.token)).toBe('icp');
    expect(shareKindOfToken(playbook.token)).toBe('playbook');
  });

  it('never repeat', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => newShareToken('icp').token));
    expect(seen.size).toBe(2000);
  });

  it('are stored as their SHA-256 in hex, never as themselves', () => {
    const { token, tokenHash } = newShareToken('icp');
    expect(tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash).not.toContain(token.slice(2, 12));
    expect(hashShareToken(token)).toBe(tokenHash);
    expect(hashShareToken(`${token}x`)).not.toBe(tokenHash);
  });

  it('malformed tokens have no kind', () => {
    for (const bad of [
      '',
      'i_',
      'x_' + 'a'.repeat(43),
      'i_' + 'a'.repeat(42),
      'i_' + 'a'.repeat(44),
      'i_' + '+'.repeat(43),
    ])
      expect(shareKindOfToken(bad)).toBeNull();
  });
});

describe('a link is live', () => {
  it('until it is revoked or its expiry passes', () => {
    expect(isLiveShare({ revokedAt: null, expiresAt: null }, NOW)).toBe(true);
    expect(isLiveShare({ revokedAt: null, expiresAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(true);
    expect(isLiveShare({ revokedAt: null, expiresAt: NOW }, NOW)).toBe(false);
    expect(isLiveShare({ revokedAt: NOW, expiresAt: null }, NOW)).toBe(false);
  });
});

describe('a requested expiry', () => {
  const status = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return (e as DomainError).message;
    }
    return 'ok';
  };
  it('is none when absent, else a future date within a year', () => {
    expect(shareExpiry(undefined, NOW)).toBeNull();
    expect(shareExpiry(null, NOW)).toBeNull();
    const at = new Date(NOW.getTime() + 7 * DAY).toISOString();
    expect(shareExpiry(at, NOW)?.toISOString()).toBe(at);
    expect(status(() => shareExpiry(NOW.toISOString(), NOW))).toBe('Expiry must be in the future');
    expect(status(() => shareExpiry(new Date(NOW.getTime() + 400 * DAY).toISOString(), NOW))).toBe(
      'Expiry must be within 366 days',
    );
  });
});

describe('labels, limits and answers', () => {
  it('a blank label is none', () => {
    expect(shareLabel('  ')).toBeNull();
    expect(shareLabel(undefined)).toBeNull();
    expect(shareLabel(' For Bob ')).toBe('For Bob');
  });

  it('an item may hold 50 live links', () => {
    expect(() => assertShareRoom(49)).not.toThrow();
    expect(() => assertShareRoom(50)).toThrow(DomainError);
  });

  it('the token is in the answer to its creation only', () => {
    const row: ShareRow = {
      id: '00000000-0000-4000-8000-000000000001',
      itemId: '00000000-0000-4000-8000-000000000002',
      label: null,
      expiresAt: null,
      revokedAt: null,
      viewCount: 3,
      lastViewedAt: NOW,
      createdBy: '00000000-0000-4000-8000-000000000003',
      createdByName: 'Ann Lee',
      createdAt: NOW,
      revokedReason: null,
    };
    const link = toShareLink('icp', row);
    expect(link).not.toHaveProperty('token');
    expect(link).toMatchObject({ kind: 'icp', viewCount: 3, lastViewedAt: NOW.toISOString() });
    const { token } = newShareToken('icp');
    expect(toCreatedShareLink('icp', row, token)).toMatchObject({ token, url: `/s/${token}` });
  });

  it("names its maker, and tells a link ended for its maker's access with when and why", () => {
    const row: ShareRow = {
      id: '00000000-0000-4000-8000-000000000001',
      itemId: '00000000-0000-4000-8000-000000000002',
      label: null,
      expiresAt: null,
      revokedAt: null,
      viewCount: 0,
      lastViewedAt: null,
      createdBy: '00000000-0000-4000-8000-000000000003',
      createdByName: 'Ann Lee',
      createdAt: NOW,
      revokedReason: null,
    };
    expect(toShareLink('playbook', row)).toMatchObject({
      createdByName: 'Ann Lee',
      revokedAt: null,
      revokedReason: null,
    });
    const ended = { ...row, revokedAt: NOW, revokedReason: 'creator_lost_access' as const };
    expect(toShareLink('playbook', ended)).toMatchObject({
      revokedAt: NOW.toISOString(),
      revokedReason: 'creator_lost_access',
    });
  });
});
