import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The advisor's cockpit and sign-off (docs/product.md §18): the owning client's sign-off of a version
 * of the profile (`signed_off_version`, when and by whom), and `observed_fields`, the ledger fields the
 * last evidence ledger read found observed in imported client data (null: never read; docs/evidence.md),
 * so the cockpit counts evidence without reading every import.
 */
export class SignOff1767500000000 implements MigrationInterface {
  name = 'SignOff1767500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE icp.icps
        ADD COLUMN "signed_off_version" integer,
        ADD COLUMN "signed_off_at" timestamptz,
        ADD COLUMN "signed_off_by" uuid,
        ADD COLUMN "observed_fields" text[]`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE icp.icps
        DROP COLUMN "signed_off_version",
        DROP COLUMN "signed_off_at",
        DROP COLUMN "signed_off_by",
        DROP COLUMN "observed_fields"`);
  }
}
