/**
 * Configuration, checked against each service's own zod schema (from its build): every variable a
 * service needs is set for it in compose and in Kubernetes, what is set parses as production would
 * parse it, nothing is set that no service reads (a typo), and .env.example and the README document
 * every variable.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { podSpec } from './support/kustomize.mjs';
import {
  DEPLOYABLES,
  DEPLOYMENT_VARS,
  MIGRATE,
  PER_PROCESS_VARS,
  SECRET_SAMPLES,
  TEST_ONLY_VARS,
  composeEnv,
  configIssues,
  interpolations,
  k8sBuilds,
  loadCompose,
  parseEnvFile,
  read,
  requiredVarsOf,
  varsOf,
} from './support/project.mjs';

const envExample = parseEnvFile(read('.env.example'));
const documented = new Map(envExample);
const secretKeys = new Set(parseEnvFile(read('k8s/secrets.example.env')).map(([k]) => k));
const compose = loadCompose();
const ALL = [...DEPLOYABLES, MIGRATE];

/** .env as `make up` writes it: the example with its secrets filled in. */
const dotEnv = Object.fromEntries(
  envExample.map(([k, v]) => [k, v === '' && SECRET_SAMPLES[k] ? SECRET_SAMPLES[k] : v]),
);

const vars = new Map();
const required = new Map();
before(async () => {
  for (const d of ALL) {
    vars.set(d.name, await varsOf(d));
    required.set(d.name, await requiredVarsOf(d));
  }
});

const builds = k8sBuilds();

/** The environment a workload's first container gets in a build: the ConfigMaps it loads, then its env. */
function k8sEnv(docs, kind, name) {
  const workload = docs.find((d) => d.kind === kind && d.metadata.name === name);
  assert.ok(workload, `${kind} ${name} is missing`);
  const container = podSpec(workload).containers[0];
  const env = {};
  const explicit = new Set();
  for (const from of container.envFrom ?? []) {
    const cm = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === from.configMapRef?.name);
    assert.ok(cm, `${name}: envFrom ${JSON.stringify(from)} names no ConfigMap`);
    Object.assign(env, cm.data);
  }
  for (const e of container.env ?? []) {
    explicit.add(e.name);
    if ('value' in e) env[e.name] = e.value;
    else if (e.valueFrom?.secretKeyRef) env[e.name] = SECRET_SAMPLES[e.valueFrom.secretKeyRef.key] ?? 'x';
    else if (e.valueFrom?.configMapKeyRef) {
      const cm = docs.find(
        (d) => d.kind === 'ConfigMap' && d.metadata.name === e.valueFrom.configMapKeyRef.name,
      );
      env[e.name] = cm?.data?.[e.valueFrom.configMapKeyRef.key];
    }
  }
  return { env, explicit };
}

test('compose sets every variable each service needs, and its values parse as production parses them', async () => {
  for (const d of ALL) {
    const env = composeEnv(compose.services[d.name], dotEnv);
    const missing = [...required.get(d.name)].filter((v) => !env[v]);
    assert.deepEqual(missing, [], `${d.name}: required but not set in compose`);
    assert.equal(env.NODE_ENV, 'production', `${d.name}: NODE_ENV`);
    assert.deepEqual(await configIssues(d, env), [], `${d.name}: its configuration refuses compose's values`);
  }
});

test('compose passes each service only variables it reads (no typos, no leaks)', () => {
  for (const d of ALL) {
    const env = composeEnv(compose.services[d.name], dotEnv);
    const unread = Object.keys(env).filter((v) => !vars.get(d.name).has(v));
    assert.deepEqual(unread, [], `${d.name}: set in compose, read by nothing`);
  }
});

test('every setting in .env reaches, under docker compose, each service that reads it', () => {
  const own = new Set(['DATABASE_URL', 'REDIS_URL', 'NATS_URL', 'TRUST_PROXY', 'CHROMIUM_PATH']);
  // (The migration job reads auth's and icp's whole configuration but uses only DATABASE_URL.)
  for (const d of DEPLOYABLES) {
    const env = compose.services[d.name].environment;
    const lost = [...vars.get(d.name)].filter(
      (v) => documented.has(v) && !(v in env) && !PER_PROCESS_VARS.includes(v),
    );
    assert.deepEqual(lost, [], `${d.name}: reads these, compose does not pass them`);
    // The infrastructure URLs and proxy trust of .env are for `make up`; compose sets its own.
    for (const v of own)
      if (v in env)
        assert.ok(!interpolations(env[v]).some((i) => i.name === v), `${d.name}: ${v} comes from .env`);
  }
});

