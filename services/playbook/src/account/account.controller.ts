import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  EVENTS,
  PLAYBOOK,
  userDeletedEventSchema,
  type Actor,
  type Note,
  type Playbook,
} from '@icp-studio/contracts';
import { RpcHandler, logger } from '@icp-studio/service-kit';
import { PlaybookEvents } from '../events/playbook.events.js';
import { toNote } from '../notes/notes.rules.js';
import { toPlaybook } from '../playbooks/playbook.mapper.js';
import { AccountRepository } from './account.repository.js';

/**
 * A user's own account (docs/product.md, Account): "Download my data" reads their playbooks and notes;
 * a deleted account (`EVENTS.userDeleted`, one replica handles it) takes along their playbooks, the
 * notes on their profiles and playbooks and every note or task they wrote (tasks they gave others
 * too). Tasks others gave them stay, with no assignee.
 */
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountRepository,
    private readonly events: PlaybookEvents,
  ) {}

  /** no body -> `{playbooks, notes}`: the actor's playbooks; the notes they wrote or that are on their items. */
  @RpcHandler(PLAYBOOK.exportMine)
  async exportMine(actor: Actor): Promise<{ playbooks: Playbook[]; notes: Note[] }> {
    const [playbooks, notes] = await Promise.all([
      this.account.ownedPlaybooks(actor.userId),
      this.account.theirNotes(actor.userId),
    ]);
    return { playbooks: playbooks.map(toPlaybook), notes: notes.map(toNote) };
  }

  @EventPattern(EVENTS.userDeleted)
  async userDeleted(@Payload() data: unknown): Promise<void> {
    const event = userDeletedEventSchema.safeParse(data);
    if (!event.success) return;
    const { userId } = event.data;
    try {
      const { playbooks, notes } = await this.account.deleteOwned(userId);
      for (const id of playbooks) this.events.playbookChanged({ id, userId, change: 'deleted' });
      for (const note of notes) this.events.note('note_deleted', note);
      logger().info(
        { userId, playbooks: playbooks.length, notes: notes.length },
        'removed the playbooks and notes of a deleted account',
      );
    } catch (err) {
      logger().error({ err, userId }, 'could not remove the data of a deleted account');
    }
  }
}
