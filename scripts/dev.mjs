#!/usr/bin/env node
/**
 * `make dev`: every library and service recompiles on change (tsc --watch) and restarts (node --watch);
 * the SPA runs on Vite with hot reload at http://localhost:8080, proxying /api and /ws (web/vite.config.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICES, readEnvFile, serviceLabel as label } from './services.mjs';
import { actorKeysFor } from './actor-keys.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const fileEnv = readEnvFile(resolve(root, '.env'));
const run = (cmd, args, env = {}) =>
  spawn(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...fileEnv, ...process.env, NODE_ENV: 'development', ...env },
  });

spawnSync('npm', ['run', 'build', '--workspaces', '--if-present'], { cwd: root, stdio: 'inherit' });

const children = [];
for (const lib of ['libs/contracts', 'libs/service-kit']) {
  children.push(run('npx', ['tsc', '-p', `${lib}/tsconfig.build.json`, '--watch', '--preserveWatchOutput']));
}
for (const svc of SERVICES) {
  const dir = `services/${svc.name}`;
  if (!existsSync(resolve(root, dir, 'package.json'))) continue;
  if (!svc.entry)
    children.push(
      run('npx', ['tsc', '-p', `${dir}/tsconfig.build.json`, '--watch', '--preserveWatchOutput']),
    );
  children.push(
    run('node', ['--watch', '--enable-source-maps', `${dir}/dist/${svc.entry ?? 'main'}.js`], {
      // Each signer its own key, nobody another's (docs/developing.md, "Who is asking: signed actors").
      ...actorKeysFor(label(svc), { ...fileEnv, ...process.env }),
      HEALTH_PORT: String(svc.port),
      PORT: String(svc.port),
      ...(svc.opsPort ? { OPS_PORT: String(svc.opsPort) } : {}),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug',
    }),
  );
}
children.push(
  spawn('npx', ['vite', '--port', '8080', '--strictPort'], { cwd: resolve(root, 'web'), stdio: 'inherit' }),
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => children.forEach((c) => c.kill('SIGTERM')));
