/**
 * Signed actors on the bus (docs/developing.md, "Who is asking: signed actors"): with a service's own
 * NATS credentials, or the gateway's without its signing key, a request that names a user the gateway
 * did not sign in is answered as a request with no actor (401), never with that user's data.
 */
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { AUTH, ICP } from '@icp-studio/contracts';
import { connect as natsConnect } from '@nats-io/transport-node';

/** A NATS connection as `user` of deploy/nats/nats.conf. */
async function connectAs(nats, user) {
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
  return nc;
}

/** A proof in the product's format, signed with a key of the caller's own (not the gateway's). */
function selfSignedProof(actor, subject) {
  const { privateKey } = generateKeyPairSync('ed25519');
  const payload = Buffer.from(
    JSON.stringify({ iss: 'gateway', sub: subject, act: actor, exp: Date.now() + 60_000 }),
  );
  return `${payload.toString('base64url')}.${sign(null, payload, privateKey).toString('base64url')}`;
}

/**
 * Sends `subject` as `user` with `actor` in the envelope (and `proof` in the header when given); the
 * answer's text, or undefined when nothing answered.
 */
async function ask(nats, user, subject, actor, body, proof) {
  const nc = await connectAs(nats, user);
  try {
    const packet = JSON.stringify({ pattern: subject, id: randomUUID(), data: { actor, body } });
    const headers = (await import('@nats-io/transport-node')).headers();
    if (proof) headers.set('x-actor-proof', proof);
    return await nc.request(subject, packet, { timeout: 3000, headers }).then(
      (m) => m.string(),
      () => undefined,
    );
  } finally {
    await nc.close();
  }
}

/** Passes when the answer is a 401 error envelope; otherwise says what came back. */
function refused(answer, secret) {
  if (answer === undefined) return 'no answer (the probe cannot tell a refusal from a lost request)';
  if (secret && answer.includes(secret)) return `the data came back: ${answer.slice(0, 160)}`;
  const parsed = JSON.parse(answer);
  return parsed.err?.status === 401 ? undefined : `answered: ${answer.slice(0, 160)}`;
}

export async function actorProbes(ctx, report) {
  const { nats, users, rec } = ctx;
  const C = 'signed-actors';
  const admin = { userId: users.admin.id, role: 'admin' };
  const profile = rec.B.icp;

  for (const user of ['pdf', 'ai-worker', 'playbook', 'gateway']) {
    await report.run(
      C,
      `${user}'s NATS credentials with a forged admin actor cannot read another client's profile`,
      async () => refused(await ask(nats, user, ICP.get, admin, { id: profile.id }), profile.name),
    );
  }
  await report.run(
    C,
    "realtime's NATS credentials with a forged admin actor cannot learn who owns a profile",
    async () => refused(await ask(nats, 'realtime', ICP.canSee, admin, { id: profile.id }), users.clientB.id),
  );
  await report.run(C, "icp's NATS credentials with a forged admin actor read no e-mail addresses", async () =>
    refused(
      await ask(nats, 'icp', AUTH.usersByIds, admin, { ids: [users.clientA.id, users.clientB.id] }),
      users.clientB.email,
    ),
  );
  await report.run(C, "admin's NATS credentials with a forged admin actor cannot list users", async () =>
    refused(await ask(nats, 'admin', AUTH.listUsers, admin, {}), users.clientB.email),
  );
  await report.run(C, 'a proof signed with a key that is not the gateway\u2019s is refused', async () =>
    refused(
      await ask(nats, 'pdf', ICP.get, admin, { id: profile.id }, selfSignedProof(admin, ICP.get)),
      profile.name,
    ),
  );
  // The probes above can tell: the owner's own request, through the gateway, does read it.
  await report.run(C, 'the owner still reads the profile through the gateway', async () => {
    const res = await ctx.http.request('GET', `/api/icps/${profile.id}`, { cookie: users.clientB.cookie });
    return res.status === 200 ? undefined : `answered ${res.status}`;
  });
}
