import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';

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
