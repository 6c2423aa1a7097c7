import { Controller } from '@nestjs/common';
import {
  ICP,
  type Actor,
  type Icp,
  type ItemVersionParams,
  type Page,
  type RpcParsedBody,
  type VersionDetail,
  type VersionSummary,
} from '@icp-studio/contracts';
import { RpcHandler } from '@icp-studio/service-kit';
import { HistoryService } from './history.service.js';

/** The version history subjects of profiles (docs/product.md §13). */
@Controller()
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  /** `{id, limit, offset}` -> a page of versions, newest first; 404 'ICP not found'. */
  @RpcHandler(ICP.listVersions)
  list(
    actor: Actor,
    { id, limit, offset }: RpcParsedBody<typeof ICP.listVersions>,
  ): Promise<Page<VersionSummary>> {
    return this.history.list(actor, id, { limit, offset });
  }

  /** `{id, version}` -> the version with its fields; 404 'ICP not found' or 'Version not found'. */
  @RpcHandler(ICP.getVersion)
  get(actor: Actor, { id, version }: ItemVersionParams): Promise<VersionDetail> {
    return this.history.get(actor, id, version);
  }

  /** `{id, version}` -> Icp, the version's fields saved as a new version. */
  @RpcHandler(ICP.restoreVersion)
  restore(actor: Actor, { id, version }: ItemVersionParams): Promise<Icp> {
    return this.history.restore(actor, id, version);
  }
}
