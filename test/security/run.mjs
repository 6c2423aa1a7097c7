#!/usr/bin/env node
/**
 * The security suite (`make test-security`, and part of `make test`): starts the whole product on ports
 * +12000 (database icp_studio_security, Redis DB 10) with a mail catcher and a local listener, then runs
 *   matrix          every /api route x six callers x own, foreign and missing records (docs/product.md)
 *   integrity       refused writes changed nothing
 *   session         fixation, logout, forged cookies, role changes
 *   cookies         cookie flags and security headers
 *   csrf            cross-site state changes refused, for every state-changing route
 *   rate-limits     login, register, forgot and reset thresholds
 *   password-reset  token reuse, expiry, sibling links, sessions ended
 *   recovery        e-mail changes and password resets never outlive each other; undo from the old address
 *   ssrf            custom AI endpoints cannot reach private addresses
 *   pdf-sandbox     exported documents load nothing
 *   bus             NATS (run with deploy/nats/nats.conf): no anonymous client, no request carrying an
 *                   actor from a service other than the gateway
 *   listeners       no service but the edge answers on the machine's other addresses
 *   ownership       moves and deletes end room memberships, notes stay with their client, task
 *                   assignments tell nothing about ids the caller may not assign
 *   edge            what the edge serves: no /metrics, no source maps, no-store, the SPA's CSP
 *   rate-limits     (also) the owner signs in through 1,000 guesses; forged forwarded headers change
 *                   nothing (the edge decides the client address, the gateway trusts only the edge)
 *   password-reset  (also) no reset link or address in the log without SMTP in production
 *   secrets         no secret in any answer or log line
 * Exits 1 when any probe fails, with each failure and why.
 *
 *   node test/security/run.mjs [--env KEY=VALUE ...]
 *
 * `--env` overrides the stack's environment, to see the probes fail against a weakened configuration
 * (e.g. `--env AI_ALLOW_PRIVATE_URLS=true --env RATE_LIMIT_ENABLED=false`).
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { startStack } from '../support/stack.mjs';
import { startNatsServer } from '../support/nats-server.mjs';
import { startMailcatcher } from '../../e2e/support/mailcatcher.mjs';
import {
  assign,
  createIcpFor,
  login,
  newPassword,
  passwords,
  recordsOf,
  register,
  registerAs,
} from './lib/fixtures.mjs';
import { createClient, eventually, transcript } from './lib/http.mjs';
import { exportProbes } from './probes-exports.mjs';
import { limitProbes } from './probes-limits.mjs';
import { Report } from './lib/report.mjs';
import { integrity, runMatrix, unreached } from './matrix.mjs';
import { shareAccessProbes } from './probes-shares.mjs';
import { approvalFixtures, approvalProbes } from './probes-approval.mjs';
import { recoveryProbes } from './probes-recovery.mjs';
import {
  LIMITS,
  assignmentProbes,
  busProbes,
  realtimeProbes,
  referenceProbes,
  backends,
  cookieProbes,
  csrfProbes,
  edgeProbes,
  forwardedAddressProbes,
  leakProbes,
  listenerProbes,
  loginLimitProbes,
  shareProbes,
  ownershipProbes,
  resetLogProbe,
  pdfProbes,
  rateLimitProbes,
  rememberSession,
  resetProbes,
  runSecrets,
  sessionProbes,
  ssrfProbes,
  startSink,
} from './probes.mjs';
import { actorProbes } from './probes-actors.mjs';

const overrides = {};
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i] !== '--env') continue;
  const [k, ...v] = (process.argv[++i] ?? '').split('=');
  overrides[k] = v.join('=');
}

const OFFSET = 12000;
const SMTP_PORT = 1025 + OFFSET;
const MAIL_HTTP_PORT = 8025 + OFFSET;
const SINK_PORT = 8099 + OFFSET;

const started = Date.now();
const report = new Report();
const admin = { email: 'admin@security.test', username: 'secadmin', password: newPassword() };
const sessionSecret = `security-${randomUUID()}-${randomUUID()}`;
const aiKey = Buffer.from(randomUUID().replace(/-/g, '')).toString('base64');

const logDir = join(process.cwd(), '.run', 'security', 'logs');

// Redis DB 10 is this suite's alone: no rate-limit counter, session or job of an earlier run stays.
{
  const redisUrl = `${(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/10`;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  await redis.quit();
}

const mail = await startMailcatcher({ smtpPort: SMTP_PORT, httpPort: MAIL_HTTP_PORT });
const sink = await startSink(SINK_PORT);
// NATS as compose and Kubernetes run it: a user per service, with its permissions (deploy/nats/nats.conf).
const nats = await startNatsServer();
let stack;
let back;
try {
  stack = await startStack({
    name: 'security',
    offset: OFFSET,
    redisDb: 10,
    natsUrl: nats.url,
    envOf: nats.envOf,
    env: {
      // The subjects of nats.conf have no prefix; this NATS server is the suite's alone.
      NATS_SUBJECT_PREFIX: '',
      SESSION_SECRET: sessionSecret,
      AI_ENCRYPTION_KEY: aiKey,
      ADMIN_EMAIL: admin.email,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      AI_PROVIDER: '',
      AI_ALLOW_PRIVATE_URLS: 'false',
      AI_ANALYSIS_BACKOFF_MS: '200',
      PDF_POOL_SIZE: '1',
      // Realtime notices an ended session at its next heartbeat (30 s by default): 2 s here.
      HEARTBEAT_INTERVAL_MS: '2000',
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_WINDOW_SECONDS: '900',
      RATE_LIMIT_LOGIN_PER_IP: String(LIMITS.loginIp),
      RATE_LIMIT_LOGIN_PER_ACCOUNT_IP: String(LIMITS.loginPair),
      RATE_LIMIT_LOGIN_PER_ACCOUNT: String(LIMITS.loginAccount),
      RATE_LIMIT_LOGIN_ACCOUNT_DELAY_MS: String(LIMITS.loginAccountDelayMs),
      RATE_LIMIT_REGISTER_PER_IP: String(LIMITS.registerIp),
      RATE_LIMIT_FORGOT_PER_IP: String(LIMITS.forgotIp),
      RATE_LIMIT_FORGOT_PER_EMAIL: String(LIMITS.forgotEmail),
      RATE_LIMIT_RESET_PER_IP: String(LIMITS.resetIp),
      RATE_LIMIT_SHARED_PER_IP: String(LIMITS.sharedIp),
      ...overrides,
    },
  });
  console.log(`stack up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${stack.baseURL}`);
  back = await backends(stack);
  const http = createClient(stack.baseURL);

  // ---- the people and records ----
  const adminUser = { ...admin, role: 'admin' };
  adminUser.cookie = await login(http, admin.username, admin.password);
  const check = await http.request('GET', '/api/auth/check', { cookie: adminUser.cookie });
  adminUser.id = check.json.user.id;
  const [clientA, clientB, advAssigned, advUnassigned] = await Promise.all([
    registerAs(http, adminUser, 'ClientA', 'client'),
    registerAs(http, adminUser, 'ClientB', 'client'),
    registerAs(http, adminUser, 'AdvA', 'team_member'),
    registerAs(http, adminUser, 'AdvNone', 'team_member'),
  ]);
  await assign(http, adminUser, clientA.id, advAssigned.id);
  const users = { anonymous: undefined, clientA, clientB, advAssigned, advUnassigned, admin: adminUser };
  for (const u of Object.values(users)) if (u) rememberSession(u.cookie);
  const [recA, recB] = await Promise.all([recordsOf(http, clientA), recordsOf(http, clientB)]);
  // The assigned advisor sees A's records before the matrix starts (scope caches refresh on events).
  const seen = await eventually(async () => {
    const r = await http.request('GET', `/api/icps/${recA.icp.id}`, { cookie: advAssigned.cookie });
    return r.status === 200;
  });
  if (!seen) throw new Error("the assigned advisor never saw clientA's profile");
  await createIcpFor(http, advAssigned, clientA.id);
  // Templates (docs/product.md §12, Templates): each client's private one, an installation one, a built-in one.
  for (const [rec, owner] of [
    [recA, clientA],
    [recB, clientB],
  ]) {
    const res = await http.request('POST', `/api/icps/${rec.icp.id}/template`, {
      cookie: owner.cookie,
      body: { name: 'Standing private template' },
    });
    if (res.status !== 201) throw new Error(`could not save a private template: ${res.status}`);
    rec.template = res.json;
  }
  const installation = await http.request('POST', `/api/icps/${recA.icp.id}/template`, {
    cookie: adminUser.cookie,
    body: { name: 'Standing installation template', scope: 'installation' },
  });
  if (installation.status !== 201)
    throw new Error(`could not save an installation template: ${installation.status}`);
  recA.installationTemplate = installation.json;
  const builtin = await http.request('GET', '/api/templates?scope=builtin&limit=1', {
    cookie: adminUser.cookie,
  });
  recA.builtinTemplate = builtin.json?.[0];
  if (!recA.builtinTemplate) throw new Error('no built-in template');
  const ctx = {
    http,
    baseURL: stack.baseURL,
    gatewayURL: stack.gatewayURL,
    gatewayOpsURL: stack.gatewayOpsURL,
    stack,
    mailURL: `http://127.0.0.1:${MAIL_HTTP_PORT}`,
    users,
    rec: { A: recA, B: recB },
    missing: randomUUID(),
    sink,
    redis: back.redis,
    db: back.db,
    nats,
  };
  console.log(`fixtures ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  /** A group of probes that throws outside a probe fails as a whole; the others still run. */
  const group = (name, fn) =>
    fn(ctx, report).catch((err) => report.fail(name, 'the group ran to the end', err?.stack ?? String(err)));
  await approvalFixtures(ctx);
  await group('matrix', runMatrix);
  await group('integrity', integrity);
  console.log(`matrix done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await group('session', sessionProbes);
  await group('cookies', cookieProbes);
  await group('csrf', csrfProbes);
  await Promise.all([group('rate-limits', rateLimitProbes), group('password-reset', resetProbes)]);
  await group('recovery', recoveryProbes);
  await Promise.all([group('ssrf', ssrfProbes), group('pdf-sandbox', pdfProbes)]);
  await Promise.all([
    group('realtime', realtimeProbes),
    group('assignments', assignmentProbes),
    group('references', referenceProbes),
  ]);
  await group('ownership', ownershipProbes);
  await group('share-links', shareProbes);
  await group('share-access', shareAccessProbes);
  await group('exports', exportProbes);
  await group('approval', approvalProbes);
  await group('limits', limitProbes);
  await group('listeners', listenerProbes);
  await group('bus', busProbes);
  await group('signed-actors', actorProbes);
  await group('edge', edgeProbes);
  await group('forwarded-address', forwardedAddressProbes);
  await group('login-limits', loginLimitProbes);
  await group('leaks', leakProbes);
  await group('reset-log', resetLogProbe); // restarts auth: nothing else runs beside it
  // A wrong password goes through the log pipeline too: it must not be written anywhere.
  const wrong = newPassword();
  await http.request('POST', '/api/auth/login', { body: { username: clientA.username, password: wrong } });
  await register(http, 'Last');
} catch (err) {
  report.fail('setup', 'the suite ran to the end', err?.stack ?? String(err));
} finally {
  await back?.close().catch(() => undefined);
  if (stack) await stack.stop();
  await sink.close();
  await mail.close();
  await nats.stop();
}

// ---- no secret in any answer or log line ----
if (stack) {
  const secrets = [
    ['SESSION_SECRET', sessionSecret],
    ['AI_ENCRYPTION_KEY', aiKey],
    ...[...passwords].map((p) => ['a user password', p]),
    ...[...runSecrets.resetTokens].map((t) => ['a password reset token', t]),
    ...[...runSecrets.apiKeys].map((k) => ['a user API key', k]),
  ];
  const patterns = [
    ['an argon2 password hash', /\$argon2(id|i|d)\$/],
    ['a stack trace', /\n\s+at [\w.<>]+ \(.*:\d+:\d+\)/],
  ];
  const sessionIds = [...runSecrets.sessionIds];

  const answerLeaks = [];
  for (const t of transcript) {
    const text = `${t.headers}\n${t.body}`;
    for (const [what, s] of secrets)
      if (text.includes(s)) answerLeaks.push(`${what} in ${t.label} (${t.status})`);
    for (const [what, re] of patterns)
      if (re.test(t.body)) answerLeaks.push(`${what} in ${t.label} (${t.status})`);
    for (const sid of sessionIds)
      if (t.body.includes(sid)) answerLeaks.push(`a session id in the body of ${t.label}`);
  }
  report.check('secrets', `no secret in any of ${transcript.length} answers`, answerLeaks.length === 0, () =>
    [...new Set(answerLeaks)].slice(0, 20).join('\n      '),
  );
  // Every route of the registry was asked at least once (a route added to it is probed from its entry).
  const notAsked = unreached(transcript.map((t) => t.label));
  report.check(
    'coverage',
    `every registry route was requested (${transcript.length} requests)`,
    notAsked.length === 0,
    () => `no request reached: ${notAsked.join(', ')}`,
  );
  const serverErrors = transcript.filter((t) => t.status >= 500);
  report.check(
    'secrets',
    'no answer of the whole run was a server error (5xx)',
    serverErrors.length === 0,
    () =>
      serverErrors
        .slice(0, 20)
        .map((t) => `${t.label}: ${t.status} ${t.body.slice(0, 160)}`)
        .join('\n      '),
  );

  for (const file of readdirSync(logDir).sort()) {
    const whole = readFileSync(join(logDir, file));
    const text = whole.toString('utf8'); // each log starts empty with the stack
    const lines = text.split('\n');
    const leaks = [];
    lines.forEach((line, i) => {
      for (const [what, s] of secrets) if (line.includes(s)) leaks.push(`line ${i + 1}: ${what}`);
      for (const [what, re] of patterns.slice(0, 1)) if (re.test(line)) leaks.push(`line ${i + 1}: ${what}`);
      for (const sid of sessionIds) if (line.includes(sid)) leaks.push(`line ${i + 1}: a session id`);
      if (/"(password|newPassword|customApiKey|apiKey|token)"\s*:\s*"[^"]/.test(line))
        leaks.push(`line ${i + 1}: a secret field`);
    });
    report.check('secrets', `no secret in the log ${file} (${lines.length} lines)`, leaks.length === 0, () =>
      [...new Set(leaks)].slice(0, 10).join('\n      '),
    );
  }
}

const elapsed = Date.now() - started;
console.log(report.summary(elapsed));
if (report.failed.length && stack) console.log(`\nLogs: ${logDir}`);
process.exit(report.failed.length ? 1 : 0);
