/**
 * Writes one benchmark's section of docs/benchmarks.md (the current results) between its markers,
 * keeping the others, and moves the section it replaces into docs/benchmark-runs.md (the dated run
 * logs), newest first, keeping the RUNS_KEPT latest earlier runs of each benchmark there (git keeps the rest).
 */
import { cpus, loadavg, release, totalmem } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BENCH_FILES = {
  results: fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url)),
  runs: fileURLToPath(new URL('../../docs/benchmark-runs.md', import.meta.url)),
};
/** How many earlier runs of one benchmark docs/benchmark-runs.md keeps. */
export const RUNS_KEPT = 5;
/** Where the run log's entries start in docs/benchmark-runs.md (newest first after it). */
export const RUNS_MARKER = '<!-- bench-runs: newest first below -->';

export function machine() {
  const cpu = cpus();
  return `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${osName()}`;
}

/** The operating system: the distribution's name where /etc/os-release gives it, and the kernel. */
export function osName() {
  let distro = '';
  try {
    distro = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? '';
  } catch {
    // not Linux, or no os-release
  }
  return distro ? `${distro}, ${process.platform} ${release()}` : `${process.platform} ${release()}`;
}

/** The 1, 5 and 15 minute load averages, e.g. "0.52 / 0.61 / 0.70". */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

export function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

export function writeSection(id, markdown, { files = BENCH_FILES, now = new Date() } = {}) {
  const start = `<!-- bench:${id}:start -->`;
  const end = `<!-- bench:${id}:end -->`;
  let doc = existsSync(files.results)
    ? readFileSync(files.results, 'utf8')
    : '# Benchmarks\n\nEach figure sits beside its baseline from the same run. `make bench` runs them all; each\nsection also says how to run it alone.\n';
  const block = `${start}\n${markdown.trim()}\n\n_Run ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}._\n${end}`;
  const re = new RegExp(`${start}\\n([\\s\\S]*?)\\n${end}`);
  const earlier = re.exec(doc)?.[1];
  doc = earlier !== undefined ? doc.replace(re, () => block) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(files.results, doc);
  if (earlier !== undefined) archiveRun(files.runs, id, earlier);
}

/**
 * Puts a benchmark's replaced section at the top of the run log, under a heading with the benchmark and
 * the date of its run (its `_Run ..._` line), its own headings moved two levels down; drops that
 * benchmark's runs beyond RUNS_KEPT.
 */
function archiveRun(file, id, section) {
  const date = /^_Run (\d{4}-\d\d-\d\d \d\d:\d\d) UTC/m.exec(section)?.[1] ?? 'undated';
  const entryStart = `<!-- run:${id} -->`;
  const entry = `${entryStart}\n## ${id}, run of ${date} UTC\n\n${section.trim().replace(/^(#+) /gm, '$1## ')}\n`;
  let log = existsSync(file)
    ? readFileSync(file, 'utf8')
    : `# Benchmark runs\n\nThe earlier runs of each benchmark (docs/benchmarks.md holds the latest).\n\n${RUNS_MARKER}\n`;
  if (!log.includes(RUNS_MARKER)) log = `${log.trimEnd()}\n\n${RUNS_MARKER}\n`;
  const at = log.indexOf(RUNS_MARKER) + RUNS_MARKER.length;
  const entries = log.slice(at).split(/\n(?=<!-- run:)/);
  let kept = 0;
  const rest = entries.filter((e) => !e.startsWith(entryStart) || ++kept < RUNS_KEPT);
  log = `${log.slice(0, at)}\n${entry}${rest.join('\n').replace(/^\n*/, '\n')}`;
  writeFileSync(file, `${log.trimEnd()}\n`);
}
