import { Controller } from '@nestjs/common';
import {
  ICP,
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
const UPDATE_SHARE = routeSubject('updateIcpShare');

/** The share-link subjects of profiles (docs/product.md §14). All but `viewShare` need an actor. */
@Controller()
export class SharesController {
  constructor(private readonly shares: SharesService) {}

  /** `{id, label?, expiresAt?}` -> the link with its token (told only here). */
  @RpcHandler(ICP.createShare)
  create(actor: Actor, { id, ...request }: RpcParsedBody<typeof ICP.createShare>): Promise<ShareLinkCreated> {
    return this.shares.create(actor, id, request);
  }

  /** `{id}` -> the profile's live links, newest first. */
  @RpcHandler(ICP.listShares)
  list(actor: Actor, { id }: IdParam): Promise<ShareLink[]> {
    return this.shares.list(actor, id);
  }

  /** `{id, shareId}` -> message; 404 when it is not a live link of the profile. */
  @RpcHandler(ICP.revokeShare)
  revoke(actor: Actor, { id, shareId }: RpcParsedBody<typeof ICP.revokeShare>): Promise<MessageResponse> {
    return this.shares.revoke(actor, id, shareId);
  }

  /** `{id, shareId, label?, expiresAt?}` -> the link as listed; 404 not the item's link, 409 no longer live. */
  @RpcHandler(UPDATE_SHARE)
  update(actor: Actor, { id, shareId, ...request }: RpcParsedBody<typeof UPDATE_SHARE>): Promise<ShareLink> {
    return this.shares.update(actor, id, shareId, request);
  }

  /** `{id}` -> `{message, revoked}`. */
  @RpcHandler(ICP.revokeAllShares)
  revokeAll(actor: Actor, { id }: IdParam): Promise<{ message: string; revoked: number }> {
    return this.shares.revokeAll(actor, id);
  }

  /** `{token}`, no actor -> the profile as the link shows it; 404 "This link is no longer valid". */
  @RpcHandler(ICP.viewShare)
  view(_actor: Actor | null, { token }: RpcParsedBody<typeof ICP.viewShare>) {
    return this.shares.view(token);
  }
}
