/**
 * The compose edge (deploy/nginx.conf) run on this machine, without Docker: the same file with its
 * compose names and ports moved to loopback and the ports given, its root at a folder of ours, logs and
 * temporary files in a folder of its own. Used by test/deploy/edge.test.mjs (the edge's behaviour) and
 * bench/lighthouse.mjs (the public pages through nginx). Needs `nginx` on the PATH
 * (scripts/ensure-browser.sh installs nginx-light).
 *
 *   const edge = await startComposeNginx({ gatewayPort, realtimePort, root: 'web/dist' });
 *   edge.url  // http://127.0.0.1:<port>
 *   await edge.stop();
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const confPath = new URL('../../deploy/nginx.conf', import.meta.url);

/** Whether nginx is installed here. */
export const hasNginx = () => spawnSync('nginx', ['-v'], { encoding: 'utf8' }).status === 0;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const healthy = (url) =>
  new Promise((resolve) => {
    const req = request(`${url}/edge/health`, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.once('error', () => resolve(false));
    req.end();
  });

/**
 * deploy/nginx.conf as it runs here: listening on 127.0.0.1:`port`, sending /api to `gatewayPort` and
 * /ws to `realtimePort` on loopback, serving `root`; logs go to `logDir`.
 */
export function adaptComposeConf({ port, gatewayPort, realtimePort, root, logDir }) {
  const conf = readFileSync(confPath, 'utf8');
  const adapted = conf
    .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
    .replace(/resolver [^;]*;/, '')
    .replace(/set \$gateway_upstream [^;]*;/, `set $gateway_upstream http://127.0.0.1:${gatewayPort};`)
    .replace(/set \$realtime_upstream [^;]*;/, `set $realtime_upstream http://127.0.0.1:${realtimePort};`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${root};`)
    .replaceAll('/dev/stdout', `${logDir}/access.log`);
  if (adapted === conf) throw new Error('deploy/nginx.conf no longer has the lines this adapts');
  return adapted;
}

/** Starts nginx with deploy/nginx.conf in front of the given ports; resolves once it answers. */
export async function startComposeNginx({ gatewayPort, realtimePort, root, port }) {
  const dir = mkdtempSync(join(tmpdir(), 'compose-nginx-'));
  const listen = port ?? (await freePort());
  writeFileSync(
    join(dir, 'edge.conf'),
    adaptComposeConf({ port: listen, gatewayPort, realtimePort, root, logDir: dir }),
  );
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${dir}/${t};`)
    .join(' ');
  const main = join(dir, 'nginx.conf');
  writeFileSync(
    main,
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\ndaemon off;\nmaster_process off;\n` +
      `events {}\nhttp {\n  ${temp} access_log ${dir}/access.log;\n  include ${dir}/edge.conf;\n}\n`,
  );
  const server = spawn('nginx', ['-p', dir, '-c', main], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${listen}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await healthy(url))) {
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`nginx did not start: ${stderr.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, port: listen, dir, stop };
}
