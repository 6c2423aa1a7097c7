import { Injectable } from '@nestjs/common';
import {
  playbookFieldsSchema,
  type Actor,
  type Page,
  type Playbook,
  type VersionDetail,
  type VersionSummary,
} from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import { PlaybooksService } from '../playbooks/playbooks.service.js';
import { toVersionDetail, toVersionSummary } from './history.rules.js';
import { VersionsRepository } from './versions.repository.js';

export const VERSION_NOT_FOUND = 'Version not found';

/**
 * A playbook's version history (docs/product.md §13). Whoever may see a playbook may read its history
 * and, as they may change it, restore a version; anyone else gets 404 as for the playbook itself.
 */
@Injectable()
export class HistoryService {
  constructor(
    private readonly versions: VersionsRepository,
    private readonly playbooks: PlaybooksService,
  ) {}

  async list(
    actor: Actor,
    id: string,
    page: { limit: number; offset: number },
  ): Promise<Page<VersionSummary>> {
    await this.playbooks.findVisible(actor, id);
    const { rows, total } = await this.versions.findPage(id, page);
    return { items: rows.map(toVersionSummary), total, limit: page.limit, offset: page.offset };
  }

  async get(actor: Actor, id: string, version: number): Promise<VersionDetail> {
    await this.playbooks.findVisible(actor, id);
    const row = await this.versions.findOne(id, version);
    if (!row) throw DomainError.notFound(VERSION_NOT_FOUND);
    return toVersionDetail(row);
  }

  /**
   * The version's fields saved again, as a new version that names it (`restoredFrom`); the playbook
   * stays on its current profile and keeps its status.
   */
  async restore(actor: Actor, id: string, version: number): Promise<Playbook> {
    const current = await this.playbooks.findVisible(actor, id);
    const row = await this.versions.findOne(id, version);
    if (!row) throw DomainError.notFound(VERSION_NOT_FOUND);
    const fields = playbookFieldsSchema.safeParse({ ...row.content, icpId: current.icpId });
    if (!fields.success) throw DomainError.badRequest('This version can no longer be restored');
    return this.playbooks.update(actor, id, fields.data, { restoredFrom: version });
  }
}
