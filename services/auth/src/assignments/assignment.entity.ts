import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** `auth.advisor_assignments`: a client has at most one advisor (unique client_id). */
@Entity({ name: 'advisor_assignments' })
export class AssignmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'client_id', type: 'uuid' })
  clientId!: string;

  @Column({ name: 'advisor_id', type: 'uuid' })
  advisorId!: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  notes!: string | null;

  @Column({ name: 'assigned_at', type: 'timestamptz' })
  assignedAt!: Date;
}
