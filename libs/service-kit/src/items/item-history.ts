import type { Actor, Page, VersionDetail, VersionSummary } from '@icp-studio/contracts';
import type { ZodType } from 'zod';
import { DomainError } from '../errors.js';
import type { VersionRecord } from './version-record.js';
import { toVersionDetail, toVersionSummary } from './versions.js';
import type { VersionRows } from './version-rows.js';

export const VERSION_NOT_FOUND = 'Version not found';
export const VERSION_NOT_RESTORABLE = 'This version can no longer be restored';

/**
 * What a kind of item (a profile, a playbook, a campaign brief) tells the shared history about itself
 * (docs/developing.md, "One item kind"): who may see an item, how a version's content becomes the
 * fields of a save, and how that save is made (`Item` what a save answers, `Current` the item as read
 * for the access check). Its table and versioned fields are its VersionRows'
 * entity and its rules' field list.
 */
export interface ItemHistoryAdapter<Item, Row extends VersionRecord, Fields, Current = unknown> {
  /** The item as the actor may see it; throws the kind's own 404 otherwise. */
  findVisible(actor: Actor, id: string): Promise<Current>;
  /** The schema a version's fields must still pass to be restored (the kind's save body). */
  fieldsSchema: ZodType<Fields>;
  /** The body to check against `fieldsSchema`: the version's content, with what the item keeps as it is. */
  restorable(row: Row, current: Current): unknown;
  /** Saves the fields as a new version naming the restored one (`restoredFrom`); answers the item. */
  save(actor: Actor, id: string, fields: Fields, row: Row): Promise<Item>;
}

/**
 * An item's version history (docs/product.md §13), the same for every kind: whoever may see an item
 * may read its history and, as they may change it, restore a version; anyone else gets the 404 of the
 * item itself. A service's HistoryService is this class with its VersionsRepository and its adapter.
 */
export class ItemHistory<Item, Row extends VersionRecord, Fields, Current = unknown> {
  constructor(
    protected readonly versions: Pick<VersionRows<Row>, 'findPage' | 'findOne'>,
    protected readonly kind: ItemHistoryAdapter<Item, Row, Fields, Current>,
  ) {}

  async list(
    actor: Actor,
    id: string,
    page: { limit: number; offset: number },
  ): Promise<Page<VersionSummary>> {
    await this.kind.findVisible(actor, id);
    const { rows, total } = await this.versions.findPage(id, page);
    return { items: rows.map(toVersionSummary), total, limit: page.limit, offset: page.offset };
  }

  async get(actor: Actor, id: string, version: number): Promise<VersionDetail> {
    await this.kind.findVisible(actor, id);
    return toVersionDetail(await this.version(id, version));
  }

  /** The version's fields saved again, as a new version that names it (`restoredFrom`). */
  async restore(actor: Actor, id: string, version: number): Promise<Item> {
    const current = await this.kind.findVisible(actor, id);
    const row = await this.version(id, version);
    const fields = this.kind.fieldsSchema.safeParse(this.kind.restorable(row, current));
    if (!fields.success) throw DomainError.badRequest(VERSION_NOT_RESTORABLE);
    return this.kind.save(actor, id, fields.data, row);
  }

  private async version(id: string, version: number): Promise<Row> {
    const row = await this.versions.findOne(id, version);
    if (!row) throw DomainError.notFound(VERSION_NOT_FOUND);
    return row;
  }
}
