#!/usr/bin/env node
/**
 * The restore drill (in make test; docs/operations.md): backups are worth what their restore gives back.
 * Drives the `make up` stack (scripts/stack.mjs) on its own ports (offset 20000), database
 * (icp_studio_restore), Redis DB (12), NATS prefix and run dir (.run/restore), and
 *   1. fills it through the API with every kind of record the product keeps: users of each role and an
 *      assignment, profiles with versions, a sign-off and a share link, drafts, playbooks with KPI
 *      values, notes and tasks (and their notifications), a saved template, a client list, and a user's
 *      AI settings with an API key (encrypted at rest);
 *   2. `backup` while the product runs, and digests every table itself;
 *   3. changes things (deletes a profile) and restores over the running product: `restore` stops it,
 *      swaps the database in and starts it again; every table equals the digest of step 2, the deleted
 *      profile is back, and the saved AI key is read through the product: a suggestion asks a local
 *      OpenAI-compatible server, which receives the key the user saved;
 *   4. wipes the database (dropped) with the product stopped, and restores into nothing: the same tables;
 *   5. refuses, leaving the database untouched: a backup under another AI_ENCRYPTION_KEY, a file cut
 *      short, a file that is no backup.
 * Exit 0 when all of it holds; the failures are listed otherwise.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { readdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { root, signIn } from '../support/stack.mjs';
import { adminUrl, makeUpStack } from '../support/make-up-stack.mjs';
import { World } from '../fuzz/lib/world.mjs';
import { digestsOf, tableDifferences } from '../../scripts/backup.mjs';

const OFFSET = 20000;
const NAME = 'restore';
const ADMIN = { username: 'drilladmin', password: 'Dr1ll!Admin-pw', email: 'drill-admin@example.com' };
const AI_KEY = Buffer.alloc(32, 11).toString('base64');
const made = makeUpStack({
  name: NAME,
  offset: OFFSET,
  redisDb: 12,
  env: {
    BACKUP_DIR: join(root, '.run', NAME, 'backups'),
    LOG_LEVEL: 'warn',
    AI_ENCRYPTION_KEY: AI_KEY,
    // The suggestion in step 3 asks a server on this machine.
    AI_ALLOW_PRIVATE_URLS: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  },
});
const { runDir, dbUrl, edge, stack } = made;
const backupDir = made.env.BACKUP_DIR;

const started = Date.now();
const say = (msg) => console.log(`[restore ${((Date.now() - started) / 1000).toFixed(1)} s] ${msg}`);
const failures = [];
const check = (ok, msg) => {
  if (!ok) failures.push(msg);
  say(`${ok ? 'ok  ' : 'FAIL'} ${msg}`);
};

const backupCli = (args, extraEnv) => made.run(['scripts/backup.mjs', ...args], extraEnv);

async function api(method, path, cookie, body) {
  const res = await fetch(`${edge}${path}`, {
    method,
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status} ${text.slice(0, 300)}`);
  return json;
}

const digests = () => digestsOf(dbUrl.toString());

/** An OpenAI-compatible endpoint that remembers the key each request carried. */
function fakeOpenAi() {
  const keys = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      keys.push(req.headers.authorization ?? null);
      res.setHeader('content-type', 'application/json');
      if (req.url?.endsWith('/models'))
        return res.end(JSON.stringify({ object: 'list', data: [{ id: 'drill-model', object: 'model' }] }));
      const content = JSON.stringify({
        suggestions: ['Missed filing deadlines', 'Cash-flow surprises', 'Slow month-end close'],
      });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-drill',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'drill-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/v1`, keys, close: () => server.close() }),
    ),
  );
}

const latestBackup = (prefix = 'icp-studio-') =>
  readdirSync(backupDir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.tar'))
    .sort()
    .map((f) => join(backupDir, f))
    .at(-1);

let fake;
try {
  await made.clear();
  rmSync(runDir, { recursive: true, force: true });
  fake = await fakeOpenAi();

  const up = await stack('up');
  if (up.code !== 0) throw new Error(`stack.mjs up failed:\n${up.out}`);
  say('the product runs');

  // --- 1. every kind of record ---
  const world = new World(edge);
  await world.setup(ADMIN, { exports: 0 });
  const client = world.ids.clientA;
  const [icpId] = [...world.records.icp.values()]
    .filter((r) => r.ownerId === client.user.id)
    .map((r) => r.id);
  const [playbookId] = [...world.records.playbook.values()]
    .filter((r) => r.ownerId === client.user.id)
    .map((r) => r.id);
  const edited = await api('PUT', `/api/icps/${icpId}`, client.cookie, {
    name: 'Drill profile, second version',
    type: 'b2b',
    industry: 'Dental practices',
  });
  await api('POST', `/api/icps/${icpId}/shares`, client.cookie, { label: 'For my partner' });
  await api('POST', `/api/playbooks/${playbookId}/shares`, client.cookie, { label: 'Board' });
  await api('POST', `/api/icps/${icpId}/sign-off`, world.ids.advisor.cookie, {
    version: edited.version,
  }).catch((e) => say(`(sign-off: ${e.message.slice(0, 120)})`));
  await api('POST', `/api/icps/${icpId}/template`, client.cookie, { name: 'Drill template' }).catch((e) =>
    say(`(template: ${e.message.slice(0, 120)})`),
  );
  await api('PUT', `/api/icps/${icpId}/evidence`, client.cookie, {
    csv: 'Company,Industry,Employees\nSmile Co,Dental practices,12\nBright Teeth,Dental practices,30\nBuild It,Construction,200\n',
  }).catch((e) => say(`(client list: ${e.message.slice(0, 160)})`));
  await api('PUT', '/api/account/notifications', client.cookie, { email: 'digest' });
  await api('POST', '/api/auth/forgot-password', '', { email: world.ids.clientB.user.email });
  const savedKey = `sk-drill-${randomBytes(8).toString('hex')}`;
  await api('PUT', '/api/ai-settings', client.cookie, {
    provider: 'custom',
    model: 'drill-model',
    customApiUrl: fake.url,
    customApiKey: savedKey,
    useReplitAI: false,
  });
  const filled = await digests();
  const empty = Object.entries(filled)
    .filter(([, t]) => t.rows === 0)
    .map(([n]) => n);
  const total = Object.values(filled).reduce((n, t) => n + t.rows, 0);
  say(`filled: ${Object.keys(filled).length} tables, ${total} rows; empty: ${empty.join(', ') || 'none'}`);
  for (const t of [
    'auth.users',
    'auth.advisor_assignments',
    'icp.icps',
    'playbook.playbooks',
    'ai.ai_settings',
  ])
    check(filled[t]?.rows > 0, `${t} holds records before the backup`);

  // --- 2. backup while the product runs ---
  const backedUp = await backupCli(['backup']);
  say(backedUp.out.trim());
  check(backedUp.code === 0, `backup exits 0 while the product runs (got ${backedUp.code})`);
  const file = latestBackup();
  const atBackup = await digests();
  const manifest = JSON.parse(execFileSync('tar', ['-xOf', file, 'manifest.json'], { encoding: 'utf8' }));
  check(
    tableDifferences(atBackup, manifest.tables).length === 0,
    "the manifest's digests are the database's at the backup",
  );
  check(
    !readFileSync(file).includes(Buffer.from(AI_KEY)),
    'the backup does not contain the AI encryption key',
  );
  check(
    !readFileSync(file).includes(Buffer.from(savedKey)),
    "the backup does not contain the user's API key in clear",
  );

  // --- 3. a mistake, then a restore over the running product ---
  await api('DELETE', `/api/icps/${icpId}`, client.cookie);
  const gone = await fetch(`${edge}/api/icps/${icpId}`, { headers: { cookie: client.cookie } });
  check(gone.status === 404, `the deleted profile answers 404 before the restore (got ${gone.status})`);
  const restored = await backupCli(['restore', file]);
  say(
    restored.out
      .trim()
      .split('\n')
      .filter((l) => !/^\s*$/.test(l))
      .slice(-6)
      .join('\n'),
  );
  check(restored.code === 0, `restore over the running product exits 0 (got ${restored.code})`);
  check(
    /readable with the current key/.test(restored.out) && /1 saved, 1 readable/.test(restored.out),
    'restore reports the saved AI key readable',
  );
  const diff = tableDifferences(atBackup, await digests());
  check(
    diff.length === 0,
    `every table equals the backup's after the restore${diff.length ? `: ${diff.join('; ')}` : ''}`,
  );
  check(
    readdirSync(backupDir).some((f) => f.startsWith('pre-restore-')),
    'the database as it was before the restore is kept in a pre-restore backup',
  );
  const again = await signIn(edge, client.user.username, 'Fuzz!Passw0rd');
  const back = await fetch(`${edge}/api/icps/${icpId}`, { headers: { cookie: again } });
  check(back.status === 200, `the deleted profile is back after the restore (got ${back.status})`);
  const before = fake.keys.length;
  const suggested = await fetch(`${edge}/api/ai/suggest-pain-points`, {
    method: 'POST',
    headers: { cookie: again, 'content-type': 'application/json' },
    body: JSON.stringify({ icpData: { name: 'Drill', industry: 'Dental practices', type: 'b2b' } }),
    signal: AbortSignal.timeout(30_000),
  });
  say(`suggestion after the restore: ${suggested.status}`);
  const sent = fake.keys.slice(before);
  check(
    sent.includes(`Bearer ${savedKey}`),
    `the saved AI key is read through the product after the restore (the provider received ${sent.length} request(s))`,
  );

  // --- 4. a wiped database, restored into nothing ---
  const down = await stack('down');
  check(down.code === 0, 'the product stops');
  const wipe = new pg.Client({ connectionString: adminUrl });
  await wipe.connect();
  await wipe.query(`DROP DATABASE "icp_studio_${NAME}" WITH (FORCE)`);
  await wipe.end();
  const fromNothing = await backupCli(['restore', file]);
  check(
    fromNothing.code === 0,
    `restore into a dropped database exits 0 (got ${fromNothing.code}) ${fromNothing.code ? fromNothing.out.slice(-400) : ''}`,
  );
  const diff2 = tableDifferences(atBackup, await digests());
  check(
    diff2.length === 0,
    `every table equals the backup's after restoring into nothing${diff2.length ? `: ${diff2.join('; ')}` : ''}`,
  );

  // --- 5. refusals that leave the database as it is ---
  const current = await digests();
  const otherKey = await backupCli(['restore', file], {
    AI_ENCRYPTION_KEY: Buffer.alloc(32, 12).toString('base64'),
  });
  check(
    otherKey.code === 2 && /fingerprint/.test(otherKey.out),
    `a backup under another AI_ENCRYPTION_KEY is refused with the fingerprints (exit ${otherKey.code})`,
  );
  const cut = join(runDir, 'cut.tar');
  writeFileSync(cut, readFileSync(file).subarray(0, 4096));
  const cutShort = await backupCli(['restore', cut]);
  check(
    cutShort.code === 2,
    `a file cut short is refused (exit ${cutShort.code}): ${cutShort.out.trim().split('\n').at(-1)}`,
  );
  const notBackup = join(runDir, 'notes.tar');
  writeFileSync(notBackup, 'just some text');
  const refused = await backupCli(['restore', notBackup]);
  check(refused.code === 2, `a file that is no backup is refused (exit ${refused.code})`);
  check(
    tableDifferences(current, await digests()).length === 0,
    'after the refusals the database is unchanged',
  );
  const verified = await backupCli(['verify', file]);
  check(
    verified.code === 0 && /tables match/.test(verified.out),
    'verify restores the backup into a scratch database and finds it whole',
  );
} catch (e) {
  failures.push(`the drill stopped: ${e.stack ?? e}`);
  say(`FAIL the drill stopped: ${e.stack ?? e}`);
} finally {
  await stack('down');
  fake?.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const suffix of ['', '__restoring', '__verifying'])
    await admin.query(`DROP DATABASE IF EXISTS "icp_studio_${NAME}${suffix}" WITH (FORCE)`);
  await admin.end();
}

if (failures.length) {
  console.error(`\nrestore drill: ${failures.length} failure(s)\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
say('restore drill passed');
