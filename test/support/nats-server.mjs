/**
 * A private nats-server run with deploy/nats/nats.conf (the NATS of docker compose and Kubernetes): a
 * user per service, each with a fresh password, on a free port of 127.0.0.1. Needs nats-server
 * (Debian's, as `make up` installs it; NATS_SERVER_BIN names another).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from '@nats-io/transport-node';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const NATS_CONF = join(root, 'deploy/nats/nats.conf');
export const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
/** The NATS users of deploy/nats/nats.conf: one per process that talks to NATS, named as the process. */
export const NATS_USERS = [
  'gateway',
  'auth',
  'icp',
  'playbook',
  'ai',
  'ai-worker',
  'admin',
  'pdf',
  'realtime',
];
/** The environment variable nats.conf reads a user's password from. */
export const natsPasswordVar = (user) => `NATS_PASSWORD_${user.toUpperCase().replace(/-/g, '_')}`;

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** Starts it; answers `{url, passwords, envOf(user), stop()}` once the gateway user can sign in. */
export async function startNatsServer() {
  if (!existsSync(NATS_SERVER_BIN))
    throw new Error(`nats-server not found at ${NATS_SERVER_BIN} (apt-get install nats-server)`);
  // nats-server parses each variable's value as a config value: a password must read as a string there
  // (a letter first, then letters and digits; a leading digit or a '-' fails to parse).
  const passwords = Object.fromEntries(NATS_USERS.map((u) => [u, `pw${randomBytes(12).toString('hex')}`]));
  const port = await freePort();
  const url = `nats://127.0.0.1:${port}`;
  const env = { ...process.env };
  for (const u of NATS_USERS) env[natsPasswordVar(u)] = passwords[u];
  const child = spawn(NATS_SERVER_BIN, ['-c', NATS_CONF, '-a', '127.0.0.1', '-p', String(port)], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const stop = () =>
    new Promise((ok) => {
      if (child.exitCode !== null) return ok();
      child.once('exit', () => ok());
      child.kill();
    });
  for (let i = 0; i < 100; i++) {
    try {
      const probe = await connect({
        servers: url,
        reconnect: false,
        user: 'gateway',
        pass: passwords.gateway,
      });
      await probe.close();
      return {
        url,
        passwords,
        /** NATS_USER and NATS_PASSWORD of a process named as its user (none for others). */
        envOf: (name) =>
          NATS_USERS.includes(name) ? { NATS_USER: name, NATS_PASSWORD: passwords[name] } : {},
        stop,
      };
    } catch {
      if (child.exitCode !== null) throw new Error(`nats-server exited: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await stop();
  throw new Error(`nats-server did not start: ${stderr}`);
}
