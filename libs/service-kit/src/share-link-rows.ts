import type { DataSource, EntityTarget, FindOptionsWhere, QueryDeepPartialEntity } from 'typeorm';
import { isForeignKeyViolation } from './errors.js';
import type { ShareRow } from './share-links.js';
import { rowsOf } from './sql.js';

/** A live link: not revoked, not expired. */
const LIVE = `"revoked_at" IS NULL AND ("expires_at" IS NULL OR "expires_at" > now())`;

/** A live link its maker may have lost access to: one on an item someone else owns. */
export interface MakersLink {
  id: string;
  itemId: string;
  ownerId: string;
  itemName: string | null;
  createdByName: string | null;
}

/** What editing a link changes: an absent field is left as it is. */
export interface ShareChanges {
  label?: string | null;
  expiresAt?: Date | null;
}

/** A live link found by its token, with what its view needs to check first. */
export interface LinkByToken {
  id: string;
  itemId: string;
  createdBy: string;
  createdByName: string | null;
}

/**
 * The SQL of a service's share-link table (`icp.share_links`, `playbook.share_links`; docs/product.md
 * §14). Both tables are the same but for the item's column, so the statements are written once: the
 * table and that column are read from the entity's mapping (its `itemId` property), and the item's
 * table, owner and name from the item entity's (its `userId` and `name` properties). Each service's
 * ShareLinksRepository is this class for its entities; who may make, list and revoke links is decided by
 * its SharesService.
 */
export class ShareLinkRows<E extends ShareRow> {
  constructor(
    private readonly ds: DataSource,
    private readonly entity: EntityTarget<E>,
    private readonly itemEntity: EntityTarget<unknown>,
  ) {}

  private get repo() {
    return this.ds.getRepository(this.entity);
  }

  /** The quoted table (with its schema) and item column, from the entity's metadata. */
  private get sql(): { table: string; item: string } {
    const meta = this.ds.getMetadata(this.entity);
    const item = meta.findColumnWithPropertyName('itemId');
    if (!item) throw new Error(`${meta.name} has no itemId column`);
    const table = meta.schema ? `"${meta.schema}"."${meta.tableName}"` : `"${meta.tableName}"`;
    return { table, item: `"${item.databaseName}"` };
  }

  /** The item's quoted table, owner column and name column. */
  private get itemSql(): { table: string; owner: string; name: string } {
    const meta = this.ds.getMetadata(this.itemEntity);
    const column = (property: string) => {
      const c = meta.findColumnWithPropertyName(property);
      if (!c) throw new Error(`${meta.name} has no ${property} column`);
      return `"${c.databaseName}"`;
    };
    const table = meta.schema ? `"${meta.schema}"."${meta.tableName}"` : `"${meta.tableName}"`;
    return { table, owner: column('userId'), name: column('name') };
  }

  /**
   * The new link, or null when its item was deleted while it was being made (the insert breaks the
   * foreign key, or the delete's cascade took the new row before it was read back).
   */
  async insert(values: QueryDeepPartialEntity<E>): Promise<E | null> {
    try {
      const result = await this.repo.insert(values);
      const id = (result.identifiers[0] as { id: string }).id;
      return await this.repo.findOneBy({ id } as FindOptionsWhere<E>);
    } catch (err) {
      if (isForeignKeyViolation(err)) return null;
      throw err;
    }
  }

  /**
   * What the owner's list shows: the item's live links and those ended for their maker's access
   * (revoked with a reason), newest first.
   */
  findListed(itemId: string): Promise<E[]> {
    return this.repo
      .createQueryBuilder('s')
      .where('s.itemId = :itemId', { itemId })
      .andWhere(
        '((s.revokedAt IS NULL AND (s.expiresAt IS NULL OR s.expiresAt > now())) OR s.revokedReason IS NOT NULL)',
      )
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .getMany();
  }

  /** The live links this user made on items someone else owns (those their access may have ended). */
  async liveOfMakerOnOthers(userId: string): Promise<MakersLink[]> {
    const { table, item } = this.sql;
    const it = this.itemSql;
    return rowsOf<MakersLink>(
      await this.ds.query(
        `SELECT s."id", s.${item} AS "itemId", i.${it.owner} AS "ownerId", i.${it.name} AS "itemName",
                s."created_by_name" AS "createdByName"
         FROM ${table} s JOIN ${it.table} i ON i."id" = s.${item}
         WHERE s."created_by" = $1 AND i.${it.owner} <> $1
           AND s."revoked_at" IS NULL AND (s."expires_at" IS NULL OR s."expires_at" > now())
         ORDER BY s."created_at"`,
        [userId],
      ),
    );
  }

