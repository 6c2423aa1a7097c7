import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { logger } from '@icp-studio/service-kit';
import { randomBytes } from 'node:crypto';
import type { AuthConfig } from '../config.js';
import { PasswordHasher } from '../secrets/password-hasher.js';
import { AuthEvents } from '../events/auth.events.js';
import { AUTH_CONFIG } from '../infra/tokens.js';
import { UsersRepository } from './users.repository.js';

export type AdminBootstrapResult =
  { outcome: 'skipped' } | { outcome: 'created' | 'updated' | 'unchanged'; userId: string; username: string };

/**
 * The first admin, from ADMIN_EMAIL / ADMIN_PASSWORD (docs/product.md): created at start-up, or, when an
 * account with that e-mail exists, given the admin role and that password. A changed password ends the
 * account's sessions. Replicas starting together take turns (advisory lock).
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly users: UsersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
    private readonly events: AuthEvents,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
  }

  async ensureAdmin(): Promise<AdminBootstrapResult> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password, ADMIN_USERNAME: username } = this.config;
    if (!email || !password) {
      logger().warn('ADMIN_EMAIL or ADMIN_PASSWORD is not set: no admin account was created or updated');
      return { outcome: 'skipped' };
    }
    const result = await this.users.underAdminBootstrapLock(async (tx) => {
      const existing = await tx.findByEmail(email);
      if (!existing) {
        const free = !(await tx.findByUsername(username));
        const name = free ? username : `${username.slice(0, 15)}_${randomBytes(2).toString('hex')}`;
        if (!free) logger().warn({ username, instead: name }, 'ADMIN_USERNAME is taken by another account');
        const created = await tx.insert({
          email,
          username: name,
          firstName: 'Admin',
          lastName: 'User',
          role: 'admin',
          profileImageUrl: null,
          passwordHash: await this.hasher.hash(password),
          sessionVersion: 0,
        });
        return { outcome: 'created' as const, user: created, roleChanged: false, passwordChanged: false };
      }
      const roleChanged = existing.role !== 'admin';
      const passwordChanged = !(await this.hasher.verify(existing.passwordHash, password));
      if (roleChanged || passwordChanged) {
        await tx.update(existing.id, {
          role: 'admin',
          ...(passwordChanged
            ? {
                passwordHash: await this.hasher.hash(password),
                sessionVersion: existing.sessionVersion + 1,
              }
            : {}),
        });
      }
      return {
        outcome: roleChanged || passwordChanged ? ('updated' as const) : ('unchanged' as const),
        user: { ...existing, sessionVersion: existing.sessionVersion + (passwordChanged ? 1 : 0) },
        roleChanged,
        passwordChanged,
      };
    });
    const { user } = result;
    if (result.roleChanged) this.events.userChanged({ userId: user.id, reason: 'role' });
    if (result.passwordChanged) {
      this.events.sessionsRevoked({ userId: user.id, sessionVersion: user.sessionVersion });
      this.events.userChanged({ userId: user.id, reason: 'password' });
    }
    logger().info(
      { userId: user.id, username: user.username, outcome: result.outcome },
      'admin account checked',
    );
    return { outcome: result.outcome, userId: user.id, username: user.username };
  }
}
