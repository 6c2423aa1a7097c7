import { readFileSync } from 'node:fs';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One entry of the built-in library (data/templates.json, written by scripts/generate-templates.mjs). */
interface BuiltinTemplate {
  kind: 'icp' | 'playbook';
  profession: string;
  clientType: 'b2b' | 'b2c';
  name: string;
  description: string;
  content: Record<string, unknown>;
}

/**
 * Templates (docs/product.md §12, Templates): starting profiles and playbooks, one table for both kinds. It lives in
 * the playbook service because both "Save as template" routes can be served here with the calls the
 * service already makes (a profile is read as the caller through `icp.icps.get`, a playbook is its own),
 * so no new NATS permission is needed. `content` is what the create routes take (profile fields, or
 * playbook fields without `icpId`); `scope` says who sees a row: 'builtin' (the seeded library, never
 * deleted by a user), 'installation' (an admin saved it for everyone), 'private' (only `owner_id`).
 * `created_by` records who saved a row (null for the built-in ones and once that account is deleted).
 *
 * The built-in library is seeded from data/templates.json, copied beside the compiled migration by the
 * build; a later change to the library is a new migration, never an edit of this one.
 */
export class CreateTemplates1767200000000 implements MigrationInterface {
  name = 'CreateTemplates1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE playbook.templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(20) NOT NULL CHECK (kind IN ('icp', 'playbook')),
        profession varchar(60) NULL,
        client_type varchar(3) NULL CHECK (client_type IN ('b2b', 'b2c')),
        name varchar(200) NOT NULL,
        description text NULL,
        content jsonb NOT NULL,
        scope varchar(20) NOT NULL CHECK (scope IN ('builtin', 'installation', 'private')),
        owner_id uuid NULL,
        created_by uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT templates_owner_only_private CHECK ((scope = 'private') = (owner_id IS NOT NULL))
      )`);
    await q.query(
      `CREATE INDEX templates_kind_profession_idx ON playbook.templates (kind, profession, name)`,
    );
    await q.query(
      `CREATE INDEX templates_owner_idx ON playbook.templates (owner_id) WHERE owner_id IS NOT NULL`,
    );

    const library = JSON.parse(
      readFileSync(new URL('./data/templates.json', import.meta.url), 'utf8'),
    ) as BuiltinTemplate[];
    for (const t of library) {
      await q.query(
        `INSERT INTO playbook.templates (kind, profession, client_type, name, description, content, scope)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'builtin')`,
        [t.kind, t.profession, t.clientType, t.name, t.description, JSON.stringify(t.content)],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS playbook.templates`);
  }
}
