import 'reflect-metadata';
import { Module, type Type } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  createLogger,
  DataSourceCloser,
  logger,
  migrate,
  NATS_CONNECTION,
  RpcClientModule,
  startMicroservice,
  type ServiceHandle,
} from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { AccessController } from './access/access.controller.js';
import { AccessService } from './access/access.service.js';
import { AssignmentsController } from './assignments/assignments.controller.js';
import { AssignmentsRepository } from './assignments/assignments.repository.js';
import { AssignmentsService } from './assignments/assignments.service.js';
import type { AuthConfig } from './config.js';
import { CredentialsController } from './credentials/credentials.controller.js';
import { CredentialsService } from './credentials/credentials.service.js';
import { PasswordHasher } from './credentials/password-hasher.js';
import { AuthEvents } from './events/auth-events.js';
import { createAuthDataSource } from './infra/database.js';
import { healthChecks } from './infra/health.js';
import { AUTH_CONFIG } from './infra/tokens.js';
import { Mailer } from './mail/mailer.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { ResetTokensRepository } from './password-reset/reset-tokens.repository.js';
import { AdminBootstrap } from './users/admin-bootstrap.js';
import { UsersController } from './users/users.controller.js';
import { UsersRepository } from './users/users.repository.js';
import { UsersService } from './users/users.service.js';

export const SERVICE_NAME = 'auth';

/** The Nest module of the service, bound to its configuration and its (migrated) DataSource. */
export function createAuthModule(config: AuthConfig, ds: DataSource): Type<unknown> {
  @Module({
    imports: [
      RpcClientModule.forRoot({
        url: config.NATS_URL,
        name: SERVICE_NAME,
        timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
      }),
    ],
    controllers: [
      CredentialsController,
      PasswordResetController,
      UsersController,
      AccessController,
      AssignmentsController,
    ],
    providers: [
      { provide: AUTH_CONFIG, useValue: config },
      { provide: DataSource, useValue: ds },
      {
        provide: PasswordHasher,
        useFactory: (c: AuthConfig) =>
          new PasswordHasher({ memoryCost: c.ARGON2_MEMORY_KIB, timeCost: c.ARGON2_TIME_COST }),
        inject: [AUTH_CONFIG],
      },
      DataSourceCloser,
      AuthEvents,
      Mailer,
      UsersRepository,
      AccessService,
      CredentialsService,
      ResetTokensRepository,
      PasswordResetService,
      UsersService,
      AssignmentsRepository,
      AssignmentsService,
      AdminBootstrap,
    ],
  })
  class AuthModule {}
  return AuthModule;
}

/**
 * Starts the auth service: applies its migrations, then serves its NATS subjects (queue group `auth`)
 * and the ops server on HEALTH_PORT (0 picks a free port). The admin account from ADMIN_EMAIL /
 * ADMIN_PASSWORD is ensured before the first message is taken.
 */
export async function startAuthService(
  config: AuthConfig,
  opts: { handleSignals?: boolean } = {},
): Promise<ServiceHandle> {
  createLogger(SERVICE_NAME, config.LOG_LEVEL);
  const ds = createAuthDataSource(config.DATABASE_URL);
  try {
    const applied = await migrate(ds);
    if (applied.length) logger().info({ migrations: applied }, 'migrations applied');
    return await startMicroservice({
      service: SERVICE_NAME,
      module: createAuthModule(config, ds),
      natsUrl: config.NATS_URL,
      healthPort: config.HEALTH_PORT,
      checks: (app) => healthChecks(app.get<NatsConnection>(NATS_CONNECTION), ds),
      handleSignals: opts.handleSignals,
    });
  } catch (err) {
    if (ds.isInitialized) await ds.destroy().catch(() => undefined);
    throw err;
  }
}
