import { Injectable } from '@nestjs/common';
import { playbookFieldsSchema, type Playbook, type PlaybookFields } from '@icp-studio/contracts';
import { ItemHistory, VERSION_NOT_FOUND } from '@icp-studio/service-kit';
import { PlaybooksService } from '../playbooks/playbooks.service.js';
import type { PlaybookVersionEntity } from './playbook-version.entity.js';
import { VersionsRepository } from './versions.repository.js';

export { VERSION_NOT_FOUND };

/** The item as read for the access check. */
type Visible = Awaited<ReturnType<PlaybooksService['findVisible']>>;

/**
 * A playbook's version history (docs/product.md §13): the history every kind of item shares
 * (ItemHistory), with the playbook's adapter. Whoever may see a playbook may read its history and, as
 * they may change it, restore a version; anyone else gets 404 as for the playbook itself. A restored
 * playbook stays on its current profile and keeps its status.
 */
@Injectable()
export class HistoryService extends ItemHistory<Playbook, PlaybookVersionEntity, PlaybookFields, Visible> {
  constructor(versions: VersionsRepository, playbooks: PlaybooksService) {
    super(versions, {
      findVisible: (actor, id) => playbooks.findVisible(actor, id),
      fieldsSchema: playbookFieldsSchema,
      restorable: (row, current) => ({ ...row.content, icpId: current.icpId }),
      save: (actor, id, fields, row) => playbooks.update(actor, id, fields, { restoredFrom: row.version }),
    });
  }
}
