import { Injectable } from '@nestjs/common';
import type { AiProvider } from '@icp-studio/contracts';
import { DataSource } from 'typeorm';
import { AiSettingsEntity } from './settings.entity.js';

/** The values one user's settings row is written with (the key sealed already, or nulls). */
export interface AiSettingsRow {
  provider: AiProvider;
  model: string | null;
  customApiUrl: string | null;
  apiKey: { ciphertext: Buffer | null; iv: Buffer | null; tag: Buffer | null };
  useBuiltin: boolean;
}

/** The SQL of `ai.ai_settings`: one row per user. */
@Injectable()
export class SettingsRepository {
  constructor(private readonly ds: DataSource) {}

  findByUser(userId: string): Promise<AiSettingsEntity | null> {
    return this.ds.getRepository(AiSettingsEntity).findOneBy({ userId });
  }

  /** Inserts or replaces the user's row. */
  async upsert(userId: string, row: AiSettingsRow): Promise<void> {
    await this.ds.query(
      `INSERT INTO "ai"."ai_settings" ("user_id", "provider", "model", "custom_api_url", "api_key_ciphertext",
          "api_key_iv", "api_key_tag", "use_builtin", "created_at", "updated_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), now())
       ON CONFLICT ("user_id") DO UPDATE SET
         "provider" = EXCLUDED."provider", "model" = EXCLUDED."model", "custom_api_url" = EXCLUDED."custom_api_url",
         "api_key_ciphertext" = EXCLUDED."api_key_ciphertext", "api_key_iv" = EXCLUDED."api_key_iv",
         "api_key_tag" = EXCLUDED."api_key_tag", "use_builtin" = EXCLUDED."use_builtin", "updated_at" = now()`,
      [
        userId,
        row.provider,
        row.model,
        row.customApiUrl,
        row.apiKey.ciphertext,
        row.apiKey.iv,
        row.apiKey.tag,
        row.useBuiltin,
      ],
    );
  }

  /** A deleted account's settings (and encrypted key). */
  async deleteForUser(userId: string): Promise<void> {
    await this.ds.query(`DELETE FROM ai.ai_settings WHERE user_id = $1`, [userId]);
  }
}
