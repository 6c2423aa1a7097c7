import { Injectable } from '@nestjs/common';
import { escapeLike, rowsOf } from '@icp-studio/service-kit';
import type { TaskFilter } from '@icp-studio/contracts';
import { DataSource, In, type DeepPartial, type Repository } from 'typeorm';
import type { Visibility } from '../access/access.rules.js';
import { PlaybookEntity } from '../playbooks/playbook.entity.js';
import { NoteEntity } from './note.entity.js';
import type { NoteItem } from './notes.rules.js';

/** Thrown by `insert` when the note's playbook is gone (its foreign key refused the note). */
export class NoteItemGoneError extends Error {
  constructor() {
    super('note item gone');
  }
}

/** The SQL of `playbook.notes`. Who may read or write which notes is decided by NotesService. */
@Injectable()
export class NotesRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo(): Repository<NoteEntity> {
    return this.ds.getRepository(NoteEntity);
  }

  findById(id: string): Promise<NoteEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** The notes of one profile or playbook, newest first, paged, with their total. */
  async findPageForItem(
    item: NoteItem,
    page: { limit: number; offset: number },
  ): Promise<{ rows: NoteEntity[]; total: number }> {
    const [rows, total] = await this.repo.findAndCount({
      where: item.icpId ? { icpId: item.icpId } : { playbookId: item.playbookId! },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: page.offset,
      take: page.limit,
    });
    return { rows, total };
  }

  /** NoteItemGoneError when the playbook was deleted meanwhile. */
  insert(values: DeepPartial<NoteEntity>): Promise<NoteEntity> {
    return this.repo.save(this.repo.create(values)).catch((err: unknown) => {
      const code = (err as { driverError?: { code?: string } }).driverError?.code;
      if (code === '23503') throw new NoteItemGoneError();
      throw err;
    });
  }

  /** Completes the task if it is still open; true only for the call that completed it. */
  async completeOpenTask(id: string): Promise<boolean> {
    const changed = rowsOf<{ id: string }>(
      await this.ds.query(
        `UPDATE playbook.notes SET status = 'completed', updated_at = now()
          WHERE id = $1 AND is_task AND status = 'open' RETURNING id`,
        [id],
      ),
    );
    return changed.length > 0;
  }

  /** Opens the task again if it is completed; true only for the call that reopened it. */
  async reopenCompletedTask(id: string): Promise<boolean> {
    const changed = rowsOf<{ id: string }>(
      await this.ds.query(
        `UPDATE playbook.notes SET status = 'open', updated_at = now()
          WHERE id = $1 AND is_task AND status = 'completed' RETURNING id`,
        [id],
      ),
    );
    return changed.length > 0;
  }

  /** Changes some columns of a note (and its `updated_at`); null when it is gone. */
  async update(
    id: string,
    columns: Partial<Pick<NoteEntity, 'note' | 'dueDate' | 'assignedTo' | 'editedAt'>>,
  ): Promise<NoteEntity | null> {
    if (Object.keys(columns).length > 0) await this.repo.update({ id }, columns);
    return this.findById(id);
  }

  /** Deletes a note; false when it was already gone. */
  async delete(id: string): Promise<boolean> {
    const result = await this.repo.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** Open tasks per profile and playbook among the given ones, counting only owners in `visibility`. */
  async countOpenTasks(
    icpIds: readonly string[],
    playbookIds: readonly string[],
    visibility: Visibility,
  ): Promise<{ icp_id: string | null; playbook_id: string | null; open: number }[]> {
    const params: unknown[] = [[...new Set(icpIds)], [...new Set(playbookIds)]];
    let ownerFilter = '';
    if (!visibility.all) {
      params.push([...visibility.userIds]);
      ownerFilter = 'AND owner_id = ANY($3::uuid[])';
    }
    return rowsOf<{ icp_id: string | null; playbook_id: string | null; open: number }>(
      await this.ds.query(
        `SELECT icp_id, playbook_id, count(*)::int AS open FROM playbook.notes
          WHERE is_task AND status = 'open'
            AND (icp_id = ANY($1::uuid[]) OR playbook_id = ANY($2::uuid[])) ${ownerFilter}
          GROUP BY icp_id, playbook_id`,
        params,
      ),
    );
  }

  /**
   * A page of tasks for the Tasks page: those on items of owners in `visibility` and those assigned to
   * `userId`, narrowed by `filter` (every filter but `done` is open tasks; `overdue` is due before
   * `today`), by due day with undated last, then oldest first; with their total.
   */
  async findTaskPage(
    userId: string,
    visibility: Visibility,
    query: { filter: TaskFilter; today: string; limit: number; offset: number },
  ): Promise<{ rows: NoteEntity[]; total: number }> {
    const qb = this.repo
      .createQueryBuilder('n')
      .where('n.isTask = true')
      .andWhere('n.status = :status', { status: query.filter === 'done' ? 'completed' : 'open' });
    if (!visibility.all) {
      const owners = [...visibility.userIds];
      if (owners.length > 0)
        qb.andWhere('(n.ownerId IN (:...owners) OR n.assignedTo = :me)', { owners, me: userId });
      else qb.andWhere('n.assignedTo = :me', { me: userId });
    }
    if (query.filter === 'mine') qb.andWhere('n.assignedTo = :me', { me: userId });
    if (query.filter === 'by-me') qb.andWhere('n.userId = :me', { me: userId });
    if (query.filter === 'overdue') qb.andWhere('n.dueDate < :today', { today: query.today });
    const [rows, total] = await qb
      .orderBy('n.dueDate', 'ASC', 'NULLS LAST')
      .addOrderBy('n.createdAt', 'ASC')
      .addOrderBy('n.id', 'ASC')
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
    return { rows, total };
  }

  /**
   * A page of the notes and tasks whose text holds `search` (case-insensitive; `%`, `_` and `\` match
   * themselves; a pg_trgm index on the text): those on items of owners in `visibility` and the tasks
   * assigned to `userId` (as the Tasks page), newest first; with their total.
   */
  async searchPage(
    userId: string,
    visibility: Visibility,
    query: { search: string; limit: number; offset: number },
  ): Promise<{ rows: NoteEntity[]; total: number }> {
    const qb = this.repo
      .createQueryBuilder('n')
      .where(`n.note ILIKE :search ESCAPE '\\'`, { search: escapeLike(query.search) });
    if (!visibility.all) {
      const owners = [...visibility.userIds];
      if (owners.length > 0)
        qb.andWhere('(n.ownerId IN (:...owners) OR n.assignedTo = :me)', { owners, me: userId });
      else qb.andWhere('n.assignedTo = :me', { me: userId });
    }
    const [rows, total] = await qb
      .orderBy('n.createdAt', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
    return { rows, total };
  }

  /** The names (and client names) of these playbooks, by id: the Tasks page names each task's item. */
  async playbookNames(
    ids: readonly string[],
  ): Promise<Map<string, { name: string; clientName: string | null; ownerId: string }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.ds.getRepository(PlaybookEntity).find({
      select: { id: true, name: true, clientName: true, userId: true },
      where: { id: In(unique) },
    });
    return new Map(rows.map((p) => [p.id, { name: p.name, clientName: p.clientName, ownerId: p.userId }]));
  }

  /** Sets the author name on every note the user wrote. */
  async setAuthorName(userId: string, authorName: string): Promise<void> {
    await this.ds.query(
      `UPDATE playbook.notes SET author_name = $2 WHERE user_id = $1 AND author_name IS DISTINCT FROM $2`,
      [userId, authorName],
    );
  }
}
