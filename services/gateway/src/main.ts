import 'reflect-metadata';
import { logger } from '@icp-studio/service-kit';
import { loadGatewayConfig } from './config.js';
import { startGateway } from './app.js';

const gateway = await startGateway(loadGatewayConfig());

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    gateway.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger().error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
