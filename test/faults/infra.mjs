/**
 * Private PostgreSQL 15, Redis and NATS for the fault injector, on their own ports in a temp dir, so the
 * suite can restart them without touching the machine's shared servers (and CI needs none). Each server
 * restarts on the same port with the same data, so the services can reconnect to it.
 *
 *   const infra = await startInfra({ offset: 16000 });
 *   infra.postgresUrl / infra.redisUrl / infra.natsUrl
 *   await infra.restart('nats', { downMs: 2000 })   stop, stay down downMs, start again (same port, data)
 *   await infra.stop()                              stop all, remove the temp dir
 */
import { spawn, execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
  chownSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { portInUse } from '../support/stack.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function findBinary(candidates) {
  for (const c of candidates) if (existsSync(c)) return c;
  for (const c of candidates) {
    try {
      const p = execFileSync('which', [c.split('/').pop()], { encoding: 'utf8' }).trim();
      if (p) return p;
    } catch {
      // not on PATH
    }
  }
  throw new Error(`none of ${candidates.join(', ')} exists; install it (see scripts/ensure-infra.sh)`);
}

/**
 * The preferred port, or the next free one (another run's server may still hold it).
 */
async function freePort(preferred) {
  for (let port = preferred; port < preferred + 50; port++) {
    if (!(await portInUse(port))) return port;
  }
  throw new Error(`no free port in ${preferred}-${preferred + 49}`);
}

/** Resolves once something accepts TCP connections on the port; fails early when `child` exits. */
async function waitForPort(port, timeoutMs, label, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${label} exited (${child.exitCode ?? child.signalCode})`);
    const ok = await new Promise((resolve) => {
      const s = createConnection({ host: '127.0.0.1', port });
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(50);
  }
  throw new Error(`${label} did not listen on ${port} within ${timeoutMs} ms`);
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', r));

/**
 * @param {object} o
 * @param {number} o.offset   added to the default ports (NATS 4222, Redis 6379, PostgreSQL 5432)
 */
export async function startInfra({ offset }) {
  const isRoot = process.getuid?.() === 0;
  const natsBin = findBinary(['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server']);
  const redisBin = findBinary(['/usr/bin/redis-server', '/usr/local/bin/redis-server']);
  for (const b of ['initdb', 'pg_ctl', 'postgres'])
    if (!existsSync(join(PG_BIN, b))) throw new Error(`${PG_BIN}/${b} is missing (PostgreSQL 15)`);

  const dir = mkdtempSync(join(tmpdir(), 'icp-faults-'));
  const ports = {
    nats: await freePort(4222 + offset),
    redis: await freePort(6379 + offset),
    postgres: await freePort(5432 + offset),
  };
  const natsDir = join(dir, 'nats');
  const redisDir = join(dir, 'redis');
  const pgData = join(dir, 'pg', 'data');
  const pgSock = join(dir, 'pg', 'sock');
  for (const d of [natsDir, redisDir, pgSock]) mkdirSync(d, { recursive: true });
  const pgLog = join(dir, 'pg', 'postgres.log');

  // PostgreSQL refuses to run as root: run it as the postgres user, owning its directories.
  const asPg = (bin, args) => {
    const cmd = join(PG_BIN, bin);
    if (!isRoot) return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
    return execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
  };
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    for (const d of [dir, join(dir, 'pg'), pgSock]) chownSync(d, uid, gid);
  }

  /** @type {Record<string, import('node:child_process').ChildProcess | undefined>} */
  const children = {};
  const logFd = (name) => openSync(join(dir, `${name}.log`), 'a');

  const starters = {
    async nats() {
      const fd = logFd('nats');
      children.nats = spawn(natsBin, ['-a', '127.0.0.1', '-p', String(ports.nats), '-js', '-sd', natsDir], {
        stdio: ['ignore', fd, fd],
      });
      closeSync(fd);
      await waitForPort(ports.nats, 30_000, 'nats-server', children.nats);
    },
    async redis() {
      const fd = logFd('redis');
      children.redis = spawn(
        redisBin,
        [
          '--port',
          String(ports.redis),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          redisDir,
          '--dbfilename',
          'dump.rdb',
        ],
        { stdio: ['ignore', fd, fd] },
      );
      closeSync(fd);
      await waitForPort(ports.redis, 30_000, 'redis-server', children.redis);
    },
    async postgres() {
      asPg('pg_ctl', [
        '-D',
        pgData,
        '-l',
        pgLog,
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${ports.postgres} -k ${pgSock} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off`,
        'start',
      ]);
      await waitForPort(ports.postgres, 30_000, 'postgres');
    },
  };

  const stoppers = {
    async nats() {
      const child = children.nats;
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
      children.nats = undefined;
    },
    /** A graceful restart that keeps the data (sessions, queues): SHUTDOWN SAVE writes dump.rdb, loaded on start. */
    async redis() {
      const child = children.redis;
      if (!child) return;
      const done = exited(child);
      await redisCommand(ports.redis, ['SHUTDOWN', 'SAVE']).catch(() => child.kill('SIGKILL'));
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
      children.redis = undefined;
    },
    async postgres() {
      if (!existsSync(join(pgData, 'postmaster.pid'))) return;
      asPg('pg_ctl', ['-D', pgData, '-w', '-t', '60', '-m', 'fast', 'stop']);
    },
  };

  const stopAll = async () => {
    for (const name of ['nats', 'redis']) {
      const child = children[name];
      if (child) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    try {
      if (existsSync(join(pgData, 'postmaster.pid')))
        asPg('pg_ctl', ['-D', pgData, '-w', '-t', '30', '-m', 'immediate', 'stop']);
    } catch {
      // already down
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    asPg('initdb', ['-D', pgData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await Promise.all([starters.nats(), starters.redis(), starters.postgres()]);
  } catch (err) {
    const logs = ['nats.log', 'redis.log', 'pg/postgres.log']
      .map((f) => {
        try {
          return `--- ${f}\n${readFileSync(join(dir, f), 'utf8').split('\n').slice(-8).join('\n')}`;
        } catch {
          return '';
        }
      })
      .join('\n');
    await stopAll();
    throw new Error(`${err.message}\n${logs}`);
  }

  return {
    dir,
    ports,
    postgresUrl: `postgres://postgres@127.0.0.1:${ports.postgres}/postgres`,
    redisUrl: `redis://127.0.0.1:${ports.redis}`,
    natsUrl: `nats://127.0.0.1:${ports.nats}`,
    /** Stops one server, keeps it down for downMs, starts it again on the same port with the same data. */
    async restart(name, { downMs = 2000 } = {}) {
      const t0 = Date.now();
      await stoppers[name]();
      const stoppedAt = Date.now();
      await sleep(downMs);
      await starters[name]();
      return { stopMs: stoppedAt - t0, downMs: Date.now() - stoppedAt, upAt: Date.now() };
    },
    stop: stopAll,
  };
}

/** One RESP command on a fresh connection (used where no client may be connected: SHUTDOWN). */
function redisCommand(port, args) {
  return new Promise((resolve, reject) => {
    const s = createConnection({ host: '127.0.0.1', port });
    const payload = `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
    let out = '';
    s.once('connect', () => s.write(payload));
    s.on('data', (d) => (out += d.toString()));
    s.once('close', () => (out.startsWith('-') ? reject(new Error(out.trim())) : resolve(out)));
    s.once('error', reject);
    s.setTimeout(10_000, () => s.destroy(new Error('redis command timed out')));
  });
}
