import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Not a fit (anti-ICP): a profile's disqualifiers, a list of texts (docs/evidence.md, Fit score). Existing
 * profiles have none.
 */
export class IcpDisqualifiers1766900000000 implements MigrationInterface {
  name = 'IcpDisqualifiers1766900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE icp.icps ADD COLUMN disqualifiers jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE icp.icps DROP COLUMN disqualifiers`);
  }
}
