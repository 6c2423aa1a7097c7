import { randomBytes } from 'node:crypto';
import { SHARE_LINK_GONE } from '@icp-studio/contracts';
import type { ServiceHandle } from '@icp-studio/service-kit';
import { testEnv, uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { GatewayHandle } from '../src/app.js';
import { Client, type Answer } from './support/http.js';
import { newUser, startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../../playbook/src/app.js';
import { playbookConfigSchema } from '../../playbook/src/config.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gwsh${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

/**
 * docs/product.md §14 through the gateway: a share link made over HTTP opens without a session, is routed
 * by its prefix to the service that holds it, answers `X-Robots-Tag: noindex` (its 404 and 429 too), and
 * the page's opens are rate limited per address.
 */
describe('GET /api/shared/{token}', () => {
  let stack: AuthStack;
  let services: ServiceHandle[];
  let gw: GatewayHandle;
  let owner: Client;
  let ip = 0;
  const anonymous = () => new Client(gw.url, { 'x-forwarded-for': `198.51.100.${++ip}` });
  const expectGone = (res: Answer) => {
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: SHARE_LINK_GONE });
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
  };

  beforeAll(async () => {
    stack = await startAuthStack();
    const env = {
      DATABASE_URL: stack.db.url,
      NATS_URL: testEnv.natsUrl,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'warn',
    };
    services = [
      await startIcpService(icpConfigSchema.parse(env), { handleSignals: false }),
      await startPlaybookService(playbookConfigSchema.parse(env), { handleSignals: false }),
    ];
    gw = await startTestGateway(suffix, {
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_WINDOW_SECONDS: '120',
      RATE_LIMIT_SHARED_PER_IP: '5',
      RATE_LIMIT_REGISTER_PER_IP: '100',
    });
    owner = new Client(gw.url);
    expect((await owner.post('/api/auth/register', newUser('Owner'))).status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await gw?.close();
    for (const s of services ?? []) await s.close();
    await stack?.close();
  });

  it('shows a profile and a playbook without a session, noindex, until revoked', async () => {
    const icp = (await owner.post('/api/icps', { name: 'Shared profile', type: 'b2b' })).body;
    const playbook = (await owner.post('/api/playbooks', { icpId: icp.id, name: 'Shared plan' })).body;
    const icpLink = await owner.post(`/api/icps/${icp.id}/shares`, { label: 'Partner' });
    expect(icpLink.status).toBe(201);
    const playbookLink = await owner.post(`/api/playbooks/${playbook.id}/shares`, {});
    expect(playbookLink.body.url).toBe(`/s/${playbookLink.body.token}`);

    const shown = await anonymous().get(`/api/shared/${icpLink.body.token}`);
    expect(shown.status).toBe(200);
    expect(shown.headers['x-robots-tag']).toMatch(/noindex/);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.body).toMatchObject({ kind: 'icp', label: 'Partner', item: { name: 'Shared profile' } });
    const plan = await anonymous().get(`/api/shared/${playbookLink.body.token}`);
    expect(plan.body).toMatchObject({ kind: 'playbook', item: { name: 'Shared plan' } });

    // The owner's list never tells a token again.
    const listed = await owner.get(`/api/icps/${icp.id}/shares`);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ id: icpLink.body.id, viewCount: 1 });
    // Who made it, and (live) no revocation: docs/product.md §14, "A maker's access".
    expect(listed.body[0]).toMatchObject({ revokedAt: null, revokedReason: null });
    expect(typeof listed.body[0].createdByName).toBe('string');
    expect(listed.body[0]).not.toHaveProperty('token');

    expect((await owner.delete(`/api/icps/${icp.id}/shares/${icpLink.body.id}`)).status).toBe(200);
    expectGone(await anonymous().get(`/api/shared/${icpLink.body.token}`));
    expect((await owner.delete(`/api/playbooks/${playbook.id}/shares`)).body).toMatchObject({ revoked: 1 });
    expectGone(await anonymous().get(`/api/shared/${playbookLink.body.token}`));
  });

  it('answers a malformed or unknown token the same 404', async () => {
    for (const token of [
      'nope',
      `x_${'a'.repeat(43)}`,
      `i_${randomBytes(32).toString('base64url')}`,
      'a'.repeat(150),
    ])
      expectGone(await anonymous().get(`/api/shared/${token}`));
  });

  it('limits the opens per address (429 with Retry-After, still noindex); other addresses go on', async () => {
    const guesser = anonymous();
    for (let i = 0; i < 5; i++)
      expectGone(await guesser.get(`/api/shared/i_${randomBytes(32).toString('base64url')}`));
    const refused = await guesser.get(`/api/shared/i_${randomBytes(32).toString('base64url')}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-robots-tag']).toMatch(/noindex/);
    expectGone(await anonymous().get(`/api/shared/p_${randomBytes(32).toString('base64url')}`));
  });
});
