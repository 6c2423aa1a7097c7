import { logger } from '@icp-studio/service-kit';
import { startPdfWorker } from './app.js';
import { loadPdfConfig } from './config.js';

try {
  await startPdfWorker(loadPdfConfig());
} catch (err) {
  logger().fatal({ err }, 'pdf worker failed to start');
  process.exit(1);
}
