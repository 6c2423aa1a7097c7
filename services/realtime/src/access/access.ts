import {
  AUTH,
  ICP,
  PLAYBOOK,
  type Actor,
  type CanSeeResponse,
  type ResolvedActor,
} from '@icp-studio/contracts';
import { DomainError, type RpcClient } from '@icp-studio/service-kit';
import { roomTarget } from '../ws/protocol.js';

/**
 * Who may do what, asked of the services that own the answer: auth for the user behind a session, and
 * the owner of each room's item (icp for `icp:<id>`, playbook for `playbook:<id>`) for membership.
 * Realtime keeps no rules of its own.
 */
export class Access {
  constructor(private readonly rpc: RpcClient) {}

  /** `AUTH.resolveActor`: the user and their current session version, or null when the user is gone. */
  async resolve(userId: string): Promise<ResolvedActor | null> {
    try {
      return await this.rpc.request(AUTH.resolveActor, { userId }, { idempotent: true });
    } catch (err) {
      if (err instanceof DomainError && (err.status === 404 || err.status === 401)) return null;
      throw err;
    }
  }

  /**
   * May `actor` see the item of `room` (`ICP.canSee` / `PLAYBOOK.canSee` with the actor)? Refusals and
   * unknown items are `false`; an unavailable service rejects (the caller decides what that means).
   */
  async canSee(actor: Actor, room: string): Promise<boolean> {
    const { kind, id } = roomTarget(room);
    const subject = kind === 'icp' ? ICP.canSee : PLAYBOOK.canSee;
    let answer: CanSeeResponse;
    try {
      answer = await this.rpc.request(subject, { id }, { actor, idempotent: true });
    } catch (err) {
      if (err instanceof DomainError && err.status >= 400 && err.status < 500 && err.status !== 429)
        return false;
      throw err;
    }
    return answer.allowed;
  }
}
