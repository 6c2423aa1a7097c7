import { Injectable } from '@nestjs/common';
import type { Actor, Draft, DraftRequest } from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import { AccessService } from '../access/access.service.js';
import type { DraftEntity } from './draft.entity.js';
import { DraftsRepository } from './drafts.repository.js';
import { toDraft } from './draft.mapper.js';

export const DRAFT_NOT_FOUND = 'Draft not found';

/**
 * Wizard drafts (docs/product.md §7). A draft belongs to whoever saved it: the list is the actor's own,
 * and get/update/delete of another's draft answer 404, except for an admin. `lastSaved` is the
 * server's time of the last save. A draft's `clientId` must be a client the actor may see (403).
 */
@Injectable()
export class DraftsService {
  constructor(
    private readonly drafts: DraftsRepository,
    private readonly access: AccessService,
  ) {}

  async list(actor: Actor): Promise<Draft[]> {
    return (await this.drafts.findByUser(actor.userId)).map(toDraft);
  }

  async get(actor: Actor, id: string): Promise<Draft> {
    return toDraft(await this.findOwn(actor, id));
  }

  async create(actor: Actor, draft: DraftRequest): Promise<Draft> {
    await this.assertClient(actor, draft.clientId);
    return toDraft(await this.drafts.insert({ ...columns(draft), userId: actor.userId }));
  }

  async update(actor: Actor, id: string, draft: DraftRequest): Promise<Draft> {
    await this.findOwn(actor, id);
    await this.assertClient(actor, draft.clientId);
    if (!(await this.drafts.update(id, columns(draft)))) throw DomainError.notFound(DRAFT_NOT_FOUND);
    // deleted meanwhile (a concurrent DELETE): not found, like a draft that was never there
    const saved = await this.drafts.findById(id);
    if (!saved) throw DomainError.notFound(DRAFT_NOT_FOUND);
    return toDraft(saved);
  }

  async delete(actor: Actor, id: string): Promise<{ message: string }> {
    await this.findOwn(actor, id);
    if (!(await this.drafts.delete(id))) throw DomainError.notFound(DRAFT_NOT_FOUND);
    return { message: 'Deleted' };
  }

  private async findOwn(actor: Actor, id: string): Promise<DraftEntity> {
    const row = await this.drafts.findById(id);
    if (!row || (row.userId !== actor.userId && actor.role !== 'admin'))
      throw DomainError.notFound(DRAFT_NOT_FOUND);
    return row;
  }

  private async assertClient(actor: Actor, clientId: string | null | undefined): Promise<void> {
    if (clientId && !(await this.access.canSee(actor, clientId))) {
      throw DomainError.forbidden('You can save drafts only for your assigned clients');
    }
  }
}

function columns(
  d: DraftRequest,
): Pick<DraftEntity, 'clientType' | 'name' | 'industry' | 'draftData' | 'currentStep' | 'clientId'> {
  return {
    clientType: d.clientType ?? null,
    name: d.name ?? null,
    industry: d.industry ?? null,
    draftData: d.draftData,
    currentStep: d.currentStep,
    clientId: d.clientId ?? null,
  };
}
