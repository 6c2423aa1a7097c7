import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '@icp-studio/contracts';

/** `auth.users`. Email and username are unique case-insensitively (indexes on lower()). */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 50 })
  firstName!: string;

  @Column({ name: 'last_name', type: 'varchar', length: 50 })
  lastName!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 20 })
  username!: string;

  @Column({ type: 'varchar', length: 20 })
  role!: Role;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl!: string | null;

  /** A profession id (libs/contracts/src/professions.ts), null until the user chooses. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  profession!: string | null;

  /** Whether the first sign-in question about the profession has been answered or skipped. */
  @Column({ name: 'profession_asked', type: 'boolean', default: false })
  professionAsked!: boolean;

  /** The address an e-mail change waits to be confirmed at (docs/product.md, Account); null when none. */
  @Column({ name: 'pending_email', type: 'varchar', length: 254, nullable: true })
  pendingEmail!: string | null;

  /** Hex SHA-256 of the pending change's link token; never leaves this service. */
  @Column({ name: 'pending_email_token_hash', type: 'char', length: 64, nullable: true })
  pendingEmailTokenHash!: string | null;

  @Column({ name: 'pending_email_expires_at', type: 'timestamptz', nullable: true })
  pendingEmailExpiresAt!: Date | null;

  /** argon2id; never leaves this service. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  /** Raised when the password is reset; the gateway ends every session holding an older version. */
  @Column({ name: 'session_version', type: 'integer', default: 0 })
  sessionVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
