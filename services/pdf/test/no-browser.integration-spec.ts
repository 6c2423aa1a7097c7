/**
 * A pdf worker whose browser cannot start (CHROMIUM_PATH names no file): the worker stays up and healthy
 * for supervision, its /health says why PDF is unavailable, an export answers 503 at once with words a
 * user understands, and the worker takes jobs as soon as the browser appears. With no worker at all, an
 * export answers 503 at once too.
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { useOwnPrefixes, startStack, eventually, type Client, type Stack } from './harness.js';

const prefixes = useOwnPrefixes();

describe('PDF export while the browser cannot start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-no-browser-'));
  const chromiumPath = join(dir, 'chromium');
  let stack: Stack;
  let alice: Client;
  let icpId: string;

  beforeAll(async () => {
    stack = await startStack(prefixes, { chromiumPath, poolSize: 1 });
    alice = await stack.signUp('Alice');
    const res = await alice.post('/api/icps', { name: 'Dental clinics', type: 'b2b' });
    expect(res.status).toBe(201);
    icpId = res.body.id;
  });
  afterAll(async () => {
    await stack?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the worker up: /health answers 200, "degraded", with the browser error', async () => {
    const port = (stack.worker!.ops!.address() as AddressInfo).port;
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    const body = (await health.json()) as { status: string; checks: Record<string, string> };
    expect(body.status).toBe('degraded');
    expect(body.checks).toMatchObject({ nats: 'ok', redis: 'ok' });
    expect(body.checks.browser).toMatch(/^unavailable: .+/);
    expect(stack.worker!.status()).toMatchObject({
      ready: false,
      reason: 'the PDF renderer (Chromium) could not start',
    });
  });

  it('answers an export 503 in under 1 s with a message a user understands', async () => {
    for (const path of [`/api/icps/${icpId}/export`]) {
      const started = Date.now();
      const res = await alice.get(path);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.body).toMatchObject({
        status: 503,
        code: 'service_unavailable',
        message:
          'PDF export is unavailable right now: the PDF renderer (Chromium) could not start. Please try again later.',
      });
    }
  });

  it('starts taking jobs once the browser appears', async () => {
    symlinkSync('/usr/bin/chromium', chromiumPath);
    // The worker tries again after 1 s, 2 s, 4 s...
    await eventually(async () => stack.worker!.status().ready, 20_000, 100);
    const res = await alice.get(`/api/icps/${icpId}/export`);
    expect(res.status).toBe(200);
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('answers 503 at once when no pdf worker runs at all', async () => {
    await stack.worker!.close();
    const started = Date.now();
    const res = await alice.get(`/api/icps/${icpId}/export`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body.message).toBe(
      'PDF export is unavailable right now: no PDF worker is running. Please try again later.',
    );
  });
});
