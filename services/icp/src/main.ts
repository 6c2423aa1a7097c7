import 'reflect-metadata';
import { loadConfig, logger } from '@icp-studio/service-kit';
import { startIcpService } from './app.js';
import { icpConfigSchema } from './config.js';

try {
  await startIcpService(loadConfig(icpConfigSchema));
} catch (err) {
  logger().fatal({ err }, 'icp service failed to start');
  process.exit(1);
}
