import { logger } from '@icp-studio/service-kit';
import { startAiWorker } from './analysis/worker-app.js';
import { loadAiWorkerConfig } from './config.js';

try {
  await startAiWorker(loadAiWorkerConfig());
} catch (err) {
  logger().fatal({ err }, 'ai worker failed to start');
  process.exit(1);
}
