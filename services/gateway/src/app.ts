import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { RequestMethod } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { NatsConnection } from '@nats-io/transport-node';
import { API_ROUTES, type ApiRoute } from '@icp-studio/contracts/http';
import { LIMITS } from '@icp-studio/contracts';
import {
  bindHost,
  NATS_CONNECTION,
  actorProofs,
  createLogger,
  initMetrics,
  logger,
  startOpsServer,
} from '@icp-studio/service-kit';
import { opsPort, sessionSecret, type GatewayConfig } from './config.js';
import { AppModule } from './app.module.js';
import { REDIS } from './infra/tokens.js';
import { Draining } from './health/draining.js';
import { GatewayExceptionFilter, answerFrameworkError } from './common/exception-filter.js';
import { REQUEST_STATE } from './common/request-state.js';
import { requestContext } from './common/request-context.middleware.js';
import { onRequestSteps, preHandlerSteps, underApi, type RequestStep } from './common/hooks.js';
import { crossSiteGuard } from './common/cross-site.middleware.js';
import { bodyStep, installJsonBody, jsonBodyGate } from './common/json-body.js';
import { httpMetrics } from './ops/http-metrics.middleware.js';
import { ActorResolver } from './session/actor-resolver.service.js';
import { SessionService } from './session/session.service.js';
import { actorStep, sessionStep } from './session/session.middleware.js';

/** How long an idle keep-alive connection of the public port stays open (see `createGateway`). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** `Cache-Control: no-store` on every /api answer unless its route sets its own. */
const noStore: RequestStep = (_req, res) => void res.setHeader('Cache-Control', 'no-store');

/** A route the gateway serves, as Fastify registered it (`:id` parameters). */
export interface ServedRoute {
  method: string;
  path: string;
}

export interface GatewayHandle {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** `http://127.0.0.1:<ops port>`: `/metrics`, `/health`, `/live` (never routed by the edge). */
  opsUrl: string;
  app: NestFastifyApplication;
  /** Every route the HTTP server serves (the contract test compares them with the registry). */
  routes: readonly ServedRoute[];
  close(): Promise<void>;
}

export interface GatewayOptions {
  /** The route registry to serve (default: libs/contracts/src/http/routes.ts; tests add routes). */
  routes?: readonly ApiRoute[];
}

/**
 * Starts the gateway: the `/api` contract over HTTP in front of the services on NATS, with sessions in
 * Redis. Listens on `config.PORT` (0 = a random free port). `close()` answers /health 503 (draining) for
 * SHUTDOWN_DELAY_MS, then stops taking requests, finishes the ones in hand, drains NATS and closes Redis.
 */
export async function startGateway(
  config: GatewayConfig,
  options: GatewayOptions = {},
): Promise<GatewayHandle> {
  createLogger('gateway', config.LOG_LEVEL);
  initMetrics('gateway');
  // Signs the actor of every request it sends (docs/developing.md, "Who is asking: signed actors").
  if (!actorProofs().issuer)
    throw new Error('ACTOR_SIGNING_KEY is not set: the gateway signs the actor of each request');
  sessionSecret(config); // fails before anything starts when production has no secret

  const adapter: FastifyAdapter = new FastifyAdapter({
    // Fastify takes Express's forms (true, a hop count, a list of addresses and subnets).
    trustProxy: config.TRUST_PROXY as boolean | string,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    bodyLimit: LIMITS.bodyBytes,
    // As Express routed: any letter case, a trailing slash or not, and path parameters as long as a
    // URL may be (the schemas refuse what is too long, with their own messages).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // Requests in hand are served while the server closes, as with Express (Fastify's own 503 then
    // is not the error envelope; the edge retries a refused connection elsewhere).
    return503OnClosing: false,
    // A URL the router cannot read (bad percent-encoding) is refused before any hook: the envelope,
    // with Nest's security headers (the adapter's hook, which its own version of this calls too).
    frameworkErrors: (error: unknown, req: FastifyRequest, reply: FastifyReply) =>
      answerFrameworkError(
        (adapter as unknown as { securityHook?: Parameters<typeof answerFrameworkError>[0] }).securityHook,
        error,
        req,
        reply,
      ),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options.routes),
    adapter,
    { bodyParser: false, logger: ['error', 'warn'] },
  );
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.decorateRequest(REQUEST_STATE, null);
  const routes: ServedRoute[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, path: route.url });
  });
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
  // Nest's security headers, on every answer (its own request hook, first of all).
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

  // The way in, as two Fastify hooks (each step's error goes to the exception filter; see
  // common/hooks.ts). Before the body is read:
  fastify.addHook(
    'onRequest',
    onRequestSteps(
      httpMetrics(), // icp_http_request_seconds{method, route, status} of every answer
      requestContext(), // correlation id, X-Correlation-Id, one log line per request
      underApi(noStore), // API answers are per user: no cache keeps them (routes may say otherwise)
      crossSiteGuard(config.ALLOWED_ORIGINS), // CSRF: 403 for cross-site state changes
      jsonBodyGate(options.routes ?? API_ROUTES), // JSON only (file uploads: their own stream)
    ),
  );
  // The body: JSON, 1 MB (common/json-body.ts). Then, just before the route's handler:
  installJsonBody(fastify);
  fastify.addHook(
    'preHandler',
    preHandlerSteps(
      bodyStep, // a refused body's 400 or 413
      underApi(sessionStep(config, app.get<Redis>(REDIS))),
      underApi(actorStep(config, app.get(ActorResolver), app.get(SessionService))),
    ),
  );

  await app.init();

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
    routes,
    close: () =>
      (closing ??= (async () => {
        logger().info('gateway shutting down');
        app.get(Draining).start();
        if (config.SHUTDOWN_DELAY_MS > 0)
          await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
        await new Promise<void>((resolve) => ops.close(() => resolve()));
        await app.close();
        logger().info('gateway stopped');
      })()),
  };
}
