import { Injectable } from '@nestjs/common';
import { rowsOf } from '@icp-studio/service-kit';
import { DataSource } from 'typeorm';
import { NoteEntity } from '../notes/note.entity.js';
import { PlaybookEntity } from '../playbooks/playbook.entity.js';

export interface RemovedNote {
  id: string;
  icpId: string | null;
  playbookId: string | null;
}

/** The SQL of a user's own account: what they own, for their download, and its deletion. */
@Injectable()
export class AccountRepository {
  constructor(private readonly ds: DataSource) {}

  ownedPlaybooks(userId: string): Promise<PlaybookEntity[]> {
    return this.ds.getRepository(PlaybookEntity).find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** The notes the user wrote, and those on their profiles and playbooks. */
  theirNotes(userId: string): Promise<NoteEntity[]> {
    return this.ds.getRepository(NoteEntity).find({
      where: [{ userId }, { ownerId: userId }],
      order: { createdAt: 'ASC' },
    });
  }

  /**
   * In one transaction: deletes every note the user wrote or that is on their items, takes them off the
   * tasks others gave them (the tasks stay), and deletes their playbooks, private templates and playbooks
   * under review. What was removed.
   */
  deleteOwned(userId: string): Promise<{ playbooks: string[]; notes: RemovedNote[] }> {
    return this.ds.transaction(async (m) => {
      const notes = rowsOf<RemovedNote>(
        await m.query(
          `DELETE FROM playbook.notes WHERE user_id = $1 OR owner_id = $1
           RETURNING id, icp_id AS "icpId", playbook_id AS "playbookId"`,
          [userId],
        ),
      );
      await m.query(
        `UPDATE playbook.notes SET assigned_to = NULL, updated_at = now() WHERE assigned_to = $1`,
        [userId],
      );
      const playbooks = rowsOf<{ id: string }>(
        await m.query(`DELETE FROM playbook.playbooks WHERE user_id = $1 RETURNING id`, [userId]),
      );
      // Their private templates go; the installation's stay (they are no one's: created_by is a note only).
      await m.query(`DELETE FROM playbook.templates WHERE owner_id = $1`, [userId]);
      await m.query(`UPDATE playbook.templates SET created_by = NULL WHERE created_by = $1`, [userId]);
      await m.query(`DELETE FROM playbook.playbook_reviews WHERE user_id = $1`, [userId]);
      return { playbooks: playbooks.map((p) => p.id), notes };
    });
  }
}
