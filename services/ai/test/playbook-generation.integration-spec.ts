/**
 * The generated playbook's two subjects over NATS (docs/engine.md, "Generating a playbook"): the whole
 * playbook by the built-in engine whoever the user's provider is (a notice says so); one section by the
 * user's provider (the real OpenAI SDK against a local server here), its unusable or failed answers the
 * catalogue's errors; within the rate limits; 400 for bad bodies, 401 without an actor.
 */
import {
  AI,
  generatePlaybookResponseSchema,
  generatePlaybookSectionResponseSchema,
  playbookFieldsSchema,
  toPlaybookFields,
} from '@icp-studio/contracts';
import { FAKE_PLAYBOOK, startFakeOpenAi, type FakeProviderServer } from './support/fake-providers.js';
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

const icpData = {
  name: 'Growing family dental practices',
  type: 'b2c',
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
});
