/**
 * The probes beyond the matrix: sessions (fixation, logout, tampering), cookie flags and security
 * headers, CSRF, rate limits, password reset tokens (reuse, expiry, siblings), the SSRF guard of custom AI
 * endpoints, the PDF renderer's sandbox and the edge.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect as netConnect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { AUTH } from '@icp-studio/contracts';
import { API_ROUTES } from '@icp-studio/contracts/http';
import { connect as natsConnect } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import pg from 'pg';
import { WebSocket } from 'ws';
import { icpBody, login, newPassword, newUserInput, playbookBody, register } from './lib/fixtures.mjs';
import { eventually, fetchFrom, freshIp, pool, sessionCookieOf, sleep } from './lib/http.mjs';

/** Secrets seen during the run that must appear in no answer and no log line (besides the passwords). */
export const runSecrets = { resetTokens: new Set(), apiKeys: new Set(), sessionIds: new Set() };

/** The session id inside an `icp.sid=s%3A<id>.<signature>` cookie. */
export function sessionIdOf(cookie) {
  const value = decodeURIComponent(cookie.slice('icp.sid='.length));
  const m = /^s:([^.]+)\./.exec(value);
  return m ? m[1] : undefined;
}

export function rememberSession(cookie) {
  const sid = cookie && sessionIdOf(cookie);
  if (sid) runSecrets.sessionIds.add(sid);
}

/** An HTTP server that counts every request made to it: nothing the product renders or calls may reach it. */
export async function startSink(port) {
  const hits = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { hits, url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

const CROSS_SITE = 'Cross-site request refused';

// ---------------------------------------------------------------------------------------------------
export async function sessionProbes(ctx, report) {
  const { http, users } = ctx;
  const C = 'session';
  const a = users.clientA;

  await report.run(C, 'login issues a new session id (a planted id is not adopted)', async () => {
    const planted = 'icp.sid=s%3Aplanted-by-attacker-0123456789.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const res = await http.request('POST', '/api/auth/login', {
      cookie: planted,
      body: { username: a.username, password: a.password },
    });
    const cookie = sessionCookieOf(res);
    rememberSession(cookie);
    if (res.status !== 200 || !cookie) return `login failed: ${res.status}`;
    return sessionIdOf(cookie) === 'planted-by-attacker-0123456789'
      ? 'adopted the planted session id'
      : undefined;
  });

  await report.run(C, 'login while signed in changes the session id and ends the old one', async () => {
    const first = await login(http, a.username, a.password);
    rememberSession(first);
    const res = await http.request('POST', '/api/auth/login', {
      cookie: first,
      body: { username: a.username, password: a.password },
    });
    const second = sessionCookieOf(res);
    rememberSession(second);
    if (!second) return 'no new cookie';
    if (sessionIdOf(second) === sessionIdOf(first)) return 'the session id did not change at login';
    const old = await http.request('GET', '/api/auth/check', { cookie: first });
    if (old.json?.authenticated !== false) return 'the pre-login session id still authenticates';
    const now = await http.request('GET', '/api/auth/check', { cookie: second });
    return now.json?.authenticated === true ? undefined : 'the new session does not authenticate';
  });

  await report.run(C, 'login as another user from a signed-in browser switches users cleanly', async () => {
    const first = await login(http, a.username, a.password);
    const res = await http.request('POST', '/api/auth/login', {
      cookie: first,
      body: { username: users.clientB.username, password: users.clientB.password },
    });
    const second = sessionCookieOf(res);
    rememberSession(first);
    rememberSession(second);
    const who = await http.request('GET', '/api/auth/check', { cookie: second });
    const old = await http.request('GET', '/api/auth/check', { cookie: first });
    if (who.json?.user?.id !== users.clientB.id) return 'the new session is not clientB';
    return old.json?.authenticated === false ? undefined : 'the previous user session survived';
  });

  await report.run(C, 'logout ends the session on the server (replayed cookie is refused)', async () => {
    const cookie = await login(http, a.username, a.password);
    rememberSession(cookie);
    const sid = sessionIdOf(cookie);
    const key = `icp:gw:sess:${sid}`;
    if (!(await ctx.redis.exists(key))) return `no session ${key} in Redis before logout`;
    const out = await http.request('POST', '/api/auth/logout', { cookie });
    if (out.status !== 200) return `logout: ${out.status}`;
    const cleared = out.setCookies.find((c) => c.startsWith('icp.sid='));
    if (!cleared || !/expires=thu, 01 jan 1970/i.test(cleared))
      return `the cookie is not cleared: ${cleared}`;
    if (await ctx.redis.exists(key)) return 'the session is still in Redis after logout';
    const replay = await http.request('GET', '/api/icps', { cookie });
    if (replay.status !== 401) return `the replayed cookie answers ${replay.status}`;
    const check = await http.request('GET', '/api/auth/check', { cookie });
    return check.json?.authenticated === false ? undefined : 'auth/check still sees the user';
  });

  await report.run(C, "logout of one session leaves the user's other sessions alone", async () => {
    const one = await login(http, a.username, a.password);
    const two = await login(http, a.username, a.password);
    rememberSession(one);
    rememberSession(two);
    await http.request('POST', '/api/auth/logout', { cookie: one });
    const res = await http.request('GET', '/api/icps', { cookie: two });
    return res.status === 200 ? undefined : `the other session answers ${res.status}`;
  });

  await report.run(C, 'a session cookie with a forged signature is not accepted', async () => {
    const cookie = await login(http, a.username, a.password);
    rememberSession(cookie);
    const value = decodeURIComponent(cookie.slice('icp.sid='.length));
    const forged = `icp.sid=${encodeURIComponent(value.replace(/\.[^.]+$/, '.forgedSignatureAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))}`;
    const res = await http.request('GET', '/api/icps', { cookie: forged });
    return res.status === 401 ? undefined : `answers ${res.status}`;
  });

  await report.run(C, 'an unsigned session id is not accepted', async () => {
    const cookie = await login(http, a.username, a.password);
    rememberSession(cookie);
    const res = await http.request('GET', '/api/icps', { cookie: `icp.sid=${sessionIdOf(cookie)}` });
    return res.status === 401 ? undefined : `answers ${res.status}`;
  });

  await report.run(C, 'a demoted user loses the rights of the old role at once', async () => {
    const u = await register(http, 'Demote');
    const admin = users.admin.cookie;
    await http.request('PATCH', `/api/admin/users/${u.id}`, { cookie: admin, body: { role: 'admin' } });
    const cookie = await login(http, u.username, u.password);
    rememberSession(cookie);
    const before = await http.request('GET', '/api/admin/metrics', { cookie });
    if (before.status !== 200) return `as admin: ${before.status}`;
    await http.request('PATCH', `/api/admin/users/${u.id}`, { cookie: admin, body: { role: 'client' } });
    const after = await eventually(async () => {
      const r = await http.request('GET', '/api/admin/metrics', { cookie });
      return r.status === 403 ? r : undefined;
    }, 8000);
    return after ? undefined : 'still admin after the demotion';
  });
}

// ---------------------------------------------------------------------------------------------------
export async function cookieProbes(ctx, report) {
  const { http, users } = ctx;
  const C = 'cookies';
  const a = users.clientA;
  const attrs = (line) => line.split(';').map((s) => s.trim().toLowerCase());

  const plain = await http.request('POST', '/api/auth/login', {
    body: { username: a.username, password: a.password },
  });
  const line = plain.setCookies.find((c) => c.startsWith('icp.sid=')) ?? '';
  rememberSession(sessionCookieOf(plain));
  report.check(C, 'session cookie is HttpOnly', attrs(line).includes('httponly'), line);
  report.check(C, 'session cookie is SameSite=Lax', attrs(line).includes('samesite=lax'), line);
  report.check(C, 'session cookie has Path=/', attrs(line).includes('path=/'), line);
  report.check(
    C,
    'session cookie has no Domain (host-only)',
    !attrs(line).some((x) => x.startsWith('domain=')),
    line,
  );
  report.check(
    C,
    'without "remember me" the cookie ends with the browser session',
    !attrs(line).some((x) => x.startsWith('expires=') || x.startsWith('max-age=')),
    line,
  );

  const secure = await http.request('POST', '/api/auth/login', {
    body: { username: a.username, password: a.password },
    headers: { 'x-forwarded-proto': 'https' },
  });
  const sline = secure.setCookies.find((c) => c.startsWith('icp.sid=')) ?? '';
  rememberSession(sessionCookieOf(secure));
  report.check(
    C,
    'session cookie is Secure over HTTPS (behind the TLS proxy)',
    attrs(sline).includes('secure'),
    sline,
  );

  const remember = await http.request('POST', '/api/auth/login', {
    body: { username: a.username, password: a.password, rememberMe: true },
  });
  const rline = remember.setCookies.find((c) => c.startsWith('icp.sid=')) ?? '';
  rememberSession(sessionCookieOf(remember));
  const expires = /expires=([^;]+)/i.exec(rline)?.[1];
  const lifetimeH = expires ? (Date.parse(expires) - Date.now()) / 3_600_000 : NaN;
  report.check(
    C,
    '"remember me" cookie lives no longer than the idle timeout (24 h)',
    lifetimeH > 0 && lifetimeH <= 24.1 && attrs(rline).includes('httponly'),
    rline,
  );

  const api = await http.request('GET', '/api/icps', { cookie: users.clientA.cookie });
  const h = (n) => api.headers.get(n) ?? '';
  report.check(
    C,
    'API answers carry X-Content-Type-Options: nosniff',
    h('x-content-type-options') === 'nosniff',
    h('x-content-type-options'),
  );
  report.check(C, 'API answers forbid framing', /deny/i.test(h('x-frame-options')), h('x-frame-options'));
  report.check(
    C,
    "API answers carry CSP default-src 'none'",
    h('content-security-policy').includes("default-src 'none'"),
    h('content-security-policy'),
  );
  report.check(
    C,
    'API answers do not name the framework (X-Powered-By)',
    !api.headers.has('x-powered-by'),
    h('x-powered-by'),
  );
}

