import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * - `client_name` on playbooks: the owning client's name as their profile shows it, kept with the
 *   playbook (like `icp_name`) so that lists show it and the search matches it without asking auth.
 * - The list search matches the name, the value proposition and the client name by substring: pg_trgm
 *   GIN indexes on the two new columns (the name has one already), so `ILIKE '%term%'` stays an index scan.
 * - An advisor's client list reads each client's open tasks and latest note: indexes by owner.
 *
 * Existing playbooks get their client name when they or their profile next change (this service reads
 * no other schema).
 */
export class PlaybookClientNameAndActivity1764000000000 implements MigrationInterface {
  name = 'PlaybookClientNameAndActivity1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('create-extension:pg_trgm'))`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    const [ext] = (await q.query(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    )) as { schema: string }[];
    const trgm = `"${ext!.schema}".gin_trgm_ops`;
    await q.query(`ALTER TABLE playbook.playbooks ADD COLUMN client_name varchar(200) NULL`);
    await q.query(
      `CREATE INDEX playbooks_client_name_trgm_idx ON playbook.playbooks USING gin (client_name ${trgm})`,
    );
    await q.query(
      `CREATE INDEX playbooks_value_proposition_trgm_idx ON playbook.playbooks USING gin (value_proposition ${trgm})`,
    );
    await q.query(
      `CREATE INDEX notes_open_tasks_owner_idx ON playbook.notes (owner_id) WHERE is_task AND status = 'open'`,
    );
    await q.query(`CREATE INDEX notes_owner_updated_at_idx ON playbook.notes (owner_id, updated_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS playbook.notes_owner_updated_at_idx`);
    await q.query(`DROP INDEX IF EXISTS playbook.notes_open_tasks_owner_idx`);
    await q.query(`DROP INDEX IF EXISTS playbook.playbooks_value_proposition_trgm_idx`);
    await q.query(`DROP INDEX IF EXISTS playbook.playbooks_client_name_trgm_idx`);
    await q.query(`ALTER TABLE playbook.playbooks DROP COLUMN IF EXISTS client_name`);
  }
}
