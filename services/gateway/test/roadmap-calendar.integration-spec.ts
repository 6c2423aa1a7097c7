import { randomBytes } from 'node:crypto';
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
process.env.NATS_SUBJECT_PREFIX = `gwics${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

const ADMIN_EMAIL = `admin_${suffix}@example.com`;
const ADMIN_PASSWORD = `Adm1n!${randomBytes(6).toString('hex')}`;

/**
 * A playbook's roadmap as a calendar file (docs/product.md §2, "Roadmap"): who may read the playbook may
 * download it; everyone else 404, signed out 401, a bad id 400.
 */
describe('GET /api/playbooks/{id}/roadmap.ics', () => {
  let stack: AuthStack;
  let services: ServiceHandle[];
  let gw: GatewayHandle;
  let admin: Client;
  let advisor: Client;
  let alice: Client;
  let bob: Client;
  let playbookId: string;

  const signIn = async (login: string, password: string) => {
    const c = new Client(gw.url);
    expect((await c.post('/api/auth/login', { username: login, password })).status).toBe(200);
    return c;
  };
  const register = async (first: string) => {
    const body = newUser(first);
    const c = new Client(gw.url);
    const res = await c.post('/api/auth/register', body);
    expect(res.status).toBe(201);
    return { c, id: res.body.user.id as string, body };
  };
  const ok = async (res: Promise<Answer>) => {
    const answer = await res;
    expect([200, 201]).toContain(answer.status);
    return answer.body;
  };

  beforeAll(async () => {
    stack = await startAuthStack({ ADMIN_EMAIL, ADMIN_PASSWORD });
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
    gw = await startTestGateway(suffix);
    admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const a = await register('Alice');
    const b = await register('Bob');
    const adv = await register('Ada');
    await ok(admin.patch(`/api/admin/users/${adv.id}`, { role: 'team_member' }));
    await ok(admin.post('/api/admin/assignments', { clientId: a.id, advisorId: adv.id }));
    advisor = await signIn(adv.body.username, adv.body.password);
    alice = a.c;
    bob = b.c;
    const icpId = (await ok(alice.post('/api/icps', { name: 'Dental clinics', type: 'b2b' }))).id as string;
    playbookId = (
      await ok(
        alice.post('/api/playbooks', {
          icpId,
          name: 'Zoë’s spring plan, 2027',
          timeline: '90 days from 2027-01-04:',
          campaigns: [
            {
              name: 'Open house; new patients',
              stage: 'awareness',
              owner: 'Practice owner',
              offer: 'Free check-up',
              kpi: 'Bookings',
              startDate: '2027-01-10',
              endDate: '2027-01-20',
            },
            { name: 'Referral push', stage: 'decision', owner: 'Marketing lead', startDay: 31, endDay: 60 },
            { name: 'Someday', objective: 'No dates' },
          ],
        }),
      )
    ).id as string;
  }, 120_000);
  afterAll(async () => {
    await gw?.close();
    for (const s of services ?? []) await s.close();
    await stack?.close();
  });

  it('answers the calendar: one all-day event per dated campaign, undated ones counted', async () => {
    const res = await alice.get(`/api/playbooks/${playbookId}/roadmap.ics`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="zoe-s-spring-plan-2027-roadmap.ics"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const lines = res.text.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('SUMMARY:Open house\\; new patients');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270110');
    expect(lines).toContain('DTEND;VALUE=DATE:20270121');
    expect(lines).toContain('SUMMARY:Referral push');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270203');
    expect(lines).toContain('X-ICP-STUDIO-UNDATED-CAMPAIGNS:1');
    // The same UIDs on every download: a calendar updates its events.
    const again = await alice.get(`/api/playbooks/${playbookId}/roadmap.ics`);
    const uids = (text: string) => text.split('\r\n').filter((l) => l.startsWith('UID:'));
    expect(uids(again.text)).toEqual(uids(res.text));
  });

  it('is for whoever may read the playbook: its advisor and the admin; 404 for others, 401 signed out', async () => {
    expect((await advisor.get(`/api/playbooks/${playbookId}/roadmap.ics`)).status).toBe(200);
    expect((await admin.get(`/api/playbooks/${playbookId}/roadmap.ics`)).status).toBe(200);
    const hidden = await bob.get(`/api/playbooks/${playbookId}/roadmap.ics`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ status: 404, message: 'Playbook not found' });
    expect((await alice.get('/api/playbooks/00000000-0000-4000-8000-000000000000/roadmap.ics')).status).toBe(
      404,
    );
    expect((await new Client(gw.url).get(`/api/playbooks/${playbookId}/roadmap.ics`)).status).toBe(401);
    expect((await alice.get('/api/playbooks/not-an-id/roadmap.ics')).status).toBe(400);
  });
});
