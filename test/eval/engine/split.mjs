#!/usr/bin/env node
/**
 * The held-out split of the engine's evaluation set (README.md, "How the split was made").
 *
 *   node test/eval/engine/split.mjs --from <folder>   places every profile of <folder> in test/ or dev/
 *   node test/eval/engine/split.mjs --check           checks every profile file and that each half holds
 *                                                     exactly what the seeded split gives (exit 1 if not)
 *
 * The check needs the contracts built (`npm run build -w libs/contracts`): it parses every profile with the
 * product's ICP contract.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HALVES, HERE, SPLIT_SEED, loadHalf, problemsOf, splitOf } from './lib.mjs';

const args = process.argv.slice(2);
const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : null;

async function contract() {
  const { icpFieldsSchema, PROFESSIONS } = await import('../../../libs/contracts/dist/index.js');
  return { schema: icpFieldsSchema, professionIds: PROFESSIONS.map((p) => p.id) };
}

function summary(profiles, half) {
  const by = (key) =>
    Object.entries(
      profiles.reduce((acc, p) => ({ ...acc, [p[key] ?? '-']: (acc[p[key] ?? '-'] ?? 0) + 1 }), {}),
    )
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  const mine = profiles.filter((p) => half.get(p.id) === 'test');
  return `${profiles.length} profiles: test ${mine.length}, dev ${profiles.length - mine.length}; ${by('clientKind')}; ${by('country')}; ${new Set(profiles.map((p) => p.trade)).size} trades (null counts as one)`;
}

if (from) {
  const profiles = readdirSync(from)
    .filter((n) => n.endsWith('.json'))
    .map((n) => JSON.parse(readFileSync(join(from, n), 'utf8')));
  const c = await contract();
  const problems = profiles.flatMap((p) => problemsOf(p, c));
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const half = splitOf(profiles);
  for (const h of HALVES) mkdirSync(join(HERE, h), { recursive: true });
  for (const p of profiles) {
    const file = join(HERE, half.get(p.id), `${p.id}.json`);
    if (existsSync(file)) throw new Error(`${file} exists: the split is made once`);
    writeFileSync(file, `${JSON.stringify(p, null, 2)}\n`);
  }
  console.log(`seed ${SPLIT_SEED}: ${summary(profiles, half)}`);
} else if (args.includes('--check')) {
  const profiles = HALVES.flatMap((h) => loadHalf(h));
  const c = await contract();
  const problems = profiles.flatMap((p) => problemsOf(p, c));
  const half = splitOf(profiles);
  for (const p of profiles)
    if (half.get(p.id) !== p.half)
      problems.push(`${p.id}: in ${p.half}/, the seeded split puts it in ${half.get(p.id)}/`);
  const ids = profiles.map((p) => p.id);
  for (const id of ids.filter((id, i) => ids.indexOf(id) !== i)) problems.push(`${id}: in both halves`);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`ok, seed ${SPLIT_SEED}: ${summary(profiles, half)}`);
} else {
  console.error('usage: split.mjs --from <folder> | --check');
  process.exit(2);
}
