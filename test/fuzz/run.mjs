#!/usr/bin/env node
/**
 * Contract-driven fuzzing of every endpoint (make test-fuzz; `make test` runs `--short`).
 *
 * Starts the whole product (test/support/stack.mjs: offset 14000, Redis DB 11, rate limits off), makes
 * real users of every role and real records through the API, then sends requests generated from the zod
 * contracts of libs/contracts/src/http/routes.ts (valid, boundary and invalid values, wrong types, huge
 * and deeply nested bodies, unknown and malformed ids, malformed JSON, wrong content types, wrong methods,
 * junk paths and headers) as every role and anonymously, through the edge, and fails on:
 *   - any 5xx (503 and 504 included: nothing is down), a request without an answer (30 s), a crash;
 *   - an error answer on /api that is not the JSON error envelope (libs/contracts/src/errors.ts) with the
 *     HTTP status in it (431/414 from Node's HTTP parser excepted: no application code runs for them);
 *   - a 2xx to input the contract refuses, or a 2xx whose JSON breaks the route's response schema;
 *   - a process that stops answering /health, or whose resident memory grows past the bound below;
 *   - error or fatal lines in any process's log;
 *   - a route that never answers 2xx, even after its top-up of more valid requests (topUp below).
 *
 *   node test/fuzz/run.mjs [--short] [--seed N] [--requests N] [--concurrency N] [--replay I,J]
 *
 * Every request is generated from (seed, index) alone, so `--seed N --replay I` sends request I of a
 * failed run again (the ids it names are this run's records of the same kind and owner).
 */
import http from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LINK_HEADER_BUDGET, errorEnvelopeSchema, parseLinkHeader } from '@icp-studio/contracts';
import { API_ROUTES } from '@icp-studio/contracts/http';
import { root, startStack } from '../support/stack.mjs';
import {
  CATEGORIES,
  TOP_UP_PER_ROUTE,
  buildRequest,
  describeBody,
  routesWithoutIdKind,
  topUpIndex,
  topUpRoute,
} from './lib/requests.mjs';
import { World } from './lib/world.mjs';
import { unreachedRoutes } from './lib/coverage.mjs';
import { sample } from './lib/memory.mjs';

// A route whose `{id}` the generators cannot name validly is never reached with a valid id: refuse to start.
{
  const unknown = routesWithoutIdKind(API_ROUTES);
  if (unknown.length) {
    console.error(
      `fuzz: the {id} of these routes stands under no collection of COLLECTION_KIND in test/support/registry-routes.mjs: ${unknown.join(', ')}`,
    );
    process.exit(2);
  }
}

// ---- options ----
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const short = flag('--short');
const verbose = flag('--verbose');
const seed = Number(option('--seed') ?? Math.floor(Math.random() * 2 ** 31));
const total = Number(option('--requests') ?? (short ? 10_500 : 50_000));
const concurrency = Number(option('--concurrency') ?? 8);
const replay = option('--replay')
  ?.split(',')
  .map((s) => Number(s.trim()));
if (!Number.isInteger(seed) || !Number.isInteger(total) || total < 1) {
  console.error(
    'usage: node test/fuzz/run.mjs [--short] [--seed N] [--requests N] [--concurrency N] [--replay I,J]',
  );
  process.exit(2);
}
/** PDF renders are real Chromium work: only this many exports name a record the caller may see. */
const EXPORT_BUDGET = short ? 10 : 40;
/**
 * The first 30% of the requests warm every process up (JIT, pools, caches, and V8's heap grown to hold
 * several 1-2 MB bodies parsed at once: the gateway's resident memory climbs for the first few thousand
 * requests and then levels off) before memory is measured.
 */
const warmupCount = Math.max(1000, Math.round(total * 0.3));
/**
 * Memory bound: at the end a process may hold at most 25% + 40 MB more than after the warm-up. V8 grows
 * its heap lazily and keeps freed pages for a while, and 1-2 MB bodies are parsed several at a time, so tens
 * of MB of slack are normal; a leak of even 5 KB per request shows as 40k x 5 KB = 200 MB in the long form
 * (35 MB over the 7.3k requests after the short form's warm-up, on top of the 25%), far past the bound.
 */
const MEMORY_GROWTH = 0.25;
const MEMORY_SLACK_MB = 40;
const REQUEST_TIMEOUT_MS = 30_000;

