import { createHash, randomBytes } from 'node:crypto';

/** The answers of the reset flow, verbatim (the web app keys off the words 'invalid' and 'expired'). */
export const RESET_MESSAGES = {
  forgot: "If an account exists with this email, you'll receive a password reset link.",
  invalid: 'This reset link is invalid or has already been used.',
  expired: 'This reset link has expired. Please request a new one.',
  done: 'Password has been reset',
} as const;

/** 256 random bits. */
export const RESET_TOKEN_BYTES = 32;

/** A new reset token: 256 random bits as base64url (43 characters, matches `resetTokenSchema`). */
export function generateResetToken(): string {
  return randomBytes(RESET_TOKEN_BYTES).toString('base64url');
}

/** What the database keeps instead of the token: its SHA-256, hex. A leaked table opens no account. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function resetExpiry(now: Date, ttlMinutes: number): Date {
  return new Date(now.getTime() + ttlMinutes * 60_000);
}

/** The link the e-mail carries: the web app's reset route. */
export function resetLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/reset-password/${encodeURIComponent(token)}`;
}

export type ResetTokenState = 'valid' | 'invalid' | 'expired';

/**
 * Unknown or already used: invalid (a used link says so even once it is also past its time).
 * Past its expiry: expired. Otherwise valid.
 */
export function resetTokenState(
  row: { expiresAt: Date; usedAt: Date | null } | null | undefined,
  now: Date,
): ResetTokenState {
  if (!row || row.usedAt) return 'invalid';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** "1 hour", "2 hours", "30 minutes", "90 minutes", "1 week": how the e-mail states a link's lifetime. */
export function describeTtl(minutes: number): string {
  const week = 7 * 24 * 60;
  if (minutes % week === 0) {
    const weeks = minutes / week;
    return weeks === 1 ? '1 week' : `${weeks} weeks`;
  }
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
