import { Injectable } from '@nestjs/common';
import {
  SCORE_BUCKETS,
  type IcpListQuery,
  type IcpListSort,
  type Json,
  type WeekCount,
} from '@icp-studio/contracts';
import { escapeLike, keepMerged, mergeFields, type FieldMerge } from '@icp-studio/service-kit';
import { DataSource, type QueryDeepPartialEntity } from 'typeorm';
import type { Visibility } from '../access/access.service.js';
import { DraftEntity } from '../drafts/draft.entity.js';
import { IcpEntity } from './icp.entity.js';
import type { IcpAiPart } from './icp.mapper.js';
import { IcpVersionEntity } from '../history/icp-version.entity.js';
import { changedFields, isStale, ICP_VERSION_FIELDS, versionContent } from '../history/history.rules.js';

/**
 * The sort keys of each list order (docs/product.md §2, My ICPs): a column or expression over a row of
 * `icp.icps`, the name it is selected under in the page's CTE, and its direction. Every order ends on the
 * id, so pages never overlap.
 */
const LIST_ORDERS: Record<IcpListSort, { expr: string; as: string; dir: string }[]> = {
  updated: [
    { expr: '"updated_at"', as: 'updated_at', dir: 'DESC' },
    { expr: '"id"', as: 'id', dir: 'DESC' },
  ],
  created: [
    { expr: '"created_at"', as: 'created_at', dir: 'DESC' },
    { expr: '"id"', as: 'id', dir: 'DESC' },
  ],
  name: [
    { expr: 'lower("name")', as: 'sort_name', dir: 'ASC' },
    { expr: '"id"', as: 'id', dir: 'ASC' },
  ],
  score: [
    {
      expr: '(SELECT sc."overall_score" FROM "icp"."icp_scores" sc WHERE sc."icp_id" = "icp"."icps"."id")',
      as: 'sort_score',
      dir: 'DESC NULLS LAST',
    },
    { expr: '"updated_at"', as: 'updated_at', dir: 'DESC' },
    { expr: '"id"', as: 'id', dir: 'DESC' },
  ],
};

/**
 * What a profile answer shows of its score (alias `s`, LEFT JOINed): the AI part, and whether the
 * figures reflect the latest save (see `scoreStateOf`).
 */
const SCORE_PART = `s."ai_suggestions" AS "aiSuggestions", s."persona_narrative" AS "personaNarrative",
  s."icp_id" IS NOT NULL AS "hasScore", s."scored_for" AS "scoredFor"`;

/** A profile row with the AI part of its score (null columns when it has no score). */
export type IcpWithAi = IcpEntity & IcpAiPart;

/** A row of `cockpitByOwner`: the latest profile, the owner's count and last change, the rubric figures. */
export type CockpitOwnerRow = IcpEntity & {
  total: number;
  last: Date | string | null;
  /** The rubric's figures (prefixed: the profile has `painPoints` and `needs` columns of its own). */
  scoreOverall: number | null;
  scoreDemographics: number | null;
  scorePsychographics: number | null;
  scorePainPoints: number | null;
  scoreNeeds: number | null;
  scoreChannels: number | null;
};

/** The values a new profile row is written with. */
export type NewIcpRow = QueryDeepPartialEntity<IcpEntity>;

/** Who makes a save, for its version (docs/product.md §13). */
export interface VersionAuthor {
  authorId: string;
  authorName: string | null;
}

/**
 * How a versioned save went: written (with the row after it), the profile gone, or stale (the save
 * named an older version than `current`, which is answered so the caller can show both).
 */
