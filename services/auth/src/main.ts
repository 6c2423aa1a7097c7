import 'reflect-metadata';
import { logger } from '@icp-studio/service-kit';
import { startAuthService } from './app.js';
import { loadAuthConfig } from './config.js';

try {
  await startAuthService(loadAuthConfig());
} catch (err) {
  logger().fatal({ err }, 'auth service failed to start');
  process.exit(1);
}
