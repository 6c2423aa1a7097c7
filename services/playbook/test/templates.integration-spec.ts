import { readFileSync } from 'node:fs';
import {
  ICP,
  PLAYBOOK,
  PROFESSIONS,
  icpFieldsSchema,
  type Icp,
  type Page,
  type Playbook,
  type Template,
} from '@icp-studio/contracts';
import { routeSubject } from '@icp-studio/contracts/http';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const LIBRARY = JSON.parse(
  readFileSync(new URL('../src/infra/migrations/data/templates.json', import.meta.url), 'utf8'),
) as { kind: string; profession: string; name: string }[];

/** docs/product.md §12, Templates: the built-in library, "Save as template", who sees and deletes what. */
describe('playbook service: templates', () => {
  let s: Stack;
  let alice: Person; // client
  let bob: Person; // client
  let ann: Person; // advisor, assigned to alice
  let aliceIcp: Icp;
  let alicePlaybook: Playbook;

  const list = (who: Person, query: Record<string, unknown> = {}) =>
    s.call<Page<Template>>(PLAYBOOK.listTemplates, { limit: 100, offset: 0, ...query }, who);

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    await s.assign(alice.user.id, ann.user.id);
    aliceIcp = await s.call<Icp>(
      ICP.create,
      {
        name: 'Alice’s dental patients',
        type: 'b2c',
        profession: 'dentists',
        ageRange: '30-50',
        painPoints: ['Waits of 3 weeks for a checkup'],
        geographics: ['Leeds'],
      },
      alice,
    );
    alicePlaybook = await s.call<Playbook>(
      PLAYBOOK.create,
      { icpId: aliceIcp.id, name: 'Spring plan', keyMessages: ['Same-week slots'], tonality: 'Warm' },
      alice,
    );
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the migration seeds the whole built-in library: two profiles and two playbooks at least per profession', async () => {
    const all = await s.call<Page<Template>>(PLAYBOOK.listTemplates, { limit: 100, offset: 0 }, bob);
    expect(all.total).toBe(LIBRARY.length);
    const profiles = await list(bob, { kind: 'icp', scope: 'builtin' });
    expect(profiles.total).toBe(LIBRARY.filter((t) => t.kind === 'icp').length);
    for (const p of PROFESSIONS) {
      const own = await list(bob, { kind: 'icp', profession: p.id });
      expect(own.total).toBeGreaterThanOrEqual(2);
      for (const t of own.items) {
        expect(t).toMatchObject({ kind: 'icp', profession: p.id, scope: 'builtin', ownerId: null });
        expect(t.canDelete).toBe(false);
        // Its content is what the create route takes.
        expect(icpFieldsSchema.safeParse(t.content).success).toBe(true);
      }
      const plans = await list(bob, { kind: 'playbook', profession: p.id });
      expect(plans.total).toBe(own.total);
    }
  });

  it('a profile made from a template holds its content', async () => {
    const [template] = (await list(bob, { kind: 'icp', profession: 'accountants', clientType: 'b2b' })).items;
    const icp = await s.call<Icp>(ICP.create, { ...template!.content, name: 'From a template' }, bob);
    expect(icp).toMatchObject({
      name: 'From a template',
      type: 'b2b',
      profession: 'accountants',
      painPoints: template!.content.painPoints,
      buyerJourney: template!.content.buyerJourney,
    });
  });

  it('saves a profile as a private template: only its owner sees it, and only they delete it', async () => {
    const saved = await s.call<Template>(
      PLAYBOOK.saveIcpTemplate,
      { id: aliceIcp.id, name: 'My dental segment', description: 'Leeds patients' },
      alice,
    );
    expect(saved).toMatchObject({
      kind: 'icp',
      profession: 'dentists',
      clientType: 'b2c',
      name: 'My dental segment',
      description: 'Leeds patients',
      scope: 'private',
      ownerId: alice.user.id,
      canDelete: true,
    });
    expect(saved.content).toEqual({
      name: 'My dental segment',
      type: 'b2c',
      profession: 'dentists',
      ageRange: '30-50',
      painPoints: ['Waits of 3 weeks for a checkup'],
      geographics: ['Leeds'],
    });
    expect((await list(alice, { scope: 'private' })).items.map((t) => t.id)).toEqual([saved.id]);
    expect((await list(bob, { scope: 'private' })).total).toBe(0);
    expect((await list(s.admin, { scope: 'private' })).total).toBe(0);
    // Theirs first in the list.
    expect((await list(alice, { kind: 'icp' })).items[0]!.id).toBe(saved.id);

    for (const who of [bob, ann, s.admin]) {
      expect(await rpcError(s.call(PLAYBOOK.deleteTemplate, { id: saved.id }, who))).toMatchObject({
        status: 404,
      });
    }
    expect(await s.call(PLAYBOOK.deleteTemplate, { id: saved.id }, alice)).toEqual({ message: 'Deleted' });
    expect((await list(alice, { scope: 'private' })).total).toBe(0);
  });

  it('reads one template (GET /api/templates/{id}): a private one its owner only, a built-in one anyone', async () => {
    const GET = routeSubject('getTemplate');
    const saved = await s.call<Template>(
      PLAYBOOK.saveIcpTemplate,
      { id: aliceIcp.id, name: 'One to read' },
      alice,
    );
    expect(await s.call<Template>(GET, { id: saved.id }, alice)).toEqual(saved);
    for (const who of [bob, ann, s.admin]) {
      expect(await rpcError(s.call(GET, { id: saved.id }, who))).toMatchObject({
        status: 404,
        message: 'Template not found',
      });
    }
    const [builtin] = (await list(bob, { scope: 'builtin', limit: 1 })).items;
    expect(await s.call<Template>(GET, { id: builtin!.id }, bob)).toMatchObject({
      id: builtin!.id,
      scope: 'builtin',
      canDelete: false,
    });
    expect(await rpcError(s.call(GET, { id: 'not-an-id' }, alice))).toMatchObject({ status: 400 });
    expect(await rpcError(s.call(GET, { id: saved.id }, null))).toMatchObject({ status: 401 });
    await s.call(PLAYBOOK.deleteTemplate, { id: saved.id }, alice);
  });

  it('the caller must see the item: 404 for a profile or playbook they may not see', async () => {
    for (const subject of [PLAYBOOK.saveIcpTemplate, PLAYBOOK.savePlaybookTemplate]) {
      const id = subject === PLAYBOOK.saveIcpTemplate ? aliceIcp.id : alicePlaybook.id;
      expect(await rpcError(s.call(subject, { id, name: 'Stolen' }, bob))).toMatchObject({ status: 404 });
    }
    // Her advisor sees both, and may save them as their own private templates.
    const byAnn = await s.call<Template>(
      PLAYBOOK.savePlaybookTemplate,
      { id: alicePlaybook.id, name: 'Ann’s plan' },
      ann,
    );
    expect(byAnn).toMatchObject({
      kind: 'playbook',
      profession: 'dentists',
      clientType: 'b2c',
      scope: 'private',
      ownerId: ann.user.id,
    });
    expect(byAnn.content).toEqual({ name: 'Ann’s plan', keyMessages: ['Same-week slots'], tonality: 'Warm' });
  });

  it('only an admin saves for the whole installation; everyone sees it; only an admin deletes it', async () => {
    for (const who of [alice, ann]) {
      expect(
        await rpcError(
          s.call(PLAYBOOK.saveIcpTemplate, { id: aliceIcp.id, name: 'For all', scope: 'installation' }, who),
        ),
      ).toMatchObject({ status: 403 });
    }
    const shared = await s.call<Template>(
      PLAYBOOK.savePlaybookTemplate,
      { id: alicePlaybook.id, name: 'House plan', scope: 'installation' },
      s.admin,
    );
    expect(shared).toMatchObject({ scope: 'installation', ownerId: null, canDelete: true });
    for (const who of [alice, bob, ann]) {
      const seen = (await list(who, { scope: 'installation' })).items;
      expect(seen.map((t) => [t.id, t.canDelete])).toEqual([[shared.id, false]]);
      expect(await rpcError(s.call(PLAYBOOK.deleteTemplate, { id: shared.id }, who))).toMatchObject({
        status: 403,
      });
    }
    expect(await s.call(PLAYBOOK.deleteTemplate, { id: shared.id }, s.admin)).toEqual({ message: 'Deleted' });
  });

  it('a built-in template is never deleted, not even by an admin', async () => {
    const [builtin] = (await list(s.admin, { scope: 'builtin', limit: 1 })).items;
    expect(await rpcError(s.call(PLAYBOOK.deleteTemplate, { id: builtin!.id }, s.admin))).toMatchObject({
      status: 403,
      message: 'Built-in templates cannot be deleted',
    });
    expect((await list(bob, { scope: 'builtin' })).total).toBe(LIBRARY.length);
  });

  it('refuses bad input with 400', async () => {
    expect(
      await rpcError(s.call(PLAYBOOK.saveIcpTemplate, { id: aliceIcp.id, name: '  ' }, alice)),
    ).toMatchObject({ status: 400 });
    expect(
      await rpcError(s.call(PLAYBOOK.listTemplates, { kind: 'poem', limit: 10, offset: 0 }, alice)),
    ).toMatchObject({ status: 400 });
    expect(
      await rpcError(
        s.call(PLAYBOOK.listTemplates, { profession: 'astronauts', limit: 10, offset: 0 }, alice),
      ),
    ).toMatchObject({ status: 400 });
  });
});
