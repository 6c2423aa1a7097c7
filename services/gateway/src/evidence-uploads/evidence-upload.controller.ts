import { randomUUID } from 'node:crypto';
import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  EVIDENCE_UPLOAD_CONTENT_TYPES,
  EVIDENCE_UPLOAD_EMPTY_MESSAGE,
  EVIDENCE_UPLOAD_TTL_SECONDS,
  ICP,
  evidenceUploadBytesKey,
  idParamSchema,
  type Actor,
  type EvidenceUploadAccepted,
} from '@icp-studio/contracts';
import { DomainError, RpcClient, parse } from '@icp-studio/service-kit';
import { requestState } from '../common/request-state.js';
import { redisUnavailable } from '../infra/redis.js';
import { REDIS } from '../infra/tokens.js';
import { EVIDENCE_UPLOADS_CONFIG, type EvidenceUploadsConfig } from './evidence-uploads.config.js';
import { readUploadBody } from './upload-body.js';
import { ConcurrencyLimiter } from '../rate-limit/concurrency-limiter.service.js';

/** How long an upload's lease may be held (reading up to 10 MB from a slow client) before it ends by itself. */
const UPLOAD_LEASE_MS = 120_000;

const WRONG_TYPE = `Send the file itself as the request body (Content-Type ${EVIDENCE_UPLOAD_CONTENT_TYPES.join(', ')})`;

/**
 * `POST /api/icps/{id}/evidence/uploads` (docs/evidence.md, "Uploads"): a client list's bytes, up to
 * 10 MB, read as a stream (nothing kept past the limit). The caller must see the profile (its 404);
 * the bytes go to Redis for an hour under a random key, and the icp service stages the upload and
 * queues its reading (`ICP.evidenceUploadCreate`). Answers 202 `{uploadId, state}`.
 */
@Controller()
export class EvidenceUploadController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVIDENCE_UPLOADS_CONFIG) private readonly config: EvidenceUploadsConfig,
    private readonly limiter: ConcurrencyLimiter,
  ) {}

  @Post('icps/:id/evidence/uploads')
  @HttpCode(202)
  async upload(@Req() req: FastifyRequest): Promise<EvidenceUploadAccepted> {
    const { actor } = requestState(req);
    if (!actor) throw DomainError.unauthenticated();
    const { id } = parse(idParamSchema, req.params);
    const type = req.headers['content-type']?.split(';', 1)[0]?.trim().toLowerCase();
    if (type !== undefined && !(EVIDENCE_UPLOAD_CONTENT_TYPES as readonly string[]).includes(type))
      throw DomainError.badRequest(WRONG_TYPE, { file: [WRONG_TYPE] });
    const access = await this.rpc.request(ICP.canSee, { id }, { actor, idempotent: true });
    if (!access.allowed) throw DomainError.notFound('ICP not found');
    // One user's uploads at once are capped (IMPORTS_PER_USER, 429 past it; docs/limits.md).
    return this.limiter.run('import', actor.userId, UPLOAD_LEASE_MS, () => this.stage(req, id, actor));
  }

  /** Reads the body, keeps the bytes in Redis and asks the icp service to stage the upload. */
  private async stage(req: FastifyRequest, id: string, actor: Actor): Promise<EvidenceUploadAccepted> {
    const body = await readUploadBody(req.raw);
    if (!body.ok) throw DomainError.badRequest(body.message, { file: [body.message] });
    if (body.bytes.length === 0)
      throw DomainError.badRequest(EVIDENCE_UPLOAD_EMPTY_MESSAGE, { file: [EVIDENCE_UPLOAD_EMPTY_MESSAGE] });

    const blobId = randomUUID();
    const key = evidenceUploadBytesKey(this.config.QUEUE_PREFIX, blobId);
    try {
      await this.redis.set(key, body.bytes, 'EX', EVIDENCE_UPLOAD_TTL_SECONDS);
    } catch (err) {
      throw redisUnavailable(err);
    }
    try {
      return await this.rpc.request(
        ICP.evidenceUploadCreate,
        { id, blobId, size: body.bytes.length },
        { actor },
      );
    } catch (err) {
      await this.redis.del(key).catch(() => undefined);
      throw err;
    }
  }
}
