import { Injectable } from '@nestjs/common';
import type {
  Actor,
  Note,
  NoteRequest,
  NoteSearchQuery,
  NoteSearchResult,
  NoteUpdateRequest,
  Page,
  Task,
  TaskListQuery,
  User,
} from '@icp-studio/contracts';
import { parseMentions } from '@icp-studio/contracts';
import { DomainError, currentActorProof, logger } from '@icp-studio/service-kit';
import { AccessService } from '../access/access.service.js';
import { Peers } from '../access/peers.js';
import { displayName } from '../access/access.rules.js';
import { PlaybookEvents } from '../events/playbook.events.js';
import { PlaybooksService } from '../playbooks/playbooks.service.js';
import { NoteNotifier } from './note-notifier.js';
import { NoteItemGoneError, NotesRepository } from './notes.repository.js';
import { utcToday } from '../playbooks/cockpit.js';
import {
  ONLY_AUTHOR_DELETES,
  emptyTaskCounts,
  mayDeleteNote,
  noteColumns,
  noteEdit,
  toNote,
  type NoteItem,
  type OpenTaskCounts,
} from './notes.rules.js';

const NOTE_NOT_FOUND = 'Note not found';
const ASSIGNEE_REFUSED = 'Tasks can only be assigned to someone who can see this item';

/** Notes and tasks on profiles and playbooks: whoever sees the item reads and writes them. */
@Injectable()
export class NotesService {
  constructor(
    private readonly notes: NotesRepository,
    private readonly access: AccessService,
    private readonly peers: Peers,
    private readonly playbooks: PlaybooksService,
    private readonly events: PlaybookEvents,
    private readonly notifier: NoteNotifier,
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
    // The access check and the author's name are two independent round trips: asked at once (the
    // name of someone refused is read for nothing, and never used). Live notes arrive sooner by one hop.
    const [ownerId, authorName] = await Promise.all([this.itemOwner(actor, req), this.nameOf(actor)]);
    const columns = noteColumns(req);
    if (columns.assignedTo) await this.checkAssignee(actor, columns.assignedTo, ownerId);
    const saved = await this.notes
      .insert({ ...columns, ownerId, userId: actor.userId, authorName })
      .catch((err: unknown) => {
        // The playbook was deleted between the access check and the insert (its foreign key).
        if (err instanceof NoteItemGoneError)
          throw DomainError.notFound(req.playbookId ? 'Playbook not found' : 'ICP not found');
        throw err;
      });
    this.events.note('note_added', saved);
    if (saved.isTask && saved.assignedTo) this.events.note('task_assigned', saved);
    this.notifier.created(actor, saved, authorName);
    return toNote(saved);
  }

  /**
   * Completes a task. Anyone who sees the item may; completing a completed task answers it as it is
   * (`reopen` opens it again). A plain note: 400.
   */
  async complete(actor: Actor, id: string): Promise<Note> {
    const note = await this.visibleNote(actor, id);
    if (!note.isTask) throw DomainError.badRequest('Only tasks can be completed');
    if (note.status === 'completed') return toNote(note);
    const changed = await this.notes.completeOpenTask(id);
    const saved = await this.notes.findById(id);
    if (!saved) throw DomainError.notFound(NOTE_NOT_FOUND);
    // Only the request that completed it announces it (two at once: one event).
    if (changed) {
      this.events.note('task_completed', saved);
      this.notifier.completed(actor, saved);
    }
    return toNote(saved);
  }

  /**
   * The author edits their note: its text (marked edited), or a task's due day or assignee (someone who
   * can see the item). 404 when the actor may not see it, 403 for anyone but the author. Publishes
   * note_updated, and task_assigned when the assignee changed to someone.
   */
  async update(actor: Actor, id: string, changes: NoteUpdateRequest): Promise<Note> {
    const note = await this.visibleNote(actor, id);
    const edit = noteEdit(actor, note, changes, new Date());
    if (!edit.ok)
      throw edit.status === 403 ? DomainError.forbidden(edit.message) : DomainError.badRequest(edit.message);
    const { columns } = edit;
    if (columns.assignedTo) await this.checkAssignee(actor, columns.assignedTo, note.ownerId);
    const saved = await this.notes.update(id, columns);
    if (!saved) throw DomainError.notFound(NOTE_NOT_FOUND);
    this.events.note('note_updated', saved);
    if (columns.assignedTo && columns.assignedTo !== note.assignedTo)
      this.events.note('task_assigned', saved);
    this.notifier.updated(actor, note, saved);
    return toNote(saved);
  }

