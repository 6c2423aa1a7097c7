/**
 * What the deploy checks compare: the deployables and their configuration schemas (from the built
 * services), docker-compose.yml with its interpolation, the Dockerfile's stages, the env files.
 */
import { generateActorKeys } from '../../../scripts/actor-keys.mjs';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { build, buildKustomization, readDocs } from './kustomize.mjs';

export const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const read = (path) => readFileSync(join(root, path), 'utf8');

/**
 * Every deployable process: its name (compose service, Deployment, Dockerfile target and image), its
 * workspace and entry, its HTTP port (health, metrics) and the variable that sets it, and the zod
 * schemas its configuration is parsed with (module in dist/, export name).
 */
export const DEPLOYABLES = [
  { name: 'auth', port: 3101, portVar: 'HEALTH_PORT', configs: [['config.js', 'authConfigSchema']] },
  { name: 'icp', port: 3102, portVar: 'HEALTH_PORT', configs: [['config.js', 'icpConfigSchema']] },
  { name: 'playbook', port: 3103, portVar: 'HEALTH_PORT', configs: [['config.js', 'playbookConfigSchema']] },
  { name: 'ai', port: 3104, portVar: 'HEALTH_PORT', configs: [['config.js', 'aiConfigSchema']] },
  {
    name: 'ai-worker',
    workspace: 'ai',
    entry: 'worker',
    port: 3114,
    portVar: 'HEALTH_PORT',
    configs: [['config.js', 'aiWorkerConfigSchema']],
  },
  { name: 'admin', port: 3105, portVar: 'HEALTH_PORT', configs: [['config.js', 'adminConfigSchema']] },
  { name: 'pdf', port: 3106, portVar: 'HEALTH_PORT', configs: [['config.js', 'pdfConfigSchema']] },
  { name: 'realtime', port: 3107, portVar: 'PORT', configs: [['config.js', 'realtimeConfigSchema']] },
  {
    name: 'gateway',
    port: 3000,
    portVar: 'PORT',
    /** /metrics is on the ops port only, never on the port the Ingress routes to. */
    metricsPort: 3100,
    metricsPortVar: 'OPS_PORT',
    configs: [
      ['config.js', 'gatewayConfigSchema'],
      ['exports/exports.config.js', 'exportsConfigSchema'],
      ['routes/forwarded-routes.js', 'aiRouteConfigSchema'],
    ],
  },
].map((d) => ({ workspace: d.name, entry: 'main', ...d }));

/** The one-shot migration job: every schema's migrate.js (auth's and icp's read their full config). */
export const MIGRATE = {
  name: 'migrate',
  // It only connects to PostgreSQL.
  explicit: ['DATABASE_URL'],
  configs: [
    ['auth', 'config.js', 'authConfigSchema'],
    ['icp', 'config.js', 'icpConfigSchema'],
  ],
};

/** Read by every Node.js process outside its schema (service-kit: logger, NATS). */
export const LIBRARY_VARS = [
  'NODE_ENV',
  'LOG_LEVEL',
  'NATS_SUBJECT_PREFIX',
  'SERVICE_NAME',
  'BIND_HOST',
  'NATS_USER',
  'NATS_PASSWORD',
];
/** Set per process by compose, k8s and scripts/stack.mjs, never in .env. */
export const PER_PROCESS_VARS = [
  'HEALTH_PORT',
  'PORT',
  'SERVICE_NAME',
  'NATS_USER',
  'NATS_PASSWORD',
  'ACTOR_SIGNING_KEY',
];
/** For tests only; refused in production. */
export const TEST_ONLY_VARS = ['PDF_TEST_DELAY_MS'];
/** Used by docker-compose.yml and the scripts, not by a service. */
/** The NATS users' passwords (deploy/nats/nats.conf), one per service that talks to NATS. */
export const NATS_PASSWORD_VARS = [
  'NATS_PASSWORD_GATEWAY',
  'NATS_PASSWORD_AUTH',
  'NATS_PASSWORD_ICP',
  'NATS_PASSWORD_PLAYBOOK',
  'NATS_PASSWORD_AI',
  'NATS_PASSWORD_AI_WORKER',
  'NATS_PASSWORD_ADMIN',
  'NATS_PASSWORD_PDF',
  'NATS_PASSWORD_REALTIME',
];
export const DEPLOYMENT_VARS = [
  'EDGE_PORT',
  'POSTGRES_PASSWORD',
  'ICP_STUDIO_VERSION',
  ...NATS_PASSWORD_VARS,
  // Each signer's own key, handed to it as ACTOR_SIGNING_KEY (scripts/actor-keys.mjs).
  'ACTOR_SIGNING_KEY_GATEWAY',
  'ACTOR_SIGNING_KEY_REALTIME',
  // Where make backup writes (scripts/backup.mjs; compose mounts it into the backup service).
  'BACKUP_DIR',
  // How many instances of every service make up runs (scripts/stack.mjs).
  'SCALE',
];
/** Must be set explicitly wherever a service reads them: their defaults only suit a laptop. */
export const ALWAYS_EXPLICIT = [
  'DATABASE_URL',
  'REDIS_URL',
  'NATS_URL',
  'APP_URL',
  'ACTOR_PUBLIC_KEYS',
  'ACTOR_SIGNING_KEY',
];

