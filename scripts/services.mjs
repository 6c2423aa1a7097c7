/** The deployables and how to run them locally; shared by stack.mjs (make up) and dev.mjs (make dev). */
import { existsSync, readFileSync } from 'node:fs';

/**
 * In start order. `port` is the process's HTTP port (ops server, or the gateway's and realtime's own);
 * `opsPort` the gateway's ops port (`/metrics`, OPS_PORT), apart from its public one.
 */
export const SERVICES = [
  { name: 'auth', port: 3101, migrate: true },
  { name: 'icp', port: 3102, migrate: true },
  { name: 'playbook', port: 3103, migrate: true },
  { name: 'ai', port: 3104, migrate: true },
  { name: 'ai', entry: 'worker', port: 3114 },
  { name: 'admin', port: 3105 },
  { name: 'pdf', port: 3106 },
  { name: 'realtime', port: 3107 },
  { name: 'gateway', port: 3000, opsPort: 3100 },
];

export const serviceLabel = (svc) => (svc.entry ? `${svc.name}-${svc.entry}` : svc.name);

/** KEY=value lines (quotes stripped); a missing file is an empty environment. */
export function readEnvFile(file) {
  const env = {};
  if (!existsSync(file)) return env;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) env[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}
