import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ICP,
  draftRequestSchema,
  draftUpdateRpcSchema,
  idParamSchema,
  type Draft,
  type RpcRequest,
} from '@icp-studio/contracts';
import { parse, requireActor } from '@icp-studio/service-kit';
import { DraftsService } from './drafts.service.js';

@Controller()
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  /** (no body) -> Draft[]: the actor's own drafts, last saved first. */
  @MessagePattern(ICP.listDrafts)
  list(@Payload() req: RpcRequest): Promise<Draft[]> {
    return this.drafts.list(requireActor(req));
  }

  /** `{id}` -> Draft; 404 'Draft not found'. */
  @MessagePattern(ICP.getDraft)
  get(@Payload() req: RpcRequest): Promise<Draft> {
    const actor = requireActor(req);
    return this.drafts.get(actor, parse(idParamSchema, req.body).id);
  }

  /** `DraftRequest` -> Draft (with id and lastSaved). */
  @MessagePattern(ICP.createDraft)
  create(@Payload() req: RpcRequest): Promise<Draft> {
    const actor = requireActor(req);
    return this.drafts.create(actor, parse(draftRequestSchema, req.body));
  }

  /** `{id, draft}` -> Draft. */
  @MessagePattern(ICP.updateDraft)
  update(@Payload() req: RpcRequest): Promise<Draft> {
    const actor = requireActor(req);
    const { id, draft } = parse(draftUpdateRpcSchema, req.body);
    return this.drafts.update(actor, id, draft);
  }

  /** `{id}` -> `{message: 'Deleted'}`. */
  @MessagePattern(ICP.deleteDraft)
  delete(@Payload() req: RpcRequest): Promise<{ message: string }> {
    const actor = requireActor(req);
    return this.drafts.delete(actor, parse(idParamSchema, req.body).id);
  }
}
