#!/usr/bin/env node
/**
 * Runs one npm script in every workspace that has it, a few at a time:
 *
 *   node scripts/workspaces.mjs typecheck            # as many at once as the machine has cores
 *   node scripts/workspaces.mjs test:unit --jobs 1   # one after another (npm run --workspaces does that)
 *   node scripts/workspaces.mjs test:unit --alone web  # web first, by itself (it uses every core)
 *
 * `tsc` and Jest's default of one worker on a 2-core machine use one core each, so two workspaces at
 * once take about half the time of `npm run <script> --workspaces` (docs/developing.md, "Tests").
 * No workspace needs another's output: the libraries' types and the SPA's imports are their sources.
 * Each workspace's output is printed whole when it ends, never interleaved; the exit code is 1 when
 * any workspace failed (those already started are let finish).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const script = args[0];
const option = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
if (!script || script.startsWith('-')) {
  console.error('usage: node scripts/workspaces.mjs <script> [--jobs N] [--alone ws,...]');
  process.exit(2);
}
const jobs = Math.max(1, Number(option('--jobs') ?? availableParallelism()));
const alone = new Set((option('--alone') ?? '').split(',').filter(Boolean));

/** The root package.json's workspaces, globs ("services/*") expanded, in their declared order. */
function workspaces() {
  const declared = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  const dirs = declared.flatMap((w) =>
    w.endsWith('/*')
      ? readdirSync(join(root, w.slice(0, -2)), { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => `${w.slice(0, -2)}/${d.name}`)
          .sort()
      : [w],
  );
  return dirs.filter((dir) => {
    const file = join(root, dir, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).scripts?.[script];
  });
}

function run(dir) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: join(root, dir), env: process.env });
    const out = [];
    child.stdout.on('data', (b) => out.push(b));
    child.stderr.on('data', (b) => out.push(b));
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(out));
      console.log(`── ${dir}: ${script} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${secs} s\n`);
      resolve(code === 0);
    });
  });
}

/** Runs `dirs` with at most `n` at once; true when every one passed. */
async function pool(dirs, n) {
  const queue = [...dirs];
  let ok = true;
  await Promise.all(
    Array.from({ length: Math.min(n, queue.length) }, async () => {
      while (queue.length) if (!(await run(queue.shift()))) ok = false;
    }),
  );
  return ok;
}

const all = workspaces();
const started = Date.now();
let ok = await pool(
  all.filter((d) => alone.has(d)),
  1,
);
ok =
  (await pool(
    all.filter((d) => !alone.has(d)),
    jobs,
  )) && ok;
console.log(
  `${script}: ${all.length} workspaces, ${jobs} at a time, ${((Date.now() - started) / 1000).toFixed(0)} s: ${ok ? 'passed' : 'FAILED'}`,
);
process.exit(ok ? 0 : 1);
