/**
 * An open-loop load generator: requests are sent at a fixed rate whatever the answers do, over at most
 * `connections` keep-alive sockets (a request waits for a free one). Each latency is measured from the
 * moment the request was due, not from when it could be sent, so a slow answer that holds back the next
 * requests counts against them too (no coordinated omission, as in wrk2).
 *
 * A closed loop (lib/load.mjs) measures the most a path can do: its latency there is set by its
 * throughput (Little's law: connections / requests per second). An open loop at a stated rate answers
 * the other question: how long does a request take when that many arrive each second?
 */
import http from 'node:http';
import { summarise } from './load.mjs';

export async function runOpenLoop({
  url,
  headers = {},
  connections = 50,
  rate,
  durationMs = 5000,
  warmupMs = 1000,
  expectStatus = 200,
}) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const send = () =>
    new Promise((resolve) => {
      const req = http.request(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ ok: res.statusCode === expectStatus, status: res.statusCode }));
        },
      );
      req.on('error', () => resolve({ ok: false, status: 0 }));
      req.end();
    });
  try {
    return await openLoop({ send, rate, durationMs, warmupMs });
  } finally {
    agent.destroy();
  }
}

/**
 * The schedule alone: `send()` is called `rate` times a second (it answers `{ok, status}`); latency
 * runs from each call's due time to its answer. Callers bound the concurrency inside `send`.
 */
export async function openLoop({ send, rate, durationMs = 5000, warmupMs = 1000 }) {
  const once = async (dueNs) => {
    const r = await send();
    return { ...r, ms: Number(process.hrtime.bigint() - dueNs) / 1e6 };
  };

  const phase = async (ms, record) => {
    const intervalNs = BigInt(Math.round(1e9 / rate));
    const start = process.hrtime.bigint();
    const count = Math.floor((ms / 1000) * rate);
    const pending = [];
    const latencies = [];
    const statuses = {};
    let errors = 0;
    for (let i = 0; i < count; i++) {
      const due = start + intervalNs * BigInt(i);
      const waitMs = Number(due - process.hrtime.bigint()) / 1e6;
      if (waitMs > 1) await new Promise((r) => setTimeout(r, waitMs));
      pending.push(
        once(due).then((r) => {
          if (!record) return;
          latencies.push(r.ms);
          if (!r.ok) {
            errors++;
            statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          }
        }),
      );
    }
    await Promise.all(pending);
    return { latencies, errors, statuses, elapsed: Number(process.hrtime.bigint() - start) / 1e9 };
  };

  if (warmupMs > 0) await phase(warmupMs, false);
  const { latencies, errors, statuses, elapsed } = await phase(durationMs, true);
  return { ...summarise(latencies, errors, elapsed, statuses), rate };
}