const actorKeys = generateActorKeys();

/** Valid stand-ins for the secrets, to parse configurations as production would. */
export const SECRET_SAMPLES = {
  DATABASE_URL: 'postgres://icp:secret@db.example.com:5432/icp_studio',
  REDIS_URL: 'redis://:secret@redis.example.com:6379',
  NATS_URL: 'nats://nats.example.com:4222',
  ACTOR_PUBLIC_KEYS: actorKeys.ACTOR_PUBLIC_KEYS,
  ACTOR_SIGNING_KEY: actorKeys.ACTOR_SIGNING_KEY_GATEWAY,
  ACTOR_SIGNING_KEY_GATEWAY: actorKeys.ACTOR_SIGNING_KEY_GATEWAY,
  ACTOR_SIGNING_KEY_REALTIME: actorKeys.ACTOR_SIGNING_KEY_REALTIME,
  SESSION_SECRET: 's'.repeat(44),
  SHARE_LINK_KEY: 'k'.repeat(44),
  ADMIN_PASSWORD: 'Adm1n!sample-Pass',
  AI_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
  AI_API_KEY: '',
  SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
  REDIS_ADDRESS: 'redis.example.com:6379',
  REDIS_PASSWORD: 'secret',
  POSTGRES_PASSWORD: 'secret',
  ...Object.fromEntries(NATS_PASSWORD_VARS.map((v) => [v, `sample-${v.toLowerCase()}`])),
};

const imported = new Map();
async function importDist(workspace, file) {
  const path = join(root, 'services', workspace, 'dist', file);
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  if (!imported.has(path)) imported.set(path, import(pathToFileURL(path).href));
  return imported.get(path);
}

/** The zod schemas of a deployable (or of the migration job). */
export async function schemasOf(deployable) {
  // Nest decorators in the gateway's modules need the metadata polyfill first.
  createRequire(join(root, 'services/gateway/package.json'))('reflect-metadata');
  const list = [];
  for (const entry of deployable.configs) {
    const [workspace, file, name] = entry.length === 3 ? entry : [deployable.workspace, ...entry];
    const schema = (await importDist(workspace, file))[name];
    if (!schema?.shape) throw new Error(`${workspace}/dist/${file}: no zod object ${name}`);
    list.push(schema);
  }
  return list;
}

/** The variables a deployable reads: its schemas' keys and the library's. */
export async function varsOf(deployable) {
  const vars = new Set(LIBRARY_VARS);
  for (const schema of await schemasOf(deployable))
    for (const key of Object.keys(schema.shape)) vars.add(key);
  return vars;
}

/**
 * The variables a deployable cannot run without in a deployment: those without a default, those that
 * production requires (refinements), and the infrastructure URLs it reads.
 */
