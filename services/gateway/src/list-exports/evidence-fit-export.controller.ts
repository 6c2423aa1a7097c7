import { Controller, Get, Inject, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  CSV_CONTENT_TYPE,
  ICP,
  evidenceFitCsvQuerySchema,
  idParamSchema,
  type Actor,
  type FitCsvLayout,
  type Icp,
} from '@icp-studio/contracts';
import { DomainError, RpcClient, logger, parse } from '@icp-studio/service-kit';
import { requestState } from '../common/request-state.js';
import { attachmentHeader, fileTimestamp, sanitiseNamePart } from '../common/file-name.js';
import { redisUnavailable } from '../infra/redis.js';
import { REDIS } from '../infra/tokens.js';
import { ConcurrencyLimiter } from '../rate-limit/concurrency-limiter.service.js';
import { fitCsvBody } from './fit-csv-stream.js';

/** The longest a scored CSV holds one of its user's export slots (docs/limits.md): it ends by itself. */
const FIT_CSV_LEASE_MS = 2 * 60_000;

/**
 * `GET /api/icps/{id}/evidence/fit.csv[?layout=hubspot]` (docs/evidence.md, "Scored list as CSV"): every
 * imported client with its fit score, in the file's order. The icp service writes the whole file once,
 * as the caller (so access is the fit list's: a profile the caller may not see is its 404), to Redis and
 * answers its key at once (`stream`), pushing the file there in chunks as it is written; the gateway
 * sends each chunk as it comes (fit-csv-stream.ts: the download is streamed, never one NATS reply
 * and never under the request's deadline). A service that answers the whole file's key (no `streamed`)
 * is still read in one piece, once.
 * Written by the list downloads' CSV writer (BOM, RFC 4180, formulas defused). Saved as
 * `client-fit-<profile>-<yyyymmdd-hhmm>.csv` (`client-fit-hubspot-...` for the HubSpot layout).
 * Each download holds one of the user's export slots (EXPORTS_PER_USER, as PDFs do) until its last
 * byte is sent: one past the cap answers 429 with Retry-After before anything is written.
 */
@Controller()
export class EvidenceFitExportController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly limiter: ConcurrencyLimiter,
  ) {}

  @Get('icps/:id/evidence/fit.csv')
  async fit(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    const { actor } = requestState(req);
    if (!actor) throw DomainError.unauthenticated();
    const { id } = parse(idParamSchema, req.params);
    const { layout } = parse(evidenceFitCsvQuerySchema, req.query ?? {});
    const opts = { actor, idempotent: true };
    const icp = await this.rpc.request(ICP.get, { id }, opts);
    const lease = await this.limiter.acquire('export', actor.userId, FIT_CSV_LEASE_MS);
    try {
      return await this.download(res, id, layout, icp, opts, lease.release);
    } catch (err) {
      await lease.release();
      throw err;
    }
  }

  private async download(
    res: FastifyReply,
    id: string,
    layout: FitCsvLayout,
    icp: Icp,
    opts: { actor: Actor; idempotent: boolean },
    release: () => Promise<void>,
  ): Promise<StreamableFile> {
    const written = await this.rpc.request(ICP.evidenceFitCsv, { id, layout, stream: true }, opts);
    const name = sanitiseNamePart(icp.name) || 'untitled';
    const prefix = layout === 'hubspot' ? 'client-fit-hubspot' : 'client-fit';
    const disposition = attachmentHeader(`${prefix}-${name}-${fileTimestamp(new Date())}.csv`);
    if (written.streamed) {
      const body = await fitCsvBody(this.redis, written.key);
      // The slot is given back when the stream ends, whole or cut.
      body.once('close', () => void release());
      res.header('Cache-Control', 'no-store');
      return new StreamableFile(body, { type: CSV_CONTENT_TYPE, disposition });
    }
    let bytes: Buffer | null;
    try {
      bytes = await this.redis.getdelBuffer(written.key);
    } catch (err) {
      throw redisUnavailable(err);
    }
    if (!bytes) {
      logger().error({ key: written.key }, 'fit csv missing in redis');
      throw new DomainError('service_unavailable', 'The scored list could not be read: try again', {
        retryAfter: 5,
      });
    }
    await release();
    res.header('Cache-Control', 'no-store');
    return new StreamableFile(bytes, { type: CSV_CONTENT_TYPE, disposition, length: bytes.length });
  }
}
