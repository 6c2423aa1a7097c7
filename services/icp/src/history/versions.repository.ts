import { Injectable } from '@nestjs/common';
import { VersionRows } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { IcpVersionEntity } from './icp-version.entity.js';

/**
 * Reads of `icp.icp_versions` (docs/product.md §13), the statements shared by every kind of item
 * (VersionRows). The versions are written by IcpsRepository, in the transaction of the save they record.
 */
@Injectable()
export class VersionsRepository extends VersionRows<IcpVersionEntity> {
  constructor(ds: DataSource) {
    super(ds, IcpVersionEntity, 'icpId');
  }
}
