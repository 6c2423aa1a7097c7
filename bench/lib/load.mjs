/**
 * A small closed-loop load generator: `connections` workers over keep-alive sockets, each sending its
 * next request as soon as the previous answer is read, for `durationMs`. Latencies in ms.
 */
import http from 'node:http';

export async function runLoad({
  url,
  method = 'GET',
  headers = {},
  body,
  connections = 10,
  durationMs = 5000,
  warmupMs = 1000,
  expectStatus = 200,
  /** Called when the measured phase begins (after the warm-up). */
  onMeasureStart,
}) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const reqHeaders = {
    ...headers,
    ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
  };

  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          headers: reqHeaders,
          agent,
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              ok: res.statusCode === expectStatus,
              status: res.statusCode,
              ms: Number(process.hrtime.bigint() - started) / 1e6,
            }),
          );
        },
      );
      req.on('error', () =>
        resolve({ ok: false, status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
      if (payload) req.write(payload);
      req.end();
    });

  const phase = async (ms, record) => {
    const until = Date.now() + ms;
    const latencies = [];
    const statuses = {};
    let errors = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          const r = await once();
          if (!record) continue;
          latencies.push(r.ms);
          if (!r.ok) {
            errors++;
            statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          }
        }
      }),
    );
    return { latencies, errors, statuses };
  };

  if (warmupMs > 0) await phase(warmupMs, false);
  onMeasureStart?.();
  const started = Date.now();
  const { latencies, errors, statuses } = await phase(durationMs, true);
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  return summarise(latencies, errors, elapsed, statuses);
}

export function summarise(latencies, errors = 0, elapsedSeconds = 0, statuses = {}) {
  const sorted = Float64Array.from(latencies).sort();
  const pct = (p) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
  return {
    requests: sorted.length,
    errors,
    statuses,
    rps: elapsedSeconds ? sorted.length / elapsedSeconds : NaN,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

export const fmt = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
