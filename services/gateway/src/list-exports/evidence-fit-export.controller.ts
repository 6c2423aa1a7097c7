import { Controller, Get, Inject, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import {
  CSV_CONTENT_TYPE,
  ICP,
  evidenceFitCsvQuerySchema,
  idParamSchema,
  type EvidenceFitCsvResult,
  type Icp,
} from '@icp-studio/contracts';
import { DomainError, RpcClient, logger, parse } from '@icp-studio/service-kit';
import { requestState } from '../common/request-state.js';
import { attachmentHeader, fileTimestamp, sanitiseNamePart } from '../common/file-name.js';
import { redisUnavailable } from '../infra/redis.js';
import { REDIS } from '../infra/tokens.js';

/**
 * `GET /api/icps/{id}/evidence/fit.csv[?layout=hubspot]` (docs/evidence.md, "Scored list as CSV"): every
 * imported client with its fit score, in the file's order. The icp service writes the whole file once,
 * as the caller (so access is the fit list's: a profile the caller may not see is its 404), to Redis and
 * answers its key; the gateway takes the bytes (read once, then gone), as it takes the pdf worker's.
 * Written by the list downloads' CSV writer (BOM, RFC 4180, formulas defused). Saved as
 * `client-fit-<profile>-<yyyymmdd-hhmm>.csv` (`client-fit-hubspot-...` for the HubSpot layout).
 */
@Controller()
export class EvidenceFitExportController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
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
    const icp = await this.rpc.request<Icp>(ICP.get, { id }, opts);
    const written = await this.rpc.request<EvidenceFitCsvResult>(ICP.evidenceFitCsv, { id, layout }, opts);
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
    const name = sanitiseNamePart(icp.name) || 'untitled';
    const prefix = layout === 'hubspot' ? 'client-fit-hubspot' : 'client-fit';
    res.header('Cache-Control', 'no-store');
    return new StreamableFile(bytes, {
      type: CSV_CONTENT_TYPE,
      disposition: attachmentHeader(`${prefix}-${name}-${fileTimestamp(new Date())}.csv`),
      length: bytes.length,
    });
  }
}
