import { Injectable } from '@nestjs/common';
import { icpFieldsSchema, type Icp, type IcpFields } from '@icp-studio/contracts';
import { ItemHistory, VERSION_NOT_FOUND } from '@icp-studio/service-kit';
import { IcpsService } from '../icps/icps.service.js';
import type { IcpVersionEntity } from './icp-version.entity.js';
import { VersionsRepository } from './versions.repository.js';

export { VERSION_NOT_FOUND };

/** The item as read for the access check. */
type Visible = Awaited<ReturnType<IcpsService['findVisible']>>;

/**
 * A profile's version history (docs/product.md §13): the history every kind of item shares
 * (ItemHistory), with the profile's adapter. Whoever may see a profile may read its history and, as
 * they may change it, restore a version; anyone else gets 404 as for the profile itself.
 */
@Injectable()
export class HistoryService extends ItemHistory<Icp, IcpVersionEntity, IcpFields, Visible> {
  constructor(versions: VersionsRepository, icps: IcpsService) {
    super(versions, {
      findVisible: (actor, id) => icps.findVisible(actor, id),
      fieldsSchema: icpFieldsSchema,
      restorable: (row) => row.content,
      // The origins go back with the values: a value that came from AI or was marked a guess is not
      // counted as typed because it was restored (docs/product.md §13; versions before origins were
      // kept follow the save rule).
      save: (actor, id, fields, row) =>
        icps.update(actor, id, row.fieldSources ? { ...fields, fieldSources: row.fieldSources } : fields, {
          restoredFrom: row.version,
        }),
    });
  }
}
