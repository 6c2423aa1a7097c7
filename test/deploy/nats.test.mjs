/**
 * NATS as compose and Kubernetes run it (deploy/nats/nats.conf): a real nats-server started with that
 * very file on a private port. Without the stack's credentials nothing gets on the bus; each service
 * user may send only the requests its code makes; only the gateway may send every request (those that
 * carry a user's actor); replies reach only the one who asked. Needs nats-server (`make up` installs
 * Debian's; NATS_SERVER_BIN names another).
 */
import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { ADMIN, AI, AUTH, EVENTS, ICP, PLAYBOOK } from '@icp-studio/contracts';
import { natsAuthOptions } from '@icp-studio/service-kit';
import {
  NATS_USERS as USERS,
  natsPasswordVar as passwordVar,
  startNatsServer,
} from '../support/nats-server.mjs';
import { loadCompose, root } from './support/project.mjs';

let nats;
let url;
let passwords;
const connections = [];

/** Every request subject of every service. */
const FAMILIES = { auth: AUTH, icp: ICP, playbook: PLAYBOOK, ai: AI, admin: ADMIN };
const ALL_REQUESTS = Object.values(FAMILIES).flatMap((f) => Object.values(f));

/**
 * The requests each service other than the gateway makes, read from its code (its `rpc.request` and
 * `ask` calls). A new cross-service call needs its line here and in deploy/nats/nats.conf.
 */
const REQUESTS_OF = {
  auth: [],
  icp: [AUTH.scope, AUTH.usersByIds, AUTH.maySeeUser],
  playbook: [AUTH.scope, AUTH.usersByIds, AUTH.taskAssignees, AUTH.maySeeUser, ICP.canSee, ICP.get],
  ai: [],
  'ai-worker': [ICP.get, ICP.getScore, ICP.applyAiAnalysis],
  admin: [
    AUTH.stats,
    AUTH.listUsers,
    AUTH.advisorSummaries,
    AUTH.advisorClients,
    ICP.stats,
    ICP.countsByUser,
    ICP.activityByUser,
    ICP.reportStats,
    PLAYBOOK.stats,
    PLAYBOOK.countsByUser,
    PLAYBOOK.activityByUser,
    PLAYBOOK.reportStats,
    AUTH.cockpitClients,
    ICP.cockpit,
    PLAYBOOK.cockpit,
  ],
  pdf: [
    AUTH.getUser,
    ICP.get,
    ICP.getScore,
    ICP.evidenceLedger,
    ICP.evidenceGet,
    PLAYBOOK.get,
    PLAYBOOK.listKpis,
  ],
  realtime: [AUTH.resolveActor, ICP.canSee, PLAYBOOK.canSee],
};

/** A connection as a service makes it (the kit's options for NATS_USER / NATS_PASSWORD). */
async function as(user, password = passwords[user]) {
  const nc = await connect({
    servers: url,
    name: `test-${user}`,
    reconnect: false,
    ...natsAuthOptions({ NATS_USER: user, NATS_PASSWORD: password }),
  });
  // Permission violations arrive as asynchronous errors: the connection stays up.
  void (async () => {
    for await (const _status of nc.status()) void _status;
  })();
  connections.push(nc);
  return nc;
}

const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

before(async () => {
  nats = await startNatsServer();
  url = nats.url;
  passwords = nats.passwords;
});

afterEach(async () => {
  await Promise.all(connections.splice(0).map((nc) => nc.close().catch(() => undefined)));
});

after(async () => {
  await nats?.stop();
});

test('compose and the config name the same users, each with its own password variable', () => {
  const compose = loadCompose().services;
  for (const user of USERS) {
    const env = compose[user].environment;
    assert.equal(env.NATS_USER, user, `${user}: NATS_USER`);
    assert.match(
      String(env.NATS_PASSWORD),
      new RegExp(`^\\$\\{${passwordVar(user)}:\\?`),
      `${user}: NATS_PASSWORD`,
    );
    assert.match(String(compose.nats.environment[passwordVar(user)]), new RegExp(passwordVar(user)));
  }
  assert.ok(compose.nats.command.includes('/etc/nats/nats.conf'));
});

test('without the credentials nobody gets on the bus: no anonymous client, no wrong password', async () => {
  await assert.rejects(connect({ servers: url, reconnect: false }), /Authorization/i);
  await assert.rejects(
    connect({ servers: url, reconnect: false, user: 'gateway', pass: 'not-the-password' }),
    /Authorization/i,
  );
  await assert.rejects(
    connect({ servers: url, reconnect: false, user: 'pdf', pass: passwords.gateway }),
    /Authorization/i,
  );
});

