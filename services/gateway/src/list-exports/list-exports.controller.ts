import { Controller, Get, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CSV_CONTENT_TYPE,
  ICP,
  MAX_PAGE_SIZE,
  PLAYBOOK,
  icpCsvQuerySchema,
  playbookCsvQuerySchema,
  type Actor,
  type Icp,
  type Page,
  type Playbook,
} from '@icp-studio/contracts';
import { DomainError, RpcClient, parse } from '@icp-studio/service-kit';
import { requestState } from '../common/request-state.js';
import { attachmentHeader, fileTimestamp } from '../common/file-name.js';
import { toCsv } from './csv.js';
import { ICP_COLUMNS, PLAYBOOK_COLUMNS, headersOf, rowOf } from './list-columns.js';

/** The furthest a list is read (the lists' own offset limit). */
const MAX_OFFSET = 1_000_000;

/**
 * The lists as CSV (docs/product.md §11): `GET /api/icps/export.csv` and `GET /api/playbooks/export.csv`
 * take the filters of their list and answer every record the caller may see, read page by page from the
 * owning service as the caller (which decides what they may see, as for the lists). Signed out: 401; a
 * bad filter: 400. Saved as `icps-<yyyymmdd-hhmm>.csv` / `playbooks-<...>.csv`.
 */
@Controller()
export class ListExportsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('icps/export.csv')
  async icps(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    const actor = this.actorOf(req);
    const filters = parse(icpCsvQuerySchema, req.query ?? {});
    const items = await this.every<Icp>(ICP.list, filters, actor);
    return this.answer(
      res,
      'icps',
      toCsv(
        headersOf(ICP_COLUMNS),
        items.map((i) => rowOf(ICP_COLUMNS, i)),
      ),
    );
  }

  @Get('playbooks/export.csv')
  async playbooks(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    const actor = this.actorOf(req);
    const filters = parse(playbookCsvQuerySchema, req.query ?? {});
    const items = await this.every<Playbook>(PLAYBOOK.list, filters, actor);
    return this.answer(
      res,
      'playbooks',
      toCsv(
        headersOf(PLAYBOOK_COLUMNS),
        items.map((p) => rowOf(PLAYBOOK_COLUMNS, p)),
      ),
    );
  }

  private actorOf(req: FastifyRequest): Actor {
    const { actor } = requestState(req);
    if (!actor) throw DomainError.unauthenticated();
    return actor;
  }

  /**
   * Every page of a list, as the caller. A record that moves between pages while they are read (its
   * update puts it first) is kept once.
   */
  private async every<T extends { id: string }>(
    subject: string,
    filters: object,
    actor: Actor,
  ): Promise<T[]> {
    const seen = new Map<string, T>();
    for (let offset = 0; offset <= MAX_OFFSET; offset += MAX_PAGE_SIZE) {
      const page = await this.rpc.request<Page<T>>(
        subject,
        { ...filters, limit: MAX_PAGE_SIZE, offset },
        { actor, idempotent: true },
      );
      for (const item of page.items) if (!seen.has(item.id)) seen.set(item.id, item);
      if (page.items.length < MAX_PAGE_SIZE || offset + MAX_PAGE_SIZE >= page.total) break;
    }
    return [...seen.values()];
  }

  private answer(res: FastifyReply, what: string, csv: string): StreamableFile {
    const bytes = Buffer.from(csv, 'utf8');
    res.header('Cache-Control', 'no-store');
    return new StreamableFile(bytes, {
      type: CSV_CONTENT_TYPE,
      disposition: attachmentHeader(`${what}-${fileTimestamp(new Date())}.csv`),
      length: bytes.length,
    });
  }
}
