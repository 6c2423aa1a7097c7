import { Controller } from '@nestjs/common';
import {
  PLAYBOOK,
  type Actor,
  type IdParam,
  type MessageResponse,
  type RpcParsedBody,
  type ShareLink,
  type ShareLinkCreated,
} from '@icp-studio/contracts';
import { routeSubject } from '@icp-studio/contracts/http';
import { RpcHandler } from '@icp-studio/service-kit';
import { SharesService } from './shares.service.js';

/** A subject declared only in its route entry, which is also its RPC contract (libs/contracts/src/http/routes.ts). */
const UPDATE_SHARE = routeSubject('updatePlaybookShare');

/** The share-link subjects of playbooks (docs/product.md §14). All but `viewShare` need an actor. */
@Controller()
export class SharesController {
  constructor(private readonly shares: SharesService) {}

  /** `{id, label?, expiresAt?}` -> the link with its token (told only here). */
  @RpcHandler(PLAYBOOK.createShare)
  create(
    actor: Actor,
    { id, ...request }: RpcParsedBody<typeof PLAYBOOK.createShare>,
  ): Promise<ShareLinkCreated> {
    return this.shares.create(actor, id, request);
  }

  /** `{id}` -> the playbook's live links, newest first. */
  @RpcHandler(PLAYBOOK.listShares)
  list(actor: Actor, { id }: IdParam): Promise<ShareLink[]> {
    return this.shares.list(actor, id);
  }

  /** `{id, shareId}` -> message; 404 when it is not a live link of the playbook. */
  @RpcHandler(PLAYBOOK.revokeShare)
  revoke(
    actor: Actor,
    { id, shareId }: RpcParsedBody<typeof PLAYBOOK.revokeShare>,
  ): Promise<MessageResponse> {
    return this.shares.revoke(actor, id, shareId);
  }

  /** `{id, shareId, label?, expiresAt?}` -> the link as listed; 404 not the item's link, 409 no longer live. */
  @RpcHandler(UPDATE_SHARE)
  update(actor: Actor, { id, shareId, ...request }: RpcParsedBody<typeof UPDATE_SHARE>): Promise<ShareLink> {
    return this.shares.update(actor, id, shareId, request);
  }

  /** `{id}` -> `{message, revoked}`. */
  @RpcHandler(PLAYBOOK.revokeAllShares)
  revokeAll(actor: Actor, { id }: IdParam): Promise<{ message: string; revoked: number }> {
    return this.shares.revokeAll(actor, id);
  }

  /** `{token}`, no actor -> the playbook as the link shows it; 404 "This link is no longer valid". */
  @RpcHandler(PLAYBOOK.viewShare)
  view(_actor: Actor | null, { token }: RpcParsedBody<typeof PLAYBOOK.viewShare>) {
    return this.shares.view(token);
  }
}
