import 'reflect-metadata';
import { createLogger, loadConfig, logger, migrate } from '@icp-studio/service-kit';
import { icpConfigSchema } from './config.js';
import { createIcpDataSource } from './infra/db.js';

/** One-shot: applies the icp schema's pending migrations and exits. */
const config = loadConfig(icpConfigSchema);
createLogger('icp-migrate', config.LOG_LEVEL);
// Two connections: migrate() holds one for its advisory lock while the migrations run on another.
const ds = createIcpDataSource(config.DATABASE_URL, 2);
try {
  const ran = await migrate(ds);
  logger().info({ migrations: ran }, ran.length ? 'migrations applied' : 'schema up to date');
} catch (err) {
  logger().fatal({ err }, 'migration failed');
  process.exitCode = 1;
} finally {
  if (ds.isInitialized) await ds.destroy();
}
