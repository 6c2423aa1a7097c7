/**
 * Account recovery (docs/product.md §7, "Account recovery"): an e-mail change and a password reset must
 * not outlive each other.
 *   - e-mail change then recovery: a change asked for by someone who knew the password dies when the
 *     owner changes or resets the password; its link no longer confirms.
 *   - reset link after address change: a reset link mailed to the old address stops working once the
 *     address moved.
 *   - undo from the old address: the notice to the old address carries a link that restores it, ends
 *     every session (the attacker's too) and leaves the password to be chosen again from that address.
 */
import { randomUUID } from 'node:crypto';
import { login, newPassword, register } from './lib/fixtures.mjs';
import { eventually, sessionCookieOf } from './lib/http.mjs';
import { rememberSession, runSecrets } from './probes.mjs';

const C = 'recovery';

/** The tokens of every link of `kind` (`reset-password`, `confirm-email`, ...) mailed to `email`, oldest first. */
async function linksMailedTo(ctx, email, kind) {
  const res = await fetch(`${ctx.mailURL}/?to=${encodeURIComponent(email)}`);
  const tokens = [];
  for (const m of await res.json()) {
    const raw = m.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    for (const match of raw.matchAll(new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`, 'g')))
      if (!tokens.includes(match[1])) tokens.push(match[1]);
  }
  tokens.forEach((t) => runSecrets.resetTokens.add(t));
  return tokens;
}

/** Waits for a new link of `kind` to `email` after `action` ran; answers its token. */
async function nextLink(ctx, email, kind, action) {
  const before = (await linksMailedTo(ctx, email, kind)).length;
  await action();
  const tokens = await eventually(async () => {
    const all = await linksMailedTo(ctx, email, kind);
    return all.length > before ? all : undefined;
  }, 15_000);
  if (!tokens) throw new Error(`no ${kind} link reached ${email}`);
  return tokens[tokens.length - 1];
}

function expectOk(res, what) {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res.json;
}

export async function recoveryProbes(ctx, report) {
  const { http } = ctx;
  const post = (path, body, cookie) => http.request('POST', path, { body, cookie });
  const forgot = (email) => async () =>
    expectOk(await post('/api/auth/forgot-password', { email }), 'forgot-password');
  const emailOf = async (cookie) =>
    (await http.request('GET', '/api/auth/check', { cookie })).json?.user?.email;

  /** Someone who knows the victim's password asks to move the account to their own address. */
  async function attackerAsksForChange(victim) {
    const attackerEmail = `taker${randomUUID().slice(0, 8)}@security.test`;
    const cookie = await login(http, victim.username, victim.password);
    rememberSession(cookie);
    const token = await nextLink(ctx, attackerEmail, 'confirm-email', async () =>
      expectOk(
        await post(
          '/api/auth/email-change',
          { newEmail: attackerEmail, currentPassword: victim.password },
          cookie,
        ),
        'email-change',
      ),
    );
    return { attackerEmail, cookie, token };
  }

  await report.run(C, 'e-mail change then recovery: a password change kills the pending change', async () => {
    const victim = await register(http, 'RecA');
    rememberSession(victim.cookie);
    const { token } = await attackerAsksForChange(victim);
    const fresh = newPassword();
    expectOk(
      await post(
        '/api/auth/password',
        { currentPassword: victim.password, newPassword: fresh },
        victim.cookie,
      ),
      'password change',
    );
    const res = await post('/api/auth/email-change/confirm', { token });
    if (res.status !== 400)
      return `the old change link still confirms after the password change: ${res.status}`;
    const email = await emailOf(victim.cookie);
    return email === victim.email ? undefined : `the account's address is now ${email}`;
  });

  await report.run(C, 'e-mail change then recovery: a password reset kills the pending change', async () => {
    const victim = await register(http, 'RecB');
    rememberSession(victim.cookie);
    const { token } = await attackerAsksForChange(victim);
    const reset = await nextLink(ctx, victim.email, 'reset-password', forgot(victim.email));
    expectOk(
      await post('/api/auth/reset-password', { token: reset, newPassword: newPassword() }),
      'reset-password',
    );
    const res = await post('/api/auth/email-change/confirm', { token });
    return res.status === 400
      ? undefined
      : `the old change link still confirms after the password reset: ${res.status}`;
  });

  await report.run(
    C,
    'reset link after address change: a link to the old address no longer sets a password',
    async () => {
      const user = await register(http, 'RecC');
      rememberSession(user.cookie);
      const reset = await nextLink(ctx, user.email, 'reset-password', forgot(user.email));
      const moved = `moved${randomUUID().slice(0, 8)}@security.test`;
      const confirm = await nextLink(ctx, moved, 'confirm-email', async () =>
        expectOk(
          await post(
            '/api/auth/email-change',
            { newEmail: moved, currentPassword: user.password },
            user.cookie,
          ),
          'email-change',
        ),
      );
      expectOk(await post('/api/auth/email-change/confirm', { token: confirm }), 'confirm');
      const attempted = newPassword();
      const res = await post('/api/auth/reset-password', { token: reset, newPassword: attempted });
      if (res.status !== 400) return `the pre-change reset link still answers ${res.status}`;
      const old = await http.request('POST', '/api/auth/login', {
        body: { username: user.username, password: user.password },
      });
      rememberSession(sessionCookieOf(old));
      return old.status === 200 ? undefined : `the password changed anyway (sign-in ${old.status})`;
    },
  );

  await report.run(
    C,
    'undo from the old address: restores it, ends every session, asks for a new password',
    async () => {
      const victim = await register(http, 'RecD');
      rememberSession(victim.cookie);
      const { attackerEmail, cookie: attacker, token } = await attackerAsksForChange(victim);
      const undo = await nextLink(ctx, victim.email, 'undo-email-change', async () =>
        expectOk(await post('/api/auth/email-change/confirm', { token }), 'confirm'),
      );
      // The attacker takes the password too, through the address they now hold.
      const takeover = await nextLink(ctx, attackerEmail, 'reset-password', forgot(attackerEmail));
      const theirs = newPassword();
      expectOk(await post('/api/auth/reset-password', { token: takeover, newPassword: theirs }), 'takeover');
      const attackerNow = await login(http, attackerEmail, theirs);
      rememberSession(attackerNow);

      const before = (await linksMailedTo(ctx, victim.email, 'reset-password')).length;
      const res = await post('/api/auth/email-change/undo', { token: undo });
      if (res.status !== 200) return `undo answered ${res.status} ${res.text}`;
      if (res.json?.email !== victim.email) return `undo restored ${res.json?.email}`;
      const ended = await eventually(async () => {
        const r = await http.request('GET', '/api/icps', { cookie: attackerNow });
        return r.status === 401;
      }, 8000);
      if (!ended) return "the attacker's session survived the undo";
      if ((await http.request('GET', '/api/icps', { cookie: attacker })).status !== 401)
        return "the attacker's first session survived the undo";
      const theirLogin = await http.request('POST', '/api/auth/login', {
        body: { username: victim.username, password: theirs },
      });
      rememberSession(sessionCookieOf(theirLogin));
      if (theirLogin.status !== 401) return `the attacker's password still signs in (${theirLogin.status})`;
      const again = await post('/api/auth/email-change/undo', { token: undo });
      if (again.status !== 400) return `the undo link works twice (${again.status})`;
      const fresh = await eventually(async () => {
        const all = await linksMailedTo(ctx, victim.email, 'reset-password');
        return all.length > before ? all.at(-1) : undefined;
      }, 15_000);
      if (!fresh) return 'no reset link reached the restored address';
      const mine = newPassword();
      expectOk(await post('/api/auth/reset-password', { token: fresh, newPassword: mine }), 'owner reset');
      const back = await login(http, victim.email, mine);
      rememberSession(back);
      return (await emailOf(back)) === victim.email ? undefined : 'the owner is not back on their address';
    },
  );

  await report.run(C, 'an undo token that was never issued is refused', async () => {
    const res = await post('/api/auth/email-change/undo', {
      token: Buffer.from(randomUUID() + randomUUID())
        .toString('base64url')
        .slice(0, 43),
    });
    return res.status === 400 ? undefined : `answered ${res.status} ${res.text}`;
  });
}
