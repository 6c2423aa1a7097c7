import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { AUTH, resolvedActorSchema, type ResolvedActor } from '@icp-studio/contracts';
import { DomainError, RpcClient, logger } from '@icp-studio/service-kit';

/**
 * passport-local: the user name (or e-mail) and password go to auth (`AUTH.verifyCredentials`), which
 * answers the user and session version, or refuses. The body was validated by LocalAuthGuard first.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly rpc: RpcClient) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<ResolvedActor | false> {
    let answer: unknown;
    try {
      answer = await this.rpc.request(AUTH.verifyCredentials, { username, password });
    } catch (err) {
      if (err instanceof DomainError && (err.status === 401 || err.status === 404)) return false;
      throw err;
    }
    if (answer === null || answer === undefined || answer === false) return false;
    const parsed = resolvedActorSchema.safeParse(answer);
    if (!parsed.success) {
      logger().error(
        { issues: parsed.error.issues.slice(0, 3) },
        'auth answered verifyCredentials with an unexpected shape',
      );
      throw new DomainError('upstream_error', 'Unexpected answer from the auth service');
    }
    return parsed.data;
  }
}
