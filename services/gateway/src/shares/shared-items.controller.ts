import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ICP,
  PLAYBOOK,
  SHARE_LINK_GONE,
  shareKindOfToken,
  shareTokenParamSchema,
  type SharedItem,
} from '@icp-studio/contracts';
import { DomainError, RpcClient, parse } from '@icp-studio/service-kit';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';

/** Headers of every answer of the public share page's route, a 404 or 429 included. */
export const SHARED_ITEM_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
} as const;

/**
 * `GET /api/shared/{token}` (docs/product.md §14): the profile or playbook a share link shows, without a
 * session. The gateway's own work here: the per-address rate limit (RATE_LIMIT_SHARED_PER_IP, counted
 * before anything is read, so a guesser pays for every try), `X-Robots-Tag: noindex`, and the choice of
 * the one service that holds the token by its prefix. That service decides whether the link is live
 * and counts the view; a malformed token never leaves the gateway. Not sent twice (a view is counted).
 */
@Controller('shared')
export class SharedItemsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: RateLimiter,
  ) {}

  @Get(':token')
  async view(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<SharedItem> {
    for (const [name, value] of Object.entries(SHARED_ITEM_HEADERS)) res.header(name, value);
    await this.limits.hit('sharedIp', req.ip);
    const { token } = parse(shareTokenParamSchema, req.params);
    const kind = shareKindOfToken(token);
    if (kind === null) throw DomainError.notFound(SHARE_LINK_GONE);
    return kind === 'icp'
      ? this.rpc.request(ICP.viewShare, { token })
      : this.rpc.request(PLAYBOOK.viewShare, { token });
  }
}
