/**
 * Writes one benchmark's section of docs/benchmarks.md between its markers, keeping the others, and
 * the machine description at the top.
 */
import { cpus, loadavg, release, totalmem } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

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

export function writeSection(id, markdown) {
  const start = `<!-- bench:${id}:start -->`;
  const end = `<!-- bench:${id}:end -->`;
  let doc = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\nEach figure sits beside its baseline from the same run. `make bench` runs them all; each\nsection also says how to run it alone.\n';
  const block = `${start}\n${markdown.trim()}\n\n_Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}._\n${end}`;
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  doc = re.test(doc) ? doc.replace(re, block) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, doc);
}
