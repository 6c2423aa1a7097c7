import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The header search finds notes by their text (docs/product.md §2, Search; `GET /api/notes/search`):
 * a pg_trgm GIN index on `playbook.notes.note`, so `ILIKE '%term%'` stays an index scan.
 */
export class NoteTextSearchIndex1767000000000 implements MigrationInterface {
  name = 'NoteTextSearchIndex1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('create-extension:pg_trgm'))`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    const [ext] = (await q.query(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    )) as { schema: string }[];
    const trgm = `"${ext!.schema}".gin_trgm_ops`;
    await q.query(
      `CREATE INDEX IF NOT EXISTS notes_note_trgm_idx ON playbook.notes USING gin (note ${trgm})`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS playbook.notes_note_trgm_idx`);
  }
}
