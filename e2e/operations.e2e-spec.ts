import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { E2E } from './support/env.mjs';
import { SERVICES, serviceLabel } from '../scripts/services.mjs';

/**
 * Operating the running product (the e2e stack: every service from its build, the edge in front):
 * every process answers /health, /live and /metrics on its own port, the gateway serves the API
 * reference, and one correlation id follows a request from the edge into the workers' logs.
 */

const services = SERVICES.map((svc) => ({
  label: serviceLabel(svc),
  url: `http://127.0.0.1:${svc.port + E2E.portOffset}`,
  // The gateway's /metrics is on its ops port only, never on its public one.
  opsUrl: `http://127.0.0.1:${(svc.opsPort ?? svc.port) + E2E.portOffset}`,
}));

/** What each process's /metrics must show beyond the process metrics. */
const OWN_METRICS: Record<string, RegExp[]> = {
  gateway: [/^icp_http_request_seconds_count\{[^}]*route="\/api\/auth\/check"/m],
  pdf: [/^icp_queue_jobs\{[^}]*queue="pdf"[^}]*state="waiting"/m],
  'ai-worker': [/^icp_queue_jobs\{[^}]*queue="ai-analysis"[^}]*state="waiting"/m],
  realtime: [/^icp_ws_sockets\{[^}]*\} \d+/m],
  auth: [/^icp_rpc_handled_seconds_count\{[^}]*subject="[^"]*auth\./m],
};

test('every service answers /health (its dependencies), /live and /metrics (Prometheus) on its own port', async ({
  request,
}) => {
  expect(services.map((s) => s.label)).toEqual([
    'auth',
    'icp',
    'playbook',
    'ai',
    'ai-worker',
    'admin',
    'pdf',
    'realtime',
    'gateway',
  ]);
  // Traffic for the request metrics: the gateway's HTTP, auth's NATS handling.
  await request.get('/api/auth/check');
  await request.post('/api/auth/login', { data: { username: 'nobody-here', password: 'Wr0ng!Pass' } });
  for (const { label, url, opsUrl } of services) {
    if (opsUrl !== url)
      expect((await request.get(`${url}/metrics`)).status(), `${label}: public /metrics`).toBe(404);
    const health = await request.get(`${url}/health`);
    expect(health.status(), `${label} /health`).toBe(200);
    const report = await health.json();
    expect(report.status, label).toBe('ok');
    expect(Object.keys(report.checks).length, `${label}: checks`).toBeGreaterThan(0);
    expect(
      Object.values(report.checks).every((v) => v === 'ok'),
      `${label}: ${JSON.stringify(report)}`,
    ).toBe(true);
    expect(report.checks, label).toHaveProperty('nats');

    const live = await request.get(`${url}/live`);
    expect(live.status(), `${label} /live`).toBe(200);

    await expect
      .poll(
        async () => {
          const metrics = await request.get(`${opsUrl}/metrics`);
          expect(metrics.status(), `${label} /metrics`).toBe(200);
          expect(metrics.headers()['content-type']).toMatch(/^text\/plain/);
          const text = await metrics.text();
          return [
            new RegExp(`^process_cpu_user_seconds_total\\{service="${label}"\\} `, 'm'),
            ...(OWN_METRICS[label] ?? []),
          ].every((re) => re.test(text));
        },
        { message: `${label}: /metrics`, timeout: 15_000 },
      )
      .toBe(true);
  }
});

test('readiness reflects the dependencies: PostgreSQL, Redis and NATS where each service uses them', async ({
  request,
}) => {
  // (auth names its PostgreSQL check 'postgres', the others 'database'.)
  const checks = async (label: string) => {
    const url = services.find((s) => s.label === label)!.url;
    const names = Object.keys((await (await request.get(`${url}/health`)).json()).checks);
    return names.map((n) => (n === 'postgres' ? 'database' : n)).sort();
  };
  expect(await checks('gateway')).toEqual(['nats', 'redis']);
  expect(await checks('realtime')).toEqual(['nats', 'redis']);
  expect(await checks('admin')).toEqual(['nats']);
  expect(await checks('ai-worker')).toEqual(expect.arrayContaining(['database', 'nats', 'redis']));
  expect(await checks('ai')).toEqual(expect.arrayContaining(['database', 'nats', 'redis']));
  expect(await checks('pdf')).toEqual(expect.arrayContaining(['nats', 'redis', 'browser']));
  for (const label of ['auth', 'icp', 'playbook'])
    expect(await checks(label), label).toEqual(expect.arrayContaining(['database', 'nats']));
});

test('the gateway serves the OpenAPI document and the interactive reference through the edge', async ({
  page,
  request,
}) => {
  const doc = await (await request.get('/api/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/icps', '/api/icps/{id}/export']));

  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /ICP Studio API/ })).toBeVisible();
  // Every tag is listed, collapsed; one opened shows its operations.
  for (const tag of ['Auth', 'Profiles', 'Playbooks', 'Sharing', 'Admin', 'Operations'])
    await expect(page.locator(`#operations-tag-${tag}`)).toBeVisible();
  await page.locator('#operations-tag-Exports').click();
  await expect(page.locator('#operations-Exports-exportIcp')).toBeVisible();
  await expect(page.locator('#operations-Exports-exportIcp')).toContainText('/api/icps/{id}/export');
  expect(problems, 'no script errors, nothing refused by the CSP').toEqual([]);
});

/** The JSON log lines of one process of the e2e stack. */
function logLines(label: string): Record<string, unknown>[] {
  const file = resolve(test.info().config.rootDir, '..', `.run/${E2E.stackName}/logs/${label}.log`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

async function signInAsAdmin(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', {
    data: { username: E2E.admin.username, password: E2E.admin.password },
  });
  expect(res.status()).toBe(200);
}

test('one correlation id follows a request from the edge through the gateway into the pdf and ai workers', async ({
  request,
}) => {
  await signInAsAdmin(request);
  const created = await request.post('/api/icps', {
    data: { name: `Ops trace ${randomBytes(3).toString('hex')}`, type: 'b2b', industry: 'Logistics' },
  });
  expect(created.status()).toBe(201);
  const icp = await created.json();

  // An export: gateway -> BullMQ job -> pdf worker (which loads the profile over NATS).
  const exportId = `ops-export-${randomBytes(6).toString('hex')}`;
  const pdf = await request.get(`/api/icps/${icp.id}/export`, { headers: { 'X-Correlation-Id': exportId } });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['x-correlation-id']).toBe(exportId);
  await expect
    .poll(() => logLines('pdf').some((l) => l.correlationId === exportId && l.msg === 'pdf rendered'))
    .toBe(true);
  await expect
    .poll(() => logLines('gateway').some((l) => l.correlationId === exportId && l.msg === 'request'))
    .toBe(true);

  // An analysis: gateway -> icp over NATS -> BullMQ job -> ai-worker.
  const analyzeId = `ops-analyze-${randomBytes(6).toString('hex')}`;
  const analyzed = await request.post(`/api/icps/${icp.id}/analyze`, {
    headers: { 'X-Correlation-Id': analyzeId },
  });
  expect(analyzed.status()).toBe(200);
  await expect
    .poll(() => logLines('ai-worker').some((l) => l.correlationId === analyzeId), { timeout: 15_000 })
    .toBe(true);

  // Without one, the edge makes one up: it comes back, and the gateway logged under it.
  const check = await request.get('/api/auth/check');
  const made = check.headers()['x-correlation-id'];
  expect(made).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => logLines('gateway').some((l) => l.correlationId === made)).toBe(true);
});
