import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { withCorrelation } from '@icp-studio/service-kit';
import { pathOf, requestState } from './request-state.js';

/**
 * A step every request takes on its way in, before its body is read: it may set headers, listen to the
 * answer, or refuse the request (its error goes to the exception filter as the error envelope).
 */
export type RequestStep = (req: FastifyRequest, res: ServerResponse) => Error | undefined | void;

/** A step taken once the body is read, just before the route's handler (it may wait, e.g. for Redis). */
export type HandlerStep = (req: FastifyRequest, res: ServerResponse) => Promise<void> | void;

/**
 * The request steps as one Fastify `onRequest` hook, run in order; the first error stops them. What
 * follows (body, steps, handler) runs in the request's correlation context (set by `requestContext`).
 * One hook rather than one per step: each hook costs Fastify a dispatch on every request
 * (docs/benchmark-runs.md, "GET /api/auth/check: where the time went").
 */
export function onRequestSteps(...steps: RequestStep[]): onRequestHookHandler {
  return (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const res = reply.raw;
    for (const step of steps) {
      let err: Error | undefined | void;
      try {
        err = step(req, res);
      } catch (e) {
        err = e as Error;
      }
      if (err) return done(err);
    }
    withCorrelation(requestState(req).correlationId, () => done());
  };
}

/**
 * The handler steps as one Fastify `preHandler` hook, back in the request's correlation context (the
 * body stream's callbacks ran outside it).
 */
export function preHandlerSteps(...steps: HandlerStep[]): preHandlerHookHandler {
  return (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    withCorrelation(requestState(req).correlationId, () => {
      const res = reply.raw;
      let i = 0;
      const next = (): void => {
        for (; i < steps.length;) {
          let result: Promise<void> | void;
          try {
            result = steps[i++]!(req, res);
          } catch (e) {
            return done(e as Error);
          }
          if (result) {
            result.then(next, (e: unknown) => done(e instanceof Error ? e : new Error(String(e))));
            return;
          }
        }
        done();
      };
      next();
    });
  };
}

const API_PATH = /^\/api(?:\/|$)/i;

/**
 * The request is under `/api` (the contract's routes; the probes and operator routes are not). Worked
 * out once per request: three steps ask.
 */
export function isApiRequest(req: FastifyRequest): boolean {
  const state = requestState(req);
  return (state.api ??= API_PATH.test(pathOf(req)));
}

/** `step` for requests under `/api`, the others skip it. */
export function underApi<S extends RequestStep | HandlerStep>(step: S): S {
  return ((req: FastifyRequest, res: ServerResponse) =>
    isApiRequest(req) ? step(req, res) : undefined) as S;
}
