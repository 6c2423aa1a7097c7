/**
 * "Test connection" (POST /api/ai-settings/test, docs/product.md §10): each provider's model list
 * through its real SDK (Gemini: the REST call, the SDK has none) against local servers that speak the
 * wire protocols; the route over NATS with the SSRF guard, the saved key and the key never answered;
 * and the operator's AI_ALLOW_PRIVATE_URLS in the options.
 */
import { AI, aiSettingsOptionsSchema, type AiConnectionTestResponse } from '@icp-studio/contracts';
import { AnthropicProvider } from '../src/providers/anthropic.js';
import { CustomProvider } from '../src/providers/custom.js';
import { AI_MESSAGES, ProviderError } from '../src/providers/errors.js';
import { GeminiProvider } from '../src/providers/gemini.js';
import type { LanguageModelProvider } from '../src/providers/language-model.js';
import { OpenAiProvider } from '../src/providers/openai.js';
import { createSafeFetch } from '../src/ssrf/safe-fetch.js';
import { UrlGuard } from '../src/ssrf/url-guard.js';
import {
  FAKE_MODELS,
  startFakeAnthropic,
  startFakeGemini,
  startFakeOpenAi,
  type FakeProviderServer,
} from './support/fake-providers.js';
import { randomActor, rpcError, startAiStack, useOwnPrefixes, type AiStack } from './support/stack.js';

const prefixes = useOwnPrefixes();
const KEY = 'sk-test-connection-SECRET-42ab';
const PRIVATE_REFUSED =
  'The API URL points to a private, loopback or link-local network address, which is not allowed on this installation';

const cases: {
  name: string;
  protocol: keyof typeof FAKE_MODELS;
  start: () => Promise<FakeProviderServer>;
  make: (f: FakeProviderServer) => LanguageModelProvider;
  path: string;
  key: (f: FakeProviderServer) => unknown;
}[] = [
  {
    name: 'OpenAI',
    protocol: 'openai',
    start: startFakeOpenAi,
    make: (f) => new OpenAiProvider({ model: 'gpt-5', apiKey: KEY, baseUrl: f.baseUrl, timeoutMs: 5000 }),
    path: '/v1/models',
    key: (f) => f.requests[0]?.headers.authorization,
  },
  {
    name: 'custom OpenAI-compatible endpoint (SSRF-safe fetch)',
    protocol: 'openai',
    start: startFakeOpenAi,
    make: (f) =>
      new CustomProvider({
        model: 'default',
        apiKey: KEY,
        baseUrl: f.baseUrl,
        timeoutMs: 5000,
        fetch: createSafeFetch(new UrlGuard({ allowPrivate: true })),
      }),
    path: '/v1/models',
    key: (f) => f.requests[0]?.headers.authorization,
  },
  {
    name: 'Anthropic',
    protocol: 'anthropic',
    start: startFakeAnthropic,
    make: (f) =>
      new AnthropicProvider({ model: 'claude-sonnet-5-5', apiKey: KEY, baseUrl: f.baseUrl, timeoutMs: 5000 }),
    path: '/v1/models',
    key: (f) => f.requests[0]?.headers['x-api-key'] ?? f.requests[0]?.headers.authorization,
  },
  {
    name: 'Gemini',
    protocol: 'gemini',
    start: startFakeGemini,
    make: (f) =>
      new GeminiProvider({ model: 'gemini-2.5-flash', apiKey: KEY, baseUrl: f.baseUrl, timeoutMs: 5000 }),
    path: '/v1beta/models',
    key: (f) => f.requests[0]?.headers['x-goog-api-key'],
  },
];