  /** Ends these links for their maker's access (those still live); answers the ids it ended. */
  async revokeForLostAccess(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const { table } = this.sql;
    const rows = rowsOf<{ id: string }>(
      await this.ds.query(
        `UPDATE ${table} SET "revoked_at" = now(), "revoked_reason" = 'creator_lost_access'
         WHERE "id" = ANY($1::uuid[]) AND ${LIVE} RETURNING "id"`,
        [ids],
      ),
    );
    return rows.map((r) => r.id);
  }

  /** The live link with this token hash (its view not counted yet), or null. */
  async findLiveByToken(tokenHash: string): Promise<LinkByToken | null> {
    const { table, item } = this.sql;
    const rows = rowsOf<LinkByToken>(
      await this.ds.query(
        `SELECT "id", ${item} AS "itemId", "created_by" AS "createdBy", "created_by_name" AS "createdByName"
         FROM ${table} WHERE "token_hash" = $1 AND ${LIVE}`,
        [tokenHash],
      ),
    );
    return rows[0] ?? null;
  }

  /** How many live links the item has. */
  async countLive(itemId: string): Promise<number> {
    const { table, item } = this.sql;
    const rows = rowsOf<{ n: number }>(
      await this.ds.query(`SELECT count(*)::int AS "n" FROM ${table} WHERE ${item} = $1 AND ${LIVE}`, [
        itemId,
      ]),
    );
    return rows[0]?.n ?? 0;
  }

  /** Revokes one link of the item; false when it is not one of its live links. */
  async revoke(itemId: string, id: string): Promise<boolean> {
    const { table, item } = this.sql;
    const rows = rowsOf(
      await this.ds.query(
        `UPDATE ${table} SET "revoked_at" = now() WHERE "id" = $1 AND ${item} = $2 AND ${LIVE} RETURNING "id"`,
        [id, itemId],
      ),
    );
    return rows.length > 0;
  }

  /**
   * Changes a live link of the item in one statement (an absent change leaves its column as it is), so
   * a link revoked or expired meanwhile is never changed. Answers the changed row, `missing` when it is
   * no link of the item, `ended` when it is one no longer live.
   */
  async update(itemId: string, id: string, changes: ShareChanges): Promise<E | 'missing' | 'ended'> {
    const { table, item } = this.sql;
    const rows = rowsOf<{ id: string }>(
      await this.ds.query(
        `UPDATE ${table}
         SET "label" = CASE WHEN $3 THEN $4 ELSE "label" END,
             "expires_at" = CASE WHEN $5 THEN $6::timestamptz ELSE "expires_at" END
         WHERE "id" = $1 AND ${item} = $2 AND ${LIVE} RETURNING "id"`,
        [
          id,
          itemId,
          changes.label !== undefined,
          changes.label ?? null,
          changes.expiresAt !== undefined,
          changes.expiresAt ?? null,
        ],
      ),
    );
    const where = { id, itemId } as FindOptionsWhere<E>;
    const row = await this.repo.findOneBy(where);
    if (!row) return 'missing';
    return rows.length > 0 ? row : 'ended';
  }

  /** Revokes every live link of the item; answers how many. */
  async revokeAll(itemId: string): Promise<number> {
    const { table, item } = this.sql;
    const rows = rowsOf(
      await this.ds.query(
        `UPDATE ${table} SET "revoked_at" = now() WHERE ${item} = $1 AND ${LIVE} RETURNING "id"`,
        [itemId],
      ),
    );
    return rows.length;
  }

  /** Counts a view of the live link with this token hash, in one statement; null when none is live. */
  async recordView(
    tokenHash: string,
  ): Promise<{ itemId: string; label: string | null; expiresAt: Date | null } | null> {
    const { table, item } = this.sql;
    const rows = rowsOf<{ item_id: string; label: string | null; expires_at: Date | null }>(
      await this.ds.query(
        `UPDATE ${table} SET "view_count" = "view_count" + 1, "last_viewed_at" = now()
         WHERE "token_hash" = $1 AND ${LIVE} RETURNING ${item} AS "item_id", "label", "expires_at"`,
        [tokenHash],
      ),
    );
    const row = rows[0];
    return row ? { itemId: row.item_id, label: row.label, expiresAt: row.expires_at } : null;
  }
}
