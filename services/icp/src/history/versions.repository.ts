import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IcpVersionEntity } from './icp-version.entity.js';

/**
 * Reads of `icp.icp_versions` (docs/product.md §13). The versions are written by IcpsRepository, in the
 * transaction of the save they record.
 */
@Injectable()
export class VersionsRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(IcpVersionEntity);
  }

  /** One page of a profile's versions, newest first, and their total. */
  async findPage(
    icpId: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: IcpVersionEntity[]; total: number }> {
    const [rows, total] = await this.repo.findAndCount({
      select: {
        id: true,
        icpId: true,
        version: true,
        authorId: true,
        authorName: true,
        createdAt: true,
        changedFields: true,
        restoredFrom: true,
      },
      where: { icpId },
      order: { version: 'DESC' },
      take: page.limit,
      skip: page.offset,
    });
    return { rows, total };
  }

  findOne(icpId: string, version: number): Promise<IcpVersionEntity | null> {
    return this.repo.findOneBy({ icpId, version });
  }
}