test('producers and consumers agree: one QUEUE_PREFIX, one session secret and key prefix', () => {
  const env = (name) => composeEnv(compose.services[name], dotEnv);
  const prefixes = ['gateway', 'icp', 'pdf', 'ai', 'ai-worker'].map((n) => env(n).QUEUE_PREFIX);
  assert.equal(new Set(prefixes).size, 1, `QUEUE_PREFIX: ${prefixes}`);
  for (const v of ['SESSION_SECRET', 'REDIS_KEY_PREFIX', 'ALLOWED_ORIGINS'])
    assert.equal(env('gateway')[v], env('realtime')[v], v);
});

for (const { name: dir, docs } of builds) {
  test(`${dir}: every Deployment gets what its service needs, and its values parse as production parses them`, async () => {
    for (const d of DEPLOYABLES) {
      const { env } = k8sEnv(docs, 'Deployment', d.name);
      const missing = [...required.get(d.name)].filter((v) => env[v] === undefined || env[v] === '');
      assert.deepEqual(missing, [], `${d.name}: required but not set`);
      assert.equal(env[d.portVar], String(d.port), `${d.name}: ${d.portVar}`);
      assert.deepEqual(await configIssues(d, env), [], `${d.name}: its configuration refuses these values`);
    }
    const { env } = k8sEnv(docs, 'Job', 'migrate');
    assert.deepEqual(await configIssues(MIGRATE, env), [], 'migrate');
    assert.ok(env.DATABASE_URL, 'migrate: DATABASE_URL');
  });

  test(`${dir}: explicit env entries are read by their service; the ConfigMap holds only variables a service reads`, () => {
    const known = new Set(ALL.flatMap((d) => [...vars.get(d.name)]));
    for (const d of DEPLOYABLES) {
      const { explicit } = k8sEnv(docs, 'Deployment', d.name);
      const unread = [...explicit].filter((v) => !vars.get(d.name).has(v));
      assert.deepEqual(unread, [], `${d.name}: set, read by nothing`);
    }
    const config = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === 'icp-studio-config');
    const unknown = Object.keys(config.data).filter((k) => !known.has(k));
    assert.deepEqual(unknown, [], 'ConfigMap keys no service reads');
    const secretish = Object.keys(config.data).filter((k) =>
      /SECRET|PASSWORD|_KEY$|^(DATABASE|REDIS|NATS|SMTP)_URL$/.test(k),
    );
    assert.deepEqual(secretish, [], 'secrets belong in the Secret, not the ConfigMap');
  });
}

test('k8s/secrets.example.env lists exactly the keys the manifests read from the Secret', () => {
  const referenced = new Set();
  const visit = (v) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      if (v.secretKeyRef) referenced.add(v.secretKeyRef.key);
      if (v.parameter && v.key && v.name === 'icp-studio-secrets') referenced.add(v.key); // KEDA
      Object.values(v).forEach(visit);
    }
  };
  visit(builds.map((b) => b.docs));
  assert.deepEqual([...referenced].sort(), [...secretKeys].sort());
});

test('.env.example documents every variable a service reads, each under a comment, and nothing else', () => {
  const read_ = new Set(ALL.flatMap((d) => [...vars.get(d.name)]));
  const expected = [...read_].filter((v) => !PER_PROCESS_VARS.includes(v) && !TEST_ONLY_VARS.includes(v));
  const undocumented = expected.filter((v) => !documented.has(v));
  assert.deepEqual(undocumented, [], 'read by a service, missing from .env.example');
  const unused = [...documented.keys()].filter((v) => !read_.has(v) && !DEPLOYMENT_VARS.includes(v));
  assert.deepEqual(unused, [], 'in .env.example, read by nothing');
  for (const v of [...PER_PROCESS_VARS, ...TEST_ONLY_VARS])
    assert.ok(!documented.has(v), `${v} is per process`);

  // Each variable sits in a block that says what it means: the nearest line above that is not a
  // variable is a comment other than a section heading.
  const lines = read('.env.example').split('\n');
  lines.forEach((line, i) => {
    if (!/^[A-Z][A-Z0-9_]*=/.test(line)) return;
    let j = i - 1;
    while (j >= 0 && /^[A-Z][A-Z0-9_]*=/.test(lines[j])) j--;
    assert.ok(
      j >= 0 && lines[j].startsWith('#') && !/^# ---/.test(lines[j]),
      `.env.example line ${i + 1} (${line.split('=')[0]}) has no comment saying what it means`,
    );
  });
});

test('.env.example, as `make up` fills it in, is a valid production configuration for every service', async () => {
  for (const d of ALL) assert.deepEqual(await configIssues(d, dotEnv), [], d.name);
});

test("the README's configuration reference names every variable", () => {
  const readme = read('README.md');
  const missing = [...documented.keys(), ...PER_PROCESS_VARS].filter((v) => !readme.includes(`\`${v}\``));
  assert.deepEqual(missing, []);
});
