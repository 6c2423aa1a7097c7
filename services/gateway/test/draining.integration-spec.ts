/**
 * A gateway told to stop drains (docs/operations.md, "Rolling restarts"): for SHUTDOWN_DELAY_MS its
 * /health answers 503 `draining`, so the edge or a load balancer sends it nothing new, while it still
 * answers what comes; then it closes. Two gateways in one process: draining one leaves the other ready.
 */
import { sleep, uniqueSuffix } from '@icp-studio/service-kit/testing';
import { send } from './support/http.js';
import { startTestGateway } from './support/stack.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gw${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

describe('a gateway shutting down', () => {
  it('answers /health 503 (draining) for SHUTDOWN_DELAY_MS while it still serves, then closes', async () => {
    const gw = await startTestGateway(suffix, { SHUTDOWN_DELAY_MS: '800', OPS_PORT: '0' });
    const other = await startTestGateway(suffix, { OPS_PORT: '0' });
    try {
      expect((await send(gw.url, 'GET', '/health')).status).toBe(200);
      const t0 = Date.now();
      const closed = gw.close();
      await sleep(100);
      const health = await send(gw.url, 'GET', '/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'draining' });
      // Still serving meanwhile.
      expect((await send(gw.url, 'GET', '/live')).status).toBe(200);
      expect((await send(other.url, 'GET', '/health')).status).toBe(200);
      await closed;
      expect(Date.now() - t0).toBeGreaterThanOrEqual(800);
      await expect(send(gw.url, 'GET', '/live')).rejects.toThrow();
    } finally {
      await other.close();
    }
  });
});
