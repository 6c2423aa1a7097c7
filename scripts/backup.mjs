#!/usr/bin/env node
/**
 * Backups and restores of everything the product keeps: its PostgreSQL database (docs/operations.md).
 *
 *   node scripts/backup.mjs backup [--dir backups]   make backup: one file, icp-studio-<UTC time>.tar,
 *                                                    holding a consistent dump (pg_dump, one snapshot)
 *                                                    and manifest.json: every table's rows counted and
 *                                                    hashed in that snapshot, the migrations applied, and
 *                                                    the AI key encryption key's fingerprint (never the key)
 *   node scripts/backup.mjs restore <file> [--allow-key-mismatch]
 *                                                    make restore FILE=…: checks the file and the key,
 *                                                    keeps a copy of the current database first
 *                                                    (pre-restore-<time>.tar), restores into a scratch
 *                                                    database, compares every table with the manifest, and
 *                                                    only then swaps it in; a `make up` stack that is
 *                                                    running is stopped for the swap and started again
 *   node scripts/backup.mjs prune [--dir backups]    retention: the newest of each hour for a day, of each
 *                                                    day for a week, of each week for a month
 *   node scripts/backup.mjs verify <file>            restores into a scratch database, compares, drops it
 *   node scripts/backup.mjs schedule [--every 3600]  backup and prune every N seconds, for ever (the compose
 *                                                    `backup` service; Kubernetes runs backup + prune as a CronJob)
 *
 * Env (the environment overrides the env file, as for make up): STACK_ENV_FILE (.env), DATABASE_URL,
 * AI_ENCRYPTION_KEY, NODE_ENV, BACKUP_DIR (backups), STACK_RUN_DIR (.run). Needs pg_dump, pg_restore and
 * tar on the PATH (Debian: postgresql-client), of the server's major version or newer.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createDecipheriv, createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readEnvFile } from './services.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const FORMAT = 'icp-studio-backup/1';
/** The key the ai service uses outside production when AI_ENCRYPTION_KEY is empty (services/ai/src/config.ts). */
export const DEV_ENCRYPTION_KEY = Buffer.from('icp-studio-dev-only-ai-key-0123!').toString('base64');
const NAME = /^(icp-studio|pre-restore)-(\d{8}T\d{6}Z)\.tar$/;

// ---------------------------------------------------------------------------------------------------
// Pure parts (unit-tested in test/deploy/backup.test.mjs)

/** `20261129T101500Z` for a date: sortable, safe in a file name. */
export const stamp = (d) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/** The date a backup's file name carries, or null for a file that is not a backup. */
export function dateOfBackup(file) {
  const m = NAME.exec(basename(file));
  if (!m) return null;
  const s = m[2];
  return new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
  );
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The ISO week a date falls in, as a number of weeks since 1970 (weeks start on Monday, UTC). */
const weekOf = (t) => Math.floor((t + 3 * DAY) / (7 * DAY));

/**
 * Which backups a retention policy keeps: the newest of each hour for the last day, of each day for the
 * last week, of each week for the last five weeks (a month, whatever its length), and always the newest.
 * `dates` are the backups' times; returns the set of the kept ones' times (ms).
 */
export function retained(dates, now, policy = { hours: 24, days: 7, weeks: 5 }) {
  const times = dates.map((d) => d.getTime()).sort((a, b) => b - a);
  const keep = new Set(times.slice(0, 1));
  const newestPer = (bucketOf, since) => {
    const seen = new Set();
    for (const t of times) {
      if (t <= now.getTime() - since) continue;
      const b = bucketOf(t);
      if (!seen.has(b)) {
        seen.add(b);
        keep.add(t);
      }
    }
  };
  newestPer((t) => Math.floor(t / HOUR), policy.hours * HOUR);
  newestPer((t) => Math.floor(t / DAY), policy.days * DAY);
  newestPer(weekOf, policy.weeks * 7 * DAY);
  return keep;
}

/** `sha256:` and the first 16 hex digits of the key's bytes: tells two keys apart, reveals nothing. */
export function keyFingerprint(keyBase64) {
  return `sha256:${createHash('sha256').update(Buffer.from(keyBase64, 'base64')).digest('hex').slice(0, 16)}`;
}

