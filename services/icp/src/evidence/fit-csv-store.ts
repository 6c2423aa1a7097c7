import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { FIT_CSV_STREAM_FAILED } from '@icp-studio/contracts';
import { DomainError, logger } from '@icp-studio/service-kit';
import { ICP_CONFIG } from '../infra/tokens.js';
import type { IcpConfig } from '../config.js';

/** How long a written CSV waits in Redis for the gateway to take it (it reads it once and deletes it). */
export const FIT_CSV_TTL_SECONDS = 120;

/**
 * Where the scored list's CSV goes once written (docs/evidence.md, "Scored list as CSV"): Redis, under a
 * random key the gateway reads once, as it reads the pdf worker's bytes; NATS messages are 1 MB at most
 * and a 50,000-row list is more. The connection opens on first use.
 */
@Injectable()
export class FitCsvStore implements OnApplicationShutdown {
  private redis: Redis | null = null;

  constructor(@Inject(ICP_CONFIG) private readonly config: IcpConfig) {}

  /** A new key for a file. */
  newKey(): string {
    return `icp:fit-csv:${randomUUID()}`;
  }

  /**
   * A streamed file (docs/evidence.md, "Scored list as CSV"): its chunks pushed in order to the Redis
   * list `key` as they come (each push renews its expiry), then the empty chunk that ends it, or
   * FIT_CSV_STREAM_FAILED after what was written when `write` fails. The gateway pops them as it sends.
   */
  async stream(key: string, write: (push: (chunk: Buffer) => void) => Promise<unknown>): Promise<void> {
    const redis = this.connection();
    let pushed: Promise<unknown> = Promise.resolve();
    const push = (chunk: Buffer | string) => {
      pushed = redis.multi().rpush(key, chunk).expire(key, FIT_CSV_TTL_SECONDS).exec();
    };
    try {
      await write(push);
      push('');
      await pushed;
    } catch (err) {
      logger().warn({ err: (err as Error)?.message, key }, 'fit csv: streamed writing failed');
      push(FIT_CSV_STREAM_FAILED);
      await pushed.catch(() => undefined);
    }
  }

  /** Stores the bytes and answers their key; 503 when Redis cannot take them. */
  async put(bytes: Buffer): Promise<string> {
    const key = this.newKey();
    try {
      await this.connection().set(key, bytes, 'EX', FIT_CSV_TTL_SECONDS);
    } catch (err) {
      logger().warn({ err: (err as Error)?.message }, 'fit csv: redis write failed');
      throw new DomainError('service_unavailable', 'Service temporarily unavailable', { retryAfter: 5 });
    }
    return key;
  }

  private connection(): Redis {
    if (!this.redis) {
      this.redis = new Redis(this.config.REDIS_URL, {
        maxRetriesPerRequest: 1,
        connectTimeout: 3000,
        retryStrategy: (times) => Math.min(times * 100, 2000),
      });
      this.redis.on('error', (err: Error) => logger().debug({ err: err.message }, 'fit csv: redis error'));
    }
    return this.redis;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
    this.redis = null;
  }
}
