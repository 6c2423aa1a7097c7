import type { Actor } from '@icp-studio/contracts';
import type { Viewer } from './access.rules.js';
import type { AccessService } from './access.service.js';

/** A controller whose handlers ask `AccessService` who the caller is. */
export interface WithAccess {
  readonly access: AccessService;
}

/**
 * `@RpcHandler` `authorize` hooks: the caller as auth's database knows them (401 when the account is
 * gone), or an admin (403 for anyone else), decided before the body is read.
 */
export function asViewer(this: WithAccess, actor: Actor): Promise<Viewer> {
  return this.access.viewer(actor);
}

export function asAdmin(this: WithAccess, actor: Actor): Promise<Viewer> {
  return this.access.admin(actor);
}
