/**
 * Where a process's time went, from a .cpuprofile (profile-hook.mjs, or `node --cpu-prof`): self time
 * by package (a node_modules package, a workspace folder such as services/icp or libs/service-kit, a
 * Node built-in module; a native function counts for the package of the JavaScript that called it) and
 * by function, idle excluded.
 *
 *   node bench/lib/profile-analyse.mjs <file.cpuprofile>...     prints each file's tops
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** The package a frame's script belongs to. */
export function packageOf(url, functionName) {
  if (SPECIAL.has(functionName)) return functionName;
  if (!url) return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url === 'node:inspector') return '(the profiler itself)';
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const rel = path.startsWith(root) ? path.slice(root.length) : path;
  return rel.split('/').slice(0, 2).join('/');
}

/**
 * @returns {{ totalMs: number, busyMs: number, packages: [string, number][], functions: [string, number][] }}
 *   self time in ms, largest first, idle left out.
 */
export function analyse(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  let totalUs = 0;
  // A sample stands for the time until the next one (as DevTools counts it); timeDeltas[i] is the time
  // since the previous sample, and timeDeltas[0] the time from the start to the first sample, which
  // no sample stands for (under load it can be long).
  const { samples, timeDeltas } = profile;
  let at = profile.startTime + (timeDeltas[0] ?? 0);
  samples.forEach((id, i) => {
    const next = i + 1 < samples.length ? at + (timeDeltas[i + 1] ?? 0) : Math.max(at, profile.endTime);
    const dt = next - at;
    at = next;
    selfUs.set(id, (selfUs.get(id) ?? 0) + dt);
    totalUs += dt;
  });
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** A native function's time goes to the package of the JavaScript that called it. */
  const callerUrl = (id) => {
    for (let p = parent.get(id); p !== undefined; p = parent.get(p)) {
      const url = byId.get(p)?.callFrame.url;
      if (url) return url;
    }
    return '';
  };
  const packages = new Map();
  const functions = new Map();
  let idleUs = 0;
  for (const [id, us] of selfUs) {
    const { callFrame: cf } = byId.get(id);
    if (cf.functionName === '(idle)') {
      idleUs += us;
      continue;
    }
    const native = !cf.url && !SPECIAL.has(cf.functionName);
    const pkg = native ? packageOf(callerUrl(id), '') : packageOf(cf.url, cf.functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    const where = cf.url
      ? ` ${cf.url.split('/').slice(-2).join('/')}:${cf.lineNumber + 1}`
      : native
        ? ` (native, from ${pkg})`
        : '';
    const fn = `${cf.functionName || '(anonymous)'}${where}`;
    functions.set(fn, (functions.get(fn) ?? 0) + us);
  }
  const ms = (m) => [...m].map(([k, us]) => [k, us / 1000]).sort((a, b) => b[1] - a[1]);
  return {
    totalMs: totalUs / 1000,
    busyMs: (totalUs - idleUs) / 1000,
    packages: ms(packages),
    functions: ms(functions),
  };
}

export const analyseFile = (file) => analyse(JSON.parse(readFileSync(file, 'utf8')));

/** A plain-text report of one process's profile. */
export function describe(label, a, { packages = 10, functions = 12 } = {}) {
  const pct = (ms) => `${((100 * ms) / (a.busyMs || 1)).toFixed(1).padStart(5)}%`;
  const line = ([name, ms]) => `    ${ms.toFixed(0).padStart(7)} ms ${pct(ms)}  ${name}`;
  return [
    `== ${label}: busy ${(a.busyMs / 1000).toFixed(2)} s of ${(a.totalMs / 1000).toFixed(2)} s on its main thread`,
    '  self time by package:',
    ...a.packages.slice(0, packages).map(line),
    '  self time by function:',
    ...a.functions.slice(0, functions).map(line),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of process.argv.slice(2)) console.log(describe(basename(file), analyseFile(file)));
}
