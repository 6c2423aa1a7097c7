import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Version history (docs/product.md §13): `playbook.playbooks.version`, the current version, and
 * `playbook.playbook_versions`, one row per save that changed a playbook's editable fields (who, when,
 * which fields, the fields after the save). Every existing playbook gets its current fields as
 * version 1, by its creator at its last change.
 */
export class PlaybookVersions1767300000000 implements MigrationInterface {
  name = 'PlaybookVersions1767300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE playbook.playbooks ADD COLUMN "version" integer NOT NULL DEFAULT 1`);
    await q.query(`
      CREATE TABLE playbook.playbook_versions (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "playbook_id" uuid NOT NULL REFERENCES playbook.playbooks("id") ON DELETE CASCADE,
        "version" integer NOT NULL,
        "author_id" uuid,
        "author_name" varchar(200),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "changed_fields" text[] NOT NULL DEFAULT '{}',
        "restored_from" integer,
        "content" jsonb NOT NULL,
        CONSTRAINT "playbook_versions_playbook_version" UNIQUE ("playbook_id", "version")
      )`);
    await q.query(`
      INSERT INTO playbook.playbook_versions ("playbook_id", "version", "author_id", "created_at", "content")
      SELECT p."id", 1, p."created_by", p."updated_at", jsonb_build_object(
               'name', p."name", 'marketingGoals', p."marketing_goals",
               'valueProposition', p."value_proposition", 'keyMessages', p."key_messages",
               'messagingPillars', p."messaging_pillars", 'positioning', p."positioning",
               'selectedChannels', p."selected_channels", 'contentStrategy', p."content_strategy",
               'campaigns', p."campaigns", 'kpis', p."kpis", 'targetMetrics', p."target_metrics",
               'timeline', p."timeline", 'teamRoles', p."team_roles", 'tonality', p."tonality",
               'aiGeneratedCampaigns', p."ai_generated_campaigns", 'aiContentIdeas', p."ai_content_ideas")
        FROM playbook.playbooks p`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE playbook.playbook_versions`);
    await q.query(`ALTER TABLE playbook.playbooks DROP COLUMN "version"`);
  }
}
