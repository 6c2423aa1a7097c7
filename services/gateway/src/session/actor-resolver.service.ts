import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from '@nats-io/transport-node';
import { AUTH, EVENTS, resolvedActorSchema, type ResolvedActor } from '@icp-studio/contracts';
import { DomainError, RpcClient, logger, subjectPrefix } from '@icp-studio/service-kit';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from '../infra/tokens.js';

interface CacheEntry {
  value: ResolvedActor;
  expiresAt: number;
}

/** The user id a user event is about: Nest event packets are `{pattern, data}`; a bare payload is accepted too. */
export function userIdOfEvent(payload: unknown): string | undefined {
  const data = (payload as { data?: unknown } | null)?.data ?? payload;
  const userId = (data as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' ? userId : undefined;
}

/**
 * Who a session's user is now: asks auth (`AUTH.resolveActor`) and keeps the answer in memory for
 * `ACTOR_CACHE_MS`, dropped at once when auth announces a change (`EVENTS.userChanged`,
 * `EVENTS.sessionsRevoked`, `EVENTS.userDeleted`). `null` means the user no longer exists.
 */
@Injectable()
export class ActorResolver implements OnModuleInit, OnModuleDestroy {
  private readonly cache = new Map<string, CacheEntry>();
  /** Bumped on every invalidation, so an answer fetched before it is never cached after it. */
  private readonly epochs = new Map<string, number>();
  private globalEpoch = 0;
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onModuleInit(): void {
    for (const event of [EVENTS.userChanged, EVENTS.sessionsRevoked, EVENTS.userDeleted]) {
      this.subscriptions.push(
        this.rpc.connection.subscribe(subjectPrefix() + event, {
          callback: (err, msg) => {
            if (err) return;
            let payload: unknown;
            try {
              payload = msg.json();
            } catch {
              payload = undefined;
            }
            const userId = userIdOfEvent(payload);
            logger().debug({ event, userId }, 'user event: actor cache dropped');
            this.invalidate(userId);
          },
        }),
      );
    }
  }

  onModuleDestroy(): void {
    for (const sub of this.subscriptions) sub.unsubscribe();
  }

  /** Drops one user's cached actor, or every one when no id is known. */
  invalidate(userId?: string): void {
    if (userId === undefined) {
      this.globalEpoch++;
      this.cache.clear();
      return;
    }
    this.epochs.set(userId, (this.epochs.get(userId) ?? 0) + 1);
    this.cache.delete(userId);
  }

  /** Seeds the cache with an answer auth just gave (sign-in). */
  remember(resolved: ResolvedActor): void {
    if (this.config.ACTOR_CACHE_MS > 0) {
      this.cache.set(resolved.user.id, {
        value: resolved,
        expiresAt: Date.now() + this.config.ACTOR_CACHE_MS,
      });
    }
  }

  async resolve(userId: string): Promise<ResolvedActor | null> {
    const hit = this.cache.get(userId);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    const epoch = `${this.globalEpoch}:${this.epochs.get(userId) ?? 0}`;
    let answer: unknown;
    try {
      answer = await this.rpc.request(AUTH.resolveActor, { userId }, { idempotent: true });
    } catch (err) {
      if (err instanceof DomainError && (err.status === 404 || err.status === 401)) {
        this.cache.delete(userId);
        return null;
      }
      throw err;
    }
    if (answer === null || answer === undefined) return null;
    const parsed = resolvedActorSchema.safeParse(answer);
    if (!parsed.success) {
      logger().error(
        { issues: parsed.error.issues.slice(0, 3) },
        'auth answered resolveActor with an unexpected shape',
      );
      throw new DomainError('upstream_error', 'Unexpected answer from the auth service');
    }
    if (epoch === `${this.globalEpoch}:${this.epochs.get(userId) ?? 0}`) this.remember(parsed.data);
    return parsed.data;
  }
}