/** Which tables differ between two manifests' `tables` maps (rows and content hash), as readable lines. */
export function tableDifferences(expected, actual) {
  const out = [];
  for (const [name, want] of Object.entries(expected)) {
    const got = actual[name];
    if (!got) out.push(`${name}: missing`);
    else if (got.rows !== want.rows) out.push(`${name}: ${got.rows} rows, the backup had ${want.rows}`);
    else if (got.hash !== want.hash) out.push(`${name}: same ${got.rows} rows, different content`);
  }
  for (const name of Object.keys(actual)) if (!expected[name]) out.push(`${name}: not in the backup`);
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Settings and helpers

export function settings(env = process.env) {
  const merged = {
    ...readEnvFile(resolve(root, env.STACK_ENV_FILE ?? '.env')),
    ...Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)),
  };
  if (!merged.DATABASE_URL) throw new UserError('DATABASE_URL is not set (in .env or the environment)');
  const key =
    merged.AI_ENCRYPTION_KEY?.trim() || (merged.NODE_ENV === 'production' ? '' : DEV_ENCRYPTION_KEY);
  return {
    databaseUrl: merged.DATABASE_URL,
    aiKey: key,
    dir: resolve(root, merged.BACKUP_DIR ?? 'backups'),
    runDir: resolve(root, merged.STACK_RUN_DIR ?? '.run'),
    env: merged,
  };
}

export class UserError extends Error {}

/** libpq's environment for a database URL: the password never appears on a command line. */
function pgEnv(url, database) {
  const u = new URL(url);
  return {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username || 'postgres'),
    ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}),
    PGDATABASE: database ?? decodeURIComponent(u.pathname.slice(1)),
    ...(u.searchParams.get('sslmode') ? { PGSSLMODE: u.searchParams.get('sslmode') } : {}),
  };
}
const dbName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
const withDb = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const ident = (s) => `"${s.replace(/"/g, '""')}"`;

function run(cmd, args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', (e) =>
      reject(
        e.code === 'ENOENT'
          ? new UserError(`${cmd} is not installed (Debian: apt-get install postgresql-client)`)
          : e,
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise(out)
        : reject(new UserError(`${cmd} failed (exit ${code}): ${err.trim().slice(0, 2000)}`)),
    );
  });
}

async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Rows as text the same way in every session, so that hashes compare.
  await client.query(
    `SET TIME ZONE 'UTC'; SET DateStyle = 'ISO, YMD'; SET extra_float_digits = 1; SET IntervalStyle = 'postgres'; SET bytea_output = 'hex'`,
  );
  return client;
}

/** Every table's row count and content hash (order-independent), as seen by this client's transaction. */
export async function tableDigests(client) {
  const { rows: tables } = await client.query(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1, 2`,
  );
  const out = {};
  for (const { s, t } of tables) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS rows, coalesce(md5(string_agg(h, '' ORDER BY h)), '') AS hash
         FROM (SELECT md5(x::text) AS h FROM ${ident(s)}.${ident(t)} x) r`,
    );
    out[`${s}.${t}`] = { rows: rows[0].rows, hash: rows[0].hash };
  }
  return out;
}

/** Every table's digests, as a new session on `url` sees them now (the restore drill compares them). */
export async function digestsOf(url) {
  const client = await connect(url);
  try {
    return await tableDigests(client);
  } finally {
    await client.end();
  }
}

