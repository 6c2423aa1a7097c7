import { Controller } from '@nestjs/common';
import {
  ICP,
  type Actor,
  type EvidenceFitCsvResult,
  type EvidenceFitRankedItem,
  type EvidencePreview,
  type IcpLedger,
  type EvidenceWithFit,
  type IdParam,
  type Page,
  type ProspectScoreResult,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { EvidenceFitService } from './evidence-fit.service.js';
import { EvidenceService } from './evidence.service.js';
import { EvidenceUploadService } from './evidence-upload.service.js';

/** The customer-evidence subjects (docs/evidence.md). Each needs an actor (401) and a valid body (400). */
@Controller()
export class EvidenceController {
  constructor(
    private readonly evidence: EvidenceService,
    private readonly fits: EvidenceFitService,
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
   * `{id, csv, mapping?}` or `{id, uploadId, mapping?}` (an upload's staged table) -> Evidence with the fit
   * summary; 400 (and the previous import kept) for a bad file or mapping.
   */
  @RpcHandler(ICP.evidenceImport)
  import(actor: Actor, body: RpcParsedBody<typeof ICP.evidenceImport>): Promise<EvidenceWithFit> {
    if ('uploadId' in body && body.uploadId)
      return this.uploads.importUpload(actor, body.id, body.uploadId, body.mapping);
    return this.evidence.import(actor, body.id, (body as { csv: string }).csv, body.mapping);
  }

  /** `{id}` -> Evidence with the fit summary (nulls before any import). */
  @RpcHandler(ICP.evidenceGet)
  get(actor: Actor, { id }: IdParam): Promise<EvidenceWithFit> {
    return this.evidence.get(actor, id);
  }

  /** `{id, limit, offset, sort, order}` -> a page of fit scores, best first by default. */
  @RpcHandler(ICP.evidenceFit)
  fit(
    actor: Actor,
    { id, ...query }: RpcParsedBody<typeof ICP.evidenceFit>,
  ): Promise<Page<EvidenceFitRankedItem>> {
    return this.evidence.fit(actor, id, query);
  }

  /**
   * `{id, layout, stream?}` -> the scored list written once as CSV to Redis: its key (docs/evidence.md);
   * streamed: answered at once, the file pushed to the key in chunks.
   */
  @RpcHandler(ICP.evidenceFitCsv)
  fitCsv(
    actor: Actor,
    { id, layout, stream }: RpcParsedBody<typeof ICP.evidenceFitCsv>,
  ): Promise<EvidenceFitCsvResult> {
    return this.fits.csv(actor, id, layout, stream);
  }

  /** `{id, csv, mapping?, limit?}` -> the prospects scored, best first; stores nothing. */
  @RpcHandler(ICP.evidenceScore)
  score(
    actor: Actor,
    { id, ...body }: RpcParsedBody<typeof ICP.evidenceScore>,
  ): Promise<ProspectScoreResult> {
    return this.evidence.score(actor, id, body);
  }

  /** `{id}` -> IcpLedger: each field's origin, observed ones with their client counts. */
  @RpcHandler(ICP.evidenceLedger)
  ledger(actor: Actor, { id }: IdParam): Promise<IcpLedger> {
    return this.evidence.ledger(actor, id);
  }

  /** `{id}` -> `{message: 'Deleted'}`. */
  @RpcHandler(ICP.evidenceDelete)
  delete(actor: Actor, { id }: IdParam): Promise<{ message: string }> {
    return this.evidence.delete(actor, id);
  }
}
