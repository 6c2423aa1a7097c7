import {
  Inject,
  Injectable,
  Optional,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defer, type Observable } from 'rxjs';
import type { z } from 'zod';
import { LINK_HEADER, TOTAL_COUNT_HEADER, linkHeader, type Page } from '@icp-studio/contracts';
import type { ListKind, RpcDeadline } from '@icp-studio/contracts/http';
import { DomainError, RpcClient, parse } from '@icp-studio/service-kit';
import { pathOf, requestState } from './request-state.js';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface ForwardParts<P, Q, B> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
}

export interface ForwardOptions<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
> {
  /** Contract schemas of the route's parts; each given part is validated (400 with field messages). */
  params?: P;
  query?: Q;
  body?: B;
  /** The RPC body from the validated parts. Default: the given parts merged into one object ({} if none). */
  message?: (parts: ForwardParts<P, Q, B>) => unknown;
  /** Routes open to signed-out callers. Default: a signed-in caller is required (401 otherwise). */
  anonymous?: boolean;
  /**
   * A list route (as the route registry declares it): the answer is the page's items as a JSON array,
   * with `X-Total-Count` and `Link` headers. `page`: the service answers a `Page`; `whole`: the service
   * answers every item and the gateway pages it with the query's `limit` and `offset` (which the
   * service does not see).
   */
  list?: ListKind;
  /** A deadline other than the gateway's NATS default (its length is `FORWARD_DEADLINES`'). */
  deadline?: RpcDeadline;
}

/** Nest token: the length (ms) of each `deadline` a forwarded route may name. */
export const FORWARD_DEADLINES = Symbol('FORWARD_DEADLINES');
export type ForwardDeadlines = Readonly<Record<RpcDeadline, number>>;

export interface ForwardSpec {
  subject: string;
  options: ForwardOptions<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>;
}

const FORWARD = Symbol('gateway.forward');

/** An object body (JSON objects only; an absent body is `{}`). */
function objectBody(body: unknown): unknown {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw DomainError.badRequest('Request body must be a JSON object');
  return body;
}

/** Validates a request's parts with the route's schemas and builds the RPC body. */
export function buildMessage(
  spec: ForwardSpec['options'],
  req: { params?: unknown; query?: unknown; body?: unknown },
): unknown {
  const parts = {
    params: spec.params ? parse(spec.params, req.params ?? {}) : undefined,
    query: spec.query ? parse(spec.query, req.query ?? {}) : undefined,
    body: spec.body ? parse(spec.body, objectBody(req.body)) : undefined,
  };
  if (spec.message) return spec.message(parts as ForwardParts<never, never, never>);
  return Object.assign({}, parts.params, parts.query, parts.body);
}

/** The `@Forward` declaration of a route handler, if it has one (the contract test compares them). */
export function forwardSpecOf(handler: object): ForwardSpec | undefined {
  return Reflect.getMetadata(FORWARD, handler) as ForwardSpec | undefined;
}

/** Answers a `@Forward` route: the handler's own body never runs. */
@Injectable()
export class ForwardInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly rpc: RpcClient,
    @Optional() @Inject(FORWARD_DEADLINES) private readonly deadlines?: ForwardDeadlines,
  ) {}

  intercept(context: ExecutionContext, _next: CallHandler): Observable<unknown> {
    const spec = this.reflector.get<ForwardSpec>(FORWARD, context.getHandler());
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    return defer(async () => {
      const { actor } = requestState(req);
      if (!actor && !spec.options.anonymous) throw DomainError.unauthenticated();
      const message = buildMessage(spec.options, req);
      // A read may be asked twice (another instance answers if the first died); a write never.
      const options = {
        actor: actor ?? null,
        idempotent: req.method === 'GET',
        ...(spec.options.deadline ? { timeoutMs: this.deadline(spec.options.deadline) } : {}),
      };
      if (!spec.options.list) return this.rpc.request(spec.subject, message, options);
      const { limit, offset, ...filters } = message as { limit: number; offset: number };
      const sent = spec.options.list === 'whole' ? filters : message;
      const answer = await this.rpc.request(spec.subject, sent, options);
      const page = asPage(spec.options.list, answer, limit, offset);
      answerList(req, context.switchToHttp().getResponse<FastifyReply>(), filters, page);
      return page.items;
    });
  }

  private deadline(name: RpcDeadline): number {
    const ms = this.deadlines?.[name];
    if (ms === undefined) throw new Error(`no length is configured for the ${name} deadline`);
    return ms;
  }
}

/** A list route's service answer as a page (a `whole` list is cut here). */
export function asPage(kind: ListKind, answer: unknown, limit: number, offset: number): Page<unknown> {
  if (kind === 'whole') {
    if (!Array.isArray(answer)) throw new Error('a whole list answered something else than an array');
    return { items: answer.slice(offset, offset + limit), total: answer.length, limit, offset };
  }
  const page = answer as Page<unknown> | null;
  if (!page || !Array.isArray(page.items) || !Number.isInteger(page.total))
    throw new Error('a paged list answered something else than a page');
  return page;
}

/**
 * Sets a list answer's `X-Total-Count` and `Link` headers (paging.ts in libs/contracts): the links are
 * this request's path with the list's validated parameters (`filters`: unknown query parameters are
 * left out, and each known one is length-limited) and `limit` and `offset` set.
 */
export function answerList(
  req: Pick<FastifyRequest, 'url'>,
  res: Pick<FastifyReply, 'header'>,
  filters: Record<string, unknown>,
  page: Page<unknown>,
) {
  const path = pathOf(req) || '/';
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== null) query.set(name, String(value));
  res.header(TOTAL_COUNT_HEADER, String(page.total));
  const link = linkHeader(path, query, page);
  if (link) res.header(LINK_HEADER, link);
}

/**
 * Declares a route that only forwards to a service: validate params/query/body with the contract's
 * schemas, then `rpc.request(subject, message, {actor})` and answer what the service answers (its
 * errors become the error envelope). The gateway puts it on the handlers it builds from the route
 * registry (forwarded-routes.ts), next to `@Get`/`@Post`/... and `@HttpCode`.
 */
export function Forward<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(subject: string, options: ForwardOptions<P, Q, B> = {}) {
  const spec: ForwardSpec = { subject, options: options as ForwardSpec['options'] };
  return applyDecorators(SetMetadata(FORWARD, spec), UseInterceptors(ForwardInterceptor));
}
