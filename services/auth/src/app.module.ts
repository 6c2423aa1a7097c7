import { Module, type Type } from '@nestjs/common';
import { DataSourceCloser, RpcClientModule } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { AccountController } from './account/account.controller.js';
import { AccountRepository } from './account/account.repository.js';
import { AccountService } from './account/account.service.js';
import { AccessController } from './access/access.controller.js';
import { AccessService } from './access/access.service.js';
import { AssignmentsController } from './assignments/assignments.controller.js';
import { AssignmentsRepository } from './assignments/assignments.repository.js';
import { AssignmentsService } from './assignments/assignments.service.js';
import type { AuthConfig } from './config.js';
import { CredentialsController } from './credentials/credentials.controller.js';
import { CredentialsService } from './credentials/credentials.service.js';
import { PasswordHasher } from './secrets/password-hasher.js';
import { AuthEvents } from './events/auth.events.js';
import { AUTH_CONFIG } from './infra/tokens.js';
import { Mailer } from './mail/mailer.js';
import { DigestScheduler } from './notifications/digest-scheduler.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { NotificationsRepository } from './notifications/notifications.repository.js';
import { NotificationsService } from './notifications/notifications.service.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { ResetTokensRepository } from './password-reset/reset-tokens.repository.js';
import { AdminBootstrap } from './users/admin-bootstrap.js';
import { UsersController } from './users/users.controller.js';
import { UsersRepository } from './users/users.repository.js';
import { UsersService } from './users/users.service.js';

export const SERVICE_NAME = 'auth';

/** The Nest module of the service, bound to its configuration and its (migrated) DataSource. */
export function authModule(config: AuthConfig, ds: DataSource): Type<unknown> {
  @Module({
    imports: [
      RpcClientModule.forRoot({
        url: config.NATS_URL,
        name: SERVICE_NAME,
        timeoutMs: config.NATS_REQUEST_TIMEOUT_MS,
        readHedgeMs: config.RPC_READ_HEDGE_MS,
      }),
    ],
    controllers: [
      CredentialsController,
      PasswordResetController,
      UsersController,
      AccessController,
      AssignmentsController,
      AccountController,
      NotificationsController,
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
      AccountRepository,
      AccountService,
      NotificationsRepository,
      NotificationsService,
      DigestScheduler,
    ],
  })
  class AuthModule {}
  return AuthModule;
}
