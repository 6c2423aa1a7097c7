/**
 * The service skeleton (docs/developing.md, "One service skeleton") and the "Adding a service"
 * walkthrough: every service has the skeleton's files under the skeleton's names, and every file the
 * walkthrough names exists, so the page stays true as the repository moves.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { SERVICES } from '../../scripts/services.mjs';
import { read, root } from './support/project.mjs';

const SERVICE_NAMES = readdirSync(join(root, 'services')).filter((n) =>
  existsSync(join(root, 'services', n, 'package.json')),
);

/** Every file under a directory, as paths relative to the repository. */
function filesUnder(dir) {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { recursive: true })
    .map((p) => join(dir, String(p)))
    .filter((p) => statSync(join(root, p)).isFile());
}

const manifest = (name) => JSON.parse(read(`services/${name}/package.json`));
const isNest = (name) => '@nestjs/core' in (manifest(name).dependencies ?? {});
const hasDatabase = (name) => existsSync(join(root, 'services', name, 'src/infra/migrations'));

test('there are services to check', () => {
  assert.ok(SERVICE_NAMES.length >= 8, SERVICE_NAMES.join(', '));
});

for (const name of SERVICE_NAMES) {
  const dir = `services/${name}`;

  test(`${name}: has the skeleton's files`, () => {
    const required = [
      'README.md',
      'package.json',
      'tsconfig.json',
      'tsconfig.build.json',
      'src/main.ts',
      'src/app.ts',
      'src/config.ts',
      'src/config.spec.ts',
    ];
    if (isNest(name)) required.push('src/app.module.ts');
    if (hasDatabase(name)) required.push('src/infra/database.ts', 'src/migrate.ts');
    const missing = required.filter((f) => !existsSync(join(root, dir, f)));
    assert.deepEqual(missing, [], `${dir} lacks ${missing.join(', ')}`);
    const harness = ['test/harness.ts', 'test/support/stack.ts'].filter((f) =>
      existsSync(join(root, dir, f)),
    );
    assert.equal(harness.length, 1, `${dir}: one test harness (test/harness.ts)`);
    assert.ok(
      filesUnder(`${dir}/test`).some((f) => f.endsWith('.integration-spec.ts')),
      `${dir}/test has integration specs`,
    );
  });

  test(`${name}: package.json runs the skeleton's scripts`, () => {
    const scripts = manifest(name).scripts ?? {};
    for (const s of ['build', 'typecheck', 'start', 'test:unit', 'test:integration'])
      assert.ok(scripts[s], `${dir}/package.json: script ${s}`);
    assert.equal(scripts.start, 'node dist/main.js');
    if (hasDatabase(name)) assert.equal(scripts.migrate, 'node dist/migrate.js', `${dir}: migrate script`);
    else assert.equal(scripts.migrate, undefined, `${dir}: no database, no migrate script`);
  });

  test(`${name}: a database is migrated by make up and by the migration image, through dist/migrate.js`, () => {
    const entries = SERVICES.filter((s) => s.name === name);
    assert.ok(entries.length, `scripts/services.mjs lists ${name}`);
    assert.equal(
      entries.some((s) => s.migrate),
      hasDatabase(name),
      `scripts/services.mjs: migrate for ${name}`,
    );
    const migrateLoop =
      /FROM runtime AS migrate[\s\S]*?for s in ([a-z -]+); do node services\/\$s\/dist\/migrate\.js/.exec(
        read('Dockerfile'),
      );
    assert.ok(migrateLoop, 'the Dockerfile migrate stage loops over the services');
    assert.equal(
      migrateLoop[1].split(' ').includes(name),
      hasDatabase(name),
      `Dockerfile migrate loop: ${name}`,
    );
    if (!hasDatabase(name)) {
      assert.ok(!existsSync(join(root, dir, 'src/migrate.ts')), `${dir}: migrate.ts without migrations`);
      return;
    }
    assert.match(
      read(`${dir}/src/migrate.ts`),
      new RegExp(`await runMigrations\\('${name}', \\(url\\) => create\\w+DataSource\\(url, 2\\)\\);`),
    );
  });

  test(`${name}: rules and events files sit where the skeleton puts them`, () => {
    const src = filesUnder(`${dir}/src`);
    for (const file of src.filter((f) => /\.(rules|events)\.ts$/.test(f))) {
      const [stem, role] = basename(file).split('.');
      const folder = basename(dirname(file));
      const where = relative(`${dir}/src`, file);
      if (role === 'events' && folder === 'events')
        assert.equal(stem, name, `${where}: a service's own events are events/${name}.events.ts`);
      else assert.equal(stem, folder, `${where}: a feature's ${role} are ${folder}/${folder}.${role}.ts`);
      if (role === 'rules')
        assert.ok(src.includes(file.replace(/\.ts$/, '.spec.ts')), `${where} has its .rules.spec.ts`);
    }
    const misplaced = src.filter((f) => f.endsWith('.integration-spec.ts'));
    assert.deepEqual(misplaced, [], 'integration specs live in test/');
  });
}

