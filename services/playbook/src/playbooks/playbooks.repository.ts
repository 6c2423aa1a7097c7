import { Injectable } from '@nestjs/common';
import type { Json, PlaybookListQuery, WeekCount } from '@icp-studio/contracts';
import { escapeLike, rowsOf, keepMerged, mergeFields, type FieldMerge } from '@icp-studio/service-kit';
import { DataSource, type DeepPartial, type QueryDeepPartialEntity, type Repository } from 'typeorm';
import type { Visibility } from '../access/access.rules.js';
import { PlaybookEntity } from './playbook.entity.js';
import { PlaybookVersionEntity } from '../history/playbook-version.entity.js';
import { changedFields, isStale, PLAYBOOK_VERSION_FIELDS, versionContent } from '../history/history.rules.js';

/** Who makes a save, for its version (docs/product.md §13). */
export interface VersionAuthor {
  authorId: string;
  authorName: string | null;
}

/**
 * How a versioned save went: written (with the row after it), the playbook gone (or no longer the
 * owner's), or stale (the save named an older version than `current`, answered so both can be shown).
 */
export type VersionedSave =
  | { outcome: 'saved'; row: PlaybookEntity }
  | { outcome: 'gone' }
  | { outcome: 'stale'; current: PlaybookVersionEntity; merge: FieldMerge };

/**
 * The SQL of `playbook.playbooks`: the list, single reads, writes, the per-owner aggregates and the
 * clean-up when a profile goes. Who may read or change what is decided by PlaybooksService.
 */
/** A row of `cockpitByOwner` (the playbook's columns null when the owner has none). */
export interface CockpitOwnerRow {
  user_id: string;
  total: number;
  open_tasks: number;
  overdue_tasks: number;
  last: Date | string | null;
  id: string | null;
  name: string | null;
  status: string | null;
  version: number | null;
  signed_off_version: number | null;
  signed_off_at: Date | string | null;
}

