import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { logger } from '@icp-studio/service-kit';

/** How long a save or an Analyze waits for Redis to take a job before it reports the queue away. */
export const ENQUEUE_TIMEOUT_MS = 3000;

/**
 * A producer's queue: its own Redis connection without an offline queue, so that Redis being away
 * fails an `add` quickly instead of holding the request (see `addWithin`).
 */
export function producerQueue(name: string, url: string, prefix: string): { queue: Queue; redis: Redis } {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let last = '';
  redis.on('error', (err: Error) => {
    if (err.message !== last) logger().warn({ err: err.message }, `redis error (${name} queue)`);
    last = err.message;
  });
  const queue = new Queue(name, { connection: redis, prefix });
  queue.on('error', (err) => logger().warn({ err: err.message }, `${name} queue error`));
  return { queue, redis };
}

/** Adds a job; rejects when Redis has not taken it within `ms`. */
export async function addWithin(
  queue: Queue,
  name: string,
  data: unknown,
  opts: JobsOptions,
  ms = ENQUEUE_TIMEOUT_MS,
): Promise<void> {
  const add = queue.add(name, data, opts);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      add,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('enqueue timed out')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    add.catch(() => undefined);
  }
}

/** Closes a producer's queue and its connection (at shutdown; never throws). */
export async function closeProducer(p: { queue?: Queue; redis?: Redis }): Promise<void> {
  await p.queue?.close().catch(() => undefined);
  await p.redis?.quit().catch(() => p.redis?.disconnect());
}
