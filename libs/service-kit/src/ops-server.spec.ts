import type { AddressInfo } from 'node:net';
import { bindHost } from './config.js';
import { startOpsServer } from './ops-server.js';
import { initMetrics } from './metrics.js';

describe('ops server', () => {
  it('answers /health with each check, 503 when one fails, and /metrics in Prometheus format', async () => {
    initMetrics('ops-test');
    let dbUp = true;
    const server = await startOpsServer({
      port: 0,
      service: 'ops-test',
      checks: {
        nats: () => undefined,
        postgres: () => {
          if (!dbUp) throw new Error('connection refused');
        },
      },
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const ok = await fetch(`${base}/health`);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({
        status: 'ok',
        service: 'ops-test',
        checks: { nats: 'ok', postgres: 'ok' },
      });

      dbUp = false;
      const down = await fetch(`${base}/health`);
      expect(down.status).toBe(503);
      const body = (await down.json()) as { checks: Record<string, string> };
      expect(body.checks.postgres).toBe('connection refused');

      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.headers.get('content-type')).toMatch(/text\/plain/);
      const text = await metrics.text();
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('service="ops-test"');
    } finally {
      server.close();
    }
  });

  it('stays healthy (200) but says "degraded" and why when a check reports part of the work unavailable', async () => {
    const server = await startOpsServer({
      port: 0,
      service: 'ops-test',
      checks: { nats: () => undefined, browser: () => 'unavailable: no such file' },
    });
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'degraded',
        service: 'ops-test',
        checks: { nats: 'ok', browser: 'unavailable: no such file' },
      });
    } finally {
      server.close();
    }
  });
});

describe('bind address', () => {
  it('is 127.0.0.1 unless BIND_HOST says otherwise', () => {
    expect(bindHost({})).toBe('127.0.0.1');
    expect(bindHost({ BIND_HOST: ' ' })).toBe('127.0.0.1');
    expect(bindHost({ BIND_HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });

  it('keeps the ops server off every address but loopback by default', async () => {
    const server = await startOpsServer({ port: 0, service: 'ops-test', checks: {} });
    try {
      expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});
