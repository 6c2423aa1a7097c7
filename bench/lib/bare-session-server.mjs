#!/usr/bin/env node
/**
 * The auth-check baseline (bench/auth-check.mjs): a bare Node HTTP server doing only what any
 * cookie-session server must do for `GET /api/auth/check`: verify the signed `icp.sid` cookie and read
 * the session from Redis. It runs in a process of its own, as the gateway does, so that it does not
 * share the load generator's thread.
 *
 *   node bench/lib/bare-session-server.mjs <redis url> <session secret> <key prefix>
 *
 * Prints `listening <port>` once it listens on 127.0.0.1 (a free port).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { Redis } from 'ioredis';

const [redisUrl, secret, keyPrefix] = process.argv.slice(2);
const redis = new Redis(redisUrl);

const unsign = (value) => {
  if (!value.startsWith('s:')) return null;
  const dot = value.lastIndexOf('.');
  const sid = value.slice(2, dot);
  const mac = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  const given = Buffer.from(value.slice(dot + 1));
  return given.length === mac.length && timingSafeEqual(given, Buffer.from(mac)) ? sid : null;
};

const server = createServer(async (req, res) => {
  const raw = /(?:^|;\s*)icp\.sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const sid = raw && unsign(decodeURIComponent(raw));
  const sess = sid ? await redis.get(keyPrefix + sid) : null;
  const auth = sess ? JSON.parse(sess).auth : null;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ authenticated: Boolean(auth), user: auth ? { id: auth.userId } : null }));
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => {
  server.close();
  redis.disconnect();
});
