import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The undo links of confirmed e-mail changes (docs/product.md §7, "Account recovery"): mailed to the OLD
 * address, valid one week, single use; only the SHA-256 of the token is stored, with the address the
 * account had before the change and the one it moved to.
 */
export class EmailChangeUndo1767200000000 implements MigrationInterface {
  name = 'EmailChangeUndo1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth.email_change_undo_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        old_email varchar(254) NOT NULL,
        new_email varchar(254) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX email_change_undo_tokens_open ON auth.email_change_undo_tokens (user_id) WHERE used_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth.email_change_undo_tokens`);
  }
}
