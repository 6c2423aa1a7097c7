import { Inject, Injectable } from '@nestjs/common';
import type {
  LoginAccountKey,
  LoginRequest,
  RegisterRequest,
  ResolvedActor,
  User,
} from '@icp-studio/contracts';
import { DomainError, logger } from '@icp-studio/service-kit';
import { isUniqueViolation } from '../infra/pg-errors.js';
import { toSelf, toUser } from '../users/user.mapper.js';
import { UsersRepository } from '../users/users.repository.js';
import { PasswordHasher } from '../secrets/password-hasher.js';

export const CREDENTIAL_MESSAGES = {
  usernameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  invalidLogin: 'Invalid username or password',
  userNotFound: 'User not found',
} as const;

@Injectable()
export class CredentialsService {
  constructor(
    private readonly users: UsersRepository,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  /** A new client account. Duplicate username or e-mail (any letter case): 409 naming the field. */
  async register(input: RegisterRequest): Promise<User> {
    const [byUsername, byEmail] = await Promise.all([
      this.users.findByUsername(input.username),
      this.users.findByEmail(input.email),
    ]);
    this.throwIfTaken(Boolean(byUsername), Boolean(byEmail));
    const passwordHash = await this.hasher.hash(input.password);
    try {
      const saved = await this.users.repo().save(
        this.users.repo().create({
          username: input.username,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'client',
          profileImageUrl: null,
          passwordHash,
          sessionVersion: 0,
        }),
      );
      return toUser(saved);
    } catch (err) {
      // Someone took the name between the check and the insert.
      this.throwIfTaken(
        isUniqueViolation(err, 'users_username_lower_key'),
        isUniqueViolation(err, 'users_email_lower_key'),
      );
      throw err;
    }
  }

  /** Username or e-mail plus password -> the user and their session version; 401 otherwise. */
  async verify({ username, password }: Pick<LoginRequest, 'username' | 'password'>): Promise<ResolvedActor> {
    const user = await this.users.findByLogin(username);
    // Unknown users cost the same argon2 work as known ones.
    const ok = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !ok) throw DomainError.unauthenticated(CREDENTIAL_MESSAGES.invalidLogin);
    if (this.hasher.needsRehash(user.passwordHash)) {
      // The cost parameters went up: upgrade the stored hash now that the password is known.
      this.hasher
        .hash(password)
        .then((passwordHash) => this.users.repo().update({ id: user.id }, { passwordHash }))
        .catch((err: unknown) =>
          logger().warn({ err, userId: user.id }, 'could not upgrade a password hash'),
        );
    }
    return { user: toSelf(user), sessionVersion: user.sessionVersion };
  }

  /**
   * The key the gateway counts failed sign-ins under: the account's id, so that a user name and its
   * e-mail address share one budget; an identifier of no account keeps its own (lower-cased) key.
   */
  async accountKey(identifier: string): Promise<LoginAccountKey> {
    const user = await this.users.findByLogin(identifier);
    return { accountKey: user ? `user:${user.id}` : `name:${identifier.trim().toLowerCase()}` };
  }

  /** The gateway's per-request lookup: a primary-key read. 404 when the account is gone. */
  async resolve(userId: string): Promise<ResolvedActor> {
    const user = await this.users.findById(userId);
    if (!user) throw DomainError.notFound(CREDENTIAL_MESSAGES.userNotFound);
    return { user: toSelf(user), sessionVersion: user.sessionVersion };
  }

  private throwIfTaken(username: boolean, email: boolean): void {
    if (!username && !email) return;
    const fields: Record<string, string[]> = {};
    if (username) fields.username = [CREDENTIAL_MESSAGES.usernameTaken];
    if (email) fields.email = [CREDENTIAL_MESSAGES.emailTaken];
    throw DomainError.conflict(
      username ? CREDENTIAL_MESSAGES.usernameTaken : CREDENTIAL_MESSAGES.emailTaken,
      fields,
    );
  }
}
