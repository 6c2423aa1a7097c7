import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  EVIDENCE_PREVIEW_ROWS,
  EVIDENCE_UPLOAD_NOT_FOUND,
  type Actor,
  type ColumnMapping,
  type EvidenceWithFit,
  type EvidencePreview,
  type EvidenceUploadAccepted,
  type EvidenceUploadJob,
  type EvidenceUploadStatus,
  type ImportedTable,
} from '@icp-studio/contracts';
import { DomainError, currentCorrelationId, logger } from '@icp-studio/service-kit';
import type { IcpConfig } from '../config.js';
import { ICP_CONFIG } from '../infra/tokens.js';
import { ICP_NOT_FOUND, IcpsService } from '../icps/icps.service.js';
import { guessColumns, proposedMapping, type SavedMapping } from './column-mapping.js';
import { EvidenceProfileGoneError, EvidenceRepository } from './evidence.repository.js';
import { checkMapping, evidenceWithFit } from './evidence.service.js';
import { EvidenceThreads } from './evidence-threads.js';
import { EvidenceUploadRepository, type StoredUpload } from './evidence-upload.repository.js';
import { EvidenceUploadQueue } from './evidence-upload.queue.js';
import { EvidenceFitService } from './evidence-fit.service.js';

/** Retry-After of the per-user upload cap's 429: a file is read in about a second, 10 MB in a few. */
const UPLOADS_RETRY_AFTER_SECONDS = 3;

export const uploadsInFlightMessage = (cap: number) =>
  `You already have ${cap} client ${cap === 1 ? 'list' : 'lists'} being read; wait until ${cap === 1 ? 'it is' : 'one is'} ready, then upload again.`;

/** Characters papaparse reads between two progress reports (a 10 MB file: about 40 reports). */
const PROGRESS_CHUNK_CHARS = 256 * 1024;
/** Progress is written when it has moved this many percent (at most about 20 writes a file). */
const PROGRESS_STEP = 5;

/** The preview of a table: its first rows, the guesses, the saved mapping applied (else the guesses). */
export function previewOf(table: ImportedTable, saved: SavedMapping | null): EvidencePreview {
  return {
    headers: table.headers,
    rows: table.rows.slice(0, EVIDENCE_PREVIEW_ROWS),
    rowCount: table.rows.length,
    delimiter: table.delimiter,
    encoding: table.encoding,
    guesses: guessColumns(table.headers),
    mapping: proposedMapping(saved, table.headers, table.rows),
    fromSaved: saved !== null,
  };
}

function statusOf(u: StoredUpload): EvidenceUploadStatus {
  return {
    uploadId: u.id,
    state: u.state,
    progress: u.progress,
    rowsRead: u.rowsRead,
    preview: u.state === 'ready' ? u.preview : null,
    error: u.state === 'failed' ? u.error : null,
  };
}

/**
 * Client lists uploaded as files (docs/evidence.md, "Uploads"): stages an upload and queues its reading,
 * reads it on the queue with its progress, answers its status, and imports its table. Whoever may see
 * the profile may do all of it; anyone else gets the profile's 404, and an upload of another profile is
 * `404 Upload not found`.
 */
@Injectable()
export class EvidenceUploadService {
  constructor(
    private readonly uploads: EvidenceUploadRepository,
    private readonly imports: EvidenceRepository,
    private readonly icps: IcpsService,
    private readonly queue: EvidenceUploadQueue,
    private readonly fits: EvidenceFitService,
    private readonly threads: EvidenceThreads,
    @Inject(ICP_CONFIG) private readonly config: IcpConfig,
  ) {}

  /**
   * Stages an upload whose bytes the gateway left in Redis (`blobId`) and queues its reading. A user with
   * EVIDENCE_UPLOADS_PER_USER uploads still queued or being read gets 429 (docs/limits.md): the queue
   * holds at most that many of one user's files, so one user's burst never waits in front of others.
   */
  async create(
    actor: Actor,
    { id, blobId, size }: { id: string; blobId: string; size: number },
  ): Promise<EvidenceUploadAccepted> {
    await this.icps.findVisible(actor, id);
    const cap = this.config.EVIDENCE_UPLOADS_PER_USER;
    if (cap > 0 && (await this.uploads.countInFlight(actor.userId)) >= cap)
      throw DomainError.rateLimited(uploadsInFlightMessage(cap), UPLOADS_RETRY_AFTER_SECONDS);
    const swept = await this.uploads.sweep();
    if (swept) logger().info({ swept }, 'expired evidence uploads deleted');
    const uploadId = randomUUID();
    try {
      await this.uploads.create({ id: uploadId, icpId: id, createdBy: actor.userId, byteSize: size });
    } catch (err) {
      if (err instanceof EvidenceProfileGoneError) throw DomainError.notFound(ICP_NOT_FOUND);
      throw err;
    }
    await this.queue.add({
      uploadId,
      icpId: id,
      blobId,
      requestedBy: actor.userId,
      role: actor.role,
      correlationId: currentCorrelationId(),
    });
    return { uploadId, state: 'queued' };
  }

