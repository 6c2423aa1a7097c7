import pg from 'pg';
import {
  EVENTS,
  ICP,
  icpScoreSchema,
  type Draft,
  type Icp,
  type IcpScore,
  type Page,
} from '@icp-studio/contracts';
import { excellentB2b } from './fixtures.js';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

describe('icp service: drafts and quality scores', () => {
  let s: Stack;
  let carol: Person;
  let bob: Person;
  let ann: Person;
  const call = <T>(subject: string, body: unknown, who: Person) =>
    s.rpc.request<T>(subject, body, { actor: who.actor });
  const draftBody = (over: object = {}) => ({
    clientType: 'b2b',
    name: 'Half done',
    industry: 'Dental',
    draftData: { name: 'Half done', type: 'b2b', painPoints: ['No-shows'], nested: { ok: true, n: 1 } },
    currentStep: 2,
    ...over,
  });

  beforeAll(async () => {
    s = await startStack();
    carol = await s.register('carol', 'Carol', 'Clark');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    await s.assign(carol.user.id, ann.user.id);
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('drafts', () => {
    it('saves, lists, reads, updates and deletes a draft, with lastSaved from the server', async () => {
      const before = Date.now();
      const draft = await call<Draft>(
        ICP.createDraft,
        { ...draftBody(), lastSaved: '2000-01-01T00:00:00Z' },
        carol,
      );
      expect(draft).toMatchObject({ ...draftBody(), userId: carol.user.id, clientId: null });
      expect(Math.abs(Date.parse(draft.lastSaved) - before)).toBeLessThan(60_000);

      expect(await call<Draft>(ICP.getDraft, { id: draft.id }, carol)).toEqual(draft);
      expect(await call<Draft[]>(ICP.listDrafts, {}, carol)).toEqual([draft]);

      await new Promise((r) => setTimeout(r, 10));
      const saved = await call<Draft>(
        ICP.updateDraft,
        { id: draft.id, draft: draftBody({ currentStep: 3, draftData: { name: 'Half done', step: 3 } }) },
        carol,
      );
      expect(saved).toMatchObject({
        id: draft.id,
        currentStep: 3,
        draftData: { name: 'Half done', step: 3 },
      });
      expect(Date.parse(saved.lastSaved)).toBeGreaterThan(Date.parse(draft.lastSaved));

      const second = await call<Draft>(ICP.createDraft, draftBody({ name: null, clientType: null }), carol);
      expect((await call<Draft[]>(ICP.listDrafts, undefined, carol)).map((d) => d.id)).toEqual([
        second.id,
        draft.id,
      ]);

      expect(await call(ICP.deleteDraft, { id: draft.id }, carol)).toEqual({ message: 'Deleted' });
      expect(await rpcError(call(ICP.getDraft, { id: draft.id }, carol))).toMatchObject({
        status: 404,
        message: 'Draft not found',
      });
      await call(ICP.deleteDraft, { id: second.id }, carol);
    });

    it("keeps a user's drafts from everyone else but admins (404)", async () => {
      const draft = await call<Draft>(ICP.createDraft, draftBody(), carol);
      const notFound = { status: 404, message: 'Draft not found' };
      for (const other of [bob, ann]) {
        expect(await rpcError(call(ICP.getDraft, { id: draft.id }, other))).toMatchObject(notFound);
        expect(
          await rpcError(call(ICP.updateDraft, { id: draft.id, draft: draftBody() }, other)),
        ).toMatchObject(notFound);
        expect(await rpcError(call(ICP.deleteDraft, { id: draft.id }, other))).toMatchObject(notFound);
        expect(await call<Draft[]>(ICP.listDrafts, {}, other)).toEqual([]);
      }
      expect(await call<Draft>(ICP.getDraft, { id: draft.id }, carol)).toMatchObject({
        name: 'Half done',
        currentStep: 2,
      });
      expect(await call<Draft>(ICP.getDraft, { id: draft.id }, s.admin)).toMatchObject({ id: draft.id });
      await call(ICP.deleteDraft, { id: draft.id }, carol);
    });

    it('refuses bad drafts with 400 and clients one may not work for with 403', async () => {
      expect(await rpcError(call(ICP.createDraft, draftBody({ currentStep: 6 }), carol))).toMatchObject({
        status: 400,
      });
      expect(await rpcError(call(ICP.createDraft, draftBody({ draftData: undefined }), carol))).toMatchObject(
        { status: 400 },
      );
      expect(
        await rpcError(call(ICP.createDraft, draftBody({ name: 'n'.repeat(201) }), carol)),
      ).toMatchObject({
        status: 400,
        message: 'Profile name must be at most 200 characters',
      });
      expect(
        await rpcError(call(ICP.createDraft, draftBody({ clientId: bob.user.id }), carol)),
      ).toMatchObject({ status: 403 });
      expect(await rpcError(call(ICP.createDraft, draftBody({ clientId: bob.user.id }), ann))).toMatchObject({
        status: 403,
      });
      const forCarol = await call<Draft>(ICP.createDraft, draftBody({ clientId: carol.user.id }), ann);
      expect(forCarol).toMatchObject({ userId: ann.user.id, clientId: carol.user.id });
      await call(ICP.deleteDraft, { id: forCarol.id }, ann);
    });

    it('deletes the draft a profile was made from, and only the creator’s own', async () => {
      const carols = await call<Draft>(ICP.createDraft, draftBody(), carol);
      const bobs = await call<Draft>(ICP.createDraft, draftBody(), bob);
      const icp = await call<Icp>(
        ICP.create,
        { name: 'From a draft', type: 'b2b', draftId: carols.id },
        carol,
      );
      expect(icp.name).toBe('From a draft');
      expect(await rpcError(call(ICP.getDraft, { id: carols.id }, carol))).toMatchObject({ status: 404 });

      // Someone else's draft id is ignored: the profile is made, the draft stays.
      await call<Icp>(ICP.create, { name: 'Not my draft', type: 'b2b', draftId: bobs.id }, carol);
      expect(await call<Draft>(ICP.getDraft, { id: bobs.id }, bob)).toMatchObject({ id: bobs.id });

      const anns = await call<Draft>(ICP.createDraft, draftBody({ clientId: carol.user.id }), ann);
      await call<Icp>(
        ICP.createForClient,
        { name: 'For Carol', type: 'b2c', clientId: carol.user.id, draftId: anns.id },
        ann,
      );
      expect(await call<Draft[]>(ICP.listDrafts, {}, ann)).toEqual([]);

      // A failed create keeps the draft.
      const kept = await call<Draft>(ICP.createDraft, draftBody(), carol);
      await rpcError(call(ICP.create, { name: '', type: 'b2b', draftId: kept.id }, carol));
      await rpcError(
        call(ICP.create, { name: 'x', type: 'b2b', status: 'completed', draftId: kept.id }, carol),
      );
      expect(await call<Draft>(ICP.getDraft, { id: kept.id }, carol)).toMatchObject({ id: kept.id });
    });
  });

  describe('quality scores', () => {
    it('answers 404 until analysed, then the rubric figures, the same every time', async () => {
      const icp = await call<Icp>(ICP.create, { ...excellentB2b, name: 'Excellent dentists' }, carol);
      // no re-score queue in this stack: nothing is coming until Analyze
      expect(icp.scoreState).toBe('none');
      expect(await rpcError(call(ICP.getScore, { id: icp.id }, carol))).toMatchObject({
        status: 404,
        message: 'No score yet',
      });

      const score = await call<IcpScore>(ICP.analyze, { id: icp.id }, carol);
      expect(icpScoreSchema.parse(score)).toEqual(score);
      expect(score).toMatchObject({
        icpId: icp.id,
        overallScore: 100,
        demographicsScore: 100,
        psychographicsScore: 100,
        painPointsScore: 100,
        needsScore: 100,
        channelsScore: 100,
        suggestions: [],
        rubricVersion: 1,
        aiStatus: 'none',
        aiSuggestions: null,
      });
      expect(await call<IcpScore>(ICP.getScore, { id: icp.id }, carol)).toEqual(score);
      await s.waitForEvent(
        (e) =>
          e.subject === EVENTS.scoreUpdated &&
          JSON.stringify(e.data) ===
            JSON.stringify({
              icpId: icp.id,
              userId: carol.user.id,
              overallScore: 100,
              aiStatus: score.aiStatus,
            }),
      );
    });

    it('explains a sparse profile with figures and concrete suggestions', async () => {
      const icp = await call<Icp>(
        ICP.create,
        { name: 'Sparse', type: 'b2b', companySize: 'Small', painPoints: ['Cost'] },
        carol,
      );
      const first = await call<IcpScore>(ICP.analyze, { id: icp.id }, carol);
      // firmographics: a company size without figures earns 10; pain points: 1 of 3 (16.7), vague, unquantified
      expect(first).toMatchObject({
        demographicsScore: 10,
        psychographicsScore: 0,
        painPointsScore: 17,
        needsScore: 0,
        channelsScore: 0,
        overallScore: 7, // round((25*10 + 25*17) / 100)
      });
      expect(first.suggestions).toEqual(
        expect.arrayContaining([
          'Add at least 3 pain points; you have 1',
          "Make the company size specific, e.g. '10-50 employees' instead of 'Small'",
          "Describe each pain point in at least 3 words (what goes wrong and why it matters); too vague: 'Cost'",
          "Add the industry, e.g. 'Dental practices' or 'B2B SaaS'",
        ]),
      );

      await new Promise((r) => setTimeout(r, 5));
      const again = await call<IcpScore>(ICP.analyze, { id: icp.id }, carol);
      const { analyzedAt: t1, aiRequestedAt: _a1, ...figures1 } = first;
      const { analyzedAt: t2, aiRequestedAt: _a2, ...figures2 } = again;
      expect(figures2).toEqual(figures1);
      expect(Date.parse(t2)).toBeGreaterThan(Date.parse(t1));

      // With the re-score after a save turned off (this stack), an edit keeps the score and says it is
      // stale until the next analysis, which sees the edit.
      expect(again.state).toBe('current');
      const saved = await call<Icp>(
        ICP.update,
        {
          id: icp.id,
          fields: { name: 'Sparse', type: 'b2b', companySize: '10-50 employees', painPoints: ['Cost'] },
        },
        carol,
      );
      expect(saved.scoreState).toBe('stale');
      expect(await call<IcpScore>(ICP.getScore, { id: icp.id }, carol)).toEqual({ ...again, state: 'stale' });
      const edited = await call<IcpScore>(ICP.analyze, { id: icp.id }, carol);
      expect(edited.demographicsScore).toBe(20);
      expect(edited.state).toBe('current');
      expect((await call<Icp>(ICP.get, { id: icp.id }, carol)).scoreState).toBe('current');
      expect(edited.suggestions).not.toContain(
        "Make the company size specific, e.g. '10-50 employees' instead of 'Small'",
      );
    });

    it('lets the assigned advisor and admins analyse, nobody else', async () => {
      const icp = await call<Icp>(ICP.create, { name: 'Shared', type: 'b2c' }, carol);
      expect(await call<IcpScore>(ICP.analyze, { id: icp.id }, ann)).toMatchObject({
        icpId: icp.id,
        overallScore: 0,
      });
      expect(await call<IcpScore>(ICP.getScore, { id: icp.id }, s.admin)).toMatchObject({ icpId: icp.id });
      expect(await rpcError(call(ICP.getScore, { id: icp.id }, bob))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
      expect(await rpcError(call(ICP.analyze, { id: icp.id }, bob))).toMatchObject({
        status: 404,
        message: 'ICP not found',
      });
    });

    it('keeps the AI part through a re-analysis, shows it on the profile, and goes with the profile', async () => {
      const icp = await call<Icp>(
        ICP.create,
        { name: 'With AI', type: 'b2b', industry: 'Dental practices' },
        carol,
      );
      await call(ICP.analyze, { id: icp.id }, carol);
      const c = new pg.Client({ connectionString: s.db.url });
      await c.connect();
      try {
        // What the AI analysis will write later, through its queue.
        await c.query(
          `UPDATE icp.icp_scores SET ai_status = 'done', ai_suggestions = '["Run a webinar for practice owners"]',
             persona_narrative = 'Meet Dr. Maya', ai_updated_at = now() WHERE icp_id = $1`,
          [icp.id],
        );
        const score = await call<IcpScore>(ICP.analyze, { id: icp.id }, carol);
        expect(score.aiStatus).toBe('done');
        expect(score.aiSuggestions).toEqual(['Run a webinar for practice owners']);
        expect(score.suggestions.at(-1)).toBe('Run a webinar for practice owners');
        expect(await call<Icp>(ICP.get, { id: icp.id }, carol)).toMatchObject({
          personaNarrative: 'Meet Dr. Maya',
          aiSuggestions: ['Run a webinar for practice owners'],
        });
        const listed = (await call<Page<Icp>>(ICP.list, { search: 'With AI' }, carol)).items;
        expect(listed).toEqual([expect.objectContaining({ id: icp.id, personaNarrative: 'Meet Dr. Maya' })]);

        await call(ICP.delete, { id: icp.id }, carol);
        const { rows } = await c.query('SELECT count(*)::int AS n FROM icp.icp_scores WHERE icp_id = $1', [
          icp.id,
        ]);
        expect(rows[0].n).toBe(0);
      } finally {
        await c.end();
      }
    });
  });
});
