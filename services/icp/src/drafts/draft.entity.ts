import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A saved, unfinished ICP wizard (docs/product.md §3, Draft): a row of `icp.drafts`. */
@Entity({ name: 'drafts' })
export class DraftEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The creator: drafts are private to whoever saved them. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'client_type', type: 'varchar', length: 20, nullable: true })
  clientType!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  name!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  industry!: string | null;

  @Column({ name: 'draft_data', type: 'jsonb' })
  /** JSON as the browser sent it (typed loosely: TypeORM's partial types cannot recurse into `Json`). */
  draftData!: object;

  @Column({ name: 'current_step', type: 'smallint' })
  currentStep!: number;

  /** The client an advisor or admin is building the profile for. */
  @Column({ name: 'client_id', type: 'uuid', nullable: true })
  clientId!: string | null;

  @Column({ name: 'last_saved', type: 'timestamptz', default: () => 'now()' })
  lastSaved!: Date;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