export type VersionedSave =
  | { outcome: 'saved'; row: IcpEntity }
  | { outcome: 'gone' }
  | { outcome: 'stale'; current: IcpVersionEntity; merge: FieldMerge };

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
      `SELECT ${this.columns}, ${SCORE_PART}
         FROM "icp"."icps" i LEFT JOIN "icp"."icp_scores" s ON s."icp_id" = i."id"
        WHERE i."id" = $1`,
      [id],
    )) as IcpWithAi[];
    return row ?? null;
  }

  /**
   * One page of the profiles in `visibility` that match the filters, in the query's order (newest change
   * first without one), and their total. `actorId` is whom `createdBy=me` means.
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
      // An AI review's suggestions, or a field the AI suggested (the ledger's 'ai' origin): both are the
      // dashboard's AI Insights.
      const withAi = `(EXISTS (SELECT 1 FROM "icp"."icp_scores" s WHERE s."icp_id" = "icp"."icps"."id" AND s."ai_suggestions" IS NOT NULL) OR EXISTS (SELECT 1 FROM jsonb_each_text("icp"."icps"."field_sources") f WHERE f.value = 'ai'))`;
      where.push(query.hasAi === 'true' ? withAi : `NOT ${withAi}`);
    }
    if (query.createdBy === 'me') where.push(`"created_by" = ${param(actorId)}`);
    else if (query.createdBy === 'client') where.push(`"created_by" = "user_id"`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const page = `LIMIT ${param(query.limit)} OFFSET ${param(query.offset)}`;
    const keys = LIST_ORDERS[query.sort ?? 'updated'];
    // The CTEs select the id and each sort key under its name; both sorts name the keys only.
    const sortKeys = keys.filter((k) => k.as !== 'id');
    const keyColumns = sortKeys
      .map((k) => (k.expr === `"${k.as}"` ? k.expr : `${k.expr} AS "${k.as}"`))
      .join(', ');
    const keyNames = sortKeys.map((k) => `"${k.as}"`).join(', ');
    const order = `ORDER BY ${keys.map((k) => `"${k.as}" ${k.dir}`).join(', ')}`;

    // One statement: the page's full rows with their AI part, and the total beside each row. For an
    // advisor or a client the matching ids come from the owner index (a materialised CTE of narrow
    // rows) and the total is a window over them; an admin's page comes straight from the updated_at
    // index and the total from one count.
    const select = `SELECT ${this.columns}, ${SCORE_PART}, p."total"
         FROM page p JOIN "icp"."icps" i ON i."id" = p."id"
         LEFT JOIN "icp"."icp_scores" s ON s."icp_id" = p."id"
        ${order.replace(/"(\w+)"/g, 'p."$1"')}`;
    const rows = (await this.ds.query(
      visibility.all
        ? `WITH page AS (SELECT "id", ${keyColumns}, (SELECT count(*)::int FROM "icp"."icps" ${filter}) AS "total"
                           FROM "icp"."icps" ${filter} ${order} ${page}) ${select}`
        : `WITH visible AS MATERIALIZED (SELECT "id", ${keyColumns} FROM "icp"."icps" ${filter}),
                page AS (SELECT "id", ${keyNames}, count(*) OVER ()::int AS "total"
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
  insert(
    values: NewIcpRow,
    draft: { id: string; ownerId: string } | null,
    author: VersionAuthor,
  ): Promise<IcpEntity> {
    return this.ds.transaction(async (m) => {
      // A new profile is a first save: its score is due.
      const result = await m
        .getRepository(IcpEntity)
        .insert({ ...values, version: 1, scoreRequestedAt: () => 'now()' });
      const id = (result.identifiers[0] as { id: string }).id;
      if (draft) await m.getRepository(DraftEntity).delete({ id: draft.id, userId: draft.ownerId });
      const row = await m.getRepository(IcpEntity).findOneByOrFail({ id });
      // Version 1: the profile as created (docs/product.md §13).
      await m.getRepository(IcpVersionEntity).insert(
        versionRow({
          icpId: id,
          version: 1,
          ...author,
          changedFields: [],
          restoredFrom: null,
          content: versionContent(row),
          fieldSources: row.fieldSources,
        }),
      );
      return row;
    });
  }

  /**
   * A save of the profile's content (`PUT`, a restore) with its version, in one transaction: the row is
   * locked, a save naming an older version than the current one is refused (`stale`, with the current
   * version), the values are written (stamping a re-score, as `update` with `content`), and when the
   * versioned fields changed the profile's version goes up by one and that version is kept with the
   * fields it changed. A save that changes none of them keeps the version as it is.
   */
  saveVersioned(
    id: string,
    values: QueryDeepPartialEntity<IcpEntity>,
    save: VersionAuthor & { baseVersion?: number; restoredFrom?: number | null },
  ): Promise<VersionedSave> {
    return this.ds.transaction(async (m): Promise<VersionedSave> => {
      const icps = m.getRepository(IcpEntity);
      const versions = m.getRepository(IcpVersionEntity);
      const before = await icps.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!before) return { outcome: 'gone' };
      if (save.baseVersion !== undefined && isStale(save.baseVersion, before.version)) {
        // Merged per field against the version the edit started from; a field both changed is the user's.
        const base = await versions.findOneBy({ icpId: id, version: save.baseVersion });
        const merge = mergeFields(
          (base?.content as Record<string, Json> | undefined) ?? null,
          versionContent({ ...before, ...values }),
          versionContent(before),
          ICP_VERSION_FIELDS,
        );
        if (merge.conflicts.length > 0) {
          const current = await versions.findOneBy({ icpId: id, version: before.version });
          return { outcome: 'stale', current: current ?? unrecordedVersion(before), merge };
        }
        values = keepMerged(values, merge, ICP_VERSION_FIELDS);
      }
      await icps.update(
        { id },
        { ...values, scoreRequestedAt: () => 'now()', scoreFailedAt: null, updatedAt: () => 'now()' },
      );
      const after = await icps.findOneByOrFail({ id });
      const content = versionContent(after);
      const changed = changedFields(versionContent(before), content);
      if (changed.length === 0) {
        // Same fields, perhaps other origins (a value marked a guess): the version keeps them as they are now.
        await versions.update(
          { icpId: id, version: before.version },
          { fieldSources: after.fieldSources as QueryDeepPartialEntity<IcpVersionEntity>['fieldSources'] },
        );
        return { outcome: 'saved', row: after };
      }
      after.version = before.version + 1;
      await icps.update({ id }, { version: after.version });
      await versions.insert(
        versionRow({
          icpId: id,
          version: after.version,
          authorId: save.authorId,
          authorName: save.authorName,
          changedFields: changed,
          restoredFrom: save.restoredFrom ?? null,
          content,
          fieldSources: after.fieldSources,
        }),
      );
      return { outcome: 'saved', row: after };
    });
  }

  /**
   * Writes the values and touches `updated_at`; false when the row is gone. `content`: the values
   * change what the score reads, so the save also stamps `score_requested_at` (a re-score is due).
   */
  async update(
    id: string,
    values: QueryDeepPartialEntity<IcpEntity>,
    opts: { content?: boolean } = {},
  ): Promise<boolean> {
    const stamp = opts.content ? { scoreRequestedAt: () => 'now()', scoreFailedAt: null } : {};
    const result = await this.repo.update({ id }, { ...values, ...stamp, updatedAt: () => 'now()' });
    return !!result.affected;
  }

  /**
   * Records that no re-score is coming for the save stamped `requestedAt` (ms precision, as a job
   * carries it); a newer save is left alone.
   */
  async markScoreFailed(id: string, requestedAt: string): Promise<void> {
    await this.ds.query(
      `UPDATE "icp"."icps" SET "score_failed_at" = "score_requested_at"
        WHERE "id" = $1 AND date_trunc('milliseconds', "score_requested_at") = $2::timestamptz`,
      [id, requestedAt],
    );
  }

  /**
   * Profiles whose score is behind their last save and whose re-score is neither done nor known to
   * have failed, oldest save first (the start-up sweep).
   */
  async findScoreBehind(limit: number): Promise<{ id: string; requestedAt: Date }[]> {
    return (await this.ds.query(
      `SELECT i."id", i."score_requested_at" AS "requestedAt"
         FROM "icp"."icps" i LEFT JOIN "icp"."icp_scores" s ON s."icp_id" = i."id"
        WHERE i."score_requested_at" IS NOT NULL
          AND (s."scored_for" IS NULL OR s."scored_for" < i."score_requested_at")
          AND (i."score_failed_at" IS NULL OR i."score_failed_at" < i."score_requested_at")
        ORDER BY i."score_requested_at" LIMIT $1`,
      [limit],
    )) as { id: string; requestedAt: Date }[];
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

  /**
   * The cockpit's roll-up (docs/product.md §18) in one statement: per owner, how many profiles, when one
   * last changed, and their latest-updated profile (every column, from the (user_id, updated_at) index)
   * with its rubric figures. Owners without a profile have no row.
   */
  async cockpitByOwner(userIds: string[]): Promise<CockpitOwnerRow[]> {
    return (await this.ds.query(
      `WITH counts AS (
         SELECT "user_id", count(*)::int AS "total", max("updated_at") AS "last"
           FROM "icp"."icps" WHERE "user_id" = ANY($1::uuid[]) GROUP BY "user_id"),
       latest AS (
         SELECT DISTINCT ON (i."user_id") ${this.columns}
           FROM "icp"."icps" i WHERE i."user_id" = ANY($1::uuid[])
          ORDER BY i."user_id", i."updated_at" DESC, i."id" DESC)
       SELECT l.*, c."total", c."last",
              s."overall_score" AS "scoreOverall", s."demographics_score" AS "scoreDemographics",
              s."psychographics_score" AS "scorePsychographics", s."pain_points_score" AS "scorePainPoints",
              s."needs_score" AS "scoreNeeds", s."channels_score" AS "scoreChannels"
         FROM latest l JOIN counts c ON c."user_id" = l."userId"
         LEFT JOIN "icp"."icp_scores" s ON s."icp_id" = l."id"`,
      [userIds],
    )) as CockpitOwnerRow[];
  }

  /**
   * The owner signs off `version` (docs/product.md §18) only while it is the current one: one statement,
   * so a save in between makes it write nothing (false).
   */
  async signOff(id: string, version: number, by: string): Promise<boolean> {
    const rows = (await this.ds.query(
      `UPDATE "icp"."icps" SET "signed_off_version" = $2, "signed_off_at" = now(), "signed_off_by" = $3
        WHERE "id" = $1 AND "version" = $2 RETURNING "id"`,
      [id, version, by],
    )) as [unknown[], number] | unknown[];
    const list = Array.isArray(rows[0]) ? (rows[0] as unknown[]) : (rows as unknown[]);
    return list.length > 0;
  }

  /** Remembers which ledger fields the last ledger read found observed (the cockpit's evidence share). */
  async setObservedFields(id: string, fields: readonly string[] | null): Promise<void> {
    await this.ds.query(
      `UPDATE "icp"."icps" SET "observed_fields" = $2::text[]
        WHERE "id" = $1 AND "observed_fields" IS DISTINCT FROM $2::text[]`,
      [id, fields],
    );
  }

  /**
   * Profiles created in each of the last `weeks` UTC weeks (Monday `weekStart`), oldest first, with the
   * empty weeks as zeros: one aggregate over the range.
   */
  async createdPerWeek(weeks: number): Promise<WeekCount[]> {
    return (await this.ds.query(
      `WITH weeks AS (
         SELECT generate_series(
                  date_trunc('week', now() AT TIME ZONE 'UTC') - make_interval(weeks => $1::int - 1),
                  date_trunc('week', now() AT TIME ZONE 'UTC'),
                  interval '1 week') AS week)
       SELECT to_char(w.week, 'YYYY-MM-DD') AS "weekStart", count(i."id")::int AS "count"
         FROM weeks w
         LEFT JOIN "icp"."icps" i
           ON i."created_at" >= w.week AT TIME ZONE 'UTC'
          AND i."created_at" < (w.week + interval '1 week') AT TIME ZONE 'UTC'
        GROUP BY w.week ORDER BY w.week`,
      [weeks],
    )) as WeekCount[];
  }

  /**
   * How many profiles' overall score falls in each of SCORE_BUCKETS (in their order), and how many have
   * no score: one aggregate.
   */
  async scoreDistribution(): Promise<{ buckets: number[]; unscored: number }> {
    const filters = SCORE_BUCKETS.map(
      (b, i) =>
        `count(s."icp_id") FILTER (WHERE s."overall_score" BETWEEN ${Number(b.min)} AND ${Number(b.max)})::int AS "b${i}"`,
    ).join(',\n              ');
    const [row] = (await this.ds.query(
      `SELECT count(*) FILTER (WHERE s."icp_id" IS NULL)::int AS "unscored",
              ${filters}
         FROM "icp"."icps" i LEFT JOIN "icp"."icp_scores" s ON s."icp_id" = i."id"`,
    )) as Record<string, number>[];
    return {
      buckets: SCORE_BUCKETS.map((_b, i) => row?.[`b${i}`] ?? 0),
      unscored: row?.unscored ?? 0,
    };
  }

  async countAll(): Promise<number> {
    const [row] = (await this.ds.query(`SELECT count(*)::int AS "total" FROM "icp"."icps"`)) as {
      total: number;
    }[];
    return row?.total ?? 0;
  }
}

/** The current state of a profile whose version has no row (should not happen after the migration). */
function unrecordedVersion(row: IcpEntity): IcpVersionEntity {
  return Object.assign(new IcpVersionEntity(), {
    icpId: row.id,
    version: row.version,
    authorId: null,
    authorName: null,
    createdAt: row.updatedAt,
    changedFields: [],
    restoredFrom: null,
    content: versionContent(row),
    fieldSources: row.fieldSources,
  });
}

/** A version row to insert (TypeORM's deep partial types cannot follow its JSON content). */
function versionRow(
  row: Omit<IcpVersionEntity, 'id' | 'createdAt'>,
): QueryDeepPartialEntity<IcpVersionEntity> {
  return row as unknown as QueryDeepPartialEntity<IcpVersionEntity>;
}
