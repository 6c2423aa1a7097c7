import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Module,
  Patch,
  Post,
  Put,
  applyDecorators,
  type DynamicModule,
  type Type,
} from '@nestjs/common';
import { z } from 'zod';
import { expressPath, type ApiRoute, type HttpMethod } from '@icp-studio/contracts/http';
import { loadConfig } from '@icp-studio/service-kit';
import { FORWARD_DEADLINES, Forward, type ForwardDeadlines } from '../common/forward.js';

/** The one AI setting the gateway reads: the ai service's own deadline for a provider call. */
export const aiRouteConfigSchema = z.object({
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
});

/** What the ai service needs beyond AI_TIMEOUT_MS to answer its 504 itself (settings, rate limit, NATS). */
const AI_MARGIN_MS = 5000;

const ROUTE_DECORATOR: Record<HttpMethod, (path: string) => MethodDecorator> = {
  GET: Get,
  POST: Post,
  PUT: Put,
  PATCH: Patch,
  DELETE: Delete,
};

/** A registry route the gateway serves from its entry alone: it names the subject it forwards to. */
export function isForwarded(route: ApiRoute): route is ApiRoute & { subject: string } {
  return route.subject !== undefined;
}

/**
 * The Nest controller of the forwarded routes, built from the registry: one handler per route, named by
 * its `operationId` and decorated as a hand-written one would be (`@Get(path)`, `@HttpCode(status)`,
 * `@Forward(subject, {params, query, body, message, list, anonymous, deadline})`), so guards, filters,
 * middleware, rate limits and metrics treat it like any other route. The handler's body never runs: the
 * forward interceptor answers.
 */
export function forwardedRoutesController(routes: readonly ApiRoute[]): Type {
  class ForwardedRoutesController {}
  const proto = ForwardedRoutesController.prototype as unknown as Record<string, unknown>;
  for (const route of routes.filter(isForwarded)) {
    if (!route.path.startsWith('/api/'))
      throw new Error(`${route.operationId}: a forwarded route is served under /api (${route.path})`);
    if (Object.hasOwn(proto, route.operationId))
      throw new Error(`${route.operationId}: two routes have this operationId`);
    Object.defineProperty(proto, route.operationId, {
      value: () => undefined,
      writable: true,
      configurable: true,
    });
    const descriptor = Object.getOwnPropertyDescriptor(proto, route.operationId)!;
    applyDecorators(
      ROUTE_DECORATOR[route.method](expressPath(route.path.slice('/api/'.length))),
      HttpCode(route.status ?? 200),
      Forward(route.subject, {
        params: route.params,
        query: route.query,
        body: route.body,
        message: route.message,
        list: route.list,
        anonymous: route.access === 'public',
        deadline: route.deadline,
      }),
    )(proto, route.operationId, descriptor);
  }
  Controller()(ForwardedRoutesController);
  return ForwardedRoutesController;
}

/**
 * Every route of the registry that names a NATS subject, served by forwarding to its service (which
 * owns every rule: who may, what is valid beyond the schema, what is answered).
 */
@Module({})
export class ForwardedRoutesModule {
  static forRoutes(routes: readonly ApiRoute[]): DynamicModule {
    return {
      module: ForwardedRoutesModule,
      controllers: [forwardedRoutesController(routes)],
      providers: [
        {
          provide: FORWARD_DEADLINES,
          useFactory: (): ForwardDeadlines => ({
            ai: loadConfig(aiRouteConfigSchema).AI_TIMEOUT_MS + AI_MARGIN_MS,
          }),
        },
      ],
    };
  }
}
