import { Controller } from '@nestjs/common';
import {
  AUTH,
  type ConfirmEmailChangeResponse,
  type MessageResponse,
  type ResolvedActor,
  type RpcParsedBody,
  type UndoEmailChangeResponse,
  type User,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import type { Viewer } from '../access/access.rules.js';
import { AccessService } from '../access/access.service.js';
import { asAdmin, asViewer } from '../access/authorize.js';
import { AccountService } from './account.service.js';

/** A signed-in user's own account (docs/product.md, Account). The gateway counts each password check. */
@Controller()
export class AccountController {
  constructor(
    readonly access: AccessService,
    private readonly account: AccountService,
  ) {}

  /** `{currentPassword, newPassword}` -> `{user, sessionVersion}`; wrong current password 400. */
  @RpcHandler(AUTH.changePassword, { authorize: asViewer })
  changePassword(viewer: Viewer, body: RpcParsedBody<typeof AUTH.changePassword>): Promise<ResolvedActor> {
    return this.account.changePassword(viewer, body);
  }

  /** `{newEmail, currentPassword}` -> User with `pendingEmail`; taken address 409. */
  @RpcHandler(AUTH.requestEmailChange, { authorize: asViewer })
  requestEmailChange(viewer: Viewer, body: RpcParsedBody<typeof AUTH.requestEmailChange>): Promise<User> {
    return this.account.requestEmailChange(viewer, body);
  }

  /** `{token}` -> `{message, email}`. No actor: the link works signed out. */
  @RpcHandler(AUTH.confirmEmailChange)
  confirmEmailChange(
    _actor: unknown,
    { token }: RpcParsedBody<typeof AUTH.confirmEmailChange>,
  ): Promise<ConfirmEmailChangeResponse> {
    return this.account.confirmEmailChange(token);
  }

  /** `{token}` -> `{message, email}`: the link mailed to the old address. No actor: works signed out. */
  @RpcHandler(AUTH.undoEmailChange)
  undoEmailChange(
    _actor: unknown,
    { token }: RpcParsedBody<typeof AUTH.undoEmailChange>,
  ): Promise<UndoEmailChangeResponse> {
    return this.account.undoEmailChange(token);
  }

  /** `{currentPassword}` -> `{message}`; the last admin 409. */
  @RpcHandler(AUTH.deleteMe, { authorize: asViewer })
  deleteMe(
    viewer: Viewer,
    { currentPassword }: RpcParsedBody<typeof AUTH.deleteMe>,
  ): Promise<MessageResponse> {
    return this.account.deleteMe(viewer, currentPassword);
  }

  /** `{id}` (admin) -> `{message}`; the admin's own account or the last admin 409, unknown 404. */
  @RpcHandler(AUTH.deleteUser, { authorize: asAdmin })
  deleteUser(admin: Viewer, { id }: RpcParsedBody<typeof AUTH.deleteUser>): Promise<MessageResponse> {
    return this.account.deleteUser(admin, id);
  }
}
