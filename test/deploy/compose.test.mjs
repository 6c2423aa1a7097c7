/**
 * docker-compose.yml: the whole product in one `docker compose up`. Checked without a Docker engine:
 * the file parses, every deployable has its service built from its own Dockerfile target with a
 * healthcheck on its health port, start-up order waits on health, and every setting it interpolates is
 * documented in .env.example and filled in by `make up`.
 */
import { generateActorKeys } from '../../scripts/actor-keys.mjs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEPLOYABLES,
  NATS_PASSWORD_VARS,
  dockerfileStages,
  interpolations,
  loadCompose,
  parseEnvFile,
  read,
} from './support/project.mjs';

const compose = loadCompose();
const services = compose.services ?? {};
const targets = new Set(dockerfileStages().stages.map((s) => s.name));
const APP = [...DEPLOYABLES.map((d) => d.name), 'migrate', 'backup', 'edge'];
const INFRA = ['postgres', 'redis', 'nats', 'mailpit'];

/** Every string anywhere in a value. */
function strings(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

test('every deployable, the migration job, the edge and the infrastructure have a compose service', () => {
  assert.deepEqual(Object.keys(services).sort(), [...APP, ...INFRA].sort());
});

test('each application service is built from its own named Dockerfile target, tagged with the version', () => {
  for (const name of APP) {
    const svc = services[name];
    assert.deepEqual(svc.build, { context: '.', target: name }, `${name}: build`);
    assert.ok(targets.has(name), `${name}: no Dockerfile target "${name}"`);
    assert.equal(svc.image, `icp-studio/${name}:\${ICP_STUDIO_VERSION:-0.1.0}`, `${name}: image`);
  }
});

test('third-party images are pinned to a version, never latest', () => {
  for (const name of INFRA) {
    const [, tag] = services[name].image.split(':');
    assert.match(tag ?? '', /^v?\d+\.\d+(\.\d+)?[-\w.]*$/, `${name}: ${services[name].image}`);
  }
});

test('each service has a healthcheck on its own health port', () => {
  for (const d of DEPLOYABLES) {
    const check = services[d.name].healthcheck;
    assert.ok(check, `${d.name}: no healthcheck`);
    const cmd = check.test.join(' ');
    assert.ok(cmd.includes(`http://127.0.0.1:${d.port}/health`), `${d.name}: healthcheck ${cmd}`);
    assert.equal(String(services[d.name].environment[d.portVar]), String(d.port), `${d.name}: ${d.portVar}`);
  }
  assert.match(services.edge.healthcheck.test.join(' '), /127\.0\.0\.1:8080\/edge\/health/);
  for (const name of INFRA) assert.ok(services[name].healthcheck, `${name}: no healthcheck`);
});

test('each service has time to drain on a stop: a stop grace period longer than its drain (8 s)', () => {
  for (const d of DEPLOYABLES) {
    const grace = /^(\d+)s$/.exec(String(services[d.name].stop_grace_period ?? ''))?.[1];
    assert.ok(Number(grace) >= 20, `${d.name}: stop_grace_period ${services[d.name].stop_grace_period}`);
  }
});

test('services start once the infrastructure is healthy and the migrations ran; the edge once gateway and realtime are healthy', () => {
  for (const d of DEPLOYABLES) {
    const deps = services[d.name].depends_on;
    for (const infra of ['postgres', 'redis', 'nats'])
      assert.deepEqual(deps[infra], { condition: 'service_healthy' }, `${d.name} -> ${infra}`);
    assert.deepEqual(deps.migrate, { condition: 'service_completed_successfully' }, `${d.name} -> migrate`);
  }
  assert.deepEqual(services.migrate.depends_on, { postgres: { condition: 'service_healthy' } });
  assert.equal(services.migrate.restart, 'no');
  assert.deepEqual(services.edge.depends_on, {
    gateway: { condition: 'service_healthy' },
    realtime: { condition: 'service_healthy' },
  });
  for (const [name, svc] of Object.entries(services))
    for (const dep of Object.keys(svc.depends_on ?? {}))
      assert.ok(services[dep], `${name} depends on ${dep}`);
});

test('Redis keeps every key (noeviction) and persists them (AOF)', () => {
  const cmd = services.redis.command.join(' ');
  assert.match(cmd, /--appendonly yes/);
  assert.match(cmd, /--maxmemory-policy noeviction/);
});

test('application containers run as in Kubernetes: read-only, no capabilities, no privilege escalation', () => {
  for (const name of APP) {
    const svc = services[name];
    assert.equal(svc.read_only, true, `${name}: read_only`);
    assert.deepEqual(svc.tmpfs, ['/tmp'], `${name}: tmpfs`);
    assert.deepEqual(svc.cap_drop, ['ALL'], `${name}: cap_drop`);
    assert.deepEqual(svc.security_opt, ['no-new-privileges:true'], `${name}: security_opt`);
  }
  assert.equal(services.edge.ports.length, 1);
  assert.match(services.edge.ports[0], /:8080$/);
});

test('every variable compose interpolates is documented in .env.example', () => {
  const documented = new Set(parseEnvFile(read('.env.example')).map(([k]) => k));
  const used = new Set(strings(compose).flatMap((s) => interpolations(s).map((i) => i.name)));
  const undocumented = [...used].filter((v) => !documented.has(v));
  assert.deepEqual(undocumented, []);
});

test('the variables compose refuses to start without are the secrets `make up` generates into .env', () => {
  const required = new Set(
    strings(compose).flatMap((s) =>
      interpolations(s)
        .filter((i) => i.op === ':?' || i.op === '?')
        .map((i) => i.name),
    ),
  );
  assert.deepEqual(
    [...required].sort(),
    [
      'ADMIN_PASSWORD',
      'AI_ENCRYPTION_KEY',
      ...NATS_PASSWORD_VARS,
      'SESSION_SECRET',
      'SHARE_LINK_KEY',
      ...Object.keys(generateActorKeys()),
    ].sort(),
  );
  const ensureEnv = read('scripts/ensure-env.sh');
  // The key pairs of signed actors come whole from scripts/actor-keys.mjs, which ensure-env.sh runs.
  assert.match(ensureEnv, /node scripts\/actor-keys\.mjs --missing \.env/);
  for (const name of required)
    if (!name.startsWith('ACTOR_'))
      assert.match(ensureEnv, new RegExp(`s\\|\\^${name}=`), `ensure-env.sh fills ${name}`);
});

test('the inside is closed: one internal network, only the edge (and Mailpit on 127.0.0.1) publish a port', () => {
  const networks = compose.networks ?? {};
  assert.equal(networks.internal?.internal, true, 'the internal network has no way in or out');
  for (const [name, svc] of Object.entries(services)) {
    assert.ok((svc.networks ?? []).includes('internal'), `${name}: not on the internal network`);
    assert.ok(!('network_mode' in svc), `${name}: network_mode`);
    if (name === 'edge') continue;
    for (const port of svc.ports ?? [])
      assert.match(String(port), /^127\.0\.0\.1:/, `${name}: publishes ${port} beyond this machine`);
    if (name !== 'mailpit') assert.deepEqual(svc.ports ?? [], [], `${name}: publishes a port`);
    if (name !== 'mailpit')
      assert.ok(!(svc.networks ?? []).includes('public'), `${name}: on the public network`);
  }
  assert.deepEqual(services.edge.networks.sort(), ['internal', 'public']);
  // Only what talks to the outside world has a way out.
  const egress = Object.keys(services).filter((n) => (services[n].networks ?? []).includes('egress'));
  assert.deepEqual(egress.sort(), ['ai', 'ai-worker', 'auth']);
  // Every Node.js service listens on its container's addresses (BIND_HOST), not only on its loopback.
  for (const d of DEPLOYABLES) assert.equal(services[d.name].environment.BIND_HOST, '0.0.0.0', d.name);
});

test('NATS runs with deploy/nats/nats.conf; every service signs in as its own user', () => {
  const nats = services.nats;
  assert.deepEqual(nats.command.slice(0, 2), ['-c', '/etc/nats/nats.conf']);
  assert.ok(nats.volumes.includes('./deploy/nats/nats.conf:/etc/nats/nats.conf:ro'));
  const conf = read('deploy/nats/nats.conf');
  assert.doesNotMatch(conf, /no_auth_user/, 'no anonymous user');
  for (const v of NATS_PASSWORD_VARS) {
    assert.match(conf, new RegExp(`password: \\$${v}\\b`), `nats.conf reads ${v}`);
    assert.equal(nats.environment[v], `\${${v}:?set ${v} in .env}`);
  }
  for (const d of DEPLOYABLES) {
    const env = services[d.name].environment;
    const v = `NATS_PASSWORD_${d.name.toUpperCase().replace(/-/g, '_')}`;
    assert.equal(env.NATS_USER, d.name, `${d.name}: NATS_USER`);
    assert.equal(env.NATS_PASSWORD, `\${${v}:?set ${v} in .env}`, `${d.name}: NATS_PASSWORD`);
  }
});
