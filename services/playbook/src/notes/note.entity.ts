import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type NoteStatus = 'open' | 'completed';

/** A note or a task on a profile or a playbook: a row of `playbook.notes`. */
@Entity({ name: 'notes' })
export class NoteEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'icp_id', type: 'uuid', nullable: true })
  icpId!: string | null;

  @Column({ name: 'playbook_id', type: 'uuid', nullable: true })
  playbookId!: string | null;

  /** The owner of the profile or playbook it is on: who may see it is decided by this id. */
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @Column({ type: 'text' })
  note!: string;

  @Column({ name: 'is_task', type: 'boolean' })
  isTask!: boolean;

  @Column({ name: 'assigned_to', type: 'uuid', nullable: true })
  assignedTo!: string | null;

  @Column({ type: 'varchar', length: 20 })
  status!: NoteStatus;

  /** The author. */
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** The author's display name when the note was written (refreshed when their profile changes). */
  @Column({ name: 'author_name', type: 'varchar', length: 200, nullable: true })
  authorName!: string | null;

  /** A task's due day, YYYY-MM-DD (pg `date`, read as a string: no time zone shifts it). */
  @Column({ name: 'due_date', type: 'date', nullable: true })
  dueDate!: string | null;

  /** When the author last changed the text; null when never. */
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
