import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pending e-mail change (docs/product.md, Account): the new address, the SHA-256 of the single-use
 * token its confirmation link carries, and when the link expires. One at a time per user; all null when
 * none is pending.
 */
export class PendingEmailChange1766034000000 implements MigrationInterface {
  name = 'PendingEmailChange1766034000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth.users ADD COLUMN pending_email varchar(254) NULL`);
    await q.query(`ALTER TABLE auth.users ADD COLUMN pending_email_token_hash char(64) NULL`);
    await q.query(`ALTER TABLE auth.users ADD COLUMN pending_email_expires_at timestamptz NULL`);
    await q.query(
      `CREATE UNIQUE INDEX users_pending_email_token_hash_key ON auth.users (pending_email_token_hash)
       WHERE pending_email_token_hash IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX auth.users_pending_email_token_hash_key`);
    await q.query(`ALTER TABLE auth.users DROP COLUMN pending_email_expires_at`);
    await q.query(`ALTER TABLE auth.users DROP COLUMN pending_email_token_hash`);
    await q.query(`ALTER TABLE auth.users DROP COLUMN pending_email`);
  }
}
