import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Redis } from 'ioredis';
import { loadGatewayConfig } from '../config.js';
import { sessionMiddleware } from './session.middleware.js';

const SECRET = 'session-middleware-spec-secret-0123456789';

/** The `icp.sid` cookie the gateway accepts for `sid` (the cookie-signature format). */
function signedCookie(sid: string): string {
  const mac = createHmac('sha256', SECRET).update(sid).digest('base64').replace(/=+$/, '');
  return `icp.sid=${encodeURIComponent(`s:${sid}.${mac}`)}`;
}

/** Redis as the session store sees it: every command fails like ioredis's while Redis is away. */
function redisAway() {
  const down = () =>
    Promise.reject(new Error("Stream isn't writeable and enableOfflineQueue options is false"));
  const calls: string[] = [];
  const redis = {
    get: () => (calls.push('get'), down()),
    set: () => (calls.push('set'), down()),
    pexpire: () => (calls.push('pexpire'), down()),
    del: () => (calls.push('del'), Promise.resolve(1)),
  };
  return { redis: redis as unknown as Redis, calls };
}

describe('session middleware while Redis is away', () => {
  it('answers the error once, keeps the connection, and never deletes the session it could not load', async () => {
    const { redis, calls } = redisAway();
    const app = express();
    app.use(sessionMiddleware(loadGatewayConfig({ NODE_ENV: 'test', SESSION_SECRET: SECRET }), redis));
    app.get('/x', (_req, res) => res.json({ ok: true }));
    app.use((err: { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
      res.status(err.status ?? 500).json({ status: err.status });
    });
    const server = app.listen(0);
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
      for (let i = 0; i < 3; i++) {
        const res = await fetch(url, { headers: { cookie: signedCookie(`sid-${i}`) } });
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ status: 503 });
      }
      await new Promise((r) => setTimeout(r, 50));
      expect(calls).toEqual(['get', 'get', 'get']);
    } finally {
      server.close();
    }
  });
});
