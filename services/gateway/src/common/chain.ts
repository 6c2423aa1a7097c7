import type { NextFunction, Request, Response } from 'express';

export type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;

/**
 * Several middlewares as one Express layer, run in order as Express would run them (an error skips the
 * rest and goes to the error handler; a throw or a rejected promise is an error). Each layer costs the
 * router a match and a dispatch on every request (docs/benchmarks.md, "GET /api/auth/check").
 */
export function chain(...steps: Middleware[]): Middleware {
  return (req, res, done) => {
    let i = 0;
    const next = (err?: unknown): void => {
      if (err) return done(err);
      const step = steps[i++];
      if (!step) return done();
      try {
        const result = step(req, res, next);
        if (result && typeof (result as Promise<unknown>).then === 'function') {
          (result as Promise<unknown>).then(undefined, (e: unknown) =>
            next(e ?? new Error('Rejected promise')),
          );
        }
      } catch (e) {
        next(e);
      }
    };
    next();
  };
}

const API_PATH = /^\/api(?:\/|$)/i;

/** `step` for the paths `app.use('/api', step)` would take (`/api` and below), the others skip it. */
export function underApi(step: Middleware): Middleware {
  return (req, res, next) => (API_PATH.test(req.path) ? step(req, res, next) : next());
}
