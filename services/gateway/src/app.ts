import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { RequestMethod } from '@nestjs/common';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express, { type Request, type Response } from 'express';
import type { Redis } from 'ioredis';
import type { NatsConnection } from '@nats-io/transport-node';
import { API_ROUTES, type ApiRoute } from '@icp-studio/contracts/http';
import {
  DomainError,
  bindHost,
  NATS_CONNECTION,
  createLogger,
  initMetrics,
  logger,
  startOpsServer,
} from '@icp-studio/service-kit';
import { opsPort, sessionSecret, type GatewayConfig } from './config.js';
import { AppModule } from './app.module.js';
import { REDIS } from './infra/tokens.js';
import { GatewayExceptionFilter } from './common/exception-filter.js';
import { toHttpError } from './common/error-mapping.js';
import { requestState } from './common/request-state.js';
import { rebindCorrelation, requestContext } from './common/request-context.middleware.js';
import { chain, underApi } from './common/chain.js';
import { crossSiteGuard } from './common/cross-site.middleware.js';
import { jsonBody } from './common/json-body.middleware.js';
import { httpMetrics } from './ops/http-metrics.middleware.js';
import { ActorResolver } from './session/actor-resolver.service.js';
import { SessionService } from './session/session.service.js';
import { actorMiddleware, sessionMiddleware } from './session/session.middleware.js';

/** How long an idle keep-alive connection of the public port stays open (see `createGateway`). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** `Cache-Control: no-store` on every /api answer unless its route sets its own. */
function noStore(_req: Request, res: Response, next: () => void): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}

export interface GatewayHandle {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** `http://127.0.0.1:<ops port>`: `/metrics`, `/health`, `/live` (never routed by the edge). */
  opsUrl: string;
  app: NestExpressApplication;
  close(): Promise<void>;
}

export interface GatewayOptions {
  /** The route registry to serve (default: libs/contracts/src/http/routes.ts; tests add routes). */
  routes?: readonly ApiRoute[];
}

/**
 * Starts the gateway: the `/api` contract over HTTP in front of the services on NATS, with sessions in
 * Redis. Listens on `config.PORT` (0 = a random free port). `close()` stops taking requests, finishes the
 * ones in hand, drains NATS and closes Redis.
 */
export async function startGateway(
  config: GatewayConfig,
  options: GatewayOptions = {},
): Promise<GatewayHandle> {
  createLogger('gateway', config.LOG_LEVEL);
  initMetrics('gateway');
  sessionSecret(config); // fails before anything starts when production has no secret

  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, options.routes),
    new ExpressAdapter(express()),
    {
      bodyParser: false,
      logger: ['error', 'warn'],
    },
  );
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  // Operator routes live outside /api (the edge and the Ingress route only /api): probes and Prometheus
  // reach the pod directly. Every route, these included, is declared in libs/contracts/src/http.
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'health', method: RequestMethod.GET },
      { path: 'api/health', method: RequestMethod.GET },
      { path: 'live', method: RequestMethod.GET },
    ],
  });
  app.useGlobalFilters(new GatewayExceptionFilter());

  // The chain, in order (each step's errors go to the exception filter), as few Express layers as the
  // security headers allow (see common/chain.ts):
  app.use(
    chain(
      httpMetrics(), // icp_http_request_seconds{method, route, status} of every answer
      requestContext(), // correlation id, X-Correlation-Id, one log line per request
      underApi(noStore), // API answers are per user: no cache keeps them (routes may say otherwise)
    ),
  );
  app.useSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: "'none'", frameAncestors: "'none'", baseUri: "'none'", formAction: "'none'" },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.use(
    chain(
      crossSiteGuard(config.ALLOWED_ORIGINS), // CSRF: 403 for cross-site state changes
      jsonBody(options.routes ?? API_ROUTES), // JSON only, 1 MB (file uploads: their own stream)
      rebindCorrelation(),
      underApi(sessionMiddleware(config, app.get<Redis>(REDIS))),
      underApi(actorMiddleware(config, app.get(ActorResolver), app.get(SessionService))),
    ),
  );

  await app.init();
  // Whatever no route and no prefix handler took (paths outside /api): the same JSON 404.
  app.use((req: Request, res: Response) => {
    const answer = toHttpError(DomainError.notFound(), requestState(req).correlationId);
    res.status(answer.status).json(answer.body);
  });

  // 127.0.0.1 unless BIND_HOST says otherwise: only the edge (and the services) reach the gateway.
  const host = bindHost();
  await app.listen(config.PORT, host);
  const server = app.getHttpServer() as Server;
  // An idle keep-alive connection stays open longer than any proxy in front keeps its idle upstream
  // connections (the edge's agent 30 s, nginx and most load balancers 60 s). With Node's 5 s default,
  // a proxy could send a request on a connection the gateway was closing at that moment, and the caller
  // got a reset instead of an answer.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  const port = (server.address() as AddressInfo).port;
  logger().info({ host, port }, 'gateway listening');

  // The ops port: Prometheus and the probes, apart from the public port the edge routes to.
  const nc = app.get<NatsConnection>(NATS_CONNECTION);
  const redis = app.get<Redis>(REDIS);
  let ops: Server;
  try {
    ops = await startOpsServer({
      port: opsPort(config),
      service: 'gateway',
      checks: {
        nats: () => (nc.isClosed() ? Promise.reject(new Error('closed')) : nc.flush()),
        redis: async () => void (await redis.ping()),
      },
    });
  } catch (err) {
    await app.close();
    throw err;
  }
  const opsListening = (ops.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    opsUrl: `http://127.0.0.1:${opsListening}`,
    app,
    close: () =>
      (closing ??= (async () => {
        logger().info('gateway shutting down');
        await new Promise<void>((resolve) => ops.close(() => resolve()));
        await app.close();
        logger().info('gateway stopped');
      })()),
  };
}
