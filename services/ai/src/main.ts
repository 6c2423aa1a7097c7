import { logger } from '@icp-studio/service-kit';
import { startAiService } from './app.js';
import { loadAiConfig } from './config.js';

try {
  await startAiService(loadAiConfig());
} catch (err) {
  logger().fatal({ err }, 'ai service failed to start');
  process.exit(1);
}
