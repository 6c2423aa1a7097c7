import { Injectable } from '@nestjs/common';
import type { IcpListQuery } from '@icp-studio/contracts';
import { escapeLike } from '@icp-studio/service-kit';
import { DataSource, type QueryDeepPartialEntity } from 'typeorm';
import type { Visibility } from '../access/access.service.js';
import { DraftEntity } from '../drafts/draft.entity.js';
import { IcpEntity } from './icp.entity.js';
import type { IcpAiPart } from './icp.mapper.js';

/** A profile row with the AI part of its score (null columns when it has no score). */
export type IcpWithAi = IcpEntity & IcpAiPart;

/** The values a new profile row is written with. */
export type NewIcpRow = QueryDeepPartialEntity<IcpEntity>;

/**
 * The SQL of `icp.icps`: the profile list (one tuned statement), single reads, writes and the per-owner
 * aggregates. Who may read or change what is decided by IcpsService, never here.
 */
@Injectable()
export class IcpsRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(IcpEntity);
  }

  /**
   * Every column of `icp.icps` (alias `i`) under its entity property name: raw rows come out shaped
   * like the entity (pg already turns jsonb and timestamptz into values), with no ORM hydration on
   * the hot reads.
   */
  private get columns(): string {
    return (this.columnList ??= this.ds
      .getMetadata(IcpEntity)
      .columns.map((c) => `i."${c.databaseName}" AS "${c.propertyName}"`)
      .join(', '));
  }
  private columnList?: string;

  findById(id: string): Promise<IcpEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** The profile's id and owner only (for access checks). */
  findOwner(id: string): Promise<Pick<IcpEntity, 'id' | 'userId'> | null> {
    return this.repo.findOne({ select: { id: true, userId: true }, where: { id } });
  }

  /** The profile with the AI part of its score. */
  async findWithAi(id: string): Promise<IcpWithAi | null> {
    const [row] = (await this.ds.query(
      `SELECT ${this.columns}, s."ai_suggestions" AS "aiSuggestions", s."persona_narrative" AS "personaNarrative"
         FROM "icp"."icps" i LEFT JOIN "icp"."icp_scores" s ON s."icp_id" = i."id"
        WHERE i."id" = $1`,
      [id],
    )) as IcpWithAi[];
    return row ?? null;
  }

  /**
   * One page of the profiles in `visibility` that match the filters, newest change first, and their
   * total. `actorId` is whom `createdBy=me` means.
   *
   * For an advisor or a client the matching ids are collected first from the owner index (a
   * materialised CTE of narrow rows), then counted and top-N sorted: the cost follows the size of
   * the actor's own scope. Walking the global updated_at order instead can cross the whole table when
   * the scope's clients are quiet while others are busy. An admin's list has no scope and takes the
   * page straight from the updated_at index.
   */
  async findPage(
    visibility: Visibility,
    actorId: string,
    query: IcpListQuery,
  ): Promise<{ rows: IcpWithAi[]; total: number }> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where: string[] = [];
    if (!visibility.all) where.push(`"user_id" = ANY(${param([...visibility.userIds])}::uuid[])`);
    if (query.userId) where.push(`"user_id" = ${param(query.userId)}`);
    if (query.status) where.push(`"status" = ${param(query.status)}`);
    if (query.type) where.push(`"type" = ${param(query.type)}`);
    const industry = query.industry?.trim();
    if (industry) where.push(`lower("industry") = lower(${param(industry)})`);
    const search = query.search?.trim();
    if (search) {
      const pattern = param(escapeLike(search));
      where.push(
        `("name" ILIKE ${pattern} OR "client_name" ILIKE ${pattern} OR "client_email" ILIKE ${pattern})`,
      );
    }
    if (query.hasAi) {
      const withAi = `EXISTS (SELECT 1 FROM "icp"."icp_scores" s WHERE s."icp_id" = "icp"."icps"."id" AND s."ai_suggestions" IS NOT NULL)`;
      where.push(query.hasAi === 'true' ? withAi : `NOT ${withAi}`);
    }
    if (query.createdBy === 'me') where.push(`"created_by" = ${param(actorId)}`);
    else if (query.createdBy === 'client') where.push(`"created_by" = "user_id"`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const page = `LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`;
    const order = `ORDER BY "updated_at" DESC, "id" DESC`;

    // One statement: the page's full rows with their AI part, and the total beside each row. For an
    // advisor or a client the matching ids come from the owner index (a materialised CTE of narrow
    // rows) and the total is a window over them; an admin's page comes straight from the updated_at
    // index and the total from one count.
    const select = `SELECT ${this.columns}, s."ai_suggestions" AS "aiSuggestions",
              s."persona_narrative" AS "personaNarrative", p."total"
         FROM page p JOIN "icp"."icps" i ON i."id" = p."id"
         LEFT JOIN "icp"."icp_scores" s ON s."icp_id" = p."id"
        ${order.replace(/"(\w+)"/g, 'p."$1"')}`;
    const rows = (await this.ds.query(
      visibility.all
        ? `WITH page AS (SELECT "id", "updated_at", (SELECT count(*)::int FROM "icp"."icps" ${filter}) AS "total"
                           FROM "icp"."icps" ${filter} ${order} ${page}) ${select}`
        : `WITH visible AS MATERIALIZED (SELECT "id", "updated_at" FROM "icp"."icps" ${filter}),
                page AS (SELECT "id", "updated_at", count(*) OVER ()::int AS "total"
                           FROM visible ${order} ${page}) ${select}`,
      params,
    )) as (IcpWithAi & { total: number })[];
    // A page past the end has no row to carry the total: count it on its own.
    const total = rows.length
      ? rows[0]!.total
      : (
          (await this.ds.query(
            `SELECT count(*)::int AS "total" FROM "icp"."icps" ${filter}`,
            params.slice(0, -2),
          )) as { total: number }[]
        )[0]!.total;
    return { rows, total };
  }

  /**
   * Inserts the profile and, in the same transaction, deletes the draft it came from (only when that
   * draft is `draftOwnerId`'s). Answers the stored row.
   */
  insert(values: NewIcpRow, draft?: { id: string; ownerId: string } | null): Promise<IcpEntity> {
    return this.ds.transaction(async (m) => {
      const result = await m.getRepository(IcpEntity).insert(values);
      const id = (result.identifiers[0] as { id: string }).id;
      if (draft) await m.getRepository(DraftEntity).delete({ id: draft.id, userId: draft.ownerId });
      return m.getRepository(IcpEntity).findOneByOrFail({ id });
    });
  }

  /** Writes the values and touches `updated_at`; false when the row is gone. */
  async update(id: string, values: QueryDeepPartialEntity<IcpEntity>): Promise<boolean> {
    const result = await this.repo.update({ id }, { ...values, updatedAt: () => 'now()' });
    return !!result.affected;
  }

  /** False when the row was already gone. */
  async delete(id: string): Promise<boolean> {
    const result = await this.repo.delete({ id });
    return !!result.affected;
  }

  /** Totals and completed counts of the owners that have profiles, in one query. */
  async countsByOwner(userIds: string[]): Promise<{ userId: string; total: number; completed: number }[]> {
    return (await this.ds.query(
      `SELECT "user_id" AS "userId", count(*)::int AS "total",
              count(*) FILTER (WHERE "status" = 'completed')::int AS "completed"
         FROM "icp"."icps" WHERE "user_id" = ANY($1::uuid[]) GROUP BY "user_id"`,
      [userIds],
    )) as { userId: string; total: number; completed: number }[];
  }

  /** Per owner that has profiles: how many and when one last changed, in one query. */
  async activityByOwner(
    userIds: string[],
  ): Promise<{ userId: string; total: number; last: Date | string | null }[]> {
    return (await this.ds.query(
      `SELECT "user_id" AS "userId", count(*)::int AS "total", max("updated_at") AS "last"
         FROM "icp"."icps" WHERE "user_id" = ANY($1::uuid[]) GROUP BY "user_id"`,
      [userIds],
    )) as { userId: string; total: number; last: Date | string | null }[];
  }

  async countAll(): Promise<number> {
    const [row] = (await this.ds.query(`SELECT count(*)::int AS "total" FROM "icp"."icps"`)) as {
      total: number;
    }[];
    return row?.total ?? 0;
  }
}
