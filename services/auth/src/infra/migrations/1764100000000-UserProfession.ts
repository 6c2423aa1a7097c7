import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's trade (a profession id from libs/contracts/src/professions.ts) and whether the first sign-in
 * question about it has been answered (docs/product.md, Account). Both start empty for existing users, who
 * are asked once at their next sign-in.
 */
export class UserProfession1764100000000 implements MigrationInterface {
  name = 'UserProfession1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth.users ADD COLUMN profession varchar(40) NULL`);
    await q.query(`ALTER TABLE auth.users ADD COLUMN profession_asked boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE auth.users DROP COLUMN profession_asked`);
    await q.query(`ALTER TABLE auth.users DROP COLUMN profession`);
  }
}
