import { createLogger, envFragments, loadConfig, migrate } from '@icp-studio/service-kit';
import { z } from 'zod';
import { createAiDataSource } from './infra/database.js';

/** One-shot: applies the service's pending migrations and exits (`make up`, the migration job). */
const config = loadConfig(
  z.object({ DATABASE_URL: envFragments.database.DATABASE_URL, LOG_LEVEL: envFragments.base.LOG_LEVEL }),
);
const log = createLogger('ai-migrate', config.LOG_LEVEL);
const ds = createAiDataSource(config.DATABASE_URL, 2);
try {
  const ran = await migrate(ds);
  log.info({ ran }, ran.length ? 'migrations applied' : 'no pending migrations');
} catch (err) {
  log.fatal({ err }, 'migration failed');
  process.exitCode = 1;
} finally {
  if (ds.isInitialized) await ds.destroy();
}