  async status(
    actor: Actor,
    { id, uploadId }: { id: string; uploadId: string },
  ): Promise<EvidenceUploadStatus> {
    await this.icps.findVisible(actor, id);
    const upload = await this.uploads.find(id, uploadId);
    if (!upload) throw DomainError.notFound(EVIDENCE_UPLOAD_NOT_FOUND);
    return statusOf(upload);
  }

  /**
   * The queue's work: reads the bytes as the actor who sent them (who must still see the profile, else
   * the upload is deleted), writing the progress as it goes; ends ready with the table and the preview,
   * or failed with the reason alone. `bytes` null: they expired or were taken by an earlier attempt.
   */
  async read(job: EvidenceUploadJob, bytes: Buffer | null): Promise<'ready' | 'failed' | 'gone'> {
    const actor = { userId: job.requestedBy, role: job.role };
    try {
      await this.icps.findVisible(actor, job.icpId);
    } catch (err) {
      if (err instanceof DomainError && err.code === 'not_found') {
        await this.uploads.delete(job.uploadId);
        return 'gone';
      }
      throw err;
    }
    if (!bytes) {
      await this.uploads.failed(job.uploadId, {
        code: 'empty',
        message: 'The uploaded file is no longer there: please upload it again.',
        row: null,
      });
      return 'failed';
    }
    // Read on an evidence thread; its progress reports are written as they come (one write at a time).
    let written = 0;
    let writing: Promise<void> = Promise.resolve();
    const result = await this.threads.read(bytes, PROGRESS_CHUNK_CHARS, ({ rowsRead, fraction }) => {
      const percent = Math.min(99, Math.floor(fraction * 100));
      if (percent - written < PROGRESS_STEP) return;
      written = percent;
      writing = writing
        .then(() => this.uploads.progress(job.uploadId, percent, rowsRead))
        .catch((err: Error) => logger().warn({ err: err.message }, 'upload progress not written'));
    });
    await writing;
    if (!result.ok) {
      await this.uploads.failed(job.uploadId, result.error);
      return 'failed';
    }
    const saved = await this.imports.findMapping(job.icpId);
    await this.uploads.ready(job.uploadId, result.table, previewOf(result.table, saved));
    return 'ready';
  }

  /**
   * Replaces the profile's import with a ready upload's table (the mapping chosen, else the saved one
   * applied, else the guesses) and deletes the upload, in one statement. 400 while it is being read or
   * when it was refused (its message); 404 when it is not this profile's or is gone.
   */
  async importUpload(
    actor: Actor,
    id: string,
    uploadId: string,
    mapping?: ColumnMapping,
  ): Promise<EvidenceWithFit> {
    const profile = await this.icps.findVisible(actor, id);
    const headers = await this.uploads.readyHeaders(id, uploadId);
    if (!headers) {
      const upload = await this.uploads.find(id, uploadId);
      if (!upload) throw DomainError.notFound(EVIDENCE_UPLOAD_NOT_FOUND);
      const message =
        upload.state === 'failed' && upload.error
          ? upload.error.message
          : 'The file is still being read: import it once it is ready.';
      throw DomainError.badRequest(message, { uploadId: [message] });
    }
    let resolved: ColumnMapping;
    if (mapping) resolved = checkMapping(mapping, headers);
    else {
      resolved = proposedMapping(await this.imports.findMapping(id), headers);
    }
    let stored;
    try {
      stored = await this.uploads.importUpload(id, uploadId, resolved, actor.userId);
    } catch (err) {
      if (err instanceof EvidenceProfileGoneError) throw DomainError.notFound(ICP_NOT_FOUND);
      throw err;
    }
    if (!stored) throw DomainError.notFound(EVIDENCE_UPLOAD_NOT_FOUND);
    return evidenceWithFit(this.fits, profile, stored);
  }
}
