import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BuyerJourney, FieldSources, IcpType, Status } from '@icp-studio/contracts';

/** One ideal client profile: a row of `icp.icps` (columns and indexes in the migrations). */
@Entity({ name: 'icps' })
export class IcpEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** The owning client. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The creator: the client itself, an advisor or an admin. */
  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  @Column({ type: 'varchar', length: 20 })
  status!: Status;

  @Column({ type: 'varchar', length: 3 })
  type!: IcpType;

  @Column({ type: 'varchar', length: 200, nullable: true })
  industry!: string | null;

  @Column({ name: 'company_size', type: 'varchar', length: 200, nullable: true })
  companySize!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  revenue!: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  technographics!: string[];

  @Column({ name: 'decision_maker_role', type: 'varchar', length: 200, nullable: true })
  decisionMakerRole!: string | null;

  @Column({ name: 'decision_maker_title', type: 'varchar', length: 200, nullable: true })
  decisionMakerTitle!: string | null;

  @Column({ name: 'age_range', type: 'varchar', length: 200, nullable: true })
  ageRange!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  gender!: 'all' | 'male' | 'female' | 'non-binary' | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  education!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  occupation!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  income!: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  geographics!: string[];

  @Column({ type: 'text', nullable: true })
  psychographics!: string | null;

  @Column({ name: 'behavioral_traits', type: 'jsonb', default: () => "'[]'::jsonb" })
  behavioralTraits!: string[];

  @Column({ name: 'pain_points', type: 'jsonb', default: () => "'[]'::jsonb" })
  painPoints!: string[];

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  needs!: string[];

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  goals!: string[];

  @Column({ name: 'preferred_channels', type: 'jsonb', default: () => "'[]'::jsonb" })
  preferredChannels!: string[];

  @Column({ name: 'buyer_journey', type: 'jsonb', nullable: true })
  buyerJourney!: BuyerJourney | null;

  /**
   * Where each content field's value comes from, by field name (docs/evidence.md, "Evidence ledger"); a
   * filled field not named here was stated. Written by `nextFieldSources` on every save.
   */
  @Column({ name: 'field_sources', type: 'jsonb', default: () => "'{}'::jsonb" })
  fieldSources!: FieldSources;

  /** Not a fit (anti-ICP): the disqualifiers (docs/evidence.md, Fit score). */
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  disqualifiers!: string[];

  /** A profession id (libs/contracts/src/professions.ts), null when not set. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  profession!: string | null;

  /** Denormalised from auth at create time, so list search on the client needs no cross-service join. */
  @Column({ name: 'client_name', type: 'varchar', length: 200, nullable: true })
  clientName!: string | null;

  @Column({ name: 'client_email', type: 'varchar', length: 254, nullable: true })
  clientEmail!: string | null;

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

  /** The ledger fields the last evidence ledger read found observed (null: never read; §18). */
  @Column({ name: 'observed_fields', type: 'text', array: true, nullable: true })
  observedFields!: string[] | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  /** The last save of the profile's content, which asked for a re-score (docs/product.md §10). */
  @Column({ name: 'score_requested_at', type: 'timestamptz', nullable: true })
  scoreRequestedAt!: Date | null;

  /** No re-score is coming for the save stamped this (queue unreachable, or the job failed). */
  @Column({ name: 'score_failed_at', type: 'timestamptz', nullable: true })
  scoreFailedAt!: Date | null;
}
