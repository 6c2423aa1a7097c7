import { logger } from '@icp-studio/service-kit';
import { startAdminService } from './app.js';
import { loadAdminConfig } from './config.js';

try {
  await startAdminService(loadAdminConfig());
} catch (err) {
  logger().fatal({ err }, 'admin service failed to start');
  process.exit(1);
}
