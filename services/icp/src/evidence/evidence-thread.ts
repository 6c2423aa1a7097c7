import 'reflect-metadata';
import { parentPort, workerData } from 'node:worker_threads';
import { createIcpDataSource } from '../infra/database.js';
import { EvidenceRepository } from './evidence.repository.js';
import { analyseImportTask, csvImportTask, readTask, type FindImport } from './thread-tasks.js';
import type { ThreadData, ThreadRequest, ThreadReply } from './evidence-threads.js';

/**
 * One evidence thread (docs/evidence.md, "Where the work runs"): runs the tasks EvidenceThreads sends,
 * one at a time, and answers each with its id. A file's bytes arrive transferred, and the CSV's bytes
 * leave transferred (no copy); the answers are cloned. The thread reads the stored imports itself, on
 * a connection of its own, so their rows never pass through the event loop that answers requests.
 */
const port = parentPort;
if (!port) throw new Error('evidence-thread.js runs as a worker thread');
const data = workerData as ThreadData;

let repository: Promise<EvidenceRepository> | null = null;
/** The thread's own connection (opened on first use, two connections at most). */
const find: FindImport = async (icpId) => {
  repository ??= createIcpDataSource(data.databaseUrl, 2)
    .initialize()
    .then((ds) => new EvidenceRepository(ds));
  repository.catch(() => (repository = null));
  return (await repository).find(icpId);
};

/** Bytes that can be transferred: a small Buffer lives in Node's shared pool, so it is copied out. */
function ownMemory(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

async function run(msg: ThreadRequest): Promise<ThreadReply> {
  switch (msg.task) {
    case 'read': {
      const result = await readTask(msg.bytes, msg.chunkChars, (progress) =>
        port!.postMessage({ id: msg.id, progress } satisfies ThreadReply),
      );
      return { id: msg.id, result };
    }
    case 'analyse':
      return { id: msg.id, result: await analyseImportTask(find, msg.icpId, msg.profile, msg.want) };
    case 'csv': {
      const onChunk = msg.chunked
        ? (chunk: Uint8Array) => {
            const own = ownMemory(chunk);
            port!.postMessage({ id: msg.id, chunk: own } satisfies ThreadReply, [own.buffer as ArrayBuffer]);
          }
        : undefined;
      return { id: msg.id, result: await csvImportTask(find, msg.icpId, msg.profile, msg.layout, onChunk) };
    }
  }
}

port.on('message', (msg: ThreadRequest) => {
  run(msg).then(
    (reply) => {
      const out = reply.result as { bytes?: Uint8Array } | undefined;
      if (!out?.bytes) return port.postMessage(reply);
      out.bytes = ownMemory(out.bytes);
      port.postMessage(reply, [out.bytes.buffer as ArrayBuffer]);
    },
    (err: unknown) =>
      port.postMessage({
        id: msg.id,
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      } satisfies ThreadReply),
  );
});
