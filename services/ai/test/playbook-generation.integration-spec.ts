/**
 * The generated playbook's two subjects over NATS (docs/engine.md, "Generating a playbook"): the whole
 * playbook by the built-in engine whoever the user's provider is (a notice says so); one section by the
 * user's provider (the real OpenAI SDK against a local server here), its unusable or failed answers the
 * catalogue's errors; a whole playbook section by section, as the browser asks for it, through the real
 * Anthropic and Gemini SDKs against local servers, a failure mid-way leaving the sections received;
 * within the rate limits; 400 for bad bodies, 401 without an actor.
 */
import {
  AI,
  generatePlaybookResponseSchema,
  generatePlaybookSectionResponseSchema,
  playbookFieldsSchema,
  playbookSectionsSchema,
  toPlaybookFields,
  type PlaybookSectionName,
  type PlaybookSections,
} from '@icp-studio/contracts';
import {
  FAKE_PLAYBOOK,
  defaultAnswer,
  playbookSectionOf,
  startFakeAnthropic,
  startFakeGemini,
  startFakeOpenAi,
  type FakeProviderServer,
} from './support/fake-providers.js';
import {
  captureOutput,
  randomActor,
  rpcError,
  startAiStack,
  useOwnPrefixes,
  type AiStack,
} from './support/stack.js';

const prefixes = useOwnPrefixes();
const env = { AI_ALLOW_PRIVATE_URLS: 'true', AI_BUILTIN_RATE_LIMIT_PER_MINUTE: '6' };

// The user's trade is `profession`; the industry is the client's (docs/engine.md, "Who is who").
const icpData = {
  name: 'Growing family dental practices',
  type: 'b2c',
  profession: 'dentists',
  industry: 'Dentistry',
  ageRange: '30-55',
  painPoints: ['Afraid of surprise costs after the first visit'],
};
const options = { startDate: '2027-01-04', budget: { amount: 9000, currency: 'EUR' } };

