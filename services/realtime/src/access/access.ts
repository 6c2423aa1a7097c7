import {
  AUTH,
  ICP,
  PLAYBOOK,
  canSeeResponseSchema,
  resolvedActorSchema,
  type Actor,
  type ResolvedActor,
} from '@icp-studio/contracts';
import { DomainError, logger, type RpcClient } from '@icp-studio/service-kit';
import type { z } from 'zod';
import { roomTarget } from '../ws/protocol.js';

/** Reads another service's answer; a shape this service does not expect is that service's fault. */
function upstream<S extends z.ZodType>(schema: S, answer: unknown, subject: string): z.infer<S> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  logger().error(
    { subject, issues: parsed.error.issues.slice(0, 5) },
    'unexpected answer from another service',
  );
  throw new DomainError('upstream_error', 'Another service answered unexpectedly');
}

/**
 * Who may do what, asked of the services that own the answer: auth for the user behind a session, and
 * the owner of each room's item (icp for `icp:<id>`, playbook for `playbook:<id>`) for membership.
 * Realtime keeps no rules of its own.
 */
export class Access {
  constructor(private readonly rpc: RpcClient) {}

  /** `AUTH.resolveActor`: the user and their current session version, or null when the user is gone. */
  async resolve(userId: string): Promise<ResolvedActor | null> {
    let answer: unknown;
    try {
      answer = await this.rpc.request(AUTH.resolveActor, { userId });
    } catch (err) {
      if (err instanceof DomainError && (err.status === 404 || err.status === 401)) return null;
      throw err;
    }
    return upstream(resolvedActorSchema, answer, AUTH.resolveActor);
  }

  /**
   * May `actor` see the item of `room` (`ICP.canSee` / `PLAYBOOK.canSee` with the actor)? Refusals and
   * unknown items are `false`; an unavailable service rejects (the caller decides what that means).
   */
  async canSee(actor: Actor, room: string): Promise<boolean> {
    const { kind, id } = roomTarget(room);
    const subject = kind === 'icp' ? ICP.canSee : PLAYBOOK.canSee;
    let answer: unknown;
    try {
      answer = await this.rpc.request(subject, { id }, { actor });
    } catch (err) {
      if (err instanceof DomainError && err.status >= 400 && err.status < 500 && err.status !== 429)
        return false;
      throw err;
    }
    return upstream(canSeeResponseSchema, answer, subject).allowed;
  }
}