@Injectable()
export class PlaybooksRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo(): Repository<PlaybookEntity> {
    return this.ds.getRepository(PlaybookEntity);
  }

  findById(id: string): Promise<PlaybookEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** The playbook's id and owner only (for access checks). */
  findOwner(id: string): Promise<Pick<PlaybookEntity, 'id' | 'userId'> | null> {
    return this.repo.findOne({ where: { id }, select: { id: true, userId: true } });
  }

  /**
   * Within `visibility`, filtered and paged, with the total; in the query's order (docs/product.md §2,
   * My Playbooks): newest change first by default, newest first (`created`) or A to Z (`name`). Every
   * order ends on the id, so pages never overlap.
   */
  findPage(
    visibility: Visibility,
    query: PlaybookListQuery,
  ): Promise<{ rows: PlaybookEntity[]; total: number }> {
    // The page and its count are two statements: one REPEATABLE READ snapshot makes them agree, so a
    // playbook created between them never shows as "4 in all" over a page of 5.
    return this.ds.transaction('REPEATABLE READ', (m) =>
      this.pageIn(m.getRepository(PlaybookEntity), visibility, query),
    );
  }

  private async pageIn(
    repo: Repository<PlaybookEntity>,
    visibility: Visibility,
    query: PlaybookListQuery,
  ): Promise<{ rows: PlaybookEntity[]; total: number }> {
    const qb = repo.createQueryBuilder('p');
    if (!visibility.all) qb.andWhere('p.userId IN (:...owners)', { owners: [...visibility.userIds] });
    if (query.userId) qb.andWhere('p.userId = :userId', { userId: query.userId });
    if (query.icpId) qb.andWhere('p.icpId = :icpId', { icpId: query.icpId });
    if (query.status) qb.andWhere('p.status = :status', { status: query.status });
    const search = query.search?.trim();
    if (search) {
      // The name, the value proposition and the client's name (each a pg_trgm index).
      qb.andWhere(
        `(p.name ILIKE :search ESCAPE '\\' OR p.valueProposition ILIKE :search ESCAPE '\\' OR p.clientName ILIKE :search ESCAPE '\\')`,
        { search: escapeLike(search) },
      );
    }
    if (query.sort === 'name') qb.orderBy('LOWER(p.name)', 'ASC').addOrderBy('p.id', 'ASC');
    else if (query.sort === 'created') qb.orderBy('p.createdAt', 'DESC').addOrderBy('p.id', 'DESC');
    else qb.orderBy('p.updatedAt', 'DESC').addOrderBy('p.id', 'DESC');
    qb.offset(query.offset).limit(query.limit);
    const [rows, total] = await qb.getManyAndCount();
    return { rows, total };
  }

  /** Inserts the playbook and, in the same transaction, its version 1 (docs/product.md §13). */
  insert(values: DeepPartial<PlaybookEntity>, author: VersionAuthor): Promise<PlaybookEntity> {
    return this.ds.transaction(async (m) => {
      const playbooks = m.getRepository(PlaybookEntity);
      const row = await playbooks.save(playbooks.create({ ...values, version: 1 }));
      await m.getRepository(PlaybookVersionEntity).insert(
        versionRow({
          playbookId: row.id,
          version: 1,
          ...author,
          changedFields: [],
          restoredFrom: null,
          content: versionContent(row),
        }),
      );
      return row;
    });
  }

  /**
   * A save of the playbook's fields (`PUT`, a restore) with its version, in one transaction: the row
   * is locked (where it matches `where`: its id and, when given, its owner), a save naming an older
   * version than the current one is refused (`stale`, with the current version), the values are
   * written, and when the versioned fields changed the version goes up by one and that version is kept
   * with the fields it changed. A save that changes none of them keeps the version as it is.
   */
  saveVersioned(
    where: { id: string; userId?: string },
    values: QueryDeepPartialEntity<PlaybookEntity>,
    save: VersionAuthor & { baseVersion?: number; restoredFrom?: number | null },
  ): Promise<VersionedSave> {
    return this.ds.transaction(async (m): Promise<VersionedSave> => {
      const playbooks = m.getRepository(PlaybookEntity);
      const versions = m.getRepository(PlaybookVersionEntity);
      const before = await playbooks.findOne({ where, lock: { mode: 'pessimistic_write' } });
      if (!before) return { outcome: 'gone' };
      if (save.baseVersion !== undefined && isStale(save.baseVersion, before.version)) {
        // Merged per field against the version the edit started from; a field both changed is the user's.
        const base = await versions.findOneBy({ playbookId: where.id, version: save.baseVersion });
        const merge = mergeFields(
          (base?.content as Record<string, Json> | undefined) ?? null,
          versionContent({ ...before, ...values }),
          versionContent(before),
          PLAYBOOK_VERSION_FIELDS,
        );
        if (merge.conflicts.length > 0) {
          const current = await versions.findOneBy({ playbookId: where.id, version: before.version });
          return { outcome: 'stale', current: current ?? unrecordedVersion(before), merge };
        }
        values = keepMerged(values, merge, PLAYBOOK_VERSION_FIELDS);
      }
      await playbooks.update({ id: where.id }, values);
      const after = await playbooks.findOneByOrFail({ id: where.id });
      const content = versionContent(after);
      const changed = changedFields(versionContent(before), content);
      if (changed.length === 0) return { outcome: 'saved', row: after };
      after.version = before.version + 1;
      await playbooks.update({ id: where.id }, { version: after.version });
      await versions.insert(
        versionRow({
          playbookId: where.id,
          version: after.version,
          authorId: save.authorId,
          authorName: save.authorName,
          changedFields: changed,
          restoredFrom: save.restoredFrom ?? null,
          content,
        }),
      );
      return { outcome: 'saved', row: after };
    });
  }

  /**
   * Writes the values where the row matches `where` (its id, and the owner when given: the row is
   * changed only while it is still that client's). False when no row matched.
   */
  async update(
    where: { id: string; userId?: string },
    values: QueryDeepPartialEntity<PlaybookEntity>,
  ): Promise<boolean> {
    const result = await this.repo.update(where, values);
    return !!result.affected;
  }

  /** Deletes the playbook and (by the foreign key) its notes. False when it was already gone. */
  async delete(id: string): Promise<boolean> {
    const result = await this.repo.delete({ id });
    return !!result.affected;
  }

  async countsByOwner(ids: string[]): Promise<{ user_id: string; total: number; completed: number }[]> {
    return rowsOf<{ user_id: string; total: number; completed: number }>(
      await this.ds.query(
        `SELECT user_id, count(*)::int AS total, count(*) FILTER (WHERE status = 'completed')::int AS completed
           FROM playbook.playbooks WHERE user_id = ANY($1::uuid[]) GROUP BY user_id`,
        [ids],
      ),
    );
  }

  /**
   * Per user: their playbooks, the open tasks on their profiles and playbooks, and when one of their
   * playbooks or notes last changed, in one query.
   */
  async activityByOwner(
    ids: string[],
  ): Promise<{ user_id: string; total: number; open_tasks: number; last: Date | string | null }[]> {
    return rowsOf<{ user_id: string; total: number; open_tasks: number; last: Date | string | null }>(
      await this.ds.query(
        `SELECT u.id AS user_id,
                (SELECT count(*)::int FROM playbook.playbooks p WHERE p.user_id = u.id) AS total,
                (SELECT count(*)::int FROM playbook.notes n
                  WHERE n.owner_id = u.id AND n.is_task AND n.status = 'open') AS open_tasks,
                GREATEST(
                  (SELECT max(p.updated_at) FROM playbook.playbooks p WHERE p.user_id = u.id),
                  (SELECT max(n.updated_at) FROM playbook.notes n WHERE n.owner_id = u.id)
                ) AS last
           FROM unnest($1::uuid[]) AS u(id)`,
        [ids],
      ),
    );
  }

  /**
   * The cockpit's roll-up (docs/product.md §18) in one statement: per owner, how many playbooks, the open
   * tasks on their profiles and playbooks and those due before `today`, when a playbook or note of theirs
   * last changed, and their latest-updated playbook (the (user_id, updated_at) index; tasks from
   * `notes_tasks_owner_due_idx`). Every asked owner has a row.
   */
  async cockpitByOwner(ids: string[], today: string): Promise<CockpitOwnerRow[]> {
    return rowsOf<CockpitOwnerRow>(
      await this.ds.query(
        `SELECT u.id AS user_id,
                (SELECT count(*)::int FROM playbook.playbooks p WHERE p.user_id = u.id) AS total,
                t.open_tasks, t.overdue_tasks,
                GREATEST(
                  (SELECT max(p.updated_at) FROM playbook.playbooks p WHERE p.user_id = u.id),
                  (SELECT max(n.updated_at) FROM playbook.notes n WHERE n.owner_id = u.id)
                ) AS last,
                lp.id, lp.name, lp.status, lp.version, lp.signed_off_version, lp.signed_off_at
           FROM unnest($1::uuid[]) AS u(id)
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS open_tasks,
                    (count(*) FILTER (WHERE n.due_date < $2::date))::int AS overdue_tasks
               FROM playbook.notes n
              WHERE n.owner_id = u.id AND n.is_task AND n.status = 'open') t
           LEFT JOIN LATERAL (
             SELECT p.id, p.name, p.status, p.version, p.signed_off_version, p.signed_off_at
               FROM playbook.playbooks p WHERE p.user_id = u.id
              ORDER BY p.updated_at DESC, p.id DESC LIMIT 1) lp ON true`,
        [ids, today],
      ),
    );
  }

  /**
   * The owner signs off `version` (docs/product.md §18) only while it is the current one: one statement,
   * so a save in between makes it write nothing (false). The change time stays (not a content change).
   */
  async signOff(id: string, version: number, by: string): Promise<boolean> {
    const result = (await this.ds.query(
      `UPDATE playbook.playbooks SET signed_off_version = $2, signed_off_at = now(), signed_off_by = $3
        WHERE id = $1 AND version = $2 RETURNING id`,
      [id, version, by],
    )) as unknown[];
    const list = Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
    return list.length > 0;
  }

  /**
   * Playbooks created in each of the last `weeks` UTC weeks (Monday `weekStart`), oldest first, with the
   * empty weeks as zeros: one aggregate over the range.
   */
  async createdPerWeek(weeks: number): Promise<WeekCount[]> {
    return rowsOf<WeekCount>(
      await this.ds.query(
        `WITH weeks AS (
           SELECT generate_series(
                    date_trunc('week', now() AT TIME ZONE 'UTC') - make_interval(weeks => $1::int - 1),
                    date_trunc('week', now() AT TIME ZONE 'UTC'),
                    interval '1 week') AS week)
         SELECT to_char(w.week, 'YYYY-MM-DD') AS "weekStart", count(p.id)::int AS "count"
           FROM weeks w
           LEFT JOIN playbook.playbooks p
             ON p.created_at >= w.week AT TIME ZONE 'UTC'
            AND p.created_at < (w.week + interval '1 week') AT TIME ZONE 'UTC'
          GROUP BY w.week ORDER BY w.week`,
        [weeks],
      ),
    );
  }

  /** The latest end of retention of the playbook's approved copy still kept (docs/approvals.md), or null. */
  async retainedUntil(id: string): Promise<Date | null> {
    const rows = rowsOf<{ until: Date | null }>(
      await this.ds.query(
        `SELECT max(retain_until) AS until FROM playbook.approvals
          WHERE playbook_id = $1 AND state = 'approved' AND retain_until > now()`,
        [id],
      ),
    );
    return rows[0]?.until ? new Date(rows[0].until) : null;
  }

  async countAll(): Promise<number> {
    const [row] = rowsOf<{ total: number }>(
      await this.ds.query(`SELECT count(*)::int AS total FROM playbook.playbooks`),
    );
    return row?.total ?? 0;
  }

  /**
   * The profile's playbooks, with their notes and the profile's own notes, deleted in one transaction.
   * Answers the playbooks removed.
   */
  async deleteForIcp(icpId: string): Promise<{ id: string; userId: string }[]> {
    const removed = await this.ds.transaction(async (m) => {
      await m.query(`DELETE FROM playbook.notes WHERE icp_id = $1`, [icpId]);
      return rowsOf<{ id: string; user_id: string }>(
        await m.query(`DELETE FROM playbook.playbooks WHERE icp_id = $1 RETURNING id, user_id`, [icpId]),
      );
    });
    return removed.map((r) => ({ id: r.id, userId: r.user_id }));
  }

  /** Sets the denormalised profile and client names on the profile's playbooks (updatedAt stays). */
  async setIcpNames(icpId: string, icpName: string | null, clientName: string | null): Promise<void> {
    await this.ds.query(
      `UPDATE playbook.playbooks SET icp_name = $2, client_name = $3
        WHERE icp_id = $1 AND (icp_name IS DISTINCT FROM $2 OR client_name IS DISTINCT FROM $3)`,
      [icpId, icpName, clientName],
    );
  }
}

/** The current state of a playbook whose version has no row (should not happen after the migration). */
function unrecordedVersion(row: PlaybookEntity): PlaybookVersionEntity {
  return Object.assign(new PlaybookVersionEntity(), {
    playbookId: row.id,
    version: row.version,
    authorId: null,
    authorName: null,
    createdAt: row.updatedAt,
    changedFields: [],
    restoredFrom: null,
    content: versionContent(row),
  });
}

/** A version row to insert (TypeORM's deep partial types cannot follow its JSON content). */
function versionRow(
  row: Omit<PlaybookVersionEntity, 'id' | 'createdAt'>,
): QueryDeepPartialEntity<PlaybookVersionEntity> {
  return row as unknown as QueryDeepPartialEntity<PlaybookVersionEntity>;
}
