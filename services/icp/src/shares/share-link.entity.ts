import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ShareRevokedReason } from '@icp-studio/contracts';

/** A read-only link to a profile (docs/product.md §14): a row of `icp.share_links`. */
@Entity({ name: 'share_links' })
export class ShareLinkEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The profile it shows. */
  @Column({ name: 'icp_id', type: 'uuid' })
  itemId!: string;

  /** SHA-256 (hex) of the token; the token itself is never stored. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  label!: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'view_count', type: 'integer', default: 0 })
  viewCount!: number;

  @Column({ name: 'last_viewed_at', type: 'timestamptz', nullable: true })
  lastViewedAt!: Date | null;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  /** The maker's name when they made it (null for links made before it was kept). */
  @Column({ name: 'created_by_name', type: 'varchar', length: 120, nullable: true })
  createdByName!: string | null;

  /** Set when the link was ended because its maker lost access (docs/product.md §14). */
  @Column({ name: 'revoked_reason', type: 'varchar', length: 40, nullable: true })
  revokedReason!: ShareRevokedReason | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
