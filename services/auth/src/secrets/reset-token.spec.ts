import { resetTokenSchema } from '@icp-studio/contracts';
import {
  describeTtl,
  generateResetToken,
  hashResetToken,
  resetExpiry,
  resetLink,
  resetTokenState,
} from './reset-token.js';

describe('reset tokens', () => {
  it('are 256 random bits in base64url that the contract accepts', () => {
    const token = generateResetToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(resetTokenSchema.safeParse(token).success).toBe(true);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateResetToken));
    expect(tokens.size).toBe(1000);
  });

  it('are stored as their SHA-256, never as themselves', () => {
    const token = generateResetToken();
    const stored = hashResetToken(token);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
    expect(hashResetToken(token)).toBe(stored);
    expect(hashResetToken(generateResetToken())).not.toBe(stored);
    // Known vector: sha256("abc").
    expect(hashResetToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('expire after the configured minutes', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    expect(resetExpiry(now, 60).toISOString()).toBe('2026-01-01T11:00:00.000Z');
    expect(resetExpiry(now, 5).toISOString()).toBe('2026-01-01T10:05:00.000Z');
  });

  it('link to the web app reset route', () => {
    expect(resetLink('http://localhost:8080', 'abc_-1')).toBe('http://localhost:8080/reset-password/abc_-1');
    expect(resetLink('https://app.example.com/', 'x')).toBe('https://app.example.com/reset-password/x');
  });
});

describe('resetTokenState', () => {
  const now = new Date('2026-01-01T10:00:00Z');
  const later = new Date('2026-01-01T10:30:00Z');
  const earlier = new Date('2026-01-01T09:30:00Z');

  it('is invalid for an unknown token', () => {
    expect(resetTokenState(null, now)).toBe('invalid');
    expect(resetTokenState(undefined, now)).toBe('invalid');
  });

  it('is valid before its expiry and unused', () => {
    expect(resetTokenState({ expiresAt: later, usedAt: null }, now)).toBe('valid');
  });

  it('is expired at or after its expiry', () => {
    expect(resetTokenState({ expiresAt: earlier, usedAt: null }, now)).toBe('expired');
    expect(resetTokenState({ expiresAt: now, usedAt: null }, now)).toBe('expired');
  });

  it('is invalid once used, expired or not', () => {
    expect(resetTokenState({ expiresAt: later, usedAt: earlier }, now)).toBe('invalid');
    expect(resetTokenState({ expiresAt: earlier, usedAt: earlier }, now)).toBe('invalid');
  });
});

describe('describeTtl', () => {
  it.each([
    [60, '1 hour'],
    [120, '2 hours'],
    [30, '30 minutes'],
    [90, '90 minutes'],
    [1, '1 minute'],
    [24 * 60, '24 hours'],
    [7 * 24 * 60, '1 week'],
    [14 * 24 * 60, '2 weeks'],
  ])('%d minutes reads %j', (minutes, text) => {
    expect(describeTtl(minutes)).toBe(text);
  });
});
