import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns every kind of item's version table has (`icp.icp_versions`, `playbook.playbook_versions`;
 * docs/product.md §13). A kind's version entity extends this with its table's name and its item column
 * (and any column of its own, such as a profile's field origins):
 *
 *   @Entity({ name: 'icp_versions' })
 *   export class IcpVersionEntity extends VersionRecord {
 *     @Column({ name: 'icp_id', type: 'uuid' }) icpId!: string;
 *   }
 */
export abstract class VersionRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

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

  /** The versioned fields whose normalised values this save changed (`changedFields`). */
  @Column({ name: 'changed_fields', type: 'text', array: true, default: () => "'{}'" })
  changedFields!: string[];

  /** The version this save restored (null for an ordinary save). */
  @Column({ name: 'restored_from', type: 'integer', nullable: true })
  restoredFrom!: number | null;

  /**
   * The item's versioned fields after the save (`versionContent`): JSON values (typed loosely here, as
   * TypeORM's deep partial types cannot follow a recursive JSON type).
   */
  @Column({ type: 'jsonb' })
  content!: Record<string, unknown>;
}