describe('Generated playbook', () => {
  let s: AiStack;
  let fake: FakeProviderServer;
  let out: ReturnType<typeof captureOutput>;

  beforeAll(async () => {
    out = captureOutput();
    fake = await startFakeOpenAi();
    s = await startAiStack(prefixes, { env });
  });
  afterAll(async () => {
    await s?.close();
    await fake?.close();
    out?.restore();
  });

  it('answers every section, the same for the same profile, savable as playbook fields', async () => {
    const me = randomActor();
    const first = generatePlaybookResponseSchema.parse(
      await s.call(AI.generatePlaybook, { icpData, options }, me),
    );
    expect(first.engine).toBe('builtin');
    expect(first.notice).toBeUndefined();
    expect(first.sections.roadmap.startDate).toBe('2027-01-04');
    expect(first.sections.budget).toMatchObject({ amount: 9000, currency: 'EUR' });
    expect(first.sections.messages.awareness.length).toBeGreaterThan(0);
    expect(await s.call(AI.generatePlaybook, { icpData, options }, me)).toEqual(first);

    const withoutBudget = generatePlaybookResponseSchema.parse(
      await s.call(AI.generatePlaybook, { icpData }, me),
    );
    expect(withoutBudget.sections.budget).toBeNull();
    expect(withoutBudget.sections.roadmap.startDate).toBeNull();

    const fields = toPlaybookFields(first.sections, { icpId: me.userId, name: 'Dental playbook' });
    expect(playbookFieldsSchema.safeParse(fields).success).toBe(true);
    expect(first.questions).toBeUndefined();
  });

  it('asks for the trade when the profile gives none, and for the fields of a sparse profile', async () => {
    const me = randomActor();
    const { profession: _trade, ...noTrade } = icpData;
    const whole = generatePlaybookResponseSchema.parse(
      await s.call(AI.generatePlaybook, { icpData: noTrade, options }, me),
    );
    expect(whole.questions?.map((q) => q.field)).toEqual(['profession']);
    const sparse = generatePlaybookSectionResponseSchema.parse(
      await s.call(
        AI.generatePlaybookSection,
        { section: 'positioning', icpData: { name: 'Families', type: 'b2c', profession: 'dentists' } },
        me,
      ),
    );
    expect(sparse.questions?.map((q) => q.field)).toEqual([
      'occupation',
      'ageRange',
      'painPoints',
      'goals',
      'geographics',
    ]);
  });

  it('regenerates one section: another variant differs, the same variant is the same', async () => {
    const me = randomActor();
    const whole = generatePlaybookResponseSchema.parse(
      await s.call(AI.generatePlaybook, { icpData, options }, me),
    );
    const again = generatePlaybookSectionResponseSchema.parse(
      await s.call(AI.generatePlaybookSection, { section: 'channels', icpData, options }, me),
    );
    expect(again).toEqual({ engine: 'builtin', sections: { channels: whole.sections.channels } });

    const other = generatePlaybookSectionResponseSchema.parse(
      await s.call(
        AI.generatePlaybookSection,
        { section: 'positioning', icpData, options: { ...options, variant: 1 } },
        me,
      ),
    );
    expect(Object.keys(other.sections)).toEqual(['positioning']);
    expect(other.sections.positioning).not.toEqual(whole.sections.positioning);

    // A roadmap written on the user's own channels stays on them.
    const mine = whole.sections.channels.slice(0, 2);
    const roadmap = generatePlaybookSectionResponseSchema.parse(
      await s.call(
        AI.generatePlaybookSection,
        { section: 'roadmap', icpData, options: { ...options, variant: 1 }, current: { channels: mine } },
        me,
      ),
    ).sections.roadmap!;
    expect(roadmap.campaigns.every((c) => mine.some((m) => m.channel === c.channel))).toBe(true);
  });

  it('refuses bad bodies (400) and callers without an actor (401)', async () => {
    const me = randomActor();
    expect(await rpcError(s.call(AI.generatePlaybook, { icpData: 'x' }, me))).toMatchObject({
      status: 400,
    });
    expect(
      await rpcError(
        s.call(AI.generatePlaybook, { icpData, options: { startDate: '4 January', variant: -1 } }, me),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await rpcError(s.call(AI.generatePlaybookSection, { section: 'slogans', icpData }, me)),
    ).toMatchObject({ status: 400 });
    expect(
      await rpcError(
        s.call(AI.generatePlaybookSection, { section: 'roadmap', icpData, current: { channels: [] } }, me),
      ),
    ).toMatchObject({ status: 400 });
    expect(await rpcError(s.call(AI.generatePlaybook, { icpData }, null))).toMatchObject({ status: 401 });
    expect(
      await rpcError(s.call(AI.generatePlaybookSection, { section: 'kpis', icpData }, null)),
    ).toMatchObject({ status: 401 });
  });

  it("uses the built-in engine with a user's own provider, and says so", async () => {
    const me = randomActor();
    await s.call(
      AI.putSettings,
      {
        provider: 'custom',
        model: 'llama3.1:8b',
        customApiUrl: fake.baseUrl,
        customApiKey: 'sk-generation',
        useReplitAI: false,
      },
      me,
    );
    const before = fake.requests.length;
    const answer = generatePlaybookResponseSchema.parse(await s.call(AI.generatePlaybook, { icpData }, me));
    expect(answer.engine).toBe('builtin');
    expect(answer.notice).toBe(
      'Your Custom API provider does not write whole playbooks yet: the built-in engine wrote this one.',
    );
    expect(fake.requests.length).toBe(before);
  });

  describe("one section by the user's own provider", () => {
    const useCustom = async (me: ReturnType<typeof randomActor>) =>
      s.call(
        AI.putSettings,
        {
          provider: 'custom',
          model: 'llama3.1:8b',
          customApiUrl: fake.baseUrl,
          customApiKey: 'sk-sections',
          useReplitAI: false,
        },
        me,
      );
    const section = async (me: ReturnType<typeof randomActor>, body: Record<string, unknown>) =>
      generatePlaybookSectionResponseSchema.parse(await s.call(AI.generatePlaybookSection, body, me));

    beforeEach(() => fake.setDefault(null));

    it("makes the provider's answer the section, from the profile's fields only", async () => {
      const me = randomActor();
      await useCustom(me);
      const before = fake.requests.length;
      const withRows = { ...icpData, importedClients: [{ name: 'Hidden Imported Client Ltd' }] };
      const answer = await section(me, { section: 'positioning', icpData: withRows, options });
      expect(answer).toEqual({
        engine: 'custom',
        model: 'llama3.1:8b',
        sections: { positioning: FAKE_PLAYBOOK.positioning },
      });
      const calls = fake.requests.slice(before);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.headers.authorization).toBe('Bearer sk-sections');
      expect(calls[0]!.prompt).toContain('Playbook section: positioning');
      expect(calls[0]!.prompt).toContain('Industry: Dentistry');
      expect(calls[0]!.prompt).not.toContain('Hidden Imported Client');

      // Ranks, days, dates and amounts are computed by the service, not taken from the model.
      const channels = (await section(me, { section: 'channels', icpData, options })).sections.channels!;
      expect(channels.map((c) => [c.rank, c.channel])).toEqual(
        FAKE_PLAYBOOK.channels.channels.map((c, i) => [i + 1, c.channel]),
      );
      const roadmap = (await section(me, { section: 'roadmap', icpData, options, current: { channels } }))
        .sections.roadmap!;
      expect(fake.requests.at(-1)!.prompt).toContain(`Use only these channels: ${channels[0]!.channel}`);
      expect(roadmap).toMatchObject({ startDate: '2027-01-04', days: 90 });
      expect(roadmap.campaigns[1]).toMatchObject({
        name: 'Bring a friend',
        startDay: 20,
        endDay: 60,
        startDate: '2027-01-23',
        endDate: '2027-03-04',
      });
      const budget = (await section(me, { section: 'budget', icpData, options, current: { roadmap } }))
        .sections.budget!;
      expect(budget).toMatchObject({ amount: 9000, currency: 'EUR', reserve: 900 });
      expect(budget.lines.map((l) => l.amount)).toEqual([4050, 2430, 1620]);
      // Without a budget in the options the budget is null and the provider is not asked.
      const asked = fake.requests.length;
      expect(await section(me, { section: 'budget', icpData })).toEqual({
        engine: 'builtin',
        sections: { budget: null },
      });
      expect(fake.requests.length).toBe(asked);
    });

    it("flags what the provider wrote against the trade's advertising rules, with the path of each phrase", async () => {
      const me = randomActor();
      await useCustom(me);
      const valueProposition = 'Pain-free implants, guaranteed, or your money back.';
      fake.enqueue({ content: JSON.stringify({ ...FAKE_PLAYBOOK.positioning, valueProposition }) });
      const answer = await section(me, { section: 'positioning', icpData, options });
      expect(answer.sections.positioning?.valueProposition).toBe(valueProposition); // shown, flagged
      expect(answer.compliance?.length).toBeGreaterThan(0);
      for (const f of answer.compliance ?? []) {
        expect(f).toMatchObject({ path: 'positioning.valueProposition', regime: 'health' });
        expect(valueProposition.slice(f.start, f.end)).toBe(f.phrase);
      }
      // Another trade's profile: the same words are not its regulators' business.
      fake.enqueue({ content: JSON.stringify({ ...FAKE_PLAYBOOK.positioning, valueProposition }) });
      const other = await section(me, {
        section: 'positioning',
        icpData: { ...icpData, profession: 'web-designers' },
        options,
      });
      expect(other.compliance).toBeUndefined();
    });

    it('asks once more after an unusable answer, then refuses it with 502', async () => {
      const me = randomActor();
      await useCustom(me);
      // Repaired: fenced JSON with a bare list is still the section.
      fake.enqueue({ content: '```json\n' + JSON.stringify(FAKE_PLAYBOOK.kpis.kpis) + '\n```' });
      expect((await section(me, { section: 'kpis', icpData })).sections.kpis).toHaveLength(2);
      // A wrong shape, then a fixed one: the second answer is used.
      fake.enqueue({ content: '{"kpis": [{"name": "Leads"}]}' });
      expect((await section(me, { section: 'kpis', icpData })).sections.kpis).toHaveLength(2);
      expect(fake.requests.at(-1)!.prompt).toContain('did not match the requested shape');
      // Twice unusable: the documented 502.
      fake.enqueue({ content: 'I cannot help with that.' }, { content: '{"channels": []}' });
      expect(
        await rpcError(s.call(AI.generatePlaybookSection, { section: 'channels', icpData }, me)),
      ).toMatchObject({ status: 502, message: 'The AI provider returned an answer that could not be used' });
    });

    it("gives the provider's failures as the catalogue's errors, never a 500", async () => {
      const me = randomActor();
      await useCustom(me);
      fake.enqueue({ status: 503 });
      expect(
        await rpcError(s.call(AI.generatePlaybookSection, { section: 'messages', icpData }, me)),
      ).toMatchObject({ status: 502, message: 'The AI provider is unavailable' });
      fake.enqueue({ status: 401 });
      expect(
        await rpcError(s.call(AI.generatePlaybookSection, { section: 'messages', icpData }, me)),
      ).toMatchObject({ status: 400, message: 'The AI provider rejected the API key' });
      fake.enqueue({ status: 429, headers: { 'retry-after': '7' } });
      expect(
        await rpcError(s.call(AI.generatePlaybookSection, { section: 'messages', icpData }, me)),
      ).toMatchObject({
        status: 429,
        message: 'The AI provider is rate limiting requests. Please try again shortly.',
      });
    });
  });

  it('holds each user to the built-in rate limit', async () => {
    const me = randomActor();
    for (let i = 0; i < 6; i++)
      await s.call(AI.generatePlaybookSection, { section: 'kpis', icpData, options: { variant: i } }, me);
    expect(await rpcError(s.call(AI.generatePlaybook, { icpData }, me))).toMatchObject({
      status: 429,
      message: 'Too many AI requests. Please try again in a minute.',
    });
    await s.call(AI.generatePlaybook, { icpData }, randomActor());
  });

  /**
   * A whole playbook through the installation's Anthropic or Gemini provider (AI_PROVIDER, a user with
   * built-in AI on), asked section by section in the order the browser's generate panel asks
   * (web/src/features/playbooks/lib/generated-playbook.ts, `generationPlan` and `currentFor`).
   */
  describe.each([
    ['Anthropic', 'anthropic', startFakeAnthropic, 'claude-haiku-5-5', '/v1/messages'],
    ['Gemini', 'gemini', startFakeGemini, 'gemini-2.5-pro', '/v1beta/models/gemini-2.5-pro:generateContent'],
  ] as const)('a playbook section by section through the %s SDK', (_label, provider, start, model, path) => {
    const PLAN: PlaybookSectionName[] = [
      'positioning',
      'messages',
      'objections',
      'channels',
      'kpis',
      'roadmap',
      'budget',
    ];
    let operator: FakeProviderServer;

    beforeAll(async () => {
      operator = await start();
      await s.restart({
        ...env,
        AI_PROVIDER: provider,
        AI_MODEL: model,
        AI_API_KEY: 'operator-key',
        AI_BASE_URL: operator.baseUrl,
      });
    });
    afterAll(async () => {
      // The other cases run against the built-in engine again.
      await s.restart(env);
      await operator?.close();
    });
    beforeEach(() => operator.setDefault(null));

    interface Run {
      received: Partial<PlaybookSections>;
      /** The sections in the order they arrived, with who wrote each. */
      arrived: { section: PlaybookSectionName; engine: string; model?: string }[];
      failed?: { section: PlaybookSectionName; status: number; message: string } | undefined;
    }

    /** Asks for every section not received yet, one at a time, each on the ones before it; stops at a failure. */
    const writeInTurn = async (me: ReturnType<typeof randomActor>, run: Run): Promise<Run> => {
      run.failed = undefined;
      for (const section of PLAN) {
        if (run.received[section] !== undefined) continue;
        const r = run.received;
        const current = {
          ...(section !== 'channels' && r.channels ? { channels: r.channels } : {}),
          ...(section !== 'kpis' && r.kpis ? { kpis: r.kpis } : {}),
          ...(section !== 'roadmap' && r.roadmap ? { roadmap: r.roadmap } : {}),
        };
        try {
          const answer = generatePlaybookSectionResponseSchema.parse(
            await s.call(AI.generatePlaybookSection, { section, icpData, options, current }, me),
          );
          expect(Object.keys(answer.sections)).toEqual([section]);
          run.received = { ...run.received, ...answer.sections };
          run.arrived.push({ section, engine: answer.engine, model: answer.model });
        } catch (err) {
          const { status, message } = err as { status: number; message: string };
          run.failed = { section, status, message };
          return run;
        }
      }
      return run;
    };

    it('writes every section in turn through the SDK, savable as playbook fields', async () => {
      const me = randomActor();
      const before = operator.requests.length;
      const run = await writeInTurn(me, { received: {}, arrived: [] });

      expect(run.failed).toBeUndefined();
      expect(run.arrived).toEqual(PLAN.map((section) => ({ section, engine: provider, model })));
      // One request per section, in the same order, on the protocol's own path with the operator's key.
      const calls = operator.requests.slice(before);
      expect(calls.map((c) => playbookSectionOf(c.prompt))).toEqual(PLAN);
      for (const c of calls) {
        expect(c.path).toBe(path);
        expect(JSON.stringify(c.headers)).toContain('operator-key');
      }
      expect(calls[5]!.prompt).toContain('Use only these channels:');

      const sections = playbookSectionsSchema.parse(run.received);
      expect(sections.positioning).toEqual(FAKE_PLAYBOOK.positioning);
      expect(sections.channels.map((c) => [c.rank, c.channel])).toEqual(
        FAKE_PLAYBOOK.channels.channels.map((c, i) => [i + 1, c.channel]),
      );
      expect(sections.roadmap.campaigns[1]).toMatchObject({
        name: 'Bring a friend',
        startDate: '2027-01-23',
        endDate: '2027-03-04',
      });
      expect(sections.budget).toMatchObject({ amount: 9000, currency: 'EUR', reserve: 900 });
      expect(sections.budget!.lines.map((l) => l.amount)).toEqual([4050, 2430, 1620]);
      const fields = toPlaybookFields(sections, { icpId: me.userId, name: 'Studio playbook' });
      expect(playbookFieldsSchema.safeParse(fields).success).toBe(true);
    });

    it('keeps the sections received when the provider fails mid-way, says which failed and why, then goes on', async () => {
      const me = randomActor();
      const before = operator.requests.length;
      // The provider is down for the objections (every try), and answers the rest.
      operator.setDefault((req) =>
        playbookSectionOf(req.prompt) === 'objections'
          ? { status: 503, message: 'overloaded' }
          : { content: defaultAnswer(req.prompt) },
      );
      const run = await writeInTurn(me, { received: {}, arrived: [] });

      expect(run.failed).toEqual({
        section: 'objections',
        status: 502,
        message: 'The AI provider is unavailable',
      });
      expect(run.arrived.map((a) => a.section)).toEqual(['positioning', 'messages']);
      expect(Object.keys(run.received)).toEqual(['positioning', 'messages']);
      expect(run.received.positioning).toEqual(FAKE_PLAYBOOK.positioning);
      expect(run.received.messages!.awareness).toEqual(FAKE_PLAYBOOK.messages.awareness);
      // Nothing after the failed section was asked for.
      expect(
        operator.requests
          .slice(before)
          .filter((r) => !['positioning', 'messages', 'objections'].includes(playbookSectionOf(r.prompt)!)),
      ).toHaveLength(0);

      // The provider is back: trying again writes the failed section and the rest, the first two kept.
      operator.setDefault(null);
      const kept = run.received.positioning;
      await writeInTurn(me, run);
      expect(run.failed).toBeUndefined();
      expect(run.arrived.map((a) => a.section)).toEqual(PLAN);
      expect(run.received.positioning).toBe(kept);
      expect(playbookSectionsSchema.safeParse(run.received).success).toBe(true);
    });
  });
});
