import { Controller } from '@nestjs/common';
import {
  ICP,
  type Actor,
  type Draft,
  type DraftRequest,
  type IdParam,
  type RpcParsedBody,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { DraftsService } from './drafts.service.js';

/** The draft subjects. Every one needs an actor (401) and a body valid for its contract schema (400). */
@Controller()
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  /** (no body) -> Draft[]: the actor's own drafts, last saved first. */
  @RpcHandler(ICP.listDrafts)
  list(actor: Actor): Promise<Draft[]> {
    return this.drafts.list(actor);
  }

  /** `{id}` -> Draft; 404 'Draft not found'. */
  @RpcHandler(ICP.getDraft)
  get(actor: Actor, { id }: IdParam): Promise<Draft> {
    return this.drafts.get(actor, id);
  }

  /** `DraftRequest` -> Draft (with id and lastSaved). */
  @RpcHandler(ICP.createDraft)
  create(actor: Actor, draft: DraftRequest): Promise<Draft> {
    return this.drafts.create(actor, draft);
  }

  /** `{id, draft}` -> Draft. */
  @RpcHandler(ICP.updateDraft)
  update(actor: Actor, { id, draft }: RpcParsedBody<typeof ICP.updateDraft>): Promise<Draft> {
    return this.drafts.update(actor, id, draft);
  }

  /** `{id}` -> `{message: 'Deleted'}`. */
  @RpcHandler(ICP.deleteDraft)
  delete(actor: Actor, { id }: IdParam): Promise<{ message: string }> {
    return this.drafts.delete(actor, id);
  }
}
