import { logger } from '@icp-studio/service-kit';
import { startRealtimeService } from './app.js';
import { loadRealtimeConfig } from './config.js';

try {
  await startRealtimeService(loadRealtimeConfig());
} catch (err) {
  logger().fatal({ err }, 'realtime service failed to start');
  process.exit(1);
}
