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

/**
 * Resolves once a statement of `db`'s database waits on a lock: the way a test holds a service between
 * its read and its write (an open transaction changes the row; the service's write waits behind it).
 */
export async function waitForLockWait(db: pg.Client, timeoutMs = 5000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const { rows } = await db.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows.length) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no statement waited on a lock');
}
