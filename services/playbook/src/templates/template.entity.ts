import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { IcpType, TemplateKind, TemplateScope } from '@icp-studio/contracts';

/** One starting profile or playbook: a row of `playbook.templates` (see the CreateTemplates migration). */
@Entity({ name: 'templates' })
export class TemplateEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: TemplateKind;

  @Column({ type: 'varchar', length: 60, nullable: true })
  profession!: string | null;

  @Column({ name: 'client_type', type: 'varchar', length: 3, nullable: true })
  clientType!: IcpType | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  /** The fields of the profile or playbook it starts (object keys as jsonb stores them). */
  @Column({ type: 'jsonb' })
  content!: Record<string, unknown>;

  @Column({ type: 'varchar', length: 20 })
  scope!: TemplateScope;

  /** The one user who sees a private template; null for built-in and installation ones. */
  @Column({ name: 'owner_id', type: 'uuid', nullable: true })
  ownerId!: string | null;

  /** Who saved it (null for built-in ones and after that account is deleted). */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
