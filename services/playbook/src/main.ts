import { logger } from '@icp-studio/service-kit';
import { startPlaybookService } from './app.js';
import { loadPlaybookConfig } from './config.js';

try {
  await startPlaybookService(loadPlaybookConfig());
} catch (err) {
  logger().fatal({ err }, 'playbook service failed to start');
  process.exit(1);
}
