import { Controller, Get, Header, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOCX_CONTENT_TYPE, idParamSchema } from '@icp-studio/contracts';
import { DomainError, parse } from '@icp-studio/service-kit';
import { requestState } from '../common/request-state.js';
import { attachmentHeader, exportFileName } from '../common/file-name.js';
import { PdfExportService, type ExportKind } from './pdf-export.service.js';

/** `icp-<name>-<yyyymmdd-hhmm>.docx`, the PDF's name with the Word extension. */
export function docxFileName(kind: ExportKind, name: string, at: Date): string {
  return exportFileName(kind, name, at).replace(/\.pdf$/, '.docx');
}

/**
 * Word downloads of a profile or a playbook (docs/product.md §11), through the same queue, workers,
 * access check and deadline as the PDFs: signed out 401; an item the caller may not see 404; no worker
 * 503; not rendered within PDF_EXPORT_TIMEOUT_MS 504.
 */
@Controller()
export class DocxExportsController {
  constructor(private readonly exportsService: PdfExportService) {}

  @Get('icps/:id/export/docx')
  @Header('Cache-Control', 'no-store')
  icp(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    return this.download('icp', req, res);
  }

  @Get('playbooks/:id/export/docx')
  @Header('Cache-Control', 'no-store')
  playbook(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return this.download('playbook', req, res);
  }

  private async download(kind: ExportKind, req: FastifyRequest, res: FastifyReply): Promise<StreamableFile> {
    const { actor, correlationId } = requestState(req);
    if (!actor) throw DomainError.unauthenticated();
    const { id } = parse(idParamSchema, req.params);
    const doc = await this.exportsService.export(kind, id, actor, correlationId, 'docx');
    res.header('Cache-Control', 'no-store');
    return new StreamableFile(doc.bytes, {
      type: DOCX_CONTENT_TYPE,
      disposition: attachmentHeader(docxFileName(kind, doc.name, new Date())),
      length: doc.bytes.length,
    });
  }
}