/** The last migration each service applied (their `<schema>_migrations` tables). */
async function migrations(client) {
  const { rows } = await client.query(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_name LIKE '%\\_migrations' AND table_type = 'BASE TABLE'`,
  );
  const out = {};
  for (const { s, t } of rows) {
    const last = await client.query(`SELECT name FROM ${ident(s)}.${ident(t)} ORDER BY id DESC LIMIT 1`);
    out[s] = last.rows[0]?.name ?? null;
  }
  return out;
}

/** How many of the users' saved AI keys there are, and how many this key opens (AES-256-GCM, user id as AAD). */
export async function aiKeysReadable(client, keyBase64) {
  const has = await client.query(`SELECT to_regclass('ai.ai_settings') IS NOT NULL AS ok`);
  if (!has.rows[0].ok) return { saved: 0, readable: 0 };
  const { rows } = await client.query(
    `SELECT user_id::text AS id, api_key_ciphertext AS c, api_key_iv AS iv, api_key_tag AS tag
       FROM ai.ai_settings WHERE api_key_ciphertext IS NOT NULL`,
  );
  let readable = 0;
  const key = keyBase64 ? Buffer.from(keyBase64, 'base64') : null;
  for (const r of rows) {
    if (!key || key.length !== 32) continue;
    try {
      const d = createDecipheriv('aes-256-gcm', key, r.iv);
      d.setAAD(Buffer.from(r.id, 'utf8'));
      d.setAuthTag(r.tag);
      Buffer.concat([d.update(r.c), d.final()]);
      readable++;
    } catch {
      // a key this one does not open
    }
  }
  return { saved: rows.length, readable };
}

async function databaseExists(adminUrl, name) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await c.end();
  }
}

/** The commit the product was built from, when this is a git checkout (ICP_STUDIO_VERSION otherwise). */
const productVersion = () => {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() : (process.env.ICP_STUDIO_VERSION ?? null);
};

// ---------------------------------------------------------------------------------------------------
// backup

/** Writes one backup file; returns its path and manifest. */
export async function backup(cfg, { prefix = 'icp-studio', now = new Date(), say = console.log } = {}) {
  mkdirSync(cfg.dir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'icp-backup-'));
  try {
    const client = await connect(cfg.databaseUrl);
    let manifest;
    try {
      // One snapshot for the dump and the digests: what the manifest says is what the dump holds.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const snapshot = (await client.query('SELECT pg_export_snapshot() AS s')).rows[0].s;
      const dumping = run(
        'pg_dump',
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${snapshot}`,
          `--file=${join(work, 'database.dump')}`,
        ],
        pgEnv(cfg.databaseUrl),
      );
      // pg_dump reads on its own connection meanwhile; this one's queries go one at a time.
      const tables = await tableDigests(client);
      const applied = await migrations(client);
      const keys = await aiKeysReadable(client, cfg.aiKey);
      const version = (await client.query('SHOW server_version')).rows[0].server_version;
      await dumping;
      await client.query('COMMIT');
      manifest = {
        format: FORMAT,
        createdAt: now.toISOString(),
        database: dbName(cfg.databaseUrl),
        postgresVersion: version,
        productVersion: productVersion(),
        migrations: applied,
        aiEncryptionKey: { fingerprint: cfg.aiKey ? keyFingerprint(cfg.aiKey) : null, ...keys },
        tables,
      };
    } finally {
      await client.end();
    }
    writeFileSync(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = join(cfg.dir, `${prefix}-${stamp(now)}.tar`);
    // Written beside its final name, then renamed: a half-written backup never looks like one.
    const partial = `${file}.partial`;
    await run('tar', ['-cf', partial, '-C', work, 'manifest.json', 'database.dump'], process.env);
    renameSync(partial, file);
    const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0);
    say(
      `backup written: ${file} (${(statSync(file).size / 1024).toFixed(0)} KB; ${Object.keys(manifest.tables).length} tables, ${rows} rows; ` +
        `AI keys: ${manifest.aiEncryptionKey.saved} saved, ${manifest.aiEncryptionKey.readable} readable with the current key)`,
    );
    const unreadable = manifest.aiEncryptionKey.saved - manifest.aiEncryptionKey.readable;
    if (unreadable > 0)
      say(`warning: ${unreadable} saved AI key(s) do not open with the current AI_ENCRYPTION_KEY`);
    return { file, manifest };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------
// restore

async function unpack(file) {
  if (!existsSync(file)) throw new UserError(`no such file: ${file}`);
  const work = mkdtempSync(join(tmpdir(), 'icp-restore-'));
  try {
    await run('tar', ['-xf', file, '-C', work, 'manifest.json', 'database.dump'], process.env);
  } catch {
    rmSync(work, { recursive: true, force: true });
    throw new UserError(
      `${file} is not a backup made by make backup (it should hold manifest.json and database.dump)`,
    );
  }
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8'));
  } catch {
    manifest = null;
  }
  if (manifest?.format !== FORMAT) {
    rmSync(work, { recursive: true, force: true });
    throw new UserError(`${file}: unknown backup format (expected ${FORMAT})`);
  }
  return { work, manifest, dump: join(work, 'database.dump') };
}

