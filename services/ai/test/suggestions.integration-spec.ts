/**
 * The five AI subjects over NATS: the offline engine by default, a user's own provider (a custom
 * OpenAI-compatible endpoint at a local test server, AI_ALLOW_PRIVATE_URLS=true), the operator's
 * provider, the provider errors as the caller sees them, and the per-user rate limit in Redis.
 */
import {
  AI,
  generateMessagingResponseSchema,
  suggestCampaignsResponseSchema,
  suggestionsResponseSchema,
  type AiSettingsOptions,
} from '@icp-studio/contracts';
import {
  FAKE_ANSWERS,
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
const KEY = 'sk-SECRET-suggestions-e2a1';
const env = {
  AI_ALLOW_PRIVATE_URLS: 'true',
  AI_TIMEOUT_MS: '700',
  AI_RATE_LIMIT_PER_MINUTE: '4',
  LOG_LEVEL: 'trace',
};

// The user's trade is `profession`; the industry is the client's (docs/engine.md, "Who is who").
const icpData = {
  name: 'Owner-led restaurants',
  type: 'b2b',
  profession: 'accountants',
  industry: 'Accounting',
  companySize: '10-50 employees',
  painPoints: ['Books are months behind, so decisions are made on guesswork'],
};

describe('AI suggestions', () => {
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

  describe('with the offline engine (nothing configured)', () => {
    const me = randomActor();

    it('answers the five calls in their shapes', async () => {
      const demo = suggestionsResponseSchema.parse(
        await s.call(
          AI.suggestDemographics,
          { type: 'b2b', profession: 'accountants', industry: 'Accounting', context: { companySize: null } },
          me,
        ),
      );
      expect(demo.suggestions).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Revenue: \$/), expect.stringMatching(/^Title: /)]),
      );

      const pains = suggestionsResponseSchema.parse(await s.call(AI.suggestPainPoints, { icpData }, me));
      expect(pains.suggestions).toContain('Surprise tax bills because nobody plans during the year');
      expect(pains.suggestions).not.toContain(icpData.painPoints[0]);

      const channels = suggestionsResponseSchema.parse(await s.call(AI.suggestChannels, { icpData }, me));
      expect(channels.suggestions).toContain('LinkedIn posts on cash flow and tax planning');

      const messaging = generateMessagingResponseSchema.parse(
        await s.call(AI.generateMessaging, { icpData }, me),
      );
      expect(messaging.suggestions).toEqual({
        valueProposition: messaging.valueProposition,
        keyMessages: messaging.keyMessages,
        messagingPillars: messaging.messagingPillars,
      });
      expect(messaging.valueProposition).toMatch(/^We give businesses with 10-50 employees up-to-date books/);

      const campaigns = suggestCampaignsResponseSchema.parse(
        await s.call(AI.suggestCampaigns, { icpData, channels: ['LinkedIn', 'Webinars'] }, me),
      );
      expect(campaigns.suggestions.map((c) => c.channel)).toEqual(['LinkedIn', 'Webinars']);
      expect(campaigns.suggestions[1]).toMatchObject({
        name: 'Year-end tax planning workshop',
        timeline: 'Month 2',
      });
    });

    it('asks for the trade instead of guessing it, and for the fields of a sparse profile instead of a plan', async () => {
      const vets = { type: 'b2b', industry: 'Veterinary clinics', companySize: '5-25 employees' };
      const demo = suggestionsResponseSchema.parse(
        await s.call(AI.suggestDemographics, { type: 'b2b', industry: 'Veterinary clinics' }, me),
      );
      expect(demo.questions?.map((q) => q.field)).toEqual(['profession']);
      expect(demo.suggestions.join('\n')).not.toMatch(/dairy|herd|livestock/i);
      const pains = suggestionsResponseSchema.parse(
        await s.call(AI.suggestPainPoints, { icpData: vets }, me),
      );
      expect(pains.questions?.map((q) => q.field)).toEqual(['profession']);
      expect(pains.suggestions.length).toBeGreaterThan(0);
      const withTrade = suggestionsResponseSchema.parse(
        await s.call(AI.suggestPainPoints, { icpData: { ...vets, profession: 'accountants' } }, me),
      );
      expect(withTrade.questions).toBeUndefined();
      // An unknown trade id is bad input, not a guess.
      expect(
        await rpcError(s.call(AI.suggestDemographics, { type: 'b2b', profession: 'vets and farms' }, me)),
      ).toMatchObject({ status: 400 });

      const sparse = { name: 'Savers', type: 'b2c', profession: 'financial-advisors' };
      const campaigns = suggestCampaignsResponseSchema.parse(
        await s.call(AI.suggestCampaigns, { icpData: sparse, channels: [] }, me),
      );
      expect(campaigns.suggestions).toEqual([]);
      expect(campaigns.questions?.map((q) => q.field)).toEqual([
        'occupation',
        'ageRange',
        'painPoints',
        'goals',
        'geographics',
      ]);
      const messaging = generateMessagingResponseSchema.parse(
        await s.call(AI.generateMessaging, { icpData: sparse }, me),
      );
      expect(messaging.questions?.length).toBe(5);
    });

    it('refuses bad bodies (400) and callers without an actor (401)', async () => {
      expect(await rpcError(s.call(AI.suggestDemographics, { type: 'b3b' }, me))).toMatchObject({
        status: 400,
      });
      expect(await rpcError(s.call(AI.suggestPainPoints, { icpData: 'x' }, me))).toMatchObject({
        status: 400,
      });
      expect(
        await rpcError(s.call(AI.suggestCampaigns, { icpData, channels: 'LinkedIn' }, me)),
      ).toMatchObject({
        status: 400,
      });
      expect(await rpcError(s.call(AI.suggestChannels, { icpData }, null))).toMatchObject({ status: 401 });
    });

    it('is not held to the external rate limit', async () => {
      for (let i = 0; i < 8; i++) await s.call(AI.suggestChannels, { icpData }, me);
    });
  });

  describe("with a user's custom OpenAI-compatible endpoint", () => {
    const useCustom = async (actor = randomActor()) => {
      await s.call(
        AI.putSettings,
        {
          provider: 'custom',
          model: 'llama3.1:8b',
          customApiUrl: fake.baseUrl,
          customApiKey: KEY,
          useReplitAI: false,
        },
        actor,
      );
      return actor;
    };

    it('answers from the endpoint, with the user’s key and model', async () => {
      const me = await useCustom();
      const before = fake.requests.length;
      expect(
        await s.call(
          AI.suggestDemographics,
          { type: 'b2b', profession: 'personal-trainers', industry: 'Fitness' },
          me,
        ),
      ).toEqual(FAKE_ANSWERS.demographics);
      expect(await s.call(AI.generateMessaging, { icpData }, me)).toEqual({
        ...FAKE_ANSWERS.messaging,
        suggestions: FAKE_ANSWERS.messaging,
      });
      const req = fake.requests[before]!;
      expect(req.path).toBe('/v1/chat/completions');
      expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(req.body).toMatchObject({ model: 'llama3.1:8b' });
    });

    it('turns provider failures into the catalogue’s errors', async () => {
      const cases = [
        [{ status: 429 }, 429, 'The AI provider is rate limiting requests. Please try again shortly.'],
        [{ status: 500 }, 502, 'The AI provider is unavailable'],
        [
          { status: 401, message: `Incorrect API key provided: ${KEY}` },
          400,
          'The AI provider rejected the API key',
        ],
        [{ hang: true }, 504, 'The AI provider did not answer in time'],
      ] as const;
      for (const [reply, status, message] of cases) {
        const me = await useCustom();
        fake.enqueue(reply);
        expect(await rpcError(s.call(AI.suggestPainPoints, { icpData }, me))).toMatchObject({
          status,
          message,
        });
      }
      const me = await useCustom();
      fake.enqueue({ content: 'no JSON here' }, { content: '{"suggestions": 42}' });
      expect(await rpcError(s.call(AI.suggestChannels, { icpData }, me))).toMatchObject({
        status: 502,
        message: 'The AI provider returned an answer that could not be used',
      });
    });

    it('limits each user to AI_RATE_LIMIT_PER_MINUTE external calls (429), others unaffected', async () => {
      // Fixed one-minute windows: start again with a fresh user should the minute turn during the run.
      const minute = () => Math.floor(Date.now() / 60_000);
      let me;
      let started;
      do {
        started = minute();
        me = await useCustom();
        for (let i = 0; i < 4; i++) await s.call(AI.suggestChannels, { icpData }, me);
      } while (minute() !== started);
      const err = await rpcError(s.call(AI.suggestChannels, { icpData }, me));
      expect(err).toMatchObject({
        status: 429,
        message: 'Too many AI requests. Please try again in a minute.',
      });
      expect(err.retryAfter).toBeGreaterThan(0);
      expect(err.retryAfter).toBeLessThanOrEqual(60);
      const other = await useCustom();
      await s.call(AI.suggestChannels, { icpData }, other);
    });

    it('never logs the key, even when the provider echoes it', () => {
      expect(out.lines().some((l) => l.includes('"ai task failed"'))).toBe(true);
      for (const line of out.lines()) expect(line).not.toContain(KEY);
    });
  });

  describe("with the operator's provider (AI_PROVIDER)", () => {
    it.each([
      ['anthropic', startFakeAnthropic, 'claude-haiku-5-5'],
      ['gemini', startFakeGemini, 'gemini-2.5-pro'],
      ['openai', startFakeOpenAi, 'gpt-4.1'],
    ] as const)('answers users with built-in AI on from %s', async (provider, start, model) => {
      const operator = await start();
      try {
        await s.restart({
          ...env,
          AI_PROVIDER: provider,
          AI_MODEL: model,
          AI_API_KEY: 'operator-key',
          AI_BASE_URL: operator.baseUrl,
        });
        const me = randomActor();
        expect(await s.call(AI.suggestChannels, { icpData }, me)).toEqual(FAKE_ANSWERS.channels);
        expect(operator.requests).toHaveLength(1);
        expect(JSON.stringify(operator.requests[0]!.body ?? {}) + operator.requests[0]!.path).toContain(
          model,
        );
        const options = await s.call<AiSettingsOptions>(AI.settingsOptions, {}, me);
        expect(options).toMatchObject({ operatorConfigured: true, builtin: { provider, model } });
      } finally {
        await operator.close();
      }
    });
  });
});
