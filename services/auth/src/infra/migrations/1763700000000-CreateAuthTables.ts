import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, password reset tokens and advisor assignments in the `auth` schema. */
export class CreateAuthTables1763700000000 implements MigrationInterface {
  name = 'CreateAuthTables1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name varchar(50) NOT NULL,
        last_name varchar(50) NOT NULL,
        email varchar(254) NOT NULL,
        username varchar(20) NOT NULL,
        role varchar(20) NOT NULL DEFAULT 'client',
        profile_image_url text NULL,
        password_hash text NOT NULL,
        session_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_role_check CHECK (role IN ('client', 'team_member', 'admin'))
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower_key ON auth.users (lower(email))`);
    await q.query(`CREATE UNIQUE INDEX users_username_lower_key ON auth.users (lower(username))`);
    await q.query(`CREATE INDEX users_role_created_idx ON auth.users (role, created_at DESC)`);

    await q.query(`
      CREATE TABLE auth.password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT password_reset_tokens_token_hash_key UNIQUE (token_hash)
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_id_idx ON auth.password_reset_tokens (user_id)`);

    await q.query(`
      CREATE TABLE auth.advisor_assignments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        advisor_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        notes varchar(1000) NULL,
        assigned_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT advisor_assignments_client_id_key UNIQUE (client_id),
        CONSTRAINT advisor_assignments_not_self CHECK (client_id <> advisor_id)
      )`);
    await q.query(`CREATE INDEX advisor_assignments_advisor_id_idx ON auth.advisor_assignments (advisor_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS auth.advisor_assignments`);
    await q.query(`DROP TABLE IF EXISTS auth.password_reset_tokens`);
    await q.query(`DROP TABLE IF EXISTS auth.users`);
  }
}
