import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AiProvider } from '@icp-studio/contracts';

/** One user's AI settings (`ai.ai_settings`, keyed by the user id). The API key only ever encrypted. */
@Entity({ name: 'ai_settings' })
export class AiSettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 20 })
  provider!: AiProvider;

  @Column({ type: 'varchar', length: 200, nullable: true })
  model!: string | null;

  @Column({ name: 'custom_api_url', type: 'varchar', length: 2000, nullable: true })
  customApiUrl!: string | null;

  @Column({ name: 'api_key_ciphertext', type: 'bytea', nullable: true })
  apiKeyCiphertext!: Buffer | null;

  @Column({ name: 'api_key_iv', type: 'bytea', nullable: true })
  apiKeyIv!: Buffer | null;

  @Column({ name: 'api_key_tag', type: 'bytea', nullable: true })
  apiKeyTag!: Buffer | null;

  /** "Use built-in AI" (the API's `useReplitAI`). */
  @Column({ name: 'use_builtin', type: 'boolean', default: true })
  useBuiltin!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