/** The "Adding a service" section of docs/developing.md. */
function walkthrough() {
  const doc = read('docs/developing.md');
  const start = doc.indexOf('\n## Adding a service\n');
  assert.ok(start >= 0, 'docs/developing.md has "## Adding a service"');
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** `<name>` and `<NAME>` stand for a service the walkthrough copies from. */
const EXAMPLE = 'playbook';
const instantiate = (text) => text.replaceAll('<name>', EXAMPLE).replaceAll('<NAME>', EXAMPLE.toUpperCase());

/** Backticked words that name a file or folder: a path, or a name with a file extension. */
function namedPaths(text) {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1])
    .filter((t) => /^[\w.<>/-]+$/.test(t) && !t.startsWith('$'))
    .filter(
      (t) =>
        t.includes('/') || /\.(ts|mjs|js|json|ya?ml|conf|sh|md|env|example)$/.test(t) || t === 'Dockerfile',
    );
}

test('every file and folder the walkthrough names exists (for a service, as in services/playbook)', () => {
  const paths = namedPaths(walkthrough());
  assert.ok(paths.length >= 30, `the walkthrough names its files (${paths.length} found)`);
  const missing = [];
  for (const token of paths) {
    // A placeholder other than <name> (e.g. <feature>) names a folder to make: its parent must exist.
    const path = instantiate(token).replace(/<[a-z]+>.*$/, '');
    const candidates = [join(root, path), join(root, 'services', EXAMPLE, path)];
    if (!candidates.some((c) => existsSync(c))) missing.push(token);
  }
  assert.deepEqual(missing, [], 'named in "Adding a service" but not in the repository');
});

test('every list the walkthrough names is in the file it names', () => {
  const pairs = [...walkthrough().matchAll(/`([A-Z][A-Z0-9_<>]+)`(?: [a-z]+)? (?:of|in) `([^`]+)`/g)];
  assert.ok(pairs.length >= 5, `the walkthrough names its lists (${pairs.length} found)`);
  for (const [, name, file] of pairs)
    assert.ok(read(instantiate(file)).includes(instantiate(name)), `${name} is in ${file}`);
});

test('every file that lists each service is named in the walkthrough', () => {
  // admin stands for "any service": a file that names it among the others is one to edit for a new one.
  const marker =
    /NATS_PASSWORD_ADMIN|services\/admin\b|name: admin\b|admin\.yaml|name: 'admin'|deps-admin|user: admin\b/;
  const places = ['Dockerfile', 'docker-compose.yml', '.env.example', 'Makefile']
    .concat(filesUnder('scripts'), filesUnder('deploy'), filesUnder('k8s'), filesUnder('test/deploy'))
    .filter((f) => f !== 'test/deploy/skeleton.test.mjs')
    .filter((f) => existsSync(join(root, f)) && marker.test(read(f)));
  assert.ok(places.length >= 10, places.join(', '));
  const named = new Set(namedPaths(walkthrough()).map(instantiate));
  const unnamed = places.filter((f) => !named.has(f) && !named.has(f.replace(EXAMPLE, 'admin')));
  assert.deepEqual(unnamed, [], 'files listing every service that "Adding a service" does not name');
});
