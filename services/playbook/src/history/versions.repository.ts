import { Injectable } from '@nestjs/common';
import { VersionRows } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { PlaybookVersionEntity } from './playbook-version.entity.js';

/**
 * Reads of `playbook.playbook_versions` (docs/product.md §13), the statements shared by every kind of
 * item (VersionRows). The versions are written by PlaybooksRepository, in the transaction of the save
 * they record.
 */
@Injectable()
export class VersionsRepository extends VersionRows<PlaybookVersionEntity> {
  constructor(ds: DataSource) {
    super(ds, PlaybookVersionEntity, 'playbookId');
  }
}
