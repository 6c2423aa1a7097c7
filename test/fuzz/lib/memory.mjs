/** Resident memory of the stack's processes, from /proc (Linux). */
import { readFileSync, readdirSync } from 'node:fs';

/** VmRSS of a pid in MB, or undefined when it is gone. */
export function rssMB(pid) {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Every descendant pid of `pid` (Chromium under the pdf service). */
export function descendants(pid) {
  const parent = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(d), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const out = [];
  const walk = (p) => {
    for (const [child, pp] of parent) {
      if (pp !== p) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

/** `{name: MB}` of every process of the stack (and the Chromium tree under pdf, summed, as `pdf:chromium`). */
export function sample(stack) {
  const out = {};
  for (const name of stack.processes) {
    const pid = stack.pid(name);
    out[name] = pid ? rssMB(pid) : undefined;
    if (name === 'pdf' && pid) {
      const kids = descendants(pid);
      if (kids.length) out['pdf:chromium'] = kids.reduce((s, k) => s + (rssMB(k) ?? 0), 0);
    }
  }
  return out;
}