test('only the gateway may send every request; each other service only the requests its code makes', async () => {
  // Each service listens on its own subjects, as its handlers do; what arrives is recorded with its sender.
  const heard = [];
  for (const [owner] of Object.entries(FAMILIES)) {
    const nc = await as(owner);
    nc.subscribe(`${owner}.>`, {
      queue: owner,
      callback: (_err, msg) => heard.push(`${msg.json().from} -> ${msg.subject}`),
    });
    await nc.flush();
  }
  for (const user of USERS) {
    const nc = await as(user);
    for (const subject of ALL_REQUESTS) nc.publish(subject, JSON.stringify({ from: user }));
    await nc.flush().catch(() => undefined);
  }
  await settle();
  const expected = [
    ...ALL_REQUESTS.map((s) => `gateway -> ${s}`),
    ...Object.entries(REQUESTS_OF).flatMap(([user, subjects]) => subjects.map((s) => `${user} -> ${s}`)),
  ];
  assert.deepEqual([...heard].sort(), expected.sort());
});

test('answers reach only the one who asked; no service can take another service’s requests', async () => {
  const auth = await as('auth');
  auth.subscribe(AUTH.getUser, {
    queue: 'auth',
    callback: (_err, msg) => msg.respond(JSON.stringify({ response: { id: 'u1' } })),
  });
  await auth.flush();

  // pdf tries to read the gateway's answers and to take auth's requests: the server refuses both.
  const pdf = await as('pdf');
  const stolen = [];
  for (const subject of ['_INBOX_gateway.>', '_INBOX.>', 'auth.>', '>'])
    pdf.subscribe(subject, { callback: (err, msg) => !err && stolen.push(msg.subject) });
  await pdf.flush().catch(() => undefined);

  const gateway = await as('gateway');
  const answer = await gateway.request(AUTH.getUser, JSON.stringify({ actor: null, body: {} }), {
    timeout: 2000,
  });
  assert.deepEqual(answer.json(), { response: { id: 'u1' } });
  // pdf may ask this one itself (it reads the requester of an export), and gets its own answer.
  const own = await pdf.request(AUTH.getUser, '{}', { timeout: 2000 });
  assert.deepEqual(own.json(), { response: { id: 'u1' } });
  await settle(200);
  assert.deepEqual(stolen, []);
});

test('events: each service publishes only its own, everyone may listen', async () => {
  const heard = [];
  const listener = await as('realtime');
  listener.subscribe('events.>', {
    callback: (_err, msg) => heard.push(`${msg.json().from} -> ${msg.subject}`),
  });
  await listener.flush();
  const owners = {
    auth: [
      EVENTS.userChanged,
      EVENTS.sessionsRevoked,
      EVENTS.userDeleted,
      EVENTS.userCreated,
      EVENTS.assignmentChanged,
      EVENTS.notificationCreated,
    ],
    gateway: [EVENTS.signedOut],
    icp: [EVENTS.icpChanged, EVENTS.scoreUpdated, EVENTS.sharesRevoked],
    playbook: [
      EVENTS.playbookChanged,
      EVENTS.noteAdded,
      EVENTS.noteUpdated,
      EVENTS.taskAssigned,
      EVENTS.taskCompleted,
      EVENTS.noteDeleted,
      EVENTS.notificationRequested,
      EVENTS.kpiActualsChanged,
      EVENTS.sharesRevoked,
      EVENTS.kpiReviewDue,
    ],
    // Each instance tells the others who is on which page (docs/developing.md, "Realtime presence").
    realtime: [EVENTS.presenceSynced],
  };
  for (const user of USERS) {
    const nc = await as(user);
    for (const subject of Object.values(EVENTS)) nc.publish(subject, JSON.stringify({ from: user }));
    await nc.flush().catch(() => undefined);
  }
  await settle();
  const expected = Object.entries(owners).flatMap(([user, subjects]) =>
    subjects.map((s) => `${user} -> ${s}`),
  );
  assert.deepEqual([...heard].sort(), expected.sort());
});

test("make up's generated NATS passwords read as strings to nats-server (a letter first, then letters and digits)", () => {
  // nats-server parses a variable's value as a config value: '3q…' or 'a+b/=' would not start it.
  const script = readFileSync(join(root, 'scripts/ensure-env.sh'), 'utf8');
  const rand = /^rand\(\) \{ (.*); \}$/m.exec(script)?.[1];
  assert.ok(rand, 'ensure-env.sh defines rand()');
  for (let i = 0; i < 20; i++) {
    const password = execSync(rand, { encoding: 'utf8' }).trim();
    assert.match(password, /^[a-z][a-z0-9]{20,}$/i);
  }
});
