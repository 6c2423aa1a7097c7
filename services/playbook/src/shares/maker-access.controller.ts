import { Controller } from '@nestjs/common';
import { MakerAccessEvents } from '@icp-studio/service-kit';
import { SharesService } from './shares.service.js';

/**
 * Share links of playbooks follow their maker's access (docs/product.md §14, "A maker's access"): the
 * events and what they recheck are service-kit's `MakerAccessEvents`; this service's links are ended by
 * its share service.
 */
@Controller()
export class MakerAccessController extends MakerAccessEvents {
  constructor(private readonly shares: SharesService) {
    super();
  }

  protected makerLostAccess(userId: string, deleted: boolean): Promise<number> {
    return this.shares.makerLostAccess(userId, deleted);
  }
}
