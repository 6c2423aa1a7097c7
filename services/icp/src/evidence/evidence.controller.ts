import { Controller } from '@nestjs/common';
import {
  ICP,
  type Actor,
  type Evidence,
  type EvidenceFitItem,
  type EvidencePreview,
  type IcpLedger,
  type IdParam,
  type Page,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { EvidenceService } from './evidence.service.js';

/** The customer-evidence subjects (docs/evidence.md). Each needs an actor (401) and a valid body (400). */
@Controller()
export class EvidenceController {
  constructor(private readonly evidence: EvidenceService) {}

  /** `{id, csv, mapping?}` -> EvidencePreview; 400 naming the problem and the row. */
  @RpcHandler(ICP.evidencePreview)
  preview(
    actor: Actor,
    { id, csv, mapping }: RpcParsedBody<typeof ICP.evidencePreview>,
  ): Promise<EvidencePreview> {
    return this.evidence.preview(actor, id, csv, mapping);
  }

  /** `{id, csv, mapping?}` -> Evidence; 400 (and the previous import kept) for a bad file or mapping. */
  @RpcHandler(ICP.evidenceImport)
  import(actor: Actor, { id, csv, mapping }: RpcParsedBody<typeof ICP.evidenceImport>): Promise<Evidence> {
    return this.evidence.import(actor, id, csv, mapping);
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
