import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestMicroservice, Type } from '@nestjs/common';
import type { Server } from 'node:http';
import { createLogger, logger } from './logger.js';
import { natsServerOptions, CorrelationInterceptor, RpcErrorFilter } from './rpc-server.js';
import { startOpsServer, type HealthCheck } from './ops-server.js';
import { initMetrics } from './metrics.js';
import { actorProofs } from './actor-proof.js';

export interface ServiceHandle {
  app: INestMicroservice;
  ops: Server | undefined;
  close(): Promise<void>;
}

/**
 * Starts a NATS microservice: its handlers in the service's queue group, the error filter and the
 * correlation interceptor, the ops server (health), and graceful shutdown on SIGTERM/SIGINT (stop taking
 * messages, finish the ones in hand, drain NATS, close the database).
 */
export async function startMicroservice(opts: {
  service: string;
  module: Type<unknown>;
  natsUrl: string;
  healthPort?: number;
  checks?: (app: INestMicroservice) => Record<string, HealthCheck>;
  handleSignals?: boolean;
  /** Defaults to LOG_LEVEL from the environment. */
  logLevel?: string;
}): Promise<ServiceHandle> {
  createLogger(opts.service, opts.logLevel);
  initMetrics(opts.service);
  // No service answers without the keys that verify who asks (fails here, at start, with the reason).
  actorProofs();
  const app = await NestFactory.createMicroservice(opts.module, {
    ...natsServerOptions({ url: opts.natsUrl, queue: opts.service }),
    logger: ['error', 'warn'],
  });
  app.useGlobalFilters(new RpcErrorFilter());
  app.useGlobalInterceptors(new CorrelationInterceptor());
  await app.listen();
  const ops =
    opts.healthPort !== undefined
      ? await startOpsServer({
          port: opts.healthPort,
          service: opts.service,
          checks: opts.checks?.(app) ?? {},
        })
      : undefined;
  logger().info('service started');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      logger().info('shutting down');
      ops?.close();
      await app.close();
      logger().info('stopped');
    })());
  if (opts.handleSignals !== false) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        close().then(
          () => process.exit(0),
          (err) => {
            logger().error({ err }, 'shutdown failed');
            process.exit(1);
          },
        );
      });
    }
  }
  return { app, ops, close };
}
