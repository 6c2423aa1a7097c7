import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { loadGatewayConfig } from '../config.js';
import { preHandlerSteps } from '../common/hooks.js';
import { sessionStep } from './session.middleware.js';

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

describe('session step while Redis is away', () => {
  it('answers the error once, keeps the connection, and never deletes the session it could not load', async () => {
    const { redis, calls } = redisAway();
    const app = Fastify();
    app.addHook(
      'preHandler',
      preHandlerSteps(sessionStep(loadGatewayConfig({ NODE_ENV: 'test', SESSION_SECRET: SECRET }), redis)),
    );
    app.get('/x', () => ({ ok: true }));
    app.setErrorHandler((err: { status?: number }, _req, reply) => {
      void reply.status(err.status ?? 500).send({ status: err.status });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/x`;
      for (let i = 0; i < 3; i++) {
        const res = await fetch(url, { headers: { cookie: signedCookie(`sid-${i}`) } });
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ status: 503 });
      }
      await new Promise((r) => setTimeout(r, 50));
      expect(calls).toEqual(['get', 'get', 'get']);
    } finally {
      await app.close();
    }
  });
});
