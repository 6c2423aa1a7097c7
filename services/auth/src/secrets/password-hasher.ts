import { randomBytes } from 'node:crypto';
import { argon2id, hash, needsRehash, verify } from 'argon2';
import { ARGON2_MIN_MEMORY_KIB, ARGON2_MIN_TIME_COST } from '../config.js';

export interface Argon2Params {
  /** KiB; never below OWASP's 19 MiB. */
  memoryCost: number;
  /** Iterations; never below 2. */
  timeCost: number;
}

/**
 * argon2id password hashing. `verify` runs the same work for an account that does not exist (against a
 * dummy hash made with the same parameters), so the answer time does not tell which usernames exist.
 */
export class PasswordHasher {
  readonly params: Readonly<Argon2Params & { parallelism: 1 }>;
  private dummy: Promise<string> | undefined;

  constructor(params: Argon2Params) {
    this.params = Object.freeze({
      memoryCost: Math.max(params.memoryCost, ARGON2_MIN_MEMORY_KIB),
      timeCost: Math.max(params.timeCost, ARGON2_MIN_TIME_COST),
      parallelism: 1 as const,
    });
  }

  hash(password: string): Promise<string> {
    return hash(password, { ...this.params, type: argon2id });
  }

  /** True only when `storedHash` exists and matches. `null` (no such user) costs the same and is false. */
  async verify(storedHash: string | null | undefined, password: string): Promise<boolean> {
    if (!storedHash) {
      await verify(await this.dummyHash(), password).catch(() => false);
      return false;
    }
    try {
      return await verify(storedHash, password);
    } catch {
      // A malformed stored hash never authenticates.
      return false;
    }
  }

  /** A stored hash made with weaker (or other) parameters than the current ones. */
  needsRehash(storedHash: string): boolean {
    try {
      return !storedHash.startsWith('$argon2id$') || needsRehash(storedHash, this.params);
    } catch {
      return true;
    }
  }

  /** Made once, lazily, from a random secret nobody knows. */
  dummyHash(): Promise<string> {
    return (this.dummy ??= this.hash(randomBytes(32).toString('base64url')));
  }
}