export async function requiredVarsOf(deployable) {
  // (A deployable may narrow ALWAYS_EXPLICIT with `explicit`.)
  const required = new Set();
  for (const schema of await schemasOf(deployable)) {
    for (const [key, field] of Object.entries(schema.shape))
      if (!field.safeParse(undefined).success) required.add(key);
    const env = { NODE_ENV: 'production' };
    for (let round = 0; round < 5; round++) {
      const result = schema.safeParse(env);
      if (result.success) break;
      for (const issue of result.error.issues) {
        const key = String(issue.path[0]);
        required.add(key);
        env[key] = SECRET_SAMPLES[key] ?? 'x';
      }
    }
    for (const key of deployable.explicit ?? ALWAYS_EXPLICIT) if (key in schema.shape) required.add(key);
  }
  return required;
}

/** Parses `env` with every schema of a deployable; the issues as `VAR: message` lines. */
export async function configIssues(deployable, env) {
  const issues = [];
  for (const schema of await schemasOf(deployable)) {
    const result = schema.safeParse(env);
    if (!result.success)
      for (const i of result.error.issues) issues.push(`${i.path.join('.')}: ${i.message}`);
  }
  return issues;
}

/** KEY=value lines of an env file (comments and blanks skipped), in order. */
export function parseEnvFile(text) {
  const entries = [];
  for (const line of text.split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (m) entries.push([m[1], m[2]]);
  }
  return entries;
}

/** docker-compose.yml as compose reads it: anchors and `<<` merges resolved, not yet interpolated. */
export function loadCompose() {
  return parse(read('docker-compose.yml'), { merge: true });
}

/** The `${...}` references of a compose value. */
export function interpolations(value) {
  return [...String(value).matchAll(/\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g)].map((m) => ({
    name: m[1],
    op: m[2],
    arg: m[3],
  }));
}

/**
 * Compose's interpolation of one value: `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?err}`,
 * `${VAR?err}` and `$$`. Throws what compose would refuse to start with.
 */
export function interpolate(value, env) {
  if (typeof value !== 'string') return value === undefined || value === null ? value : String(value);
  return value
    .replace(/\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g, (_all, name, op, arg) => {
      const set = name in env;
      const empty = !set || env[name] === '';
      if (op === ':-') return empty ? arg : env[name];
      if (op === '-') return set ? env[name] : arg;
      if (op === ':?' && empty) throw new Error(`required variable ${name} is missing: ${arg}`);
      if (op === '?' && !set) throw new Error(`required variable ${name} is missing: ${arg}`);
      return set ? env[name] : '';
    })
    .replace(/\$\$/g, '$');
}

/** The environment compose gives a service, interpolated with `env` (what .env holds). */
export function composeEnv(service, env) {
  const raw = service.environment ?? {};
  const entries = Array.isArray(raw) ? raw.map((l) => l.split(/=(.*)/s).slice(0, 2)) : Object.entries(raw);
  return Object.fromEntries(entries.map(([k, v]) => [k, interpolate(v ?? '', env) ?? '']));
}

/** The Dockerfile's stages: name, base (`FROM`), and the instructions of each. */
export function dockerfileStages() {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const args = {};
  const stages = [];
  for (const line of lines) {
    const [instruction, ...rest] = line.split(/\s+/);
    const text = rest.join(' ');
    if (instruction === 'ARG' && !stages.length) {
      const [k, v] = text.split('=');
      args[k] = v;
    } else if (instruction === 'FROM') {
      const m = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(text);
      const base = m[1].replace(/\$\{(\w+)\}/g, (_a, k) => args[k] ?? '');
      stages.push({ name: m[2], base, from: m[1], instructions: [] });
    } else stages.at(-1)?.instructions.push({ instruction, text });
  }
  return { args, stages };
}

/**
 * The Kubernetes builds to check: each overlay, and prod with the KEDA component (as an overlay that
 * uncomments it would build).
 */
export function k8sBuilds() {
  return [
    { name: 'overlays/dev', docs: build(join(root, 'k8s/overlays/dev')) },
    { name: 'overlays/prod', docs: build(join(root, 'k8s/overlays/prod')) },
    {
      name: 'overlays/prod + components/keda',
      keda: true,
      docs: buildKustomization(join(root, 'k8s/overlays/prod'), {
        ...readDocs(join(root, 'k8s/overlays/prod/kustomization.yaml'))[0],
        components: ['../../components/keda'],
      }),
    },
  ];
}
