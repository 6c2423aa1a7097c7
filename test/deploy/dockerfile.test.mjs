/**
 * The root Dockerfile, read without a Docker engine: a named target per deployable (what compose and
 * k8s/ build and run), pinned base images, non-root runtime images that start the right entry point,
 * every workspace's manifest copied before `npm ci`, Chromium and fonts in the pdf image.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOYABLES, dockerfileStages, read, root } from './support/project.mjs';

const { stages } = dockerfileStages();
const byName = new Map(stages.map((s) => [s.name, s]));

/** The instructions of a stage with those of the stages it is built FROM, base first. */
function lineage(stage) {
  const parent = byName.get(stage.from);
  return parent ? [...lineage(parent), stage] : [stage];
}
const last = (stage, instruction) =>
  lineage(stage)
    .flatMap((s) => s.instructions)
    .filter((i) => i.instruction === instruction)
    .at(-1)?.text;

test('a named target for every deployable, the migration job and the edge', () => {
  for (const name of [...DEPLOYABLES.map((d) => d.name), 'migrate', 'backup', 'edge'])
    assert.ok(byName.has(name), `no target ${name}`);
});

test('external base images are pinned to exact versions', () => {
  const external = stages.filter((s) => !byName.has(s.from));
  assert.ok(external.length >= 2);
  for (const s of external) {
    const tag = s.base.split(':')[1] ?? '';
    // PostgreSQL's releases have two parts (16.4); everything else three.
    const exact = /^postgres:/.test(s.base) ? /^\d+\.\d+(-[\w.-]+)?$/ : /^\d+\.\d+\.\d+(-[\w.-]+)?$/;
    assert.match(tag, exact, `${s.name}: FROM ${s.base}`);
  }
});

test('each service image runs as a numeric non-root user and starts its own entry point', () => {
  for (const d of DEPLOYABLES) {
    const stage = byName.get(d.name);
    assert.match(last(stage, 'USER') ?? '', /^[1-9]\d*(:[1-9]\d*)?$/, `${d.name}: USER`);
    const cmd = JSON.parse(last(stage, 'CMD'));
    assert.deepEqual(
      cmd,
      ['node', '--enable-source-maps', `services/${d.workspace}/dist/${d.entry}.js`],
      d.name,
    );
    assert.ok(
      existsSync(join(root, 'services', d.workspace, 'src', `${d.entry}.ts`)),
      `${d.name}: entry source`,
    );
    const copy = stage.instructions.find((i) => i.instruction === 'COPY' && i.text.includes('--from=deps-'));
    assert.ok(copy, `${d.name}: copies its pruned dependencies`);
    assert.match(copy.text, new RegExp(`--from=deps-${d.workspace} `), `${d.name}: its own dependencies`);
  }
  for (const name of ['migrate', 'backup', 'edge'])
    assert.match(last(byName.get(name), 'USER') ?? '', /^[1-9]\d*(:[1-9]\d*)?$/, `${name}: USER`);
});

test('each service gets only its own production dependencies', () => {
  for (const d of DEPLOYABLES) {
    const deps = byName.get(`deps-${d.workspace}`);
    assert.ok(deps, `deps-${d.workspace}`);
    assert.deepEqual(
      deps.instructions.map((i) => `${i.instruction} ${i.text}`),
      [`RUN prune ${d.workspace}`],
    );
  }
  assert.deepEqual(
    byName.get('deps-migrate').instructions.map((i) => i.text),
    ['prune auth icp playbook ai'],
  );
  const prune = join(root, 'deploy/docker/prune.sh');
  assert.ok(statSync(prune).mode & 0o111, 'prune.sh is executable');
  assert.match(readFileSync(prune, 'utf8'), /npm install --omit=dev/);
});

test('every workspace manifest is copied before npm ci, and every service is built into the images', () => {
  const deps = byName.get('deps').instructions.map((i) => i.text);
  const dist = byName.get('dist').instructions.map((i) => i.text);
  const workspaces = [
    'libs/contracts',
    'libs/service-kit',
    'web',
    ...readdirSync(join(root, 'services')).map((s) => `services/${s}`),
  ];
  for (const ws of workspaces) {
    if (!existsSync(join(root, ws, 'package.json'))) continue;
    assert.ok(
      deps.some((t) => t === `${ws}/package.json ${ws}/`),
      `deps: COPY ${ws}/package.json`,
    );
    if (ws !== 'web')
      assert.ok(
        dist.some((t) => t.includes(`/app/${ws}/dist `)),
        `dist: ${ws}/dist`,
      );
  }
  // Exactly the locked versions.
  assert.ok(byName.get('deps').instructions.some((i) => i.text.startsWith('npm ci')));
});

test('the pdf image has Chromium and the Noto fonts; the edge image carries the SPA and the nginx configuration', () => {
  const pdf = byName
    .get('pdf')
    .instructions.map((i) => i.text)
    .join('\n');
  assert.match(pdf, /apt-get install[^\n]*\bchromium\b/);
  assert.match(pdf, /fonts-noto-core/);
  assert.match(pdf, /fonts-noto-cjk/);
  assert.match(pdf, /CHROMIUM_PATH=\/usr\/bin\/chromium/);
  const edge = byName.get('edge').instructions.map((i) => i.text);
  assert.ok(edge.includes('deploy/nginx.conf /etc/nginx/conf.d/default.conf'));
  assert.ok(edge.includes('--from=build /app/web/dist /usr/share/nginx/html'));
});

test('.dockerignore keeps dependencies, build output and secrets out of the build context', () => {
  const ignore = read('.dockerignore').split('\n');
  for (const entry of ['**/node_modules', '**/dist', '.env', '.git'])
    assert.ok(ignore.includes(entry), entry);
});

test("the backup image has PostgreSQL's own pg_dump and pg_restore, Node.js, and the backup script", () => {
  const stage = byName.get('backup');
  assert.match(stage.base, /^postgres:/, 'FROM the PostgreSQL image compose runs');
  const text = stage.instructions.map((i) => `${i.instruction} ${i.text}`).join('\n');
  assert.match(text, /apk add --no-cache nodejs tar/);
  assert.match(text, /COPY scripts\/backup\.mjs scripts\/services\.mjs scripts\//);
  assert.deepEqual(JSON.parse(last(stage, 'ENTRYPOINT')), ['node', 'scripts/backup.mjs']);
});
