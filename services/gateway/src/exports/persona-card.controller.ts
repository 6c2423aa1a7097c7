import { Controller, Get, Header, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idParamSchema } from '@icp-studio/contracts';
import { DomainError, parse } from '@icp-studio/service-kit';
import { requestState } from '../common/request-state.js';
import { attachmentHeader, personaCardFileName } from '../common/file-name.js';
import { PdfExportService } from './pdf-export.service.js';

/**
 * A profile's persona card as a PNG image (docs/product.md §2, "Persona card"): the card the PDF opens
 * with, drawn by the pdf worker's Chromium through the same queue, access check and deadline as the PDF
 * export. Saved as `icp-<name>-persona-<timestamp>.png`. Signed out: 401; a profile the caller may not
 * see: 404; not drawn within PDF_EXPORT_TIMEOUT_MS: 504.
 */
@Controller()
export class PersonaCardController {
  constructor(private readonly exportsService: PdfExportService) {}

  @Get('icps/:id/export/persona.png')
  @Header('Cache-Control', 'no-store')
  async personaCard(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    const { actor, correlationId } = requestState(req);
    if (!actor) throw DomainError.unauthenticated();
    const { id } = parse(idParamSchema, req.params);
    const png = await this.exportsService.export('icp', id, actor, correlationId, 'persona-png');
    res.header('Cache-Control', 'no-store');
    return new StreamableFile(png.bytes, {
      type: 'image/png',
      disposition: attachmentHeader(personaCardFileName(png.name, new Date())),
      length: png.bytes.length,
    });
  }
}