// ---------------------------------------------------------------------------------------------------
export async function csrfProbes(ctx, report) {
  const { http, users, rec } = ctx;
  const C = 'csrf';
  // A spare admin session: a refused probe must not end the session the matrix uses.
  const admin = await login(http, users.admin.username, users.admin.password);
  rememberSession(admin);
  const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
  const fill = (path) =>
    path
      .replace('/api/icps/{id}', `/api/icps/${rec.A.icp.id}`)
      .replace('/api/drafts/{id}', `/api/drafts/${rec.A.draft.id}`)
      .replace('/api/playbooks/{id}', `/api/playbooks/${rec.A.playbook.id}`)
      .replace('/api/notes/{id}', `/api/notes/${rec.A.task.id}`)
      .replace('{id}', users.clientA.id);

  for (const route of API_ROUTES.filter((r) => r.method !== 'GET')) {
    await report.run(C, `cross-site ${route.method} ${route.path} is refused`, async () => {
      const res = await http.request(route.method, fill(route.path), {
        cookie: admin,
        headers: evil,
        body: {},
      });
      return res.status === 403 && res.json?.message === CROSS_SITE
        ? undefined
        : `answered ${res.status} ${res.text.slice(0, 200)}`;
    });
  }
  const still = await http.request('GET', '/api/auth/check', { cookie: admin });
  report.check(
    C,
    'a cross-site logout did not end the session',
    still.json?.authenticated === true,
    JSON.stringify(still.json),
  );

  const variants = [
    ['Origin of another site, no Sec-Fetch-Site', { origin: 'https://evil.example' }, 403],
    ['Origin "null" (sandboxed frame, data: URL)', { origin: 'null' }, 403],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }, 403],
    [
      'Sec-Fetch-Site: same-site from a sibling origin',
      { 'sec-fetch-site': 'same-site', origin: 'http://evil.127.0.0.1.nip.io' },
      403,
    ],
    ['an origin that only looks like ours', { origin: `${ctx.baseURL}.evil.example` }, 403],
    ["the app's own Origin", { origin: ctx.baseURL }, 201],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: ctx.baseURL }, 201],
  ];
  for (const [name, headers, expected] of variants) {
    await report.run(C, `POST /api/icps with ${name}: ${expected}`, async () => {
      const res = await http.request('POST', '/api/icps', {
        cookie: users.clientB.cookie,
        headers,
        body: icpBody(expected === 403 ? 'CSRF-made' : 'Same-origin made'),
      });
      return res.status === expected ? undefined : `answered ${res.status} ${res.text.slice(0, 200)}`;
    });
  }

  await report.run(C, 'a form post (text/plain, no preflight) cannot create a profile', async () => {
    const res = await http.request('POST', '/api/icps', {
      cookie: users.clientB.cookie,
      headers: { 'content-type': 'text/plain' },
      body: icpBody('CSRF-made'),
    });
    return res.status >= 400 && res.status < 500 ? undefined : `answered ${res.status}`;
  });
  await report.run(C, 'a urlencoded form post cannot change state', async () => {
    const res = await http.request('POST', '/api/auth/logout', {
      cookie: users.clientB.cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x',
    });
    const check = await http.request('GET', '/api/auth/check', { cookie: users.clientB.cookie });
    if (check.json?.authenticated !== true) return `the form post logged the user out (${res.status})`;
    return undefined;
  });
  await report.run(C, 'no refused cross-site request created anything', async () => {
    const res = await http.request('GET', '/api/icps?limit=200&search=CSRF-made', {
      cookie: users.admin.cookie,
    });
    return Array.isArray(res.json) && res.json.length === 0
      ? undefined
      : `${JSON.stringify(res.json)?.slice(0, 80)}: profiles made cross-site`;
  });
  await report.run(C, 'a cross-site read gets no CORS grant', async () => {
    const res = await http.request('GET', '/api/icps', {
      cookie: users.clientA.cookie,
      headers: { origin: 'https://evil.example' },
    });
    const acao = res.headers.get('access-control-allow-origin');
    return acao ? `Access-Control-Allow-Origin: ${acao}` : undefined;
  });
  await report.run(C, 'a CORS preflight from another site is not granted', async () => {
    const res = await http.request('OPTIONS', '/api/icps', {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    const acao = res.headers.get('access-control-allow-origin');
    return acao ? `Access-Control-Allow-Origin: ${acao}` : undefined;
  });
}

// ---------------------------------------------------------------------------------------------------
/** The stack's thresholds (run.mjs passes them as RATE_LIMIT_* variables). */
export const LIMITS = {
  loginIp: 10,
  /** Failures on one account from one address (then 429 for that pair). */
  loginPair: 3,
  /** Failures on one account from all addresses, past which each attempt is delayed. */
  loginAccount: 5,
  loginAccountDelayMs: 250,
  registerIp: 5,
  forgotIp: 5,
  forgotEmail: 3,
  resetIp: 5,
  /** Opens of share pages (`GET /api/shared/{token}`) from one address. */
  sharedIp: 10,
};

export async function rateLimitProbes(ctx, report) {
  const { http } = ctx;
  const C = 'rate-limits';
  const limited = (res) => {
    if (res.status !== 429) return `answered ${res.status} past the limit`;
    if (!/^\d+$/.test(res.headers.get('retry-after') ?? '')) return 'no Retry-After';
    return /too many attempts/i.test(res.json?.message ?? '') ? undefined : `unclear message: ${res.text}`;
  };

  await report.run(
    C,
    `login: ${LIMITS.loginIp} attempts per IP, then 429 (even with the right password)`,
    async () => {
      const ip = freshIp();
      for (let i = 0; i < LIMITS.loginIp; i++) {
        const res = await http.request('POST', '/api/auth/login', {
          ip,
          body: { username: `nobody${i}${randomUUID().slice(0, 6)}`, password: 'Wrong!pass1A' },
        });
        if (res.status !== 401) return `attempt ${i + 1} answered ${res.status}`;
      }
      const u = ctx.users.clientB;
      return limited(
        await http.request('POST', '/api/auth/login', {
          ip,
          body: { username: u.username, password: u.password },
        }),
      );
    },
  );

  await report.run(C, `register: ${LIMITS.registerIp} per IP, then 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.registerIp; i++) {
      const res = await http.request('POST', '/api/auth/register', { ip, body: newUserInput('Burst') });
      if (res.status !== 201) return `registration ${i + 1} answered ${res.status}`;
    }
    return limited(await http.request('POST', '/api/auth/register', { ip, body: newUserInput('Burst') }));
  });

  await report.run(C, `forgot-password: ${LIMITS.forgotIp} per IP, then 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.forgotIp; i++) {
      const res = await http.request('POST', '/api/auth/forgot-password', {
        ip,
        body: { email: `n${i}${randomUUID().slice(0, 8)}@security.test` },
      });
      if (res.status !== 200) return `request ${i + 1} answered ${res.status}`;
    }
    return limited(
      await http.request('POST', '/api/auth/forgot-password', { ip, body: { email: 'last@security.test' } }),
    );
  });

  await report.run(
    C,
    `forgot-password: ${LIMITS.forgotEmail} per e-mail from any IPs, then 429`,
    async () => {
      const email = `bomb${randomUUID().slice(0, 8)}@security.test`;
      for (let i = 0; i < LIMITS.forgotEmail; i++) {
        const res = await http.request('POST', '/api/auth/forgot-password', { body: { email } });
        if (res.status !== 200) return `request ${i + 1} answered ${res.status}`;
      }
      return limited(
        await http.request('POST', '/api/auth/forgot-password', { body: { email: email.toUpperCase() } }),
      );
    },
  );

  await report.run(C, `reset-password: ${LIMITS.resetIp} per IP, then 429`, async () => {
    const ip = freshIp();
    const token = () => createHash('sha256').update(randomUUID()).digest('base64url').slice(0, 43);
    for (let i = 0; i < LIMITS.resetIp; i++) {
      const res = await http.request('POST', '/api/auth/reset-password', {
        ip,
        body: { token: token(), newPassword: newPassword() },
      });
      if (res.status !== 400) return `attempt ${i + 1} answered ${res.status}`;
    }
    return limited(
      await http.request('POST', '/api/auth/reset-password', {
        ip,
        body: { token: token(), newPassword: newPassword() },
      }),
    );
  });
}

// ---------------------------------------------------------------------------------------------------
/** The reset tokens e-mailed to an address, oldest first. */
async function tokensMailedTo(ctx, email) {
  const res = await fetch(`${ctx.mailURL}/?to=${encodeURIComponent(email)}`);
  const messages = await res.json();
  const tokens = [];
  for (const m of messages) {
    const raw = m.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    for (const match of raw.matchAll(/\/reset-password\/([A-Za-z0-9_-]{43})/g)) {
      if (!tokens.includes(match[1])) tokens.push(match[1]);
    }
  }
  tokens.forEach((t) => runSecrets.resetTokens.add(t));
  return tokens;
}

