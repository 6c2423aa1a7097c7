import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Inject, Injectable, Optional, type OnApplicationShutdown } from '@nestjs/common';
import type { FitCsvLayout, ImportResult } from '@icp-studio/contracts';
import { logger } from '@icp-studio/service-kit';
import type { IcpConfig } from '../config.js';
import { ICP_CONFIG } from '../infra/tokens.js';
import type { EvidenceProfile } from './attributes.js';
import type { ImportProgress } from './csv-import.js';
import { EvidenceRepository } from './evidence.repository.js';
import {
  analyseImportTask,
  csvImportTask,
  readTask,
  type FindImport,
  type ImportAnalysis,
} from './thread-tasks.js';

/** A profile as sent to a thread: its own fields, as a plain object. */
const plain = <T extends object>(profile: T): T => ({ ...profile });

/** A task for an evidence thread. */
type ThreadTask =
  | { task: 'read'; bytes: Uint8Array; chunkChars: number }
  | {
      task: 'analyse';
      icpId: string;
      profile: EvidenceProfile;
      want: { report: boolean; fit: boolean };
    }
  | {
      task: 'csv';
      icpId: string;
      profile: EvidenceProfile & { name: string };
      layout: FitCsvLayout;
      /** Hand the file over in chunks as it is written (`chunk` messages). */
      chunked?: boolean;
    };

/** A task as sent to an evidence thread, with its id. */
export type ThreadRequest = ThreadTask & { id: number };

/** What a thread starts with. */
export interface ThreadData {
  databaseUrl: string;
}

/** A thread's message: a read's progress, or a task's result or error. */
export interface ThreadReply {
  id: number;
  progress?: ImportProgress;
  chunk?: Uint8Array;
  result?: unknown;
  error?: string;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  onProgress?: (p: ImportProgress) => void;
  onChunk?: (bytes: Buffer) => void;
}

interface Slot {
  worker: Worker;
  /** Tasks sent and not answered. */
  ids: Set<number>;
}

/**
 * The compiled thread script beside this file (in dist/); null when the service runs from its
 * TypeScript sources (the unit and integration tests), where the tasks run inline unless a test names
 * a built script (EVIDENCE_THREAD_SCRIPT).
 */
function threadScript(): string | null {
  const here = fileURLToPath(new URL('./evidence-thread.js', import.meta.url));
  return existsSync(here) ? here : null;
}

/** Nest token (tests): the path of a built evidence-thread.js to run, instead of the one beside this file. */
export const EVIDENCE_THREAD_SCRIPT = Symbol('EVIDENCE_THREAD_SCRIPT');

/**
 * The evidence threads (docs/evidence.md, "Where the work runs"): EVIDENCE_THREADS worker threads of
 * the icp process that read uploaded files, compute the evidence report and the fit scores, and write
 * the scored CSV, so the event loop that answers every other request only sends them their inputs and
 * stores their answers. Each task goes to the thread with the fewest in hand; a thread that dies fails
 * its tasks (500) and is replaced. EVIDENCE_THREADS=0 (or the TypeScript sources) runs the tasks inline.
 */
