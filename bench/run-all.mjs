#!/usr/bin/env node
/** `make bench`: every benchmark in turn (each starts and stops its own stack), then docs/benchmarks.md. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const BENCHES = [
  'auth-check',
  'icps',
  'fanout',
  'pdf-export',
  'admin',
  'cockpit',
  'ai-builtin',
  'engine',
  'mixed',
];
const only = process.argv.slice(2);
let failed = 0;
for (const name of BENCHES.filter((b) => !only.length || only.includes(b))) {
  console.log(`\n== bench/${name}.mjs`);
  const run = spawnSync('node', [`bench/${name}.mjs`], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    console.error(`bench/${name}.mjs failed (${run.status})`);
  }
}
process.exit(failed ? 1 : 0);
