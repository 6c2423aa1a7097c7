import 'reflect-metadata';
import { createLogger, logger, migrate } from '@icp-studio/service-kit';
import { loadAuthConfig } from './config.js';
import { createAuthDataSource } from './infra/database.js';

/** One-shot: applies the auth schema's pending migrations and exits (`make up`, the k8s migration Job). */
const config = loadAuthConfig();
createLogger('auth-migrate', config.LOG_LEVEL);
const ds = createAuthDataSource(config.DATABASE_URL, 2);
try {
  const applied = await migrate(ds);
  logger().info({ migrations: applied }, applied.length ? 'migrations applied' : 'schema is up to date');
} catch (err) {
  logger().fatal({ err }, 'migration failed');
  process.exitCode = 1;
} finally {
  if (ds.isInitialized) await ds.destroy();
}