/** Restores a dump into a new database `name` and checks it against the manifest; drops it on failure. */
async function restoreInto(cfg, adminUrl, name, dump, manifest) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${ident(name)}`);
  } finally {
    await admin.end();
  }
  try {
    await run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${name}`, dump],
      pgEnv(cfg.databaseUrl, name),
    );
    const client = await connect(withDb(cfg.databaseUrl, name));
    try {
      const diff = tableDifferences(manifest.tables, await tableDigests(client));
      if (diff.length)
        throw new UserError(`the restored data differs from the backup's manifest:\n  ${diff.join('\n  ')}`);
      return await aiKeysReadable(client, cfg.aiKey);
    } finally {
      await client.end();
    }
  } catch (e) {
    const again = new pg.Client({ connectionString: adminUrl });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`).finally(() => again.end());
    throw e;
  }
}

const stackState = (cfg) => {
  const file = join(cfg.runDir, 'stack.json');
  if (!existsSync(file)) return null;
  try {
    const s = JSON.parse(readFileSync(file, 'utf8'));
    process.kill(s.supervisor, 0);
    return s;
  } catch {
    return null;
  }
};

function stack(cfg, mode) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(root, 'scripts', 'stack.mjs'), mode], {
      env: { ...process.env, STACK_RUN_DIR: cfg.runDir },
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new UserError(`make ${mode === 'up' ? 'up' : 'down'} failed (exit ${code})`)),
    );
  });
}

export async function restore(
  cfg,
  file,
  { allowKeyMismatch = false, say = console.log, now = new Date() } = {},
) {
  const { work, manifest, dump } = await unpack(resolve(file));
  try {
    const mine = cfg.aiKey ? keyFingerprint(cfg.aiKey) : null;
    const theirs = manifest.aiEncryptionKey?.fingerprint ?? null;
    if (manifest.aiEncryptionKey?.saved > 0 && mine !== theirs && !allowKeyMismatch)
      throw new UserError(
        `this backup's ${manifest.aiEncryptionKey.saved} saved AI key(s) were encrypted with the AI_ENCRYPTION_KEY ` +
          `whose fingerprint is ${theirs}; the current key's is ${mine ?? 'none'}. Set that key (from your secret store) ` +
          `and restore again, or pass --allow-key-mismatch to restore with those keys unreadable (users enter them again).`,
      );
    const target = dbName(cfg.databaseUrl);
    const adminUrl = withDb(cfg.databaseUrl, 'postgres');
    const scratch = `${target}__restoring`;
    say(`restoring ${basename(file)} (made ${manifest.createdAt}) into a scratch database and checking it`);
    const keys = await restoreInto(cfg, adminUrl, scratch, dump, manifest);
    say(`checked: ${Object.keys(manifest.tables).length} tables match the backup's manifest`);

    const running = stackState(cfg);
    if (running) {
      say('stopping the running product for the swap (make down)');
      await stack(cfg, 'down');
    }
    try {
      if (await databaseExists(adminUrl, target)) {
        const copy = await backup(cfg, { prefix: 'pre-restore', now, say });
        say(`the database as it was is kept in ${copy.file}`);
      }
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const others = await admin.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [target],
        );
        if (others.rows[0].n > 0)
          throw new UserError(
            `${others.rows[0].n} connection(s) are open to ${target}: stop the product first ` +
              '(make down; docker compose stop; kubectl scale --replicas=0), then restore again',
          );
        const old = `${target}__replaced_${stamp(now).toLowerCase()}`;
        if (await databaseExists(adminUrl, target))
          await admin.query(`ALTER DATABASE ${ident(target)} RENAME TO ${ident(old)}`);
        await admin.query(`ALTER DATABASE ${ident(scratch)} RENAME TO ${ident(target)}`);
        await admin.query(`DROP DATABASE IF EXISTS ${ident(old)} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    } catch (e) {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${ident(scratch)} WITH (FORCE)`).finally(() => again.end());
      throw e;
    } finally {
      if (running) {
        say('starting the product again (make up)');
        await stack(cfg, 'up');
      }
    }
    say(
      `restored ${target} from ${basename(file)}; AI keys: ${keys.saved} saved, ${keys.readable} readable with the current key`,
    );
    return { manifest, keys };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Restores into a scratch database, compares it with the manifest, and drops it: the backup is usable. */
