import type { Readable } from 'node:stream';
import { EVIDENCE_LIMITS, uploadTooLargeMessage } from '@icp-studio/contracts';

/** Past the limit the rest of a body is read and thrown away up to this many bytes, then the socket is cut. */
const DRAIN_LIMIT_FACTOR = 4;

export type UploadBody =
  { ok: true; bytes: Buffer } | { ok: false; code: 'too_large'; message: string; row: number };

/**
 * Reads a request body of raw bytes up to `maxBytes` (docs/evidence.md, "Uploads"). Past it nothing more is
 * kept: the answer is the import's `too_large` message naming the row the limit falls in. The rest of the
 * body is drained (so the client reads the answer) up to DRAIN_LIMIT_FACTOR times the limit; past that
 * the stream is destroyed.
 */
export function readUploadBody(
  stream: Readable,
  maxBytes: number = EVIDENCE_LIMITS.maxBytes,
): Promise<UploadBody> {
  return new Promise((resolve, reject) => {
    // Nothing left to read (an empty body that was already at its end).
    if (stream.readableEnded) return resolve({ ok: true, bytes: Buffer.alloc(0) });
    const parts: Buffer[] = [];
    let kept = 0;
    let seen = 0;
    let over = false;
    const done = () => {
      cleanup();
      if (over) {
        resolve({ ok: false, ...uploadTooLargeMessage(Buffer.concat(parts), maxBytes) });
      } else resolve({ ok: true, bytes: Buffer.concat(parts, kept) });
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (!over) {
        const room = maxBytes - kept;
        if (chunk.length <= room) {
          parts.push(chunk);
          kept += chunk.length;
          return;
        }
        parts.push(chunk.subarray(0, room));
        kept += room;
        over = true;
      }
      if (seen > maxBytes * DRAIN_LIMIT_FACTOR) {
        done();
        stream.destroy();
      }
    };
    const onError = (err: Error) => {
      cleanup();
      if (over) done();
      else reject(err);
    };
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('end', done);
      stream.off('error', onError);
    };
    stream.on('data', onData);
    stream.on('end', done);
    stream.on('error', onError);
  });
}
