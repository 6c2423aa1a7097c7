import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
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

  /** Stores the bytes and answers their key; 503 when Redis cannot take them. */
  async put(bytes: Buffer): Promise<string> {
    const key = `icp:fit-csv:${randomUUID()}`;
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
