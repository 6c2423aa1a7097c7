import { Controller, Get, Req, Res, StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  CSV_CONTENT_TYPE,
  ICP,
  MAX_PAGE_SIZE,
  idParamSchema,
  type Evidence,
  type EvidenceFitItem,
  type Icp,
  type Page,
} from '@icp-studio/contracts';
import { DomainError, RpcClient, parse } from '@icp-studio/service-kit';
import { requestState } from '../common/request-state.js';
import { attachmentHeader, fileTimestamp, sanitiseNamePart } from '../exports/file-name.js';
import { toCsv } from './csv.js';
import { fitCsvTable } from './evidence-fit-csv.js';

/**
 * `GET /api/icps/{id}/evidence/fit.csv` (docs/evidence.md, "Scored list as CSV"): every imported client
 * with its fit score, in the file's order, read page by page from the icp service as the caller (so
 * access is the fit list's: a profile the caller may not see is its 404). Written by the list downloads'
 * CSV writer (BOM, RFC 4180, formulas defused). Saved as `client-fit-<profile>-<yyyymmdd-hhmm>.csv`.
 */
@Controller()
export class EvidenceFitExportController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('icps/:id/evidence/fit.csv')
  async fit(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const { actor } = requestState(req);
    if (!actor) throw DomainError.unauthenticated();
    const { id } = parse(idParamSchema, req.params);
    const opts = { actor, idempotent: true };
    const icp = await this.rpc.request<Icp>(ICP.get, { id }, opts);
    const evidence = await this.rpc.request<Evidence>(ICP.evidenceGet, { id }, opts);
    const items: EvidenceFitItem[] = [];
    for (let offset = 0; evidence.import; offset += MAX_PAGE_SIZE) {
      const page = await this.rpc.request<Page<EvidenceFitItem>>(
        ICP.evidenceFit,
        { id, limit: MAX_PAGE_SIZE, offset },
        opts,
      );
      items.push(...page.items);
      if (page.items.length < MAX_PAGE_SIZE || offset + MAX_PAGE_SIZE >= page.total) break;
    }
    const { header, rows } = fitCsvTable(evidence.import, items);
    const bytes = Buffer.from(toCsv(header, rows), 'utf8');
    const name = sanitiseNamePart(icp.name) || 'untitled';
    res.setHeader('Cache-Control', 'no-store');
    return new StreamableFile(bytes, {
      type: CSV_CONTENT_TYPE,
      disposition: attachmentHeader(`client-fit-${name}-${fileTimestamp(new Date())}.csv`),
      length: bytes.length,
    });
  }
}
