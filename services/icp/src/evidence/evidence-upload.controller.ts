import { Controller } from '@nestjs/common';
import {
  ICP,
  type Actor,
  type EvidenceUploadAccepted,
  type EvidenceUploadStatus,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { EvidenceUploadService } from './evidence-upload.service.js';

/** Uploaded client lists (docs/evidence.md, "Uploads"). Each needs an actor (401) and a valid body (400). */
@Controller()
export class EvidenceUploadController {
  constructor(private readonly uploads: EvidenceUploadService) {}

  /** `{id, blobId, size}` -> `{uploadId, state: 'queued'}`; the profile's 404 for whoever may not see it. */
  @RpcHandler(ICP.evidenceUploadCreate)
  create(
    actor: Actor,
    body: RpcParsedBody<typeof ICP.evidenceUploadCreate>,
  ): Promise<EvidenceUploadAccepted> {
    return this.uploads.create(actor, body);
  }

  /** `{id, uploadId}` -> the upload's status; 404 `Upload not found` for another profile's. */
  @RpcHandler(ICP.evidenceUploadStatus)
  status(actor: Actor, body: RpcParsedBody<typeof ICP.evidenceUploadStatus>): Promise<EvidenceUploadStatus> {
    return this.uploads.status(actor, body);
  }
}
