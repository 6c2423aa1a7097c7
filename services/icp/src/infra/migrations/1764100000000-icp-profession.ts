import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trade a profile is for (a profession id from libs/contracts/src/professions.ts); null when not set. */
export class IcpProfession1764100000000 implements MigrationInterface {
  name = 'IcpProfession1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE icp.icps ADD COLUMN profession varchar(40) NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE icp.icps DROP COLUMN profession`);
  }
}