async function requestToken(ctx, email) {
  const before = (await tokensMailedTo(ctx, email)).length;
  const res = await ctx.http.request('POST', '/api/auth/forgot-password', { body: { email } });
  if (res.status !== 200) throw new Error(`forgot-password answered ${res.status}`);
  const tokens = await eventually(async () => {
    const all = await tokensMailedTo(ctx, email);
    return all.length > before ? all : undefined;
  }, 15_000);
  if (!tokens) throw new Error('no reset e-mail arrived');
  return tokens[tokens.length - 1];
}

export async function resetProbes(ctx, report) {
  const { http } = ctx;
  const C = 'password-reset';
  // Three accounts: the per-e-mail limit of forgot-password allows only a few links each.
  const [user, expiring, siblings] = await Promise.all([
    register(http, 'Reset'),
    register(http, 'Expire'),
    register(http, 'Sibling'),
  ]);
  rememberSession(user.cookie);
  const reset = (token, newPassword) =>
    http.request('POST', '/api/auth/reset-password', { body: { token, newPassword } });

  let token;
  await report.run(C, 'the reset link arrives by e-mail only (the answer carries no token)', async () => {
    token = await requestToken(ctx, user.email);
    return token ? undefined : 'no token';
  });
  if (!token) return;

  const newPass = newPassword();
  await report.run(C, 'a fresh token resets the password', async () => {
    const res = await reset(token, newPass);
    return res.status === 200 ? undefined : `answered ${res.status} ${res.text}`;
  });
  await report.run(C, 'the reset ends the sessions the account had', async () => {
    const after = await eventually(async () => {
      const r = await http.request('GET', '/api/icps', { cookie: user.cookie });
      return r.status === 401 ? r : undefined;
    }, 8000);
    return after ? undefined : 'the old session still works after the reset';
  });
  await report.run(C, 'the token cannot be used twice', async () => {
    const res = await reset(token, newPassword());
    return res.status === 400 && /invalid/i.test(res.json?.message ?? '')
      ? undefined
      : `answered ${res.status} ${res.text}`;
  });
  await report.run(C, 'the old password no longer signs in, the new one does', async () => {
    const old = await http.request('POST', '/api/auth/login', {
      body: { username: user.username, password: user.password },
    });
    if (old.status !== 401) return `old password: ${old.status}`;
    const res = await http.request('POST', '/api/auth/login', {
      body: { username: user.username, password: newPass },
    });
    rememberSession(sessionCookieOf(res));
    return res.status === 200 ? undefined : `new password: ${res.status}`;
  });

  await report.run(C, 'an expired token is refused (and the password stays)', async () => {
    const t = await requestToken(ctx, expiring.email);
    const hash = createHash('sha256').update(t, 'utf8').digest('hex');
    const changed = await ctx.db.query(
      `UPDATE auth.password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [hash],
    );
    if (changed.rowCount !== 1) return `no token row to expire (${changed.rowCount})`;
    const attempted = newPassword();
    const res = await reset(t, attempted);
    if (res.status !== 400 || !/expired/i.test(res.json?.message ?? ''))
      return `answered ${res.status} ${res.text}`;
    const login2 = await http.request('POST', '/api/auth/login', {
      body: { username: user.username, password: attempted },
    });
    return login2.status === 401 ? undefined : `the refused password signs in (${login2.status})`;
  });

  await report.run(C, 'using one link kills the other open links of the account', async () => {
    const t1 = await requestToken(ctx, siblings.email);
    const t2 = await requestToken(ctx, siblings.email);
    const ok = await reset(t1, newPassword());
    if (ok.status !== 200) return `first link: ${ok.status}`;
    const res = await reset(t2, newPassword());
    return res.status === 400 ? undefined : `second link: ${res.status}`;
  });

  await report.run(C, 'the database keeps only token hashes', async () => {
    const rows = await ctx.db.query(`SELECT token_hash FROM auth.password_reset_tokens`);
    const stored = rows.rows.map((r) => r.token_hash);
    const plain = [...runSecrets.resetTokens].filter((t) => stored.includes(t));
    return plain.length ? 'a token is stored in plain text' : undefined;
  });

  await report.run(C, 'an unknown e-mail gets the same answer and no mail', async () => {
    const email = `ghost${randomUUID().slice(0, 8)}@security.test`;
    const res = await http.request('POST', '/api/auth/forgot-password', { body: { email } });
    await sleep(500);
    if (res.status !== 200 || !/if an account exists/i.test(res.json?.message ?? ''))
      return `answered ${res.status} ${res.text}`;
    return (await tokensMailedTo(ctx, email)).length ? 'a mail was sent' : undefined;
  });
}

// ---------------------------------------------------------------------------------------------------
export async function ssrfProbes(ctx, report) {
  const { http, sink } = ctx;
  const C = 'ssrf';
  const user = await register(http, 'Ssrf');
  rememberSession(user.cookie);
  const port = new URL(sink.url).port;
  const apiKey = `sk-security-${randomUUID()}`;
  runSecrets.apiKeys.add(apiKey);
  const theirs = () => sink.hits.filter((h) => !h.includes(' /pdf'));
  const hitsBefore = theirs().length;

  const blocked = [
    `http://127.0.0.1:${port}/v1`,
    `http://localhost:${port}/v1`,
    `http://localhost.:${port}/v1`,
    `http://api.localhost:${port}/v1`,
    `http://[::1]:${port}/v1`,
    `http://[::ffff:127.0.0.1]:${port}/v1`,
    `http://[::ffff:7f00:1]:${port}/v1`,
    `http://2130706433:${port}/v1`,
    `http://0x7f.0.0.1:${port}/v1`,
    `http://0177.0.0.1:${port}/v1`,
    `http://127.1:${port}/v1`,
    `http://0.0.0.0:${port}/v1`,
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://10.0.0.1/v1',
    'http://172.16.0.1/v1',
    'http://192.168.1.1/v1',
    'http://100.64.0.1/v1',
    'http://[fe80::1]/v1',
    'http://[64:ff9b::7f00:1]/v1',
    'http://[2002:7f00:1::]/v1',
    'file:///etc/passwd',
    'gopher://127.0.0.1:6379/_INFO',
    `ftp://127.0.0.1:${port}/`,
    'http://user:secret@example.com/v1',
  ];
  for (const url of blocked) {
    await report.run(C, `custom AI URL ${url} is refused`, async () => {
      const res = await http.request('PUT', '/api/ai-settings', {
        cookie: user.cookie,
        body: { provider: 'custom', customApiUrl: url, customApiKey: apiKey, useReplitAI: false },
      });
      return res.status === 400 ? undefined : `answered ${res.status} ${res.text.slice(0, 200)}`;
    });
  }
  await report.run(C, 'an OpenAI base URL on loopback is refused too', async () => {
    const res = await http.request('PUT', '/api/ai-settings', {
      cookie: user.cookie,
      body: {
        provider: 'openai',
        customApiUrl: `http://127.0.0.1:${port}/v1`,
        customApiKey: apiKey,
        useReplitAI: false,
      },
    });
    return res.status === 400 ? undefined : `answered ${res.status}`;
  });
  await report.run(C, 'a private URL is refused even with built-in AI on', async () => {
    const res = await http.request('PUT', '/api/ai-settings', {
      cookie: user.cookie,
      body: { provider: 'custom', customApiUrl: `http://127.0.0.1:${port}/v1`, useReplitAI: true },
    });
    return res.status === 400 ? undefined : `answered ${res.status}`;
  });
  await report.run(C, 'no refused URL was stored', async () => {
    const res = await http.request('GET', '/api/ai-settings', { cookie: user.cookie });
    return res.json?.customApiUrl ? `stored ${res.json.customApiUrl}` : undefined;
  });

  // A URL that got into the table anyway (saved before the rule, or a name that resolved elsewhere
  // then): checked again on every call.
  await ctx.db.query(
    `INSERT INTO ai.ai_settings (user_id, provider, model, custom_api_url, use_builtin, created_at, updated_at)
     VALUES ($1, 'custom', 'm', $2, false, now(), now())
     ON CONFLICT (user_id) DO UPDATE SET provider = 'custom', custom_api_url = $2, use_builtin = false`,
    [user.id, `http://127.0.0.1:${port}/v1`],
  );
  for (const path of [
    '/api/ai/suggest-pain-points',
    '/api/ai/suggest-channels',
    '/api/ai/generate-messaging',
  ]) {
    await report.run(C, `a stored loopback URL is not called: ${path}`, async () => {
      const res = await http.request('POST', path, {
        cookie: user.cookie,
        body: { icpData: icpBody('SSRF') },
      });
      if (res.status === 200 || res.status >= 500) return `answered ${res.status} ${res.text.slice(0, 200)}`;
      return undefined;
    });
  }
  await report.run(C, 'the AI analysis worker does not call a stored loopback URL', async () => {
    const icp = await http.request('POST', '/api/icps', {
      cookie: user.cookie,
      body: icpBody('SSRF worker'),
    });
    const res = await http.request('POST', `/api/icps/${icp.json.id}/analyze`, { cookie: user.cookie });
    if (res.status !== 200) return `analyze answered ${res.status}`;
    const done = await eventually(
      async () => {
        const s = await http.request('GET', `/api/icps/${icp.json.id}/score`, { cookie: user.cookie });
        return s.json && s.json.aiStatus !== 'pending' ? s.json : undefined;
      },
      15_000,
      300,
    );
    return done ? undefined : 'the analysis stayed pending';
  });
  report.check(
    C,
    'the local listener received no request from the AI service',
    theirs().length === hitsBefore,
    () => `it received: ${theirs().slice(hitsBefore).join(', ')}`,
  );
}

// ---------------------------------------------------------------------------------------------------
export async function pdfProbes(ctx, report) {
  const { http, sink } = ctx;
  const C = 'pdf-sandbox';
  const user = await register(http, 'Pdf');
  rememberSession(user.cookie);
  // Under /pdf: the SSRF probes share the listener (their requests, if any, go elsewhere).
  const s = `${sink.url}/pdf`;
  const mine = () => sink.hits.filter((h) => h.includes(' /pdf'));
  const payloads = [
    `<img src="${s}/img">`,
    `<script>fetch('${s}/script')</script>`,
    `<link rel="stylesheet" href="${s}/link.css">`,
    `<style>@import url(${s}/import.css); body{background:url(${s}/bg.png)}</style>`,
    `<iframe src="${s}/iframe"></iframe>`,
    `<object data="${s}/object"></object>`,
    `<svg><image href="${s}/svg.png"/></svg>`,
    `<meta http-equiv="refresh" content="0;url=${s}/refresh">`,
    `<base href="${s}/base/"><img src="rel.png">`,
    `</style></title></textarea><img src=x onerror="fetch('${s}/onerror')">`,
    `url(${s}/css-url)`,
    `<video poster="${s}/poster"></video><audio src="${s}/audio"></audio>`,
    `<embed src="${s}/embed">`,
    `<form action="${s}/form"><button>go</button></form>`,
  ];
  const all = payloads.join(' ');
  const icpFields = {
    ...icpBody(`Evil <img src="${s}/name"> profile`),
    industry: payloads[0],
    companySize: payloads[1],
    revenue: payloads[2],
    decisionMakerRole: payloads[3],
    decisionMakerTitle: payloads[4],
    education: payloads[5],
    occupation: payloads[6],
    income: payloads[7],
    psychographics: all,
    technographics: payloads,
    geographics: payloads,
    behavioralTraits: payloads,
    painPoints: payloads,
    needs: payloads,
    goals: payloads,
    preferredChannels: payloads,
    buyerJourney: { awareness: payloads[8], consideration: payloads[9], decision: payloads[10] },
  };
  const hitsBefore = mine().length;
  let icpId;
  await report.run(C, 'a profile full of HTML, script, image and CSS-url payloads is saved', async () => {
    const res = await http.request('POST', '/api/icps', { cookie: user.cookie, body: icpFields });
    icpId = res.json?.id;
    return res.status === 201 ? undefined : `answered ${res.status} ${res.text.slice(0, 300)}`;
  });
  if (!icpId) return;
  await report.run(C, 'the profile with payloads exports as a PDF', async () => {
    const res = await http.request('GET', `/api/icps/${icpId}/export`, { cookie: user.cookie });
    if (res.status !== 200) return `answered ${res.status} ${res.text.slice(0, 200)}`;
    return res.bytes.subarray(0, 5).toString() === '%PDF-' ? undefined : 'not a PDF';
  });
  await report.run(C, 'the profile with payloads draws its persona card as a PNG', async () => {
    const res = await http.request('GET', `/api/icps/${icpId}/export/persona.png`, { cookie: user.cookie });
    if (res.status !== 200) return `answered ${res.status} ${res.text.slice(0, 200)}`;
    return res.bytes.subarray(1, 4).toString() === 'PNG' ? undefined : 'not a PNG';
  });
  await report.run(C, 'a playbook full of payloads exports as a PDF', async () => {
    const pb = await http.request('POST', '/api/playbooks', {
      cookie: user.cookie,
      body: {
        ...playbookBody(icpId, `Evil <img src="${s}/pbname"> playbook`),
        marketingGoals: payloads,
        valueProposition: all,
        keyMessages: payloads,
        positioning: payloads[3],
        contentStrategy: payloads[4],
        timeline: payloads[5],
        tonality: payloads[6],
        selectedChannels: payloads,
        campaigns: payloads.map((p) => ({ name: p, objective: p, timeline: p })),
        kpis: payloads.map((p) => ({ name: p, target: p })),
        targetMetrics: Object.fromEntries(payloads.map((p, i) => [`m${i}`, p])),
        teamRoles: payloads[7],
        aiGeneratedCampaigns: payloads[8],
        aiContentIdeas: payloads[9],
      },
    });
    if (pb.status !== 201) return `create answered ${pb.status} ${pb.text.slice(0, 300)}`;
    const res = await http.request('GET', `/api/playbooks/${pb.json.id}/export`, { cookie: user.cookie });
    if (res.status !== 200) return `answered ${res.status} ${res.text.slice(0, 200)}`;
    return res.bytes.subarray(0, 5).toString() === '%PDF-' ? undefined : 'not a PDF';
  });
  await report.run(C, 'the export file name cannot inject headers or parameters', async () => {
    const icp = await http.request('POST', '/api/icps', {
      cookie: user.cookie,
      body: icpBody('x"; filename="evil.exe'),
    });
    const res = await http.request('GET', `/api/icps/${icp.json.id}/export`, { cookie: user.cookie });
    const cd = res.headers.get('content-disposition') ?? '';
    if (res.status !== 200) return `answered ${res.status}`;
    return /filename="evil\.exe"/.test(cd) || (cd.match(/filename=/g) ?? []).length > 1
      ? `Content-Disposition: ${cd}`
      : undefined;
  });
  await sleep(1500);
  report.check(
    C,
    'the local listener received no request from the renderer',
    mine().length === hitsBefore,
    () => `it received: ${mine().slice(hitsBefore).join(', ')}`,
  );
}

// ---------------------------------------------------------------------------------------------------
export async function edgeProbes(ctx, report) {
  const { http } = ctx;
  const C = 'edge';
  for (const path of ['/metrics', '/health', '/live']) {
    await report.run(C, `the gateway's ${path} is not served through the edge`, async () => {
      const res = await http.request('GET', path);
      return /# HELP|"checks"|process_cpu/.test(res.text)
        ? `the edge serves the gateway's ${path}`
        : undefined;
    });
  }
  for (const path of [
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2fpackage.json',
    '/..%5c..%5cpackage.json',
  ]) {
    await report.run(C, `path traversal ${path} serves no file outside the app`, async () => {
      const res = await http.request('GET', path);
      return /root:x:0:0|"workspaces"/.test(res.text) ? 'served a file outside web/dist' : undefined;
    });
  }
  await report.run(C, 'an unknown /api path is a JSON 404 without internals', async () => {
    const res = await http.request('GET', '/api/does-not-exist', { cookie: ctx.users.clientA.cookie });
    return res.status === 404 && !/at \w+ \(|node_modules|\/work\//.test(res.text)
      ? undefined
      : `${res.status} ${res.text.slice(0, 200)}`;
  });
  await report.run(C, 'a body over 1 MB is refused with 413', async () => {
    const res = await http.request('POST', '/api/icps', {
      cookie: ctx.users.clientA.cookie,
      body: { ...icpBody('Big'), psychographics: 'x'.repeat(1_100_000) },
    });
    return res.status === 413 ? undefined : `answered ${res.status}`;
  });
  await report.run(C, 'malformed JSON is a 400, not a 500, and echoes no internals', async () => {
    const res = await fetch(`${ctx.baseURL}/api/icps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: ctx.users.clientA.cookie },
      body: '{"name": "x", ',
    });
    const text = await res.text();
    return res.status === 400 && !/at \w+ \(|node_modules/.test(text)
      ? undefined
      : `${res.status} ${text.slice(0, 200)}`;
  });
}

/** Redis and PostgreSQL handles for the probes that look behind the API. */
export async function backends(stack) {
  const redis = new Redis(stack.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  return { redis, db, close: async () => (await redis.quit(), await db.end()) };
}

// ---------------------------------------------------------------------------------------------------
/** Opens /ws; answers `{ ws, status }`: the socket, or the handshake's refusal status. */
function openSocket(ctx, { cookie, origin = ctx.baseURL, query = '' } = {}) {
  const url = `${ctx.baseURL.replace(/^http/, 'ws')}/ws${query}`;
  return new Promise((resolve) => {
    const ws = new WebSocket(url, {
      headers: cookie ? { cookie } : {},
      localAddress: freshIp(),
      ...(origin ? { origin } : {}),
    });
    const messages = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode });
      ws.terminate();
    });
    ws.once('error', () => resolve({ status: 'error' }));
  });
}

/** Joins a room; answers the server's answer to it (joined or error). */
async function join(sock, room) {
  const before = sock.messages.length;
  sock.ws.send(JSON.stringify({ type: 'join', room }));
  return eventually(() => sock.messages.slice(before).find((m) => m.room === room), 5000, 20);
}

export async function realtimeProbes(ctx, report) {
  const { users, rec } = ctx;
  const C = 'realtime';
  await report.run(C, 'an anonymous socket is refused (401)', async () => {
    const s = await openSocket(ctx);
    s.ws?.close();
    return s.status === 401 ? undefined : `handshake: ${s.status ?? 'open'}`;
  });
  await report.run(C, 'a cross-site socket is refused even with a session (403)', async () => {
    const s = await openSocket(ctx, { cookie: users.clientA.cookie, origin: 'https://evil.example' });
    s.ws?.close();
    return s.status === 403 ? undefined : `handshake: ${s.status ?? 'open'}`;
  });
  await report.run(C, 'a socket claiming another userId is refused (403)', async () => {
    const s = await openSocket(ctx, { cookie: users.clientA.cookie, query: `?userId=${users.clientB.id}` });
    s.ws?.close();
    return s.status === 403 ? undefined : `handshake: ${s.status ?? 'open'}`;
  });
  const rooms = (owner) => [`icp:${rec[owner].icp.id}`, `playbook:${rec[owner].playbook.id}`];
  for (const role of ['clientA', 'clientB', 'advAssigned', 'advUnassigned', 'admin']) {
    for (const owner of ['A', 'B']) {
      for (const room of rooms(owner)) {
        const allowed =
          role === 'admin' ||
          (role === 'clientA' && owner === 'A') ||
          (role === 'clientB' && owner === 'B') ||
          (role === 'advAssigned' && owner === 'A');
        await report.run(
          C,
          `${role} joining ${room.split(':')[0]} of ${owner}: ${allowed ? 'joined' : 'refused'}`,
          async () => {
            const s = await openSocket(ctx, {
              cookie: users[role].cookie,
              query: `?userId=${users[role].id}`,
            });
            if (!s.ws) return `handshake: ${s.status}`;
            const answer = await join(s, room);
            s.ws.close();
            if (!answer) return 'no answer';
            return (answer.type === 'joined') === allowed ? undefined : `answered ${JSON.stringify(answer)}`;
          },
        );
      }
    }
  }
  await report.run(C, 'no event of a room reaches a socket that was refused it', async () => {
    const spy = await openSocket(ctx, { cookie: users.clientB.cookie });
    if (!spy.ws) return `handshake: ${spy.status}`;
    await join(spy, `icp:${rec.A.icp.id}`);
    const owner = await openSocket(ctx, { cookie: users.clientA.cookie });
    await join(owner, `icp:${rec.A.icp.id}`);
    await ctx.http.request('POST', '/api/notes', {
      cookie: users.clientA.cookie,
      body: { icpId: rec.A.icp.id, note: 'Live note', isTask: false, assignedTo: null },
    });
    const seen = await eventually(() => owner.messages.find((m) => m.type === 'note_added'), 5000, 20);
    await sleep(300);
    spy.ws.close();
    owner.ws.close();
    if (!seen) return 'the owner got no event (the probe cannot tell)';
    return spy.messages.some((m) => m.type === 'note_added') ? 'the refused socket got the event' : undefined;
  });
  await report.run(C, 'logout closes the sockets of that session (by the next heartbeat)', async () => {
    const cookie = await login(ctx.http, users.clientA.username, users.clientA.password);
    rememberSession(cookie);
    const s = await openSocket(ctx, { cookie });
    if (!s.ws) return `handshake: ${s.status}`;
    const closed = new Promise((r) => s.ws.once('close', () => r(true)));
    await ctx.http.request('POST', '/api/auth/logout', { cookie });
    const ok = await Promise.race([closed, sleep(8000).then(() => false)]);
    s.ws.terminate();
    return ok ? undefined : 'the socket stayed open after logout';
  });
}

// ---------------------------------------------------------------------------------------------------
export async function assignmentProbes(ctx, report) {
  const { http, users } = ctx;
  const C = 'assignments';
  const admin = users.admin.cookie;
  await report.run(C, "an advisor loses a client's records as soon as the client is unassigned", async () => {
    const client = await register(http, 'Revoke');
    const adv = await register(http, 'AdvRevoke');
    await http.request('PATCH', `/api/admin/users/${adv.id}`, {
      cookie: admin,
      body: { role: 'team_member' },
    });
    adv.cookie = await login(http, adv.username, adv.password);
    rememberSession(adv.cookie);
    const icp = await http.request('POST', '/api/icps', {
      cookie: client.cookie,
      body: icpBody('Revocable'),
    });
    const before = await http.request('GET', `/api/icps/${icp.json.id}`, { cookie: adv.cookie });
    if (before.status !== 404) return `seen before the assignment (${before.status})`;
    await http.request('POST', '/api/admin/assignments', {
      cookie: admin,
      body: { clientId: client.id, advisorId: adv.id },
    });
    const seen = await eventually(
      async () =>
        (await http.request('GET', `/api/icps/${icp.json.id}`, { cookie: adv.cookie })).status === 200,
      8000,
    );
    if (!seen) return 'not seen after the assignment';
    await http.request('DELETE', `/api/admin/assignments/${client.id}`, { cookie: admin });
    const gone = await eventually(
      async () =>
        (await http.request('GET', `/api/icps/${icp.json.id}`, { cookie: adv.cookie })).status === 404,
      8000,
    );
    if (!gone) return 'still seen 8 s after the unassignment';
    const users2 = await http.request('GET', '/api/users', { cookie: adv.cookie });
    return idsIn(users2.json).includes(client.id) ? "still listed among the advisor's users" : undefined;
  });
  await report.run(C, 'an advisor cannot be given a client that is an advisor or admin', async () => {
    const res = await http.request('POST', '/api/admin/assignments', {
      cookie: admin,
      body: { clientId: users.advUnassigned.id, advisorId: users.advAssigned.id },
    });
    return res.status >= 400 && res.status < 500 ? undefined : `answered ${res.status}`;
  });
  await report.run(C, 'a client cannot be made the advisor of another', async () => {
    const res = await http.request('POST', '/api/admin/assignments', {
      cookie: admin,
      body: { clientId: users.clientB.id, advisorId: users.clientA.id },
    });
    return res.status >= 400 && res.status < 500 ? undefined : `answered ${res.status}`;
  });
  await report.run(C, 'the last admin cannot be demoted', async () => {
    const res = await http.request('PATCH', `/api/admin/users/${users.admin.id}`, {
      cookie: admin,
      body: { role: 'client' },
    });
    if (res.status < 400 || res.status >= 500) return `answered ${res.status}`;
    const still = await http.request('GET', '/api/admin/metrics', { cookie: admin });
    return still.status === 200 ? undefined : `the admin lost the role (${still.status})`;
  });
}

const idsIn = (json) => {
  // Lists answer a JSON array (the total and page links are headers): anything else is no list.
  if (!Array.isArray(json)) throw new Error(`not a list answer: ${JSON.stringify(json)?.slice(0, 120)}`);
  return json.map((x) => x.id);
};

// ---------------------------------------------------------------------------------------------------
/** Foreign records named inside bodies and queries (not the path), and fields a caller may not set. */
export async function referenceProbes(ctx, report) {
  const { http, users, rec } = ctx;
  const C = 'references';
  const a = users.clientA.cookie;

  await report.run(C, 'a playbook cannot be re-linked to a foreign profile', async () => {
    const res = await http.request('PUT', `/api/playbooks/${rec.A.playbook.id}`, {
      cookie: a,
      body: playbookBody(rec.B.icp.id, 'Security playbook'),
    });
    if (res.status !== 404) return `answered ${res.status}`;
    const pb = await http.request('GET', `/api/playbooks/${rec.A.playbook.id}`, { cookie: a });
    return pb.json?.icpId === rec.A.icp.id ? undefined : `now linked to ${pb.json?.icpId}`;
  });
  await report.run(C, 'a playbook of a foreign profile cannot be created by naming its id', async () => {
    const res = await http.request('POST', '/api/playbooks', {
      cookie: a,
      body: playbookBody(rec.B.icp.id, 'X'),
    });
    return res.status === 404 ? undefined : `answered ${res.status}`;
  });
  for (const [who, cookie, item] of [
    ['clientA', a, { icpId: rec.A.icp.id }],
    ['advAssigned', users.advAssigned.cookie, { icpId: rec.A.icp.id }],
    ['clientA (playbook)', a, { playbookId: rec.A.playbook.id }],
  ]) {
    await report.run(C, `${who}: a task cannot be assigned to someone who cannot see the item`, async () => {
      const res = await http.request('POST', '/api/notes', {
        cookie,
        body: { ...item, note: 'Task for a stranger', isTask: true, assignedTo: users.clientB.id },
      });
      return res.status === 400 ? undefined : `answered ${res.status}`;
    });
  }
  await report.run(C, 'creating a profile with a foreign draftId leaves that draft alone', async () => {
    const res = await http.request('POST', '/api/icps', {
      cookie: a,
      body: { ...icpBody('With a foreign draft'), draftId: rec.B.draft.id },
    });
    if (res.status !== 201 && res.status !== 404) return `answered ${res.status}`;
    const d = await http.request('GET', `/api/drafts/${rec.B.draft.id}`, { cookie: users.clientB.cookie });
    return d.status === 200 ? undefined : `clientB's draft is gone (${d.status})`;
  });
  await report.run(C, "an advisor's profile with a foreign draftId leaves that draft alone", async () => {
    const res = await http.request('POST', '/api/advisor/icp', {
      cookie: users.advAssigned.cookie,
      body: {
        ...icpBody('Advisor with a foreign draft'),
        clientId: users.clientA.id,
        draftId: rec.A.draft.id,
      },
    });
    if (res.status !== 201 && res.status !== 404) return `answered ${res.status}`;
    const d = await http.request('GET', `/api/drafts/${rec.A.draft.id}`, { cookie: a });
    return d.status === 200 ? undefined : `clientA's draft is gone (${d.status})`;
  });
  for (const q of [
    `/api/icps?userId=${users.clientB.id}`,
    `/api/playbooks?userId=${users.clientB.id}`,
    `/api/playbooks?icpId=${rec.B.icp.id}`,
    `/api/icps?search=${encodeURIComponent(users.clientB.email)}`,
  ]) {
    await report.run(
      C,
      `clientA filtering for clientB's records finds none: ${q.split('?')[0]}?${q.split('?')[1].split('=')[0]}`,
      async () => {
        const res = await http.request('GET', q, { cookie: a });
        if (res.status !== 200)
          return res.status === 404 || res.status === 403 ? undefined : `answered ${res.status}`;
        return idsIn(res.json).length ? `found ${res.json.length}` : undefined;
      },
    );
  }
  await report.run(C, 'owner fields in a profile body are ignored (mass assignment)', async () => {
    const res = await http.request('POST', '/api/icps', {
      cookie: a,
      body: {
        ...icpBody('Mass assignment'),
        userId: users.clientB.id,
        createdBy: users.clientB.id,
        id: rec.B.icp.id,
      },
    });
    if (res.status !== 201 && res.status !== 400) return `answered ${res.status}`;
    if (
      res.status === 201 &&
      (res.json.userId !== users.clientA.id || res.json.createdBy !== users.clientA.id)
    )
      return `owned by ${res.json.userId}, created by ${res.json.createdBy}`;
    const b = await http.request('GET', `/api/icps/${rec.B.icp.id}`, { cookie: users.clientB.cookie });
    return b.json?.name === 'Mass assignment' ? "overwrote clientB's profile" : undefined;
  });
  await report.run(C, 'owner fields in an update are ignored (mass assignment)', async () => {
    const res = await http.request('PUT', `/api/icps/${rec.A.icp.id}`, {
      cookie: a,
      body: { ...icpBody('A profile'), status: 'in_progress', userId: users.clientB.id },
    });
    if (res.status !== 200 && res.status !== 400) return `answered ${res.status}`;
    const b = await http.request('GET', `/api/icps/${rec.A.icp.id}`, { cookie: users.clientB.cookie });
    return b.status === 404 ? undefined : 'clientB now sees it';
  });
  await report.run(C, 'owner fields in a playbook body are ignored (mass assignment)', async () => {
    const res = await http.request('POST', '/api/playbooks', {
      cookie: a,
      body: { ...playbookBody(rec.A.icp.id, 'Mass assignment'), userId: users.clientB.id },
    });
    if (res.status === 400) return undefined;
    return res.json?.userId === users.clientA.id
      ? undefined
      : `answered ${res.status}, owner ${res.json?.userId}`;
  });
  await report.run(C, "AI settings are the caller's own (a userId in the body changes nothing)", async () => {
    const res = await http.request('PUT', '/api/ai-settings', {
      cookie: a,
      body: { provider: 'gemini', useReplitAI: true, userId: users.clientB.id },
    });
    if (res.status !== 200 && res.status !== 400) return `answered ${res.status}`;
    const b = await http.request('GET', '/api/ai-settings', { cookie: users.clientB.cookie });
    return b.json?.provider === 'gemini' ? "changed clientB's settings" : undefined;
  });
}

// ---------------------------------------------------------------------------------------------------
/**
 * Who may see an item after it changes hands (issue: a socket kept a playbook's room after the
 * playbook moved to another client's profile, and the new owner read the old owner's notes), and what
 * a task assignment tells about ids the caller may not assign.
 */
export async function ownershipProbes(ctx, report) {
  const { http, users } = ctx;
  const C = 'ownership';
  const adminUser = users.admin;
  // Two clients of one advisor: the advisor sees both clients' profiles and could move a playbook.
  const first = await register(http, 'MoveFrom');
  const second = await register(http, 'MoveTo');
  const adv = await register(http, 'AdvMove');
  await http.request('PATCH', `/api/admin/users/${adv.id}`, {
    cookie: adminUser.cookie,
    body: { role: 'team_member' },
  });
  adv.cookie = await login(http, adv.username, adv.password);
  rememberSession(adv.cookie);
  for (const client of [first, second])
    await http.request('POST', '/api/admin/assignments', {
      cookie: adminUser.cookie,
      body: { clientId: client.id, advisorId: adv.id },
    });
  const icpOf = async (client, name) =>
    (await http.request('POST', '/api/icps', { cookie: client.cookie, body: icpBody(name) })).json;
  const firstIcp = await icpOf(first, 'First client profile');
  const secondIcp = await icpOf(second, 'Second client profile');
  const seesBoth = await eventually(async () => {
    const a = await http.request('GET', `/api/icps/${firstIcp.id}`, { cookie: adv.cookie });
    const b = await http.request('GET', `/api/icps/${secondIcp.id}`, { cookie: adv.cookie });
    return a.status === 200 && b.status === 200;
  }, 8000);
  if (!seesBoth) throw new Error('the advisor never saw both clients’ profiles');
  const newPlaybook = async (name) =>
    (
      await http.request('POST', '/api/playbooks', {
        cookie: first.cookie,
        body: playbookBody(firstIcp.id, name),
      })
    ).json;
  const moveToSecond = (playbook) =>
    http.request('PUT', `/api/playbooks/${playbook.id}`, {
      cookie: adv.cookie,
      body: playbookBody(secondIcp.id, playbook.name),
    });

  await report.run(
    C,
    "after an advisor moves a playbook to another client's profile, the first client's open socket gets none of its events",
    async () => {
      const playbook = await newPlaybook('Moved playbook');
      const room = `playbook:${playbook.id}`;
      const sock = await openSocket(ctx, { cookie: first.cookie });
      if (!sock.ws) return `handshake: ${sock.status}`;
      try {
        const joined = await join(sock, room);
        if (joined?.type !== 'joined') return `could not join: ${JSON.stringify(joined)}`;
        const move = await moveToSecond(playbook);
        const after = await http.request('GET', `/api/playbooks/${playbook.id}`, { cookie: first.cookie });
        // The move refused (the playbook still the first client's): their room is theirs to keep.
        if (move.status >= 400 && move.status < 500 && after.status === 200) return undefined;
        if (move.status !== 200) return `the move answered ${move.status}`;
        const before = sock.messages.length;
        await http.request('POST', '/api/notes', {
          cookie: adv.cookie,
          body: { playbookId: playbook.id, note: 'For the new owner', isTask: true, assignedTo: second.id },
        });
        await sleep(1500);
        const leaked = sock.messages
          .slice(before)
          .filter((m) => m.type === 'note_added' || m.type === 'task_assigned');
        return leaked.length
          ? `the first client's socket got ${leaked.map((m) => m.type).join(', ')}`
          : undefined;
      } finally {
        sock.ws.close();
      }
    },
  );

  await report.run(C, "a deleted playbook's room is left at once by the sockets in it", async () => {
    const playbook = await newPlaybook('Deleted playbook');
    const room = `playbook:${playbook.id}`;
    const sock = await openSocket(ctx, { cookie: adv.cookie });
    if (!sock.ws) return `handshake: ${sock.status}`;
    try {
      const joined = await join(sock, room);
      if (joined?.type !== 'joined') return `could not join: ${JSON.stringify(joined)}`;
      const del = await http.request('DELETE', `/api/playbooks/${playbook.id}`, { cookie: first.cookie });
      if (del.status !== 200) return `delete answered ${del.status}`;
      const left = await eventually(
        () => sock.messages.find((m) => m.type === 'left' && m.room === room),
        3000,
        20,
      );
      return left ? undefined : 'the socket is still in the room of a deleted playbook';
    } finally {
      sock.ws.close();
    }
  });

  await report.run(
    C,
    "moving a playbook to another client's profile never hands the first client's notes to the second",
    async () => {
      const playbook = await newPlaybook('Playbook with private notes');
      const secret = `Private to the first client ${randomUUID()}`;
      await http.request('POST', '/api/notes', {
        cookie: first.cookie,
        body: { playbookId: playbook.id, note: secret, isTask: false, assignedTo: null },
      });
      const move = await moveToSecond(playbook);
      const read = await http.request('GET', `/api/notes?playbookId=${playbook.id}&limit=100`, {
        cookie: second.cookie,
      });
      if (read.status === 200 && JSON.stringify(read.json).includes(secret))
        return `the second client reads the first client's note (the move answered ${move.status})`;
      if (move.status === 200) return undefined; // moved, and the notes stayed behind
      if (move.status !== 409) return `the move answered ${move.status}, not 409`;
      const kept = await http.request('GET', `/api/notes?playbookId=${playbook.id}&limit=100`, {
        cookie: first.cookie,
      });
      if (!JSON.stringify(kept.json).includes(secret)) return 'the first client lost their note';
      return /another client|same client|this client/i.test(move.json?.message ?? '')
        ? undefined
        : `the refusal does not say why: ${move.json?.message}`;
    },
  );

  const { clientA, clientB, advAssigned } = users;
  for (const [who, caller, item] of [
    ['a client', clientA, { icpId: ctx.rec.A.icp.id }],
    ['an advisor', advAssigned, { icpId: ctx.rec.A.icp.id }],
  ]) {
    await report.run(
      C,
      `${who}: assigning a task answers the same for an admin's id as for any id they may not assign`,
      async () => {
        const answers = [];
        for (const assignee of [adminUser.id, clientB.id, randomUUID()]) {
          const res = await http.request('POST', '/api/notes', {
            cookie: caller.cookie,
            body: { ...item, note: 'Probe task', isTask: true, assignedTo: assignee },
          });
          answers.push(`${res.status} ${res.json?.message}`);
        }
        return new Set(answers).size === 1 && answers[0].startsWith('400')
          ? undefined
          : `answers differ: admin ${answers[0]} / another client ${answers[1]} / unknown ${answers[2]}`;
      },
    );
  }
}

// ---------------------------------------------------------------------------------------------------
/**
 * The inside is closed under `make up`: every service listens on 127.0.0.1 only, so from another
 * machine only the edge answers. Probed on each of this machine's own non-loopback addresses.
 */
export async function listenerProbes(ctx, report) {
  const { stack } = ctx;
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
  const C = 'listeners';
  if (addresses.length === 0) {
    report.check(C, 'this machine has a non-loopback address to probe from', true);
    return;
  }
  for (const name of stack.processes.filter((p) => p !== 'edge')) {
    const port = Number(new URL(stack.url(name)).port);
    await report.run(
      C,
      `${name} (port ${port}) is not reachable on the machine's other addresses`,
      async () => {
        const open = [];
        for (const address of addresses) if (await reachable(address, port)) open.push(address);
        return open.length ? `answers on ${open.join(', ')}` : undefined;
      },
    );
  }
}

/** Whether a TCP connection to address:port is accepted (within a second). */
function reachable(address, port) {
  return new Promise((resolve) => {
    const socket = netConnect({ host: address, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

// ---------------------------------------------------------------------------------------------------
/**
 * The bus: the stack runs on a NATS with a user per service (deploy/nats/nats.conf). Without the
 * credentials nothing gets on it; with another service's, a request carrying an actor (an admin's,
 * making a client an admin) reaches no service. Only the gateway's user may send those.
 */
export async function busProbes(ctx, report) {
  const { nats, users, http } = ctx;
  const C = 'bus';
  const subject = AUTH.setRole;
  const forged = JSON.stringify({
    pattern: subject,
    id: randomUUID(),
    data: { actor: { userId: users.admin.id, role: 'admin' }, body: { id: users.clientB.id, role: 'admin' } },
  });
  await report.run(C, 'an anonymous client cannot connect to NATS', async () => {
    try {
      const nc = await natsConnect({ servers: nats.url, reconnect: false });
      await nc.close();
      return 'connected without credentials';
    } catch (err) {
      return /authorization/i.test(String(err?.message)) ? undefined : `refused, but: ${err?.message}`;
    }
  });
  for (const user of ['pdf', 'realtime', 'ai-worker', 'playbook']) {
    await report.run(
      C,
      `${user}'s credentials cannot send an admin's request to auth (make a client an admin)`,
      async () => {
        const nc = await natsConnect({
          servers: nats.url,
          reconnect: false,
          user,
          pass: nats.passwords[user],
          inboxPrefix: `_INBOX_${user}`,
        });
        void (async () => {
          for await (const _s of nc.status()) void _s;
        })();
        let answered;
        try {
          answered = await nc.request(subject, forged, { timeout: 1500 }).then(
            (m) => m.string(),
            () => undefined,
          );
        } finally {
          await nc.close();
        }
        const me = await http.request('GET', '/api/auth/check', { cookie: users.clientB.cookie });
        if (me.json?.user?.role === 'admin') return 'clientB became an admin';
        return answered ? `auth answered: ${answered.slice(0, 120)}` : undefined;
      },
    );
  }
  await report.run(C, "the gateway's credentials do reach auth (the probe above can tell)", async () => {
    const nc = await natsConnect({
      servers: nats.url,
      reconnect: false,
      user: 'gateway',
      pass: nats.passwords.gateway,
      inboxPrefix: '_INBOX_gateway',
    });
    try {
      const body = JSON.stringify({
        pattern: AUTH.getUser,
        id: randomUUID(),
        data: { actor: null, body: {} },
      });
      const answer = await nc.request(AUTH.getUser, body, { timeout: 3000 });
      return answer.string().includes('"err"')
        ? undefined
        : `unexpected answer ${answer.string().slice(0, 120)}`;
    } catch (err) {
      return `no answer: ${err?.message}`;
    } finally {
      await nc.close();
    }
  });
}

// Sign-in limits that slow a guesser without locking the owner out, and one client address decided at
// the edge (the edge replaces a caller's X-Forwarded-For; the gateway trusts exactly the edge).

const wrongLogin = (username) => ({ username, password: 'Wrong!pass1A' });
/** Addresses a caller might claim (documentation ranges): never the ones the limits count. */
const forgedHeaders = (i) => ({
  'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${(i * 7) % 250}`,
  'x-real-ip': `192.0.2.${i % 250}`,
  forwarded: `for=203.0.113.${(i * 3) % 250}`,
});
/** How many wrong guesses the siege probe sends from rotating addresses. */
export const SIEGE_GUESSES = Number(process.env.SECURITY_SIEGE_GUESSES ?? 1000);

export async function loginLimitProbes(ctx, report) {
  const { http } = ctx;
  const C = 'rate-limits';

  await report.run(
    C,
    `login: ${LIMITS.loginPair} failures on an account from one address, then 429 for that pair; the owner elsewhere signs in`,
    async () => {
      const victim = await register(http, 'Pair');
      const ip = freshIp();
      for (let i = 0; i < LIMITS.loginPair; i++) {
        const res = await http.request('POST', '/api/auth/login', { ip, body: wrongLogin(victim.username) });
        if (res.status !== 401) return `attempt ${i + 1} answered ${res.status}`;
      }
      const again = await http.request('POST', '/api/auth/login', {
        ip,
        body: { username: victim.username, password: victim.password },
      });
      if (again.status !== 429) return `the guesser's pair answered ${again.status} past its limit`;
      if (!/^\d+$/.test(again.headers.get('retry-after') ?? '')) return 'no Retry-After';
      const owner = await http.request('POST', '/api/auth/login', {
        body: { username: victim.username, password: victim.password },
      });
      rememberSession(sessionCookieOf(owner));
      return owner.status === 200 ? undefined : `the owner, from another address, got ${owner.status}`;
    },
  );

  await report.run(C, 'login: a user name and its e-mail address share one budget', async () => {
    const victim = await register(http, 'Alias');
    const ip = freshIp();
    for (let i = 0; i < LIMITS.loginPair; i++) {
      const id = i % 2 ? victim.email.toUpperCase() : victim.username;
      const res = await http.request('POST', '/api/auth/login', { ip, body: wrongLogin(id) });
      if (res.status !== 401) return `attempt ${i + 1} (${id}) answered ${res.status}`;
    }
    const res = await http.request('POST', '/api/auth/login', { ip, body: wrongLogin(victim.email) });
    return res.status === 429
      ? undefined
      : `after ${LIMITS.loginPair} failures by name and e-mail, one more by e-mail answered ${res.status}`;
  });

  await report.run(
    C,
    `login: the owner's correct password signs in during ${SIEGE_GUESSES} wrong guesses from rotating addresses (each guess past the ceiling delayed)`,
    async () => {
      const victim = await register(http, 'Siege');
      const statuses = {};
      let done = 0;
      let slow = 0;
      const attack = pool(Array.from({ length: SIEGE_GUESSES }), 25, async () => {
        const started = Date.now();
        const res = await http.request('POST', '/api/auth/login', { body: wrongLogin(victim.username) });
        if (Date.now() - started >= LIMITS.loginAccountDelayMs) slow++;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        done++;
      });
      const problems = [];
      const ownerSignsIn = async (when) => {
        await eventually(() => done >= when, 300_000, 50);
        const started = Date.now();
        const res = await http.request('POST', '/api/auth/login', {
          body: { username: victim.email, password: victim.password },
        });
        const ms = Date.now() - started;
        rememberSession(sessionCookieOf(res));
        if (res.status !== 200) problems.push(`after ${done} guesses the owner got ${res.status}`);
        else if (ms > LIMITS.loginAccountDelayMs + 15_000)
          problems.push(`after ${done} guesses the owner waited ${ms} ms`);
      };
      await Promise.all([
        attack,
        ownerSignsIn(Math.floor(SIEGE_GUESSES / 3)),
        ownerSignsIn(Math.floor((2 * SIEGE_GUESSES) / 3)),
      ]);
      await ownerSignsIn(SIEGE_GUESSES);
      if (Object.keys(statuses).some((st) => st !== '401'))
        problems.push(`the guesses answered ${JSON.stringify(statuses)} (only 401 expected)`);
      // Past the ceiling (reset by each of the owner's sign-ins) every guess waits the delay.
      const expectedSlow = SIEGE_GUESSES - 3 * (LIMITS.loginAccount + 25);
      if (slow < expectedSlow)
        problems.push(`only ${slow} of ${SIEGE_GUESSES} guesses were delayed (>= ${expectedSlow} expected)`);
      return problems.join('; ') || undefined;
    },
  );
}

export async function forwardedAddressProbes(ctx, report) {
  const { http } = ctx;
  const C = 'rate-limits';

  await report.run(
    C,
    `login: forged X-Forwarded-For / X-Real-IP / Forwarded through the edge do not change the address counted (${LIMITS.loginIp}, then 429)`,
    async () => {
      const ip = freshIp();
      for (let i = 0; i < LIMITS.loginIp + 3; i++) {
        const res = await http.request('POST', '/api/auth/login', {
          ip,
          headers: forgedHeaders(i),
          body: wrongLogin(`nobody${i}${randomUUID().slice(0, 6)}`),
        });
        if (res.status === 429) return i >= LIMITS.loginIp ? undefined : `limited early, at attempt ${i + 1}`;
        if (res.status !== 401) return `attempt ${i + 1} answered ${res.status}`;
      }
      return `${LIMITS.loginIp + 3} attempts from one address with rotating forged headers: no 429`;
    },
  );

  await report.run(
    C,
    `register: forged X-Forwarded-For through the edge does not change the address counted (${LIMITS.registerIp}, then 429)`,
    async () => {
      const ip = freshIp();
      for (let i = 0; i < LIMITS.registerIp + 2; i++) {
        const res = await http.request('POST', '/api/auth/register', {
          ip,
          headers: forgedHeaders(i),
          body: newUserInput('Forged'),
        });
        if (res.status === 429) return i >= LIMITS.registerIp ? undefined : `limited early, at ${i + 1}`;
        if (res.status !== 201) return `registration ${i + 1} answered ${res.status}`;
      }
      return `${LIMITS.registerIp + 2} registrations from one address with forged headers: no 429`;
    },
  );

  await report.run(
    C,
    'the gateway trusts only the edge: a forged X-Forwarded-For sent to it directly is not the address counted',
    async () => {
      const ip = freshIp();
      for (let i = 0; i < LIMITS.loginIp + 3; i++) {
        const { res } = await fetchFrom(ip, `${ctx.gatewayURL}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...forgedHeaders(i) },
          body: JSON.stringify(wrongLogin(`direct${i}${randomUUID().slice(0, 6)}`)),
        });
        if (res.status === 429) return i >= LIMITS.loginIp ? undefined : `limited early, at attempt ${i + 1}`;
        if (res.status !== 401) return `attempt ${i + 1} answered ${res.status}`;
      }
      return `${LIMITS.loginIp + 3} attempts straight to the gateway with forged headers: no 429`;
    },
  );
}

// ---------------------------------------------------------------------------------------------------
// Metrics off the public port, and the smaller leaks: source maps, no-store, the SPA's CSP.

export async function leakProbes(ctx, report) {
  const { http } = ctx;
  const C = 'edge';

  await report.run(C, "the gateway's public port does not serve /metrics (its ops port does)", async () => {
    const { res, bytes } = await fetchFrom(freshIp(), `${ctx.gatewayURL}/metrics`);
    const text = bytes.toString('utf8');
    if (res.status === 200 || /# HELP|process_cpu/.test(text))
      return `GET ${ctx.gatewayURL}/metrics answered ${res.status} with the metrics`;
    const ops = await fetchFrom('127.0.0.1', `${ctx.gatewayOpsURL}/metrics`);
    return ops.res.status === 200 && /process_cpu/.test(ops.bytes.toString('utf8'))
      ? undefined
      : `the ops port answered ${ops.res.status}`;
  });

  await report.run(C, 'no source map is served under /assets', async () => {
    const page = await http.request('GET', '/');
    const assets = [...page.text.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    if (!assets.length) return `no /assets in index.html: ${page.text.slice(0, 200)}`;
    const problems = [];
    for (const asset of assets) {
      const file = await http.request('GET', asset);
      if (/sourceMappingURL=/.test(file.text)) problems.push(`${asset} names a source map`);
      const map = await http.request('GET', `${asset}.map`);
      if (map.status === 200 || /"mappings"|"sourcesContent"/.test(map.text))
        problems.push(`${asset}.map answered ${map.status}`);
    }
    return problems.join('; ') || undefined;
  });

  await report.run(C, 'API JSON answers (errors too) carry Cache-Control: no-store', async () => {
    const cookie = ctx.users.clientA.cookie;
    const problems = [];
    for (const path of [
      '/api/auth/check',
      '/api/icps',
      `/api/icps/${ctx.rec.A.icp.id}`,
      '/api/nothing-here',
    ]) {
      const res = await http.request('GET', path, { cookie });
      const cc = res.headers.get('cache-control') ?? '';
      if (!/\bno-store\b/.test(cc)) problems.push(`${path} (${res.status}): Cache-Control "${cc}"`);
    }
    const login = await http.request('POST', '/api/auth/login', {
      body: { username: ctx.users.clientA.username, password: ctx.users.clientA.password },
    });
    rememberSession(sessionCookieOf(login));
    if (!/\bno-store\b/.test(login.headers.get('cache-control') ?? ''))
      problems.push(`POST /api/auth/login: Cache-Control "${login.headers.get('cache-control')}"`);
    return problems.join('; ') || undefined;
  });

  await report.run(
    C,
    "the SPA's CSP lets it connect to its own origin only (connect-src 'self')",
    async () => {
      const page = await http.request('GET', '/icps');
      const csp = page.headers.get('content-security-policy') ?? '';
      const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(csp)?.[1]?.trim();
      if (connect === undefined) {
        const fallback = /(?:^|;)\s*default-src ([^;]*)/.exec(csp)?.[1]?.trim();
        return fallback === "'self'" ? undefined : `no connect-src, default-src "${fallback}": ${csp}`;
      }
      return connect === "'self'" ? undefined : `connect-src ${connect}`;
    },
  );
}

// ---------------------------------------------------------------------------------------------------
// Reset links in the logs. Restarts auth (production, no SMTP): run it when no other probe runs.

export async function resetLogProbe(ctx, report) {
  await report.run(
    'password-reset',
    'without SMTP in production, a reset request logs neither the link nor the address',
    async () => {
      const { stack } = ctx;
      const file = stack.logFile('auth');
      const from = statSync(file).size;
      await stack.kill('auth');
      try {
        await stack.restart('auth', { SMTP_URL: '', NODE_ENV: 'production' });
        const u = ctx.users.clientB;
        const res = await ctx.http.request('POST', '/api/auth/forgot-password', { body: { email: u.email } });
        if (res.status !== 200) return `forgot-password answered ${res.status}`;
        const logged = await eventually(() => {
          const text = readFileSync(file).subarray(from).toString('utf8');
          // The request's own lines (they carry its correlation id), not the start-up notice.
          return text.split('\n').some((l) => l.includes('"correlationId"') && /password reset/i.test(l))
            ? text
            : undefined;
        }, 10_000);
        if (!logged) return 'auth logged nothing about the reset request';
        const problems = [];
        if (/resetLink|reset-password\/[A-Za-z0-9_-]{20,}/.test(logged))
          problems.push('the reset link is in the log');
        if (logged.toLowerCase().includes(u.email.toLowerCase()))
          problems.push('the e-mail address is in the log');
        return problems.join('; ') || undefined;
      } finally {
        await stack.kill('auth').catch(() => undefined);
        await stack.restart('auth');
      }
    },
  );
}

// ---------------------------------------------------------------------------------------------------
/** docs/product.md §14: share links. A revoked link, 10,000 guessed tokens, the per-address limit. */
export async function shareProbes(ctx, report) {
  const { http, users, rec, db } = ctx;
  const C = 'share-links';
  const GONE = 'This link is no longer valid';
  const randomToken = (prefix) => `${prefix}${randomBytes(32).toString('base64url')}`;

  await report.run(
    C,
    'a revoked link answers 404 "no longer valid"; only those who see the item revoke it',
    async () => {
      const base = `/api/icps/${rec.A.icp.id}/shares`;
      const made = await http.request('POST', base, {
        cookie: users.clientA.cookie,
        body: { label: 'Probe' },
      });
      if (made.status !== 201) return `making the link answered ${made.status}`;
      const { id, token } = made.json;
      // Stored hashed: the database holds the SHA-256, never the token.
      const stored = await db.query('SELECT * FROM icp.share_links WHERE id = $1', [id]);
      if (stored.rows[0]?.token_hash !== createHash('sha256').update(token).digest('hex'))
        return 'not stored as its hash';
      if (JSON.stringify(stored.rows).includes(token.slice(2))) return 'the token is in the database';
      const open = await http.request('GET', `/api/shared/${token}`);
      if (open.status !== 200) return `the live link answered ${open.status}`;
      for (const [who, want] of [
        [undefined, 401],
        [users.clientB, 404],
        [users.advUnassigned, 404],
      ]) {
        const res = await http.request('DELETE', `${base}/${id}`, { cookie: who?.cookie });
        if (res.status !== want) return `revoking as ${who?.username ?? 'anonymous'} answered ${res.status}`;
      }
      if ((await http.request('GET', `/api/shared/${token}`)).status !== 200)
        return 'a refused revoke ended the link';
      const revoked = await http.request('DELETE', `${base}/${id}`, { cookie: users.advAssigned.cookie });
      if (revoked.status !== 200) return `the assigned advisor's revoke answered ${revoked.status}`;
      for (const cookie of [undefined, users.clientA.cookie, users.admin.cookie]) {
        const res = await http.request('GET', `/api/shared/${token}`, { cookie });
        if (res.status !== 404 || res.json?.message !== GONE)
          return `the revoked link answered ${res.status}`;
        if (!/noindex/.test(res.headers.get('x-robots-tag') ?? '')) return 'the 404 is not noindex';
      }
      const listed = await http.request('GET', base, { cookie: users.clientA.cookie });
      if (listed.json.some((l) => l.id === id)) return 'the revoked link is still listed';
      const again = await http.request('DELETE', `${base}/${id}`, { cookie: users.clientA.cookie });
      return again.status === 404 ? undefined : `revoking twice answered ${again.status}`;
    },
  );

  await report.run(C, '10,000 random well-formed tokens: none opens anything', async () => {
    const guesses = Array.from({ length: 10_000 }, (_, i) => randomToken(i % 2 ? 'p_' : 'i_'));
    const statuses = new Map();
    let wrongMessage = 0;
    // Each guess from another loopback address (a guesser rotating addresses, past the per-address limit).
    await pool(guesses, 16, async (token) => {
      const res = await http.request('GET', `/api/shared/${token}`);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 404 && res.json?.message !== GONE) wrongMessage++;
    });
    const summary = [...statuses].map(([s, n]) => `${s}: ${n}`).join(', ');
    if (statuses.get(404) !== guesses.length) return `not every guess answered 404 (${summary})`;
    return wrongMessage ? `${wrongMessage} guesses answered another message` : undefined;
  });

  await report.run(
    C,
    `the share page: ${LIMITS.sharedIp} opens per address, then 429 (noindex)`,
    async () => {
      const ip = freshIp();
      for (let i = 0; i < LIMITS.sharedIp; i++) {
        const res = await http.request('GET', `/api/shared/${randomToken('i_')}`, { ip });
        if (res.status !== 404) return `open ${i + 1} answered ${res.status}`;
      }
      const res = await http.request('GET', `/api/shared/${randomToken('i_')}`, { ip });
      if (res.status !== 429) return `answered ${res.status} past the limit`;
      if (!/^\d+$/.test(res.headers.get('retry-after') ?? '')) return 'no Retry-After';
      return /noindex/.test(res.headers.get('x-robots-tag') ?? '') ? undefined : 'the 429 is not noindex';
    },
  );
}
