import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { z } from 'zod';
import { envFragments, loadConfig } from './config.js';
import { createLogger } from './logger.js';

export interface ServiceDataSourceOptions {
  url: string;
  /** The service's own PostgreSQL schema; it reads and writes nothing else. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

/** A DataSource on the service's schema, with migrations (never `synchronize`). */
export function createServiceDataSource(opts: ServiceDataSourceOptions): DataSource {
  const options: DataSourceOptions = {
    type: 'postgres',
    url: opts.url,
    schema: opts.schema,
    entities: opts.entities,
    migrations: opts.migrations,
    migrationsTableName: `${opts.schema}_migrations`,
    migrationsRun: false,
    synchronize: false,
    // migrate() holds one connection for its advisory lock while the migrations use another.
    extra: { max: Math.max(2, opts.poolSize ?? 10), connectionTimeoutMillis: 5000 },
  };
  return new DataSource(options);
}

/** Creates the schema if needed and applies pending migrations. Safe to run concurrently (advisory lock). */
export async function migrate(ds: DataSource): Promise<string[]> {
  if (!ds.isInitialized) await ds.initialize();
  const schema = (ds.options as { schema?: string }).schema;
  const runner = ds.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${schema}`]);
    try {
      if (schema) await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      const ran = await ds.runMigrations({ transaction: 'each' });
      return ran.map((m) => m.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrate:${schema}`]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * A service's `migrate.ts` (`npm run migrate`, `make up`, the migration Job): reads DATABASE_URL and
 * LOG_LEVEL, applies the pending migrations of the DataSource `create` makes, logs what ran and closes
 * the pool; a failure is logged and sets the exit code.
 */
export async function runMigrations(service: string, create: (url: string) => DataSource): Promise<void> {
  const config = loadConfig(
    z.object({ DATABASE_URL: envFragments.database.DATABASE_URL, LOG_LEVEL: envFragments.base.LOG_LEVEL }),
  );
  const log = createLogger(`${service}-migrate`, config.LOG_LEVEL);
  const ds = create(config.DATABASE_URL);
  try {
    const ran = await migrate(ds);
    log.info({ migrations: ran }, ran.length ? 'migrations applied' : 'schema is up to date');
  } catch (err) {
    log.fatal({ err }, 'migration failed');
    process.exitCode = 1;
  } finally {
    if (ds.isInitialized) await ds.destroy();
  }
}

/** Closes the service's database pool last, once Nest has stopped taking messages and finished those in hand. */
@Injectable()
export class DataSourceCloser implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.ds.isInitialized) await this.ds.destroy();
  }
}
