import { Controller } from '@nestjs/common';
import {
  ICP,
  type Actor,
  type Evidence,
  type EvidenceFitItem,
  type EvidencePreview,
  type IdParam,
  type Page,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { EvidenceService } from './evidence.service.js';
import { EvidenceUploadService } from './evidence-upload.service.js';

/** The customer-evidence subjects (docs/evidence.md). Each needs an actor (401) and a valid body (400). */
@Controller()
export class EvidenceController {
  constructor(
    private readonly evidence: EvidenceService,
    private readonly uploads: EvidenceUploadService,
  ) {}

  /** `{id, csv, mapping?}` -> EvidencePreview; 400 naming the problem and the row. */
  @RpcHandler(ICP.evidencePreview)
  preview(
    actor: Actor,
    { id, csv, mapping }: RpcParsedBody<typeof ICP.evidencePreview>,
  ): Promise<EvidencePreview> {
    return this.evidence.preview(actor, id, csv, mapping);
  }

  /**
   * `{id, csv, mapping?}` or `{id, uploadId, mapping?}` (an upload's staged table) -> Evidence; 400 (and
   * the previous import kept) for a bad file or mapping.
   */
  @RpcHandler(ICP.evidenceImport)
  import(actor: Actor, body: RpcParsedBody<typeof ICP.evidenceImport>): Promise<Evidence> {
    if ('uploadId' in body && body.uploadId)
      return this.uploads.importUpload(actor, body.id, body.uploadId, body.mapping);
    return this.evidence.import(actor, body.id, (body as { csv: string }).csv, body.mapping);
  }

  /** `{id}` -> Evidence (nulls before any import). */
  @RpcHandler(ICP.evidenceGet)
  get(actor: Actor, { id }: IdParam): Promise<Evidence> {
    return this.evidence.get(actor, id);
  }

  /** `{id, limit, offset}` -> a page of fit scores, best first. */
  @RpcHandler(ICP.evidenceFit)
  fit(
    actor: Actor,
    { id, limit, offset }: RpcParsedBody<typeof ICP.evidenceFit>,
  ): Promise<Page<EvidenceFitItem>> {
    return this.evidence.fit(actor, id, { limit, offset });
  }

  /** `{id}` -> `{message: 'Deleted'}`. */
  @RpcHandler(ICP.evidenceDelete)
  delete(actor: Actor, { id }: IdParam): Promise<{ message: string }> {
    return this.evidence.delete(actor, id);
  }
}
