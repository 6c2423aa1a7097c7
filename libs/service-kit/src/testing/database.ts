import pg from 'pg';
import { testEnv, uniqueSuffix } from './env.js';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database of its own for one test run; `drop()` removes it (closing what still uses it). */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const name = `icp_test_${prefix.replace(/[^a-z0-9_]/gi, '_')}_${uniqueSuffix()}`.toLowerCase();
  const admin = new pg.Client({ connectionString: testEnv.postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(testEnv.postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: testEnv.postgresAdminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