const ADMIN = { username: 'fuzzadmin', password: 'Fuzz!Admin0pw', email: 'fuzz-admin@example.com' };

const log = (...a) => console.log(...a);
const started = performance.now();
const secs = () => ((performance.now() - started) / 1000).toFixed(1);

// ---- the stack ----
log(
  `fuzz: seed ${seed}, ${replay ? `replay ${replay.join(',')}` : `${total} requests`}, concurrency ${concurrency}`,
);
const stackOptions = {
  name: 'fuzz',
  offset: 14000,
  redisDb: 11,
  env: {
    RATE_LIMIT_ENABLED: 'false',
    AI_BUILTIN_RATE_LIMIT_PER_MINUTE: '0',
    AI_RATE_LIMIT_PER_MINUTE: '100000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // FUZZ_LOG_LEVEL=info logs every request in .run/fuzz/logs (each with the fuzzer's correlation id).
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'warn',
    // The gateway's deadline for a service's answer (5 s by default). Other suites may share these two
    // cores with the fuzzer; an answer that takes more than 15 s is still a 504 here, and a failure.
    NATS_REQUEST_TIMEOUT_MS: '15000',
  },
};
const stack = await startStack(stackOptions);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
};
process.on('SIGINT', () => void stop().then(() => process.exit(130)));
log(`[${secs()}s] stack up at ${stack.baseURL} (${stack.processes.join(', ')})`);

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency * 2 });
const bases = { edge: new URL(stack.baseURL), gateway: new URL(stack.gatewayURL) };

