import type { DataSource, EntityTarget, FindOptionsSelect, FindOptionsWhere } from 'typeorm';
import type { VersionRecord } from './version-record.js';

/**
 * The reads of a kind's version table (docs/product.md §13), written once for every kind: the entity
 * (a `VersionRecord` with its table) and the property naming its item (`icpId`, `playbookId`) are all
 * that differ. The versions themselves are written by the item's repository, in the transaction of the
 * save they record. Each service's VersionsRepository is this class for its entity.
 */
export class VersionRows<E extends VersionRecord> {
  constructor(
    private readonly ds: DataSource,
    private readonly entity: EntityTarget<E>,
    private readonly itemProperty: keyof E & string,
  ) {}

  private get repo() {
    return this.ds.getRepository(this.entity);
  }

  private whereItem(itemId: string, extra: object = {}): FindOptionsWhere<E> {
    return { [this.itemProperty]: itemId, ...extra } as FindOptionsWhere<E>;
  }

  /** One page of an item's versions, newest first, and their total (without their content). */
  async findPage(
    itemId: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: E[]; total: number }> {
    const select = {
      id: true,
      [this.itemProperty]: true,
      version: true,
      authorId: true,
      authorName: true,
      createdAt: true,
      changedFields: true,
      restoredFrom: true,
    } as FindOptionsSelect<E>;
    const [rows, total] = await this.repo.findAndCount({
      select,
      where: this.whereItem(itemId),
      order: { version: 'DESC' } as never,
      take: page.limit,
      skip: page.offset,
    });
    return { rows, total };
  }

  /** One version of an item, with its content; null when the item has no such version. */
  findOne(itemId: string, version: number): Promise<E | null> {
    return this.repo.findOneBy(this.whereItem(itemId, { version }));
  }
}
