import { Injectable } from '@nestjs/common';
import type { Actor, Note, NoteRequest, Page } from '@icp-studio/contracts';
import { DomainError, logger } from '@icp-studio/service-kit';
import { AccessService } from '../access/access.service.js';
import { Peers } from '../access/peers.js';
import { displayName } from '../access/rules.js';
import { PlaybookEvents } from '../events/playbook-events.js';
import { PlaybooksService } from '../playbooks/playbooks.service.js';
import { NoteItemGoneError, NotesRepository } from './notes.repository.js';
import { emptyTaskCounts, noteColumns, toNote, type NoteItem, type OpenTaskCounts } from './note.rules.js';

const NOTE_NOT_FOUND = 'Note not found';

/** Notes and tasks on profiles and playbooks: whoever sees the item reads and writes them. */
@Injectable()
export class NotesService {
  constructor(
    private readonly notes: NotesRepository,
    private readonly access: AccessService,
    private readonly peers: Peers,
    private readonly playbooks: PlaybooksService,
    private readonly events: PlaybookEvents,
  ) {}

  /**
   * The owner of the item, when the actor may see it: a profile is asked of the icp service
   * (`ICP.canSee`), a playbook is this service's own. 404 otherwise.
   */
  async itemOwner(actor: Actor, item: NoteItem, notFound?: string): Promise<string> {
    if (item.icpId) {
      const answer = await this.peers.icpCanSee(actor, item.icpId);
      if (!answer.allowed || !answer.ownerId) throw DomainError.notFound(notFound ?? 'ICP not found');
      return answer.ownerId;
    }
    if (item.playbookId) {
      try {
        return (await this.playbooks.findVisible(actor, item.playbookId)).userId;
      } catch (err) {
        if (notFound && err instanceof DomainError && err.status === 404)
          throw DomainError.notFound(notFound);
        throw err;
      }
    }
    throw DomainError.badRequest('Give icpId or playbookId');
  }

  /** The notes of one profile or playbook, newest first, paged. */
  async list(actor: Actor, query: NoteItem & { limit: number; offset: number }): Promise<Page<Note>> {
    await this.itemOwner(actor, query);
    const { rows, total } = await this.notes.findPageForItem(query, query);
    return { items: rows.map(toNote), total, limit: query.limit, offset: query.offset };
  }

  /**
   * A note, or a task that may be assigned to someone who can see the item (400 otherwise). Always
   * created open. Publishes note_added, and task_assigned when a task has an assignee.
   */
  async create(actor: Actor, req: NoteRequest): Promise<Note> {
    const ownerId = await this.itemOwner(actor, req);
    const columns = noteColumns(req);
    if (columns.assignedTo && !(await this.access.mayBeAssigned(actor, columns.assignedTo, ownerId))) {
      throw DomainError.badRequest('Tasks can only be assigned to someone who can see this item', {
        assignedTo: ['Tasks can only be assigned to someone who can see this item'],
      });
    }
    const saved = await this.notes
      .insert({ ...columns, ownerId, userId: actor.userId, authorName: await this.nameOf(actor) })
      .catch((err: unknown) => {
        // The playbook was deleted between the access check and the insert (its foreign key).
        if (err instanceof NoteItemGoneError)
          throw DomainError.notFound(req.playbookId ? 'Playbook not found' : 'ICP not found');
        throw err;
      });
    this.events.note('note_added', saved);
    if (saved.isTask && saved.assignedTo) this.events.note('task_assigned', saved);
    return toNote(saved);
  }

  /**
   * Completes a task. Anyone who sees the item may; a completed task stays completed (completing it
   * again answers it as it is, and nothing reopens it). A plain note: 400.
   */
  async complete(actor: Actor, id: string): Promise<Note> {
    const note = await this.notes.findById(id);
    if (!note) throw DomainError.notFound(NOTE_NOT_FOUND);
    await this.itemOwner(actor, note, NOTE_NOT_FOUND);
    if (!note.isTask) throw DomainError.badRequest('Only tasks can be completed');
    if (note.status === 'completed') return toNote(note);
    const changed = await this.notes.completeOpenTask(id);
    const saved = await this.notes.findById(id);
    if (!saved) throw DomainError.notFound(NOTE_NOT_FOUND);
    // Only the request that completed it announces it (two at once: one event).
    if (changed) this.events.note('task_completed', saved);
    return toNote(saved);
  }

  /**
   * Open tasks per profile and per playbook, in one query. Items the actor may not see count 0 (their
   * notes carry the item owner's id, so this needs no call to another service).
   */
  async openTaskCounts(
    actor: Actor,
    req: { icpIds: readonly string[]; playbookIds: readonly string[] },
  ): Promise<OpenTaskCounts> {
    const counts = emptyTaskCounts(req.icpIds, req.playbookIds);
    if (req.icpIds.length === 0 && req.playbookIds.length === 0) return counts;
    const visibility = await this.access.visibility(actor);
    const rows = await this.notes.countOpenTasks(req.icpIds, req.playbookIds, visibility);
    for (const row of rows) {
      if (row.icp_id) counts.icps[row.icp_id] = row.open;
      else if (row.playbook_id) counts.playbooks[row.playbook_id] = row.open;
    }
    return counts;
  }

  /** A user's profile changed: refresh the author name on their notes (read as themselves). */
  async refreshAuthorName(userId: string): Promise<void> {
    const [user] = await this.peers.usersByIds({ userId, role: 'client' }, [userId]);
    if (!user || user.id !== userId) return;
    await this.notes.setAuthorName(userId, displayName(user));
  }

  /** The author's display name, kept on the note so that everyone who reads it sees who wrote it. */
  private async nameOf(actor: Actor): Promise<string | null> {
    try {
      const [me] = await this.peers.usersByIds(actor, [actor.userId]);
      return me ? displayName(me) : null;
    } catch (err) {
      logger().warn({ err }, 'could not read the author name');
      return null;
    }
  }
}
