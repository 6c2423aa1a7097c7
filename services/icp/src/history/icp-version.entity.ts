import type { FieldSources } from '@icp-studio/contracts';
import { VersionRecord } from '@icp-studio/service-kit';
import { Column, Entity } from 'typeorm';

/** One version of a profile: a row of `icp.icp_versions` (docs/product.md §13; columns in VersionRecord). */
@Entity({ name: 'icp_versions' })
export class IcpVersionEntity extends VersionRecord {
  @Column({ name: 'icp_id', type: 'uuid' })
  icpId!: string;

  /**
   * The field origins as the save left them (not part of the content: the History compares no
   * origins); null for versions kept before origins were (docs/product.md §13).
   */
  @Column({ name: 'field_sources', type: 'jsonb', nullable: true })
  fieldSources!: FieldSources | null;
}
