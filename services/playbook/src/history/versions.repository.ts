import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PlaybookVersionEntity } from './playbook-version.entity.js';

/**
 * Reads of `playbook.playbook_versions` (docs/product.md §13). The versions are written by PlaybooksRepository, in the
 * transaction of the save they record.
 */
@Injectable()
export class VersionsRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(PlaybookVersionEntity);
  }

  /** One page of a playbook's versions, newest first, and their total. */
  async findPage(
    playbookId: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: PlaybookVersionEntity[]; total: number }> {
    const [rows, total] = await this.repo.findAndCount({
      select: {
        id: true,
        playbookId: true,
        version: true,
        authorId: true,
        authorName: true,
        createdAt: true,
        changedFields: true,
        restoredFrom: true,
      },
      where: { playbookId },
      order: { version: 'DESC' },
      take: page.limit,
      skip: page.offset,
    });
    return { rows, total };
  }

  findOne(playbookId: string, version: number): Promise<PlaybookVersionEntity | null> {
    return this.repo.findOneBy({ playbookId, version });
  }
}
