import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ShareLinkRows } from '@icp-studio/service-kit';
import { PlaybookEntity } from '../playbooks/playbook.entity.js';
import { ShareLinkEntity } from './share-link.entity.js';

/**
 * The SQL of `playbook.share_links`: service-kit's ShareLinkRows, the same statements as the other service's
 * share links. Who may make, list and revoke links is decided by SharesService.
 */
@Injectable()
export class ShareLinksRepository extends ShareLinkRows<ShareLinkEntity> {
  constructor(ds: DataSource) {
    super(ds, ShareLinkEntity, PlaybookEntity);
  }
}