  /** Deletes a note or task: its author, or an admin (403 for others who see it, 404 for the rest). */
  async delete(actor: Actor, id: string): Promise<{ message: string }> {
    const note = await this.visibleNote(actor, id);
    if (!mayDeleteNote(actor, note)) throw DomainError.forbidden(ONLY_AUTHOR_DELETES);
    if (await this.notes.delete(id)) this.events.note('note_deleted', note);
    return { message: note.isTask ? 'Task deleted' : 'Note deleted' };
  }

  /**
   * Opens a completed task again: anyone who may complete it. An open task answers as it is; a plain
   * note: 400. Publishes note_updated once.
   */
  async reopen(actor: Actor, id: string): Promise<Note> {
    const note = await this.visibleNote(actor, id);
    if (!note.isTask) throw DomainError.badRequest('Only tasks can be reopened');
    if (note.status === 'open') return toNote(note);
    const changed = await this.notes.reopenCompletedTask(id);
    const saved = await this.notes.findById(id);
    if (!saved) throw DomainError.notFound(NOTE_NOT_FOUND);
    if (changed) this.events.note('note_updated', saved);
    return toNote(saved);
  }

  /** Who a task on this item may be given to (auth answers, as the actor sees them). 404 as list. */
  async assignees(actor: Actor, item: NoteItem): Promise<User[]> {
    const ownerId = await this.itemOwner(actor, item);
    return this.peers.taskAssignees(actor, ownerId);
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

  /**
   * The Tasks page (docs/product.md §2, Tasks): the tasks on every item the actor may see (an admin all,
   * an advisor their assigned clients' and their own, a client their own) and the tasks given to the
   * actor wherever they are, by due day (undated last). Each names its item: a playbook from this
   * service's own table, a profile asked of icp as the actor may read it; and its assignee as the actor may see them (auth).
   */
  async listTasks(actor: Actor, query: TaskListQuery): Promise<Page<Task>> {
    const visibility = await this.access.visibility(actor);
    const today = query.today ?? utcToday();
    const { rows, total } = await this.notes.findTaskPage(actor.userId, visibility, { ...query, today });
    const [playbooks, icps, assignees] = await Promise.all([
      this.notes.playbookNames(rows.flatMap((n) => (n.playbookId ? [n.playbookId] : []))),
      this.icpNames(actor, rows),
      this.assigneeNames(actor, rows),
    ]);
    const itemOf = (n: (typeof rows)[number]) =>
      n.playbookId ? playbooks.get(n.playbookId) : n.icpId ? icps.get(n.icpId) : undefined;
    const people = await this.mentionable(
      actor,
      rows.map((n) => ({ text: n.note, ownerId: itemOf(n)?.ownerId })),
    );
    const items = rows.map((n): Task => {
      const item = itemOf(n);
      const known = item ? people.get(item.ownerId) : undefined;
      return {
        ...toNote(n),
        itemName: item?.name ?? null,
        clientName: item?.clientName ?? null,
        assigneeName: n.assignedTo ? (assignees.get(n.assignedTo) ?? null) : null,
        mentions: parseMentions(n.note).flatMap((username) => {
          const name = known?.get(username);
          return name ? [{ username, name }] : [];
        }),
      };
    });
    return { items, total, limit: query.limit, offset: query.offset };
  }

  /**
   * For each item owner whose notes here mention someone: the people a task on that owner's items may
   * be given to, as the actor sees them (`AUTH.taskAssignees`, the people a mention notifies), by lower-
   * case user name. One request per owner, not per note; an owner auth cannot answer for is left out
   * (its mentions show as typed).
   */
  private async mentionable(
    actor: Actor,
    notes: readonly { text: string; ownerId: string | undefined }[],
  ): Promise<Map<string, Map<string, string>>> {
    const owners = new Set(
      notes.flatMap((n) => (n.ownerId && parseMentions(n.text).length ? [n.ownerId] : [])),
    );
    const byOwner = new Map<string, Map<string, string>>();
    await Promise.all(
      [...owners].map(async (ownerId) => {
        try {
          const people = await this.peers.taskAssignees(actor, ownerId);
          byOwner.set(ownerId, new Map(people.map((u) => [u.username.toLowerCase(), displayName(u)])));
        } catch (err) {
          logger().warn({ err, ownerId }, 'could not read who the mentions name');
        }
      }),
    );
    return byOwner;
  }

  /**
   * The header search's notes (docs/product.md §2, Search): the notes and tasks whose text holds the
   * search, with the Tasks page's visibility (an admin all, an advisor their assigned clients' and their
   * own, a client their own, and the tasks given to the caller), newest first. Each names its item (a
   * playbook from this service's table, a profile asked of icp as the actor) and its client.
   */
  async search(actor: Actor, query: NoteSearchQuery): Promise<Page<NoteSearchResult>> {
    const visibility = await this.access.visibility(actor);
    const { rows, total } = await this.notes.searchPage(actor.userId, visibility, query);
    const [playbooks, icps] = await Promise.all([
      this.notes.playbookNames(rows.flatMap((n) => (n.playbookId ? [n.playbookId] : []))),
      this.icpNames(actor, rows),
    ]);
    const items = rows.map((n): NoteSearchResult => {
      const item = n.playbookId ? playbooks.get(n.playbookId) : n.icpId ? icps.get(n.icpId) : undefined;
      return { ...toNote(n), itemName: item?.name ?? null, clientName: item?.clientName ?? null };
    });
    return { items, total, limit: query.limit, offset: query.offset };
  }

  /**
   * A user's profile changed: refresh the author name on their notes, read as whoever changed it (the
   * event's signed actor: the user or an admin). An event without one (start-up) changes no name.
   */
  async refreshAuthorName(userId: string): Promise<void> {
    const by = currentActorProof()?.actor;
    if (!by) return;
    const [user] = await this.peers.usersByIds(by, [userId]);
    if (!user || user.id !== userId) return;
    await this.notes.setAuthorName(userId, displayName(user));
  }

  /** The names of the profiles these notes are on, as the actor may read them; unreadable ones left out. */
  private async icpNames(
    actor: Actor,
    rows: readonly { icpId: string | null }[],
  ): Promise<Map<string, { name: string; clientName: string | null; ownerId: string }>> {
    const ids = new Set(rows.flatMap((n) => (n.icpId ? [n.icpId] : [])));
    const names = new Map<string, { name: string; clientName: string | null; ownerId: string }>();
    await Promise.all(
      [...ids].map(async (icpId) => {
        try {
          const icp = await this.peers.icp(actor, icpId);
          if (icp)
            names.set(icpId, { name: icp.name, clientName: icp.clientName ?? null, ownerId: icp.userId });
        } catch (err) {
          logger().warn({ err, icpId }, 'could not read the profile name');
        }
      }),
    );
    return names;
  }

  /** The display names of these tasks' assignees whom the actor may see (auth answers as the actor). */
  private async assigneeNames(
    actor: Actor,
    rows: readonly { assignedTo: string | null }[],
  ): Promise<Map<string, string>> {
    const ids = rows.flatMap((n) => (n.assignedTo ? [n.assignedTo] : []));
    try {
      const users = await this.peers.usersByIds(actor, ids);
      return new Map(users.map((u) => [u.id, displayName(u)]));
    } catch (err) {
      logger().warn({ err }, 'could not read the assignee names');
      return new Map();
    }
  }

  /** The note, when the actor may see its item; 404 'Note not found' otherwise. */
  private async visibleNote(actor: Actor, id: string) {
    const note = await this.notes.findById(id);
    if (!note) throw DomainError.notFound(NOTE_NOT_FOUND);
    await this.itemOwner(actor, note, NOTE_NOT_FOUND);
    return note;
  }

  /** 400 unless `assigneeId` may be given a task on an item of `ownerId`. */
  private async checkAssignee(actor: Actor, assigneeId: string, ownerId: string): Promise<void> {
    if (!(await this.access.mayBeAssigned(actor, assigneeId, ownerId)))
      throw DomainError.badRequest(ASSIGNEE_REFUSED, { assignedTo: [ASSIGNEE_REFUSED] });
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
