import { Readable } from 'node:stream';
import type { Redis } from 'ioredis';
import { FIT_CSV_STREAM_FAILED } from '@icp-studio/contracts';
import { DomainError, logger } from '@icp-studio/service-kit';

/** How long the gateway waits for each chunk of a streamed scored CSV (the icp service writes them). */
export const FIT_CSV_CHUNK_WAIT_SECONDS = 30;

const FAILED = Buffer.from(FIT_CSV_STREAM_FAILED, 'utf8');

/** The chunks of a streamed scored CSV, popped from the Redis list `key` until the empty one that ends it. */
async function* chunks(redis: Redis, key: string, waitSeconds: number): AsyncGenerator<Buffer> {
  try {
    for (;;) {
      const got = await redis.blpopBuffer(key, waitSeconds);
      if (!got) throw new Error('no chunk in time');
      const chunk = got[1];
      if (chunk.length === 0) return;
      if (chunk.equals(FAILED)) throw new Error('the icp service could not write it');
      yield chunk;
    }
  } finally {
    redis.disconnect();
  }
}

/**
 * A streamed scored CSV as the body of the caller's download (docs/evidence.md, "Scored list as CSV"):
 * the chunks the icp service pushes to `key` are popped on a connection of the download's own (a
 * blocking pop holds its connection) and sent as they come, never the whole file in memory. The first
 * chunk (the BOM and header) is awaited before the answer starts: a file that could not be written is
 * a 503 with the error envelope; a failure later cuts the download short.
 */
export async function fitCsvBody(
  redis: Redis,
  key: string,
  waitSeconds = FIT_CSV_CHUNK_WAIT_SECONDS,
): Promise<Readable> {
  const reader = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: 1 });
  reader.on('error', (err: Error) => logger().debug({ err: err.message }, 'fit csv reader: redis error'));
  const it = chunks(reader, key, waitSeconds);
  let first: IteratorResult<Buffer>;
  try {
    first = await it.next();
  } catch (err) {
    logger().error({ key, err: (err as Error)?.message }, 'fit csv: no first chunk');
    throw new DomainError('service_unavailable', 'The scored list could not be read: try again', {
      retryAfter: 5,
    });
  }
  async function* all(): AsyncGenerator<Buffer> {
    if (first.done) return;
    yield first.value;
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await it.next();
      } catch (err) {
        logger().error({ key, err: (err as Error)?.message }, 'fit csv: download cut short');
        throw err;
      }
      if (next.done) return;
      yield next.value;
    }
  }
  const body = Readable.from(all(), { objectMode: false });
  // A download the caller left: stop popping (the rest expires in Redis).
  body.on('close', () => void it.return(undefined));
  return body;
}
