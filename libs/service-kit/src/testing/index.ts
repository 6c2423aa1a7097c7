import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Test infrastructure: the servers come from environment variables and default to the local ones
 * (PostgreSQL, Redis and NATS on 127.0.0.1). Each run gets its own fresh database.
 */
export const testEnv = {
  postgresAdminUrl: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  natsUrl: process.env.TEST_NATS_URL ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  redisUrl: process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const name =
    `icp_test_${prefix.replace(/[^a-z0-9_]/gi, '_')}_${randomBytes(4).toString('hex')}`.toLowerCase();
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

/** A unique suffix so parallel test files never share queue groups or keys. */
export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}
