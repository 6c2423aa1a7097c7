import { Injectable } from '@nestjs/common';
import {
  newMentions,
  noteExcerpt,
  parseMentions,
  type Actor,
  type NotificationRequestedEvent,
  type User,
} from '@icp-studio/contracts';
import { logger } from '@icp-studio/service-kit';
import { displayName } from '../access/access.rules.js';
import { Peers } from '../access/peers.js';
import { PlaybookEvents } from '../events/playbook.events.js';
import { NotesRepository } from './notes.repository.js';

/** The parts of a note a notification needs. */
export interface NotifiedNote {
  id: string;
  icpId: string | null;
  playbookId: string | null;
  ownerId: string;
  note: string;
  userId: string;
  assignedTo: string | null;
}

/**
 * Asks auth to notify people about a note (docs/product.md §15, EVENTS.notificationRequested): the users
 * a note mentions as `@username` among those who may see its item (the people a task there may be given
 * to, as the author sees them), the person a task is given to, and a task's author when someone else
 * completes it. Runs after the change is committed; a failure is logged and never undoes it.
 */
@Injectable()
export class NoteNotifier {
  constructor(
    private readonly peers: Peers,
    private readonly notes: NotesRepository,
    private readonly events: PlaybookEvents,
  ) {}

  /** A new note: its mentions, and its assignee when it is a task given to someone. */
  created(actor: Actor, note: NotifiedNote, actorName: string | null): void {
    void this.run(async () => {
      const assignee = note.assignedTo ? [note.assignedTo] : [];
      if (assignee.length) await this.request(actor, actorName, note, 'task_assigned', assignee);
      const mentioned = await this.resolve(actor, note.ownerId, parseMentions(note.note));
      await this.request(
        actor,
        actorName,
        note,
        'mention',
        mentioned.filter((id) => !assignee.includes(id)),
      );
    });
  }

  /** An edit: only the mentions it added, and the new assignee when it changed. */
  updated(actor: Actor, before: NotifiedNote, after: NotifiedNote): void {
    void this.run(async () => {
      const actorName = await this.nameOf(actor);
      const reassigned = after.assignedTo && after.assignedTo !== before.assignedTo ? [after.assignedTo] : [];
      if (reassigned.length) await this.request(actor, actorName, after, 'task_assigned', reassigned);
      const added = before.note === after.note ? [] : newMentions(before.note, after.note);
      const mentioned = await this.resolve(actor, after.ownerId, added);
      await this.request(
        actor,
        actorName,
        after,
        'mention',
        mentioned.filter((id) => !reassigned.includes(id)),
      );
    });
  }

  /** A task completed: its author hears of it (not when they completed it themselves). */
  completed(actor: Actor, task: NotifiedNote): void {
    if (task.userId === actor.userId) return;
    void this.run(async () => {
      await this.request(actor, await this.nameOf(actor), task, 'task_completed', [task.userId]);
    });
  }

  /** The ids of the mentioned users among those who may see an item of `ownerId`. */
  private async resolve(actor: Actor, ownerId: string, usernames: readonly string[]): Promise<string[]> {
    if (usernames.length === 0) return [];
    const people: User[] = await this.peers.taskAssignees(actor, ownerId);
    const byName = new Map(people.map((u) => [u.username.toLowerCase(), u.id]));
    return usernames.flatMap((n) => (byName.has(n) ? [byName.get(n)!] : []));
  }

  private async request(
    actor: Actor,
    actorName: string | null,
    note: NotifiedNote,
    kind: NotificationRequestedEvent['kind'],
    recipients: readonly string[],
  ): Promise<void> {
    const recipientIds = [...new Set(recipients)].filter((id) => id !== actor.userId);
    if (recipientIds.length === 0) return;
    const item = await this.item(actor, note);
    this.events.notificationRequested({
      kind,
      recipientIds,
      actorId: actor.userId,
      actorName,
      ...item,
      noteId: note.id,
      excerpt: noteExcerpt(note.note),
    });
  }

  /** The item the note is on, with its name (a profile's read as the note's author, who can see it). */
  private async item(
    actor: Actor,
    note: NotifiedNote,
  ): Promise<Pick<NotificationRequestedEvent, 'itemKind' | 'itemId' | 'itemName'>> {
    if (note.playbookId) {
      const names = await this.notes.playbookNames([note.playbookId]);
      return {
        itemKind: 'playbook',
        itemId: note.playbookId,
        itemName: names.get(note.playbookId)?.name ?? null,
      };
    }
    const icpId = note.icpId!;
    let itemName: string | null = null;
    try {
      itemName = (await this.peers.icp(actor, icpId))?.name ?? null;
    } catch (err) {
      logger().warn({ err, icpId }, 'could not read the profile name for a notification');
    }
    return { itemKind: 'icp', itemId: icpId, itemName };
  }

  private async nameOf(actor: Actor): Promise<string | null> {
    try {
      const [me] = await this.peers.usersByIds(actor, [actor.userId]);
      return me ? displayName(me) : null;
    } catch {
      return null;
    }
  }

  private async run(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      logger().error({ err }, 'could not ask for notifications about a note');
    }
  }
}
