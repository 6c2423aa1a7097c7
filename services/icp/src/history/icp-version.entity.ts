import type { FieldSources } from '@icp-studio/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One version of a profile: a row of `icp.icp_versions` (docs/product.md §13). */
@Entity({ name: 'icp_versions' })
export class IcpVersionEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'icp_id', type: 'uuid' })
  icpId!: string;

  @Column({ type: 'integer' })
  version!: number;

  /** Who saved it (null for history from before the author was known). */
  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId!: string | null;

  /** Their display name at the time of the save. */
  @Column({ name: 'author_name', type: 'varchar', length: 200, nullable: true })
  authorName!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'changed_fields', type: 'text', array: true, default: () => "'{}'" })
  changedFields!: string[];

  /** The version this save restored (null for an ordinary save). */
  @Column({ name: 'restored_from', type: 'integer', nullable: true })
  restoredFrom!: number | null;

  /**
   * The profile's editable fields after the save (`versionContent`): JSON values (typed loosely here,
   * as TypeORM's deep partial types cannot follow a recursive JSON type).
   */
  @Column({ type: 'jsonb' })
  content!: Record<string, unknown>;

  /**
   * The field origins as the save left them (not part of the content: the History compares no
   * origins); null for versions kept before origins were (docs/product.md §13).
   */
  @Column({ name: 'field_sources', type: 'jsonb', nullable: true })
  fieldSources!: FieldSources | null;
}
