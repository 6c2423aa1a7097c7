import { Injectable } from '@nestjs/common';
import { rowsOf } from '@icp-studio/service-kit';
import { DataSource, type DeepPartial, type Repository } from 'typeorm';
import type { Visibility } from '../access/rules.js';
import { NoteEntity } from './note.entity.js';
import type { NoteItem } from './note.rules.js';

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

  /** Sets the author name on every note the user wrote. */
  async setAuthorName(userId: string, authorName: string): Promise<void> {
    await this.ds.query(
      `UPDATE playbook.notes SET author_name = $2 WHERE user_id = $1 AND author_name IS DISTINCT FROM $2`,
      [userId, authorName],
    );
  }
}
