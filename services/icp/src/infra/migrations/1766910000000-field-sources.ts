import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The evidence ledger (docs/evidence.md, "Evidence ledger"): each profile records where its content fields
 * come from ('stated', 'ai', 'assumed'), by field name. Existing profiles start empty: a filled field with
 * no recorded origin reads as stated (before the ledger, a person wrote every field in the wizard or Edit).
 */
export class FieldSources1766910000000 implements MigrationInterface {
  name = 'FieldSources1766910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE icp.icps ADD COLUMN field_sources jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE icp.icps DROP COLUMN field_sources`);
  }
}
