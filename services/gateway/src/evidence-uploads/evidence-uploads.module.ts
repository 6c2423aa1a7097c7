import { Module } from '@nestjs/common';
import { EvidenceUploadController } from './evidence-upload.controller.js';
import { EVIDENCE_UPLOADS_CONFIG, loadEvidenceUploadsConfig } from './evidence-uploads.config.js';

/**
 * Client lists uploaded as files: `POST /api/icps/{id}/evidence/uploads` (docs/evidence.md, "Uploads").
 * Its status and the import by uploadId are forwarded routes of the registry.
 */
@Module({
  controllers: [EvidenceUploadController],
  providers: [{ provide: EVIDENCE_UPLOADS_CONFIG, useFactory: () => loadEvidenceUploadsConfig() }],
})
export class EvidenceUploadsModule {}
