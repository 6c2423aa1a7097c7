import { Injectable } from '@nestjs/common';
import { DataSource, type QueryDeepPartialEntity } from 'typeorm';
import { isForeignKeyViolation, rowsOf } from '@icp-studio/service-kit';
import { ShareLinkEntity } from './share-link.entity.js';

/** A live link: not revoked, not expired. */
const LIVE = `"revoked_at" IS NULL AND ("expires_at" IS NULL OR "expires_at" > now())`;

/** The SQL of `icp.share_links`. Who may make, list and revoke links is decided by SharesService. */
@Injectable()
export class ShareLinksRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(ShareLinkEntity);
  }

  /**
   * The new link, or null when its item was deleted while it was being made (the insert breaks the
   * foreign key, or the delete's cascade took the new row before it was read back).
   */
  async insert(values: QueryDeepPartialEntity<ShareLinkEntity>): Promise<ShareLinkEntity | null> {
    try {
      const result = await this.repo.insert(values);
      const id = (result.identifiers[0] as { id: string }).id;
      return await this.repo.findOneBy({ id });
    } catch (err) {
      if (isForeignKeyViolation(err)) return null;
      throw err;
    }
  }

  /** The profile's live links, newest first. */
  findLive(itemId: string): Promise<ShareLinkEntity[]> {
    return this.repo
      .createQueryBuilder('s')
      .where('s.itemId = :itemId', { itemId })
      .andWhere('s.revokedAt IS NULL')
      .andWhere('(s.expiresAt IS NULL OR s.expiresAt > now())')
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .getMany();
  }

  /** How many live links the profile has. */
  async countLive(itemId: string): Promise<number> {
    const rows = rowsOf<{ n: number }>(
      await this.ds.query(
        `SELECT count(*)::int AS "n" FROM "icp"."share_links" WHERE "icp_id" = $1 AND ${LIVE}`,
        [itemId],
      ),
    );
    return rows[0]?.n ?? 0;
  }

  /** Revokes one link of the profile; false when it is not one of its live links. */
  async revoke(itemId: string, id: string): Promise<boolean> {
    const rows = rowsOf(
      await this.ds.query(
        `UPDATE "icp"."share_links" SET "revoked_at" = now() WHERE "id" = $1 AND "icp_id" = $2 AND ${LIVE} RETURNING "id"`,
        [id, itemId],
      ),
    );
    return rows.length > 0;
  }

  /** Revokes every live link of the profile; answers how many. */
  async revokeAll(itemId: string): Promise<number> {
    const rows = rowsOf(
      await this.ds.query(
        `UPDATE "icp"."share_links" SET "revoked_at" = now() WHERE "icp_id" = $1 AND ${LIVE} RETURNING "id"`,
        [itemId],
      ),
    );
    return rows.length;
  }

  /** Counts a view of the live link with this token hash, in one statement; null when none is live. */
  async recordView(
    tokenHash: string,
  ): Promise<{ itemId: string; label: string | null; expiresAt: Date | null } | null> {
    const rows = rowsOf<{ icp_id: string; label: string | null; expires_at: Date | null }>(
      await this.ds.query(
        `UPDATE "icp"."share_links" SET "view_count" = "view_count" + 1, "last_viewed_at" = now()
         WHERE "token_hash" = $1 AND ${LIVE} RETURNING "icp_id", "label", "expires_at"`,
        [tokenHash],
      ),
    );
    const row = rows[0];
    return row ? { itemId: row.icp_id, label: row.label, expiresAt: row.expires_at } : null;
  }
}
