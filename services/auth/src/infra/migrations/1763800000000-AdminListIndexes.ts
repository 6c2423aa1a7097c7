import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The text a user search matches (see userSearchText in users/user-list-filter.ts, which must equal it). */
export const USERS_SEARCH_INDEX_EXPRESSION = `first_name || ' ' || last_name || ' ' || email || ' ' || username`;

/**
 * Indexes for the admin page at scale (tens of thousands of users):
 * - user search (`ILIKE '%term%'` on names, e-mail and username): one pg_trgm GIN index on the
 *   expression the filter searches, so a search is an index scan, not a scan of every user;
 * - advisor cards (count and three most recent clients per advisor): (advisor_id, assigned_at desc),
 *   which also serves every look-up by advisor, so the advisor_id index it replaces goes.
 */
export class AdminListIndexes1763800000000 implements MigrationInterface {
  name = 'AdminListIndexes1763800000000';

  async up(q: QueryRunner): Promise<void> {
    // Several services may create the extension at the same time: serialise that across the database.
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('create-extension:pg_trgm'))`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    const [ext] = (await q.query(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    )) as { schema: string }[];
    const trgm = `"${ext!.schema}".gin_trgm_ops`;
    await q.query(
      `CREATE INDEX users_search_trgm_idx ON auth.users USING gin ((${USERS_SEARCH_INDEX_EXPRESSION}) ${trgm})`,
    );
    await q.query(
      `CREATE INDEX advisor_assignments_advisor_assigned_idx ON auth.advisor_assignments (advisor_id, assigned_at DESC, client_id)`,
    );
    await q.query(`DROP INDEX IF EXISTS auth.advisor_assignments_advisor_id_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX advisor_assignments_advisor_id_idx ON auth.advisor_assignments (advisor_id)`);
    await q.query(`DROP INDEX IF EXISTS auth.advisor_assignments_advisor_assigned_idx`);
    await q.query(`DROP INDEX IF EXISTS auth.users_search_trgm_idx`);
  }
}
