import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ai schema: one row of AI settings per user (keyed by the user id from auth). The API key is kept
 * only encrypted (AES-256-GCM): ciphertext, its 12-byte IV (new for every write) and the 16-byte auth tag.
 */
export class CreateAiTables1763800000000 implements MigrationInterface {
  name = 'CreateAiTables1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "ai"."ai_settings" (
        "user_id" uuid PRIMARY KEY,
        "provider" varchar(20) NOT NULL DEFAULT 'openai',
        "model" varchar(200) NULL,
        "custom_api_url" varchar(2000) NULL,
        "api_key_ciphertext" bytea NULL,
        "api_key_iv" bytea NULL,
        "api_key_tag" bytea NULL,
        "use_builtin" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "ai_settings_provider_check" CHECK ("provider" IN ('openai', 'anthropic', 'gemini', 'custom')),
        CONSTRAINT "ai_settings_key_parts" CHECK (
          ("api_key_ciphertext" IS NULL AND "api_key_iv" IS NULL AND "api_key_tag" IS NULL) OR
          ("api_key_ciphertext" IS NOT NULL AND octet_length("api_key_iv") = 12 AND octet_length("api_key_tag") = 16))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "ai"."ai_settings"`);
  }
}
