import { createServiceDataSource } from '@icp-studio/service-kit';
import type { DataSource } from 'typeorm';
import { AssignmentEntity } from '../assignments/assignment.entity.js';
import { PasswordResetTokenEntity } from '../password-reset/reset-token.entity.js';
import { UserEntity } from '../users/user.entity.js';
import { CreateAuthTables1763700000000 } from './migrations/1763700000000-CreateAuthTables.js';
import { AdminListIndexes1763800000000 } from './migrations/1763800000000-AdminListIndexes.js';
import { UserProfession1764100000000 } from './migrations/1764100000000-UserProfession.js';
import { PendingEmailChange1766034000000 } from './migrations/1766034000000-PendingEmailChange.js';
import { Notifications1766800000000 } from './migrations/1766800000000-Notifications.js';
import { EmailChangeUndo1767200000000 } from './migrations/1767200000000-EmailChangeUndo.js';
import { NotificationSharesRevoked1767600000000 } from './migrations/1767600000000-NotificationSharesRevoked.js';
import { NotificationKpiReview1768000000000 } from './migrations/1768000000000-NotificationKpiReview.js';

/** The service's own PostgreSQL schema. Raw SQL names its tables with it (`auth.users`). */
export const AUTH_SCHEMA = 'auth';

export const AUTH_ENTITIES = [UserEntity, PasswordResetTokenEntity, AssignmentEntity];

/** In order. Add new ones at the end; never edit one that has shipped. */
export const AUTH_MIGRATIONS = [
  CreateAuthTables1763700000000,
  AdminListIndexes1763800000000,
  UserProfession1764100000000,
  PendingEmailChange1766034000000,
  Notifications1766800000000,
  EmailChangeUndo1767200000000,
  NotificationSharesRevoked1767600000000,
  NotificationKpiReview1768000000000,
];

export function createAuthDataSource(url: string, poolSize?: number): DataSource {
  return createServiceDataSource({
    url,
    schema: AUTH_SCHEMA,
    entities: AUTH_ENTITIES,
    migrations: AUTH_MIGRATIONS,
    poolSize,
  });
}