describe.each(cases)('$name: the model list', (c) => {
  let fake: FakeProviderServer;
  beforeEach(async () => {
    fake = await c.start();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('lists the models with one GET carrying the key', async () => {
    expect(await c.make(fake).listModels()).toEqual(FAKE_MODELS[c.protocol]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: c.path });
    expect(String(c.key(fake))).toContain(KEY);
  });

  it('reads a rejected key and a missing endpoint as the product says them', async () => {
    fake.enqueue({ status: 401, message: `bad key ${KEY}` }, { status: 404 });
    const first = await c
      .make(fake)
      .listModels()
      .catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ProviderError);
    expect(first).toMatchObject({ kind: 'auth', message: AI_MESSAGES.auth });
    expect(String((first as Error).message)).not.toContain(KEY);
    await expect(c.make(fake).listModels()).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('POST /api/ai-settings/test (ai.settings.test)', () => {
  let s: AiStack;
  let fake: FakeProviderServer;
  const alice = randomActor();
  const test = (body: object, actor = alice) =>
    s.call<AiConnectionTestResponse>(AI.testSettings, body, actor);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    s = await startAiStack(prefixes);
  });
  afterAll(async () => {
    await s?.close();
    await fake?.close();
  });

  it('refuses a private address when the operator does not allow them, before any request, and says so in the options', async () => {
    const options = aiSettingsOptionsSchema.parse(await s.call(AI.settingsOptions, {}, alice));
    expect(options.allowPrivateUrls).toBe(false);
    const before = fake.requests.length;
    const err = await rpcError(test({ provider: 'custom', customApiUrl: fake.baseUrl }));
    expect(err).toMatchObject({ status: 400, message: `Could not connect: ${PRIVATE_REFUSED}` });
    expect(fake.requests.length).toBe(before);
    expect(
      await rpcError(test({ provider: 'custom', customApiUrl: 'http://localhost:11434/v1' })),
    ).toMatchObject({ status: 400, message: `Could not connect: ${PRIVATE_REFUSED}` });
  });

  it('needs a signed-in actor', async () => {
    expect(await rpcError(s.call(AI.testSettings, { provider: 'openai' }, null))).toMatchObject({
      status: 401,
    });
  });

  describe('when the operator allows private addresses', () => {
    beforeAll(async () => {
      await s.restart({ AI_ALLOW_PRIVATE_URLS: 'true' });
    });

    it('says so in the options', async () => {
      const options = aiSettingsOptionsSchema.parse(await s.call(AI.settingsOptions, {}, alice));
      expect(options.allowPrivateUrls).toBe(true);
    });

    it('lists the models of a custom endpoint as entered (no key needed)', async () => {
      const before = fake.requests.length;
      expect(await test({ provider: 'custom', customApiUrl: fake.baseUrl })).toEqual({
        ok: true,
        models: FAKE_MODELS.openai,
      });
      expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models']);
    });

    it('sends the key as entered and never answers it', async () => {
      const before = fake.requests.length;
      const answer = await test({ provider: 'openai', customApiUrl: fake.baseUrl, customApiKey: KEY });
      expect(answer.models).toEqual(FAKE_MODELS.openai);
      expect(JSON.stringify(answer)).not.toContain(KEY);
      expect(String(fake.requests[before]?.headers.authorization)).toBe(`Bearer ${KEY}`);
    });

    it('uses the saved key when none is entered, only for the saved provider and URL', async () => {
      await s.call(
        AI.putSettings,
        { provider: 'openai', customApiUrl: fake.baseUrl, customApiKey: KEY, useReplitAI: false },
        alice,
      );
      const before = fake.requests.length;
      expect((await test({ provider: 'openai', customApiUrl: fake.baseUrl })).models).toEqual(
        FAKE_MODELS.openai,
      );
      expect(String(fake.requests[before]?.headers.authorization)).toBe(`Bearer ${KEY}`);

      // Another URL, or another user: the saved key is not sent.
      const other = `${fake.url}/other/v1`;
      expect(await rpcError(test({ provider: 'openai', customApiUrl: other }))).toMatchObject({
        status: 400,
        message: 'Enter your OpenAI API key to test the connection',
      });
      expect(
        await rpcError(test({ provider: 'openai', customApiUrl: fake.baseUrl }, randomActor())),
      ).toMatchObject({ status: 400, message: 'Enter your OpenAI API key to test the connection' });
      expect(fake.requests.length).toBe(before + 1);
    });

    it('says why a connection failed: a rejected key, a server that is not there', async () => {
      fake.enqueue({ status: 401, message: `invalid key ${KEY}` });
      const rejected = await rpcError(
        test({ provider: 'custom', customApiUrl: fake.baseUrl, customApiKey: 'sk-wrong' }),
      );
      expect(rejected).toMatchObject({ status: 400, message: `Could not connect: ${AI_MESSAGES.auth}` });
      expect(JSON.stringify(rejected)).not.toContain(KEY);

      expect(
        await rpcError(test({ provider: 'custom', customApiUrl: 'http://127.0.0.1:1/v1' })),
      ).toMatchObject({ status: 400, message: `Could not connect: ${AI_MESSAGES.unavailable}` });
    });

    it('asks for what is missing: a custom URL, a provider key', async () => {
      expect(await rpcError(test({ provider: 'custom' }))).toMatchObject({
        status: 400,
        message: 'Enter the API URL of your OpenAI-compatible endpoint',
      });
      expect(await rpcError(test({ provider: 'anthropic', customApiKey: '  ' }))).toMatchObject({
        status: 400,
        message: 'Enter your Anthropic API key to test the connection',
      });
    });
  });
});
