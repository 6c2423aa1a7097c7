import { VersionRecord } from '@icp-studio/service-kit';
import { Column, Entity } from 'typeorm';

/** One version of a playbook: a row of `playbook.playbook_versions` (docs/product.md §13; columns in VersionRecord). */
@Entity({ name: 'playbook_versions' })
export class PlaybookVersionEntity extends VersionRecord {
  @Column({ name: 'playbook_id', type: 'uuid' })
  playbookId!: string;
}