export async function verify(cfg, file, { say = console.log } = {}) {
  const { work, manifest, dump } = await unpack(resolve(file));
  try {
    const scratch = `${dbName(cfg.databaseUrl)}__verifying`;
    const adminUrl = withDb(cfg.databaseUrl, 'postgres');
    const keys = await restoreInto(cfg, adminUrl, scratch, dump, manifest);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${ident(scratch)} WITH (FORCE)`).finally(() => admin.end());
    say(
      `${basename(file)} restores: ${Object.keys(manifest.tables).length} tables match; AI keys: ${keys.saved} saved, ${keys.readable} readable with the current key`,
    );
    return { manifest, keys };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function prune(cfg, { now = new Date(), say = console.log } = {}) {
  if (!existsSync(cfg.dir)) return { kept: [], removed: [] };
  const files = readdirSync(cfg.dir)
    .filter((f) => f.startsWith('icp-studio-'))
    .map((f) => ({ f, d: dateOfBackup(f) }))
    .filter((x) => x.d);
  const keep = retained(
    files.map((x) => x.d),
    now,
  );
  const removed = [];
  for (const { f, d } of files) {
    if (keep.has(d.getTime())) continue;
    rmSync(join(cfg.dir, f));
    removed.push(f);
  }
  say(`kept ${files.length - removed.length} backup(s), removed ${removed.length}`);
  return { kept: files.filter((x) => keep.has(x.d.getTime())).map((x) => x.f), removed };
}

/** Backup and prune every `seconds`; a failed backup is logged and tried again at the next turn. */
async function schedule(cfg, seconds) {
  if (!(seconds >= 60)) throw new UserError('--every takes a number of seconds, at least 60');
  let stop = false;
  let wake = () => {};
  for (const sig of ['SIGTERM', 'SIGINT'])
    process.on(sig, () => {
      stop = true;
      wake();
    });
  console.log(`backups every ${seconds} s into ${cfg.dir}`);
  while (!stop) {
    try {
      await backup(cfg);
      prune(cfg);
    } catch (e) {
      console.error(`backup failed: ${e instanceof UserError ? e.message : e.stack}`);
    }
    await new Promise((r) => {
      wake = r;
      setTimeout(r, seconds * 1000);
      if (stop) r();
    });
  }
}

// ---------------------------------------------------------------------------------------------------

async function main(argv) {
  const [mode, ...rest] = argv;
  const flag = (name) => rest.includes(name);
  const option = (name) => {
    const i = rest.indexOf(name);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const positional = rest.filter((a, i) => !a.startsWith('--') && !(i > 0 && rest[i - 1] === '--dir'));
  const cfg = settings();
  if (option('--dir')) cfg.dir = resolve(option('--dir'));
  if (mode === 'backup') await backup(cfg);
  else if (mode === 'schedule') await schedule(cfg, Number(option('--every') ?? 3600));
  else if (mode === 'prune') prune(cfg);
  else if (mode === 'restore' || mode === 'verify') {
    if (!positional[0])
      throw new UserError(
        `usage: backup.mjs ${mode} <file>   (make ${mode === 'restore' ? 'restore' : 'verify-backup'} FILE=…)`,
      );
    if (mode === 'restore')
      await restore(cfg, positional[0], { allowKeyMismatch: flag('--allow-key-mismatch') });
    else await verify(cfg, positional[0]);
  } else throw new UserError('usage: backup.mjs backup|restore <file>|verify <file>|prune [--dir backups]');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((e) => {
    console.error(e instanceof UserError ? `error: ${e.message}` : e);
    process.exit(e instanceof UserError ? 2 : 1);
  });
}
