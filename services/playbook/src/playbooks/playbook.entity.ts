import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Status } from '@icp-studio/contracts';

/**
 * A `json` column's value: any JSON, as the contract's `Json` describes it. Typed loosely here because
 * TypeORM's find-option types recurse without end into the recursive `Json` type.
 */
export type StoredJson = string | number | boolean | object | null;

/** One marketing playbook: a row of `playbook.playbooks` (columns and indexes in the migrations). */
@Entity({ name: 'playbooks' })
export class PlaybookEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ name: 'icp_id', type: 'uuid' })
  icpId!: string;

  /** The linked profile's name, denormalised for lists (refreshed on profile updates). */
  @Column({ name: 'icp_name', type: 'varchar', length: 200, nullable: true })
  icpName!: string | null;

  /** The owning client's name as the linked profile shows it, denormalised for lists and search. */
  @Column({ name: 'client_name', type: 'varchar', length: 200, nullable: true })
  clientName!: string | null;

  /** The owning client: the owner of the linked profile. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** Who created it: the client itself, an advisor or an admin. */
  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  @Column({ type: 'varchar', length: 20 })
  status!: Status;

  @Column({ name: 'marketing_goals', type: 'jsonb' })
  marketingGoals!: string[];

  @Column({ name: 'value_proposition', type: 'text', nullable: true })
  valueProposition!: string | null;

  @Column({ name: 'key_messages', type: 'jsonb' })
  keyMessages!: string[];

  @Column({ name: 'messaging_pillars', type: 'json', nullable: true })
  messagingPillars!: StoredJson;

  @Column({ type: 'text', nullable: true })
  positioning!: string | null;

  @Column({ name: 'selected_channels', type: 'json', nullable: true })
  selectedChannels!: StoredJson;

  @Column({ name: 'content_strategy', type: 'text', nullable: true })
  contentStrategy!: string | null;

  @Column({ type: 'json', nullable: true })
  campaigns!: StoredJson;

  @Column({ type: 'json', nullable: true })
  kpis!: StoredJson;

  @Column({ name: 'target_metrics', type: 'json', nullable: true })
  targetMetrics!: StoredJson;

  @Column({ type: 'text', nullable: true })
  timeline!: string | null;

  @Column({ name: 'team_roles', type: 'json', nullable: true })
  teamRoles!: StoredJson;

  @Column({ type: 'varchar', length: 200, nullable: true })
  tonality!: string | null;

  @Column({ name: 'ai_generated_campaigns', type: 'json', nullable: true })
  aiGeneratedCampaigns!: StoredJson;

  @Column({ name: 'ai_content_ideas', type: 'json', nullable: true })
  aiContentIdeas!: StoredJson;

  /** The current version (docs/product.md §13): 1 as created, one more for each save that changed it. */
  @Column({ type: 'integer', default: 1 })
  version!: number;

  /** The version the owning client signed off (docs/product.md §18), when, and by whom; null: never. */
  @Column({ name: 'signed_off_version', type: 'integer', nullable: true })
  signedOffVersion!: number | null;

  @Column({ name: 'signed_off_at', type: 'timestamptz', nullable: true })
  signedOffAt!: Date | null;

  @Column({ name: 'signed_off_by', type: 'uuid', nullable: true })
  signedOffBy!: string | null;

  /** The state of the latest approval request (docs/approvals.md) and its version; null: never sent. */
  @Column({ name: 'approval_state', type: 'varchar', length: 10, nullable: true })
  approvalState!: 'pending' | 'approved' | 'returned' | null;

  @Column({ name: 'approval_version', type: 'integer', nullable: true })
  approvalVersion!: number | null;

  /** The version last approved, when and by whom (their name then); null: never approved. */
  @Column({ name: 'approved_version', type: 'integer', nullable: true })
  approvedVersion!: number | null;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt!: Date | null;

  @Column({ name: 'approved_by_name', type: 'varchar', length: 200, nullable: true })
  approvedByName!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
