import { Injectable } from '@nestjs/common';
import {
  icpFieldsSchema,
  type Actor,
  type Icp,
  type Page,
  type VersionDetail,
  type VersionSummary,
} from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import { IcpsService } from '../icps/icps.service.js';
import { toVersionDetail, toVersionSummary } from './history.rules.js';
import { VersionsRepository } from './versions.repository.js';

export const VERSION_NOT_FOUND = 'Version not found';

/**
 * A profile's version history (docs/product.md §13). Whoever may see a profile may read its history
 * and, as they may change it, restore a version; anyone else gets 404 as for the profile itself.
 */
@Injectable()
export class HistoryService {
  constructor(
    private readonly versions: VersionsRepository,
    private readonly icps: IcpsService,
  ) {}

  async list(
    actor: Actor,
    id: string,
    page: { limit: number; offset: number },
  ): Promise<Page<VersionSummary>> {
    await this.icps.findVisible(actor, id);
    const { rows, total } = await this.versions.findPage(id, page);
    return { items: rows.map(toVersionSummary), total, limit: page.limit, offset: page.offset };
  }

  async get(actor: Actor, id: string, version: number): Promise<VersionDetail> {
    await this.icps.findVisible(actor, id);
    const row = await this.versions.findOne(id, version);
    if (!row) throw DomainError.notFound(VERSION_NOT_FOUND);
    return toVersionDetail(row);
  }

  /** The version's fields saved again, as a new version that names it (`restoredFrom`). */
  async restore(actor: Actor, id: string, version: number): Promise<Icp> {
    await this.icps.findVisible(actor, id);
    const row = await this.versions.findOne(id, version);
    if (!row) throw DomainError.notFound(VERSION_NOT_FOUND);
    const fields = icpFieldsSchema.safeParse(row.content);
    if (!fields.success) throw DomainError.badRequest('This version can no longer be restored');
    // The origins go back with the values: a value that came from AI or was marked a guess is not
    // counted as typed because it was restored (docs/product.md §13; versions before origins were kept
    // follow the save rule).
    const restored = row.fieldSources ? { ...fields.data, fieldSources: row.fieldSources } : fields.data;
    return this.icps.update(actor, id, restored, { restoredFrom: version });
  }
}
