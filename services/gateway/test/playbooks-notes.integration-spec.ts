import { uniqueSuffix, testEnv } from '@icp-studio/service-kit/testing';
import type { ServiceHandle } from '@icp-studio/service-kit';
import type { GatewayHandle } from '../src/app.js';
import { Client } from './support/http.js';
import { newUser, startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../../playbook/src/app.js';
import { playbookConfigSchema } from '../../playbook/src/config.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gwpb${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

describe('playbook and notes routes in front of the real services', () => {
  let stack: AuthStack;
  let services: ServiceHandle[];
  let gw: GatewayHandle;
  let alice: Client;
  let bob: Client;
  let icpId: string;

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
    gw = await startTestGateway(suffix);
    alice = new Client(gw.url);
    bob = new Client(gw.url);
    expect((await alice.post('/api/auth/register', newUser('Alice'))).status).toBe(201);
    expect((await bob.post('/api/auth/register', newUser('Bob'))).status).toBe(201);
    const icp = await alice.post('/api/icps', {
      name: 'Dental clinics',
      type: 'b2b',
      industry: 'Healthcare',
    });
    expect(icp.status).toBe(201);
    icpId = icp.body.id;
  });
  afterAll(async () => {
    await gw?.close();
    for (const s of services ?? []) await s.close();
    await stack?.close();
  });

  it('creates, reads, updates, re-statuses, lists and deletes a playbook', async () => {
    const created = await alice.post('/api/playbooks', {
      icpId,
      name: 'Dental clinics - Marketing Playbook',
      selectedChannels: { linkedin: { budget: 500 }, email: {} },
      campaigns: 'Spring referral push',
      kpis: [{ metric: 'Leads', target: 40 }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ icpId, status: 'in_progress', campaigns: 'Spring referral push' });
    expect(created.body.selectedChannels).toEqual({ linkedin: { budget: 500 }, email: {} });
    const id = created.body.id;

    expect((await alice.get(`/api/playbooks/${id}`)).body.name).toBe('Dental clinics - Marketing Playbook');
    const updated = await alice.put(`/api/playbooks/${id}`, {
      icpId,
      name: 'Renamed',
      keyMessages: ['Fast', ' ', 'Kind'],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Renamed', keyMessages: ['Fast', 'Kind'] });
    expect((await alice.patch(`/api/playbooks/${id}`, { status: 'completed' })).body.status).toBe(
      'completed',
    );
    const list = await alice.get('/api/playbooks');
    expect(list.body).toMatchObject([{ id }]);
    expect(list.headers['x-total-count']).toBe('1');
    expect((await alice.delete(`/api/playbooks/${id}`)).status).toBe(200);
    expect((await alice.get(`/api/playbooks/${id}`)).status).toBe(404);
  });

  it("answers bad input with the spec's messages and hides another client's playbook", async () => {
    const missing = await alice.post('/api/playbooks', { icpId, name: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.name).toEqual(['Playbook name is required']);
    const noIcp = await alice.post('/api/playbooks', { name: 'x' });
    expect(noIcp.status).toBe(400);
    expect(noIcp.body.fields.icpId).toEqual(['ICP is required']);

    const mine = await alice.post('/api/playbooks', { icpId, name: 'Private' });
    expect((await bob.get(`/api/playbooks/${mine.body.id}`)).status).toBe(404);
    expect((await bob.delete(`/api/playbooks/${mine.body.id}`)).status).toBe(404);
    expect((await bob.post('/api/playbooks', { icpId, name: 'On her profile' })).status).toBe(404);
    const bobs = await bob.get('/api/playbooks');
    expect(bobs.body).toEqual([]);
    expect(bobs.headers['x-total-count']).toBe('0');
    expect((await new Client(gw.url).get('/api/playbooks')).status).toBe(401);
  });

  it('adds notes and tasks, completes a task, and keeps them from other clients', async () => {
    const blank = await alice.post('/api/notes', { icpId, note: '   ', isTask: false });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Note cannot be empty');

    const note = await alice.post('/api/notes', {
      icpId,
      note: 'Call the clinic owners',
      isTask: false,
      assignedTo: null,
      status: 'open',
    });
    expect(note.status).toBe(201);
    const task = await alice.post('/api/notes', {
      icpId,
      note: 'Draft the e-mail',
      isTask: true,
      status: 'open',
    });
    expect(task.status).toBe(201);

    const list = await alice.get(`/api/notes?icpId=${icpId}`);
    expect(list.body.map((n: { note: string }) => n.note)).toEqual([
      'Draft the e-mail',
      'Call the clinic owners',
    ]);
    const counts = await alice.post('/api/notes/open-task-counts', { icpIds: [icpId] });
    expect(counts.body.icps[icpId]).toBe(1);

    const done = await alice.post(`/api/notes/${task.body.id}/complete`);
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');
    expect((await alice.post(`/api/notes/${note.body.id}/complete`)).status).toBe(400);

    expect((await bob.get(`/api/notes?icpId=${icpId}`)).status).toBe(404);
    expect((await bob.post('/api/notes', { icpId, note: 'sneaky', isTask: false })).status).toBe(404);
    expect((await bob.post(`/api/notes/${task.body.id}/complete`)).status).toBe(404);
    expect((await alice.get('/api/notes')).status).toBe(400);
  });
});