/** Sends one request; resolves with status, headers and body (or an error: no answer). */
function send(req) {
  return new Promise((done) => {
    const path = req.query ? `${req.path}?${req.query}` : req.path;
    const headers = { ...req.headers };
    // Every request names itself (unless it fuzzes the header): a request without an answer can be
    // found in the processes' logs by `fuzz-<seed>-<index>`.
    if (!('x-correlation-id' in headers) && req.index !== undefined)
      headers['x-correlation-id'] = `fuzz-${seed}-${req.index}`;
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    let answered = false;
    const r = http.request(
      {
        host: bases[req.target].hostname,
        port: bases[req.target].port,
        method: req.method,
        path,
        headers,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        answered = true;
        const chunks = [];
        let size = 0;
        res.on('data', (c) => {
          size += c.length;
          if (size < 8 * 1024 * 1024) chunks.push(c);
        });
        res.on('end', () =>
          done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', (err) => done({ error: `answer cut: ${err.message}`, status: res.statusCode }));
      },
    );
    r.on('timeout', () => {
      r.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`));
    });
    r.on('error', (err) => {
      // A server may answer an oversized upload (413) before reading it all and close: the answer counts.
      if (!answered) done({ error: err.message });
    });
    if (req.body !== undefined) r.end(req.body);
    else r.end();
  });
}

// ---- checks ----
function check(route, req, res) {
  const problems = [];
  if (res.error) {
    problems.push(`no answer (${res.error})`);
    return problems;
  }
  const { status } = res;
  if (status >= 500) problems.push(`answered ${status}`);
  const noBody = req.method === 'HEAD' || status === 204 || status === 304;
  if (req.api && status >= 400 && !noBody && status !== 431 && status !== 414) {
    const ct = String(res.headers['content-type'] ?? '');
    let json;
    try {
      json = JSON.parse(res.body.toString('utf8'));
    } catch {
      json = undefined;
    }
    if (!ct.startsWith('application/json')) problems.push(`error answer is ${ct || 'untyped'}, not JSON`);
    const env = errorEnvelopeSchema.safeParse(json);
    if (!env.success)
      problems.push(`error answer is not the error envelope: ${res.body.toString('utf8').slice(0, 200)}`);
    else if (env.data.status !== status)
      problems.push(`envelope status ${env.data.status} != HTTP ${status}`);
  }
  if (req.expect === 'invalid' && status < 400 && req.method !== 'OPTIONS')
    problems.push(`accepted (${status}) input its contract refuses`);
  const sameRoute =
    req.category !== 'method' && req.category !== 'path' && !req.otherRoute && req.method === route.method;
  if (sameRoute && status >= 200 && status < 300 && route.response && !noBody) {
    let json;
    try {
      json = JSON.parse(res.body.toString('utf8'));
    } catch {
      problems.push('2xx answer is not JSON');
    }
    if (json !== undefined) {
      const ok = route.response.safeParse(json);
      if (!ok.success)
        problems.push(
          `2xx answer breaks the response contract: ${JSON.stringify(ok.error.issues.slice(0, 2))}`,
        );
    }
    // A list: its page as an array, the total and the page links in headers.
    if (route.list && Array.isArray(json)) {
      const total = Number(res.headers['x-total-count']);
      if (!Number.isInteger(total) || total < json.length)
        problems.push(
          `list answer with X-Total-Count ${res.headers['x-total-count']} for ${json.length} items`,
        );
      // Link: within its budget (what proxies with 4 KB header buffers pass); next only while more remain.
      const link = res.headers.link ?? '';
      if (link.length > LINK_HEADER_BUDGET) problems.push(`Link header of ${link.length} bytes`);
      const { next } = parseLinkHeader(link);
      if (next && json.length === 0) problems.push(`an empty page names a next page: ${next}`);
    }
  }
  if (sameRoute && status === 200 && route.produces === 'application/pdf') {
    if (
      !String(res.headers['content-type']).startsWith('application/pdf') ||
      res.body.subarray(0, 5).toString() !== '%PDF-'
    )
      problems.push('export answered 200 without a PDF');
  }
  // The persona card's PNG (docs/product.md §2, "Persona card").
  if (sameRoute && status === 200 && route.produces === 'image/png') {
    if (
      !String(res.headers['content-type']).startsWith('image/png') ||
      res.body.subarray(1, 4).toString() !== 'PNG'
    )
      problems.push('export answered 200 without a PNG');
  }
  // The roadmap calendar (docs/product.md §11, "Roadmap calendar"): RFC 5545, CRLF lines of at most 75 octets.
  if (sameRoute && status === 200 && route.produces === 'text/calendar') {
    const text = res.body.toString('utf8');
    if (
      !String(res.headers['content-type']).startsWith('text/calendar') ||
      !text.startsWith('BEGIN:VCALENDAR\r\n') ||
      !text.endsWith('END:VCALENDAR\r\n')
    )
      problems.push('calendar answered 200 without a calendar');
    else if (text.split('\r\n').some((line) => Buffer.byteLength(line) > 75 || line.includes('\n')))
      problems.push('calendar with a line over 75 octets or a bare line feed');
  }
  return problems;
}

async function healthOf() {
  const out = {};
  for (const name of stack.processes) {
    const url = `${stack.url(name)}${name === 'edge' ? '/edge/health' : '/health'}`;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      out[name] = res.status === 200 ? 'ok' : `${res.status} ${(await res.text()).slice(0, 200)}`;
    } catch (err) {
      out[name] = `down (${err.message})`;
    }
  }
  return out;
}

// ---- the run ----
const world = new World(stack.baseURL);
await world.setup(ADMIN, { exports: EXPORT_BUDGET });
log(
  `[${secs()}s] world ready: admin, advisor with client A, client B, ${world.records.user.size - 4} spare users; ` +
    `${world.records.icp.size} profiles, ${world.records.playbook.size} playbooks, ${world.records.draft.size} drafts, ${world.records.note.size} notes`,
);

/** Routes whose success needs something no request can carry. */
const NO_SUCCESS_PATH = {
  resetPassword: 'a reset token exists only in the e-mail (or the auth log) it is sent in',
  confirmEmailChange: 'an e-mail change token exists only in the e-mail it is sent in',
  undoEmailChange: 'an undo token exists only in the notice mailed to the old address',
  changePassword: "a 2xx needs the account's current password, which the generators never hold",
  requestEmailChange: "a 2xx needs the account's current password, which the generators never hold",
  deleteMe: "a 2xx needs the account's current password (and would delete a seeded caller)",
  testAiSettings: 'a 2xx needs a reachable AI provider, which the fuzzed stack does not run',
  exportIcpDocx:
    'renders share the export budget with the PDF and persona exports; a short run may spend it first',
  exportPlaybookDocx: 'renders share the export budget with the PDF exports; a short run may spend it first',
};

const routes = [...API_ROUTES];
const stats = {
  byCategory: Object.fromEntries(CATEGORIES.map(([c]) => [c, { n: 0, s2: 0, s4: 0, s5: 0, err: 0 }])),
  byRoute: {},
  byIdentity: {},
  byExpect: { valid: 0, invalid: 0, unknown: 0 },
  sent: 0,
  /** --verbose: operationId -> "status verdict message" -> count */
  messages: {},
};
const failures = [];
const healthProblems = [];
const sessionProblems = [];
const memory = { warm: undefined, end: undefined, peak: {} };

function record(route, req, res, problems) {
  stats.sent++;
  const c = stats.byCategory[req.category];
  c.n++;
  const bucket = res.error ? 'err' : res.status >= 500 ? 's5' : res.status >= 400 ? 's4' : 's2';
  c[bucket]++;
  const r = (stats.byRoute[route.operationId] ??= { n: 0, s2: 0, s4: 0, s5: 0, err: 0, ms: 0 });
  r.n++;
  r.ms += res.ms;
  if (req.category !== 'method' && req.category !== 'path') r[bucket]++;
  stats.byIdentity[req.identity] = (stats.byIdentity[req.identity] ?? 0) + 1;
  stats.byExpect[req.expect]++;
  if (verbose && !res.error && res.status >= 400 && req.category !== 'method' && req.category !== 'path') {
    let message = '';
    try {
      message = JSON.parse(res.body.toString('utf8')).message;
    } catch {
      message = '?';
    }
    const m = (stats.messages[route.operationId] ??= {});
    const key = `${res.status} ${req.expect} ${message}`.slice(0, 120);
    m[key] = (m[key] ?? 0) + 1;
  }
  if (problems.length)
    failures.push({
      req,
      route: route.operationId,
      status: res.status,
      problems,
      answer: res.body?.toString('utf8').slice(0, 500),
    });
}

async function runOne(index) {
  const { req, route } = buildRequest({ seed, index, routes, world });
  const t0 = performance.now();
  const res = await send(req);
  res.ms = performance.now() - t0;
  const problems = check(route, req, res);
  let json;
  if (!res.error && res.status < 300) {
    try {
      json = JSON.parse(res.body.toString('utf8'));
    } catch {
      json = undefined;
    }
  }
  if (req.category !== 'method' && req.category !== 'path')
    world.observe(route, req, res.status, json, [].concat(res.headers?.['set-cookie'] ?? []));
  record(route, req, res, problems);
}

/** Runs indices [from, to) with `concurrency` workers; health every 1000 requests, memory every 2 s. */
async function phase(indices) {
  let next = 0;
  let sinceHealth = 0;
  const sampler = setInterval(() => {
    const s = sample(stack);
    for (const [k, v] of Object.entries(s))
      if (v !== undefined) memory.peak[k] = Math.max(memory.peak[k] ?? 0, v);
  }, 2000);
  let stopped;
  const worker = async () => {
    while (next < indices.length && !stopped) {
      const index = indices[next++];
      await runOne(index);
      if (++sinceHealth >= 1000) {
        sinceHealth = 0;
        const h = await healthOf();
        for (const [name, state] of Object.entries(h))
          if (state !== 'ok') healthProblems.push(`after ${stats.sent} requests: ${name} ${state}`);
        if (healthProblems.length) throw new Error(`unhealthy: ${healthProblems.join('; ')}`);
        // nothing the fuzzer sends with the run's own sessions may end them (logout, login and register
        // use sessions of their own): a lost one is a failure, and the user is signed in again to go on
        const lost = await world.renewSessions(ADMIN);
        for (const who of lost)
          sessionProblems.push(`after ${stats.sent} requests: the session of ${who} had ended`);
      }
    }
  };
  // on the first error every worker stops, and the phase ends only when all have (no request in flight)
  const results = await Promise.allSettled(
    Array.from({ length: concurrency }, () =>
      worker().catch((err) => {
        stopped = true;
        throw err;
      }),
    ),
  );
  clearInterval(sampler);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * A route the run left without a 2xx gets up to TOP_UP_PER_ROUTE more valid requests (a few at a time,
 * until one answers 2xx) before it counts as unreached: a seed can starve a route whose valid requests are
 * rare (a short run sends ~60 to each route, a quarter of them valid) without the generators being unable to
 * reach it. What it took is reported, so a thin route stays in view.
 */
const toppedUp = [];
async function topUp() {
  await world.prepareTopUp();
  for (const [r, route] of routes.entries()) {
    const reached = () => Boolean(stats.byRoute[route.operationId]?.s2);
    if (NO_SUCCESS_PATH[route.operationId] || reached()) continue;
    let sent = 0;
    while (sent < TOP_UP_PER_ROUTE && !reached()) {
      const n = Math.min(concurrency, TOP_UP_PER_ROUTE - sent);
      await phase(Array.from({ length: n }, (_, i) => topUpIndex(r, sent + i)));
      sent += n;
    }
    toppedUp.push({ operationId: route.operationId, sent, reached: reached() });
  }
}

const settle = () => new Promise((r) => setTimeout(r, 2000));
let aborted;
try {
  if (replay) {
    // a top-up request is built from the world as the top-up prepared it
    if (replay.some((i) => topUpRoute(i) !== undefined)) await world.prepareTopUp();
    await phase(replay);
  } else {
    const all = Array.from({ length: total }, (_, i) => i);
    await phase(all.slice(0, warmupCount));
    await settle();
    memory.warm = sample(stack);
    log(`[${secs()}s] warm-up done (${warmupCount} requests); memory sampled`);
    let done = warmupCount;
    const step = Math.ceil((total - warmupCount) / 4);
    while (done < total) {
      await phase(all.slice(done, done + step));
      done = Math.min(total, done + step);
      log(`[${secs()}s] ${done}/${total} requests, ${failures.length} failing`);
    }
    await settle();
    memory.end = sample(stack);
    await topUp();
  }
} catch (err) {
  aborted = err;
}
const runSecs = secs();
const finalHealth = await healthOf();
for (const [name, state] of Object.entries(finalHealth))
  if (state !== 'ok') healthProblems.push(`at the end: ${name} ${state}`);

// ---- logs: error and fatal lines of any process ----
const logProblems = [];
for (const name of stack.processes) {
  let textLog = '';
  try {
    textLog = readFileSync(stack.logFile(name), 'utf8'); // each log starts empty with the stack
  } catch {
    continue;
  }
  const bad = textLog
    .split('\n')
    .filter(
      (l) => /"level":(50|60)\b|Unhandled|uncaught|FATAL|Error: /i.test(l) && !/"level":(30|40)\b/.test(l),
    );
  if (bad.length)
    logProblems.push({ name, count: bad.length, first: bad.slice(0, 3).map((l) => l.slice(0, 400)) });
}
await stop();

// ---- report ----
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
log('\nrequests by category (2xx / 4xx / 5xx / no answer):');
for (const [cat, c] of Object.entries(stats.byCategory))
  log(
    `  ${pad(cat, 16)}${padL(c.n, 7)}   ${padL(c.s2, 6)} ${padL(c.s4, 6)} ${padL(c.s5, 4)} ${padL(c.err, 4)}`,
  );
log(
  `  ${pad('total', 16)}${padL(stats.sent, 7)}   in ${runSecs}s (${(stats.sent / Number(runSecs)).toFixed(0)} req/s overall)`,
);
log(
  `by caller: ${Object.entries(stats.byIdentity)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
log(
  `by contract verdict: ${Object.entries(stats.byExpect)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
log(`PDF exports of visible records: ${world.exportsTaken} (budget ${EXPORT_BUDGET})`);
log(
  '\nper route: requests, 2xx, 4xx (same-route requests), mean time; every route must answer 2xx at least once:',
);
const unreached = replay ? [] : unreachedRoutes(routes, stats.byRoute, NO_SUCCESS_PATH);
for (const r of routes) {
  const s = stats.byRoute[r.operationId] ?? { n: 0, s2: 0, s4: 0, ms: 0 };
  log(
    `  ${pad(`${r.method} ${r.path}`, 42)}${padL(s.n, 6)} ${padL(s.s2, 6)} ${padL(s.s4, 6)} ${padL(s.n ? (s.ms / s.n).toFixed(0) : '-', 6)} ms`,
  );
}

if (verbose) {
  log('\nerror answers per route (status, contract verdict, message):');
  for (const [op, m] of Object.entries(stats.messages)) {
    log(`  ${op}`);
    for (const [k, n] of Object.entries(m)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8))
      log(`    ${padL(n, 5)}  ${k}`);
  }
}

let memoryFailed = false;
if (memory.warm && memory.end) {
  log(
    `\nresident memory (MB) after warm-up and at the end; bound: end <= warm x ${1 + MEMORY_GROWTH} + ${MEMORY_SLACK_MB}`,
  );
  log(
    `  ${pad('process', 14)}${padL('warm', 8)}${padL('end', 8)}${padL('peak', 8)}${padL('bound', 8)}  verdict`,
  );
  for (const name of Object.keys({ ...memory.warm, ...memory.end })) {
    const w = memory.warm[name];
    const e = memory.end[name];
    const bound = w === undefined ? undefined : w * (1 + MEMORY_GROWTH) + MEMORY_SLACK_MB;
    // Chromium starts and drops renderers per export: shown, but it is not one long-lived process
    const informative = name === 'pdf:chromium';
    const ok = informative || (w !== undefined && e !== undefined && e <= bound);
    if (!ok) memoryFailed = true;
    const f = (v) => (v === undefined ? '-' : v.toFixed(1));
    log(
      `  ${pad(name, 14)}${padL(f(w), 8)}${padL(f(e), 8)}${padL(f(memory.peak[name]), 8)}${padL(f(bound), 8)}  ${informative ? 'shown only' : ok ? 'ok' : 'GREW'}`,
    );
  }
}

const outDir = join(root, '.run', 'fuzz');
mkdirSync(outDir, { recursive: true });
if (failures.length) {
  const file = join(outDir, `failures-${seed}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      failures.map((f) => ({
        ...f,
        req: { ...f.req, body: f.req.body === undefined ? undefined : describeBody(f.req, 20_000) },
      })),
      null,
      2,
    ),
  );
  const groups = new Map();
  for (const f of failures) {
    const key = `${f.route} ${f.req.category} ${f.status} ${f.problems[0].slice(0, 60)}`;
    if (!groups.has(key)) groups.set(key, { f, n: 0 });
    groups.get(key).n++;
  }
  log(`\n${failures.length} FAILING REQUESTS (${groups.size} kinds; all in ${file}):`);
  for (const { f, n } of [...groups.values()].slice(0, 40)) {
    log(
      `\n  [${n}x] ${f.req.method} ${f.req.path}${f.req.query ? `?${f.req.query.slice(0, 300)}` : ''}  -> ${f.status ?? 'no answer'}`,
    );
    log(`    ${f.problems.join('\n    ')}`);
    log(
      `    route ${f.route}, category ${f.req.category}, caller ${f.req.identity}, contract says ${f.req.expect}`,
    );
    const hs = Object.entries(f.req.headers).filter(([k]) => k !== 'cookie' || f.req.category === 'headers');
    if (hs.length) log(`    headers ${JSON.stringify(Object.fromEntries(hs)).slice(0, 300)}`);
    log(`    body ${describeBody(f.req, 400)}`);
    if (f.answer) log(`    answer ${f.answer.slice(0, 300)}`);
    log(`    reproduce: node test/fuzz/run.mjs --seed ${seed} --replay ${f.req.index}`);
  }
}
if (healthProblems.length) log(`\nHEALTH: ${healthProblems.join('\n  ')}`);
if (sessionProblems.length) log(`\nSESSIONS ENDED UNEXPECTEDLY:\n  ${sessionProblems.join('\n  ')}`);
if (logProblems.length) {
  log('\nERROR LINES IN LOGS:');
  for (const p of logProblems) log(`  ${p.name}: ${p.count} line(s), e.g.\n    ${p.first.join('\n    ')}`);
}
for (const [op, why] of Object.entries(NO_SUCCESS_PATH))
  log(`\n(${op} is not required to answer 2xx: ${why})`);
for (const t of toppedUp)
  log(
    `\n(top-up: ${t.operationId} had no 2xx in the run; ${t.sent} more valid requests ${t.reached ? 'reached it' : 'did not reach it either'})`,
  );
if (unreached.length)
  log(`\nROUTES NEVER ANSWERED 2xx (the generators do not reach them): ${unreached.join(', ')}`);
if (aborted) log(`\nABORTED: ${aborted.stack ?? aborted}`);

const minimum = replay ? 0 : 10_000;
const failed =
  failures.length > 0 ||
  healthProblems.length > 0 ||
  sessionProblems.length > 0 ||
  logProblems.length > 0 ||
  memoryFailed ||
  unreached.length > 0 ||
  Boolean(aborted) ||
  stats.sent < minimum;
if (stats.sent < minimum) log(`\nonly ${stats.sent} requests were sent (at least ${minimum} required)`);
log(`\nfuzz ${failed ? 'FAILED' : 'passed'}: ${stats.sent} requests, seed ${seed}, ${runSecs}s`);
process.exit(failed ? 1 : 0);