@Injectable()
export class EvidenceThreads implements OnApplicationShutdown {
  private readonly slots: Slot[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly script: string | null;
  private nextId = 1;
  private closing = false;

  private readonly find: FindImport;
  private readonly data: ThreadData;

  constructor(
    @Inject(ICP_CONFIG) config: Pick<IcpConfig, 'EVIDENCE_THREADS' | 'DATABASE_URL'>,
    imports: EvidenceRepository,
    @Optional() @Inject(EVIDENCE_THREAD_SCRIPT) script?: string,
  ) {
    this.find = (icpId) => imports.find(icpId);
    this.data = { databaseUrl: config.DATABASE_URL };
    this.script = config.EVIDENCE_THREADS > 0 ? (script ?? threadScript()) : null;
    if (config.EVIDENCE_THREADS > 0 && !this.script)
      logger().debug(
        'evidence threads: no built evidence-thread.js (TypeScript sources), the tasks run inline',
      );
    if (this.script) for (let i = 0; i < config.EVIDENCE_THREADS; i++) this.slots.push(this.spawn());
  }

  /** Whether the tasks run on threads (false: inline). */
  get threaded(): boolean {
    return this.slots.length > 0;
  }

  /** Reads an uploaded file's bytes (they are handed to the thread: do not use them after). */
  read(bytes: Buffer, chunkChars: number, onProgress: (p: ImportProgress) => void): Promise<ImportResult> {
    if (!this.threaded) return readTask(bytes, chunkChars, onProgress);
    // The bytes are transferred when they own their memory, else copied once.
    const own =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? new Uint8Array(bytes.buffer, 0, bytes.byteLength)
        : new Uint8Array(bytes);
    return this.send<ImportResult>({ task: 'read', bytes: own, chunkChars }, [own.buffer as ArrayBuffer], {
      onProgress,
    });
  }

  /**
   * The report and/or every row's fit score of the profile's stored import, read by the thread itself
   * (its rows never pass through this event loop); null when the profile has no import.
   */
  analyseImport(
    icpId: string,
    profile: EvidenceProfile,
    want: { report: boolean; fit: boolean },
  ): Promise<ImportAnalysis | null> {
    if (!this.threaded) return analyseImportTask(this.find, icpId, profile, want);
    return this.send<ImportAnalysis | null>({ task: 'analyse', icpId, profile: plain(profile), want });
  }

  /** The scored list's CSV bytes of the profile's stored import (the header alone before any import). */
  async csvImport(
    icpId: string,
    profile: EvidenceProfile & { name: string },
    layout: FitCsvLayout,
  ): Promise<{ bytes: Buffer; rows: number }> {
    const out = this.threaded
      ? await this.send<{ bytes: Uint8Array; rows: number }>({
          task: 'csv',
          icpId,
          profile: plain(profile),
          layout,
        })
      : await csvImportTask(this.find, icpId, profile, layout);
    return {
      bytes: Buffer.from(out.bytes.buffer, out.bytes.byteOffset, out.bytes.byteLength),
      rows: out.rows,
    };
  }

  /**
   * The same CSV handed to `onChunk` in order as it is written (the BOM and header first); answers its
   * data rows once the last chunk was handed over.
   */
  async csvImportChunks(
    icpId: string,
    profile: EvidenceProfile & { name: string },
    layout: FitCsvLayout,
    onChunk: (bytes: Buffer) => void,
  ): Promise<{ rows: number }> {
    if (!this.threaded) {
      const toBuffer = (b: Uint8Array) => onChunk(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
      return { rows: (await csvImportTask(this.find, icpId, profile, layout, toBuffer)).rows };
    }
    const out = await this.send<{ rows: number }>(
      { task: 'csv', icpId, profile: plain(profile), layout, chunked: true },
      [],
      { onChunk },
    );
    return { rows: out.rows };
  }

  private send<T>(
    msg: ThreadTask,
    transfer: ArrayBuffer[] = [],
    on: Pick<Pending, 'onProgress' | 'onChunk'> = {},
  ): Promise<T> {
    const id = this.nextId++;
    const slot = this.slots.reduce((a, b) => (b.ids.size < a.ids.size ? b : a));
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: (v) => resolve(v as T), reject, ...on });
      slot.ids.add(id);
      slot.worker.postMessage({ ...msg, id }, transfer);
    });
  }

  private spawn(): Slot {
    const worker = new Worker(this.script!, { workerData: this.data });
    const slot: Slot = { worker, ids: new Set() };
    worker.on('message', (reply: ThreadReply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      if (reply.progress) {
        p.onProgress?.(reply.progress);
        return;
      }
      if (reply.chunk) {
        p.onChunk?.(Buffer.from(reply.chunk.buffer, reply.chunk.byteOffset, reply.chunk.byteLength));
        return;
      }
      this.pending.delete(reply.id);
      slot.ids.delete(reply.id);
      if (reply.error !== undefined) p.reject(new Error(`evidence thread: ${reply.error}`));
      else p.resolve(reply.result);
    });
    worker.on('error', (err) => logger().error({ err: err.message }, 'evidence thread failed'));
    worker.on('exit', (code) => {
      for (const id of slot.ids) {
        this.pending.get(id)?.reject(new Error(`evidence thread exited (${code})`));
        this.pending.delete(id);
      }
      slot.ids.clear();
      const i = this.slots.indexOf(slot);
      if (this.closing || i < 0) return;
      logger().warn({ code }, 'evidence thread exited: starting another');
      this.slots[i] = this.spawn();
    });
    worker.unref();
    return slot;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate().catch(() => undefined)));
    this.slots.length = 0;
  }
}
