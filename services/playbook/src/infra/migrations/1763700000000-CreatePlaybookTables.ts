import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The playbook schema: playbooks, and the notes and tasks of profiles and playbooks.
 *
 * The "text or structured" playbook fields (channels, campaigns, KPIs, target metrics, team roles, the
 * AI fields, messaging pillars) are `json`, not `jsonb`: `jsonb` rewrites objects with their keys
 * re-ordered (shorter keys first), and the detail page shows maps and pretty-printed structures in
 * the order they were written. Nothing filters on their contents. The two lists of text are `jsonb`.
 *
 * Lists filter by owner (an advisor's whole client list), ICP and status, order by updated_at and
 * search names by substring (pg_trgm GIN, so `ILIKE '%term%'` stays an index scan); notes are read per
 * profile or playbook, newest first, and open tasks are counted per item.
 */
export class CreatePlaybookTables1763700000000 implements MigrationInterface {
  name = 'CreatePlaybookTables1763700000000';

  async up(q: QueryRunner): Promise<void> {
    // Several services may create the extension at the same time: serialise that across the database.
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('create-extension:pg_trgm'))`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    const [ext] = (await q.query(
      `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    )) as { schema: string }[];
    const trgm = `"${ext!.schema}".gin_trgm_ops`;

    await q.query(`
      CREATE TABLE playbook.playbooks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(200) NOT NULL,
        icp_id uuid NOT NULL,
        icp_name varchar(200) NULL,
        user_id uuid NOT NULL,
        created_by uuid NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'in_progress',
        marketing_goals jsonb NOT NULL DEFAULT '[]'::jsonb,
        value_proposition text NULL,
        key_messages jsonb NOT NULL DEFAULT '[]'::jsonb,
        messaging_pillars json NULL,
        positioning text NULL,
        selected_channels json NULL,
        content_strategy text NULL,
        campaigns json NULL,
        kpis json NULL,
        target_metrics json NULL,
        timeline text NULL,
        team_roles json NULL,
        tonality varchar(200) NULL,
        ai_generated_campaigns json NULL,
        ai_content_ideas json NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT playbooks_status_check CHECK (status IN ('draft', 'in_progress', 'completed'))
      )`);
    // The list's scope filter plus its order: an advisor's page is an index range per client.
    await q.query(
      `CREATE INDEX playbooks_user_id_updated_at_idx ON playbook.playbooks (user_id, updated_at DESC, id DESC)`,
    );
    // An admin's list (no owner filter), in order.
    await q.query(`CREATE INDEX playbooks_updated_at_idx ON playbook.playbooks (updated_at DESC, id DESC)`);
    // The ICP filter, and the clean-up when a profile is deleted.
    await q.query(`CREATE INDEX playbooks_icp_id_idx ON playbook.playbooks (icp_id)`);
    // countsByUser: total and completed per owner from the index alone.
    await q.query(`CREATE INDEX playbooks_user_id_status_idx ON playbook.playbooks (user_id, status)`);
    await q.query(`CREATE INDEX playbooks_status_idx ON playbook.playbooks (status, updated_at DESC)`);
    await q.query(`CREATE INDEX playbooks_name_trgm_idx ON playbook.playbooks USING gin (name ${trgm})`);

    await q.query(`
      CREATE TABLE playbook.notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        icp_id uuid NULL,
        playbook_id uuid NULL REFERENCES playbook.playbooks (id) ON DELETE CASCADE,
        owner_id uuid NOT NULL,
        note text NOT NULL,
        is_task boolean NOT NULL DEFAULT false,
        assigned_to uuid NULL,
        status varchar(20) NOT NULL DEFAULT 'open',
        user_id uuid NOT NULL,
        author_name varchar(200) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notes_one_item CHECK ((icp_id IS NULL) <> (playbook_id IS NULL)),
        CONSTRAINT notes_status_check CHECK (status IN ('open', 'completed')),
        CONSTRAINT notes_assignee_only_on_tasks CHECK (is_task OR assigned_to IS NULL)
      )`);
    // A profile's or a playbook's notes, newest first.
    await q.query(
      `CREATE INDEX notes_icp_id_created_at_idx ON playbook.notes (icp_id, created_at DESC, id DESC) WHERE icp_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX notes_playbook_id_created_at_idx ON playbook.notes (playbook_id, created_at DESC, id DESC) WHERE playbook_id IS NOT NULL`,
    );
    // Open-task counts per item (team page cards).
    await q.query(
      `CREATE INDEX notes_open_tasks_icp_idx ON playbook.notes (icp_id) WHERE is_task AND status = 'open' AND icp_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX notes_open_tasks_playbook_idx ON playbook.notes (playbook_id) WHERE is_task AND status = 'open' AND playbook_id IS NOT NULL`,
    );
    // Refreshing an author's display name.
    await q.query(`CREATE INDEX notes_user_id_idx ON playbook.notes (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS playbook.notes`);
    await q.query(`DROP TABLE IF EXISTS playbook.playbooks`);
  }
}
