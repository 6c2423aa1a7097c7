import { uniqueSuffix, testEnv } from '@icp-studio/service-kit/testing';
import type { ServiceHandle } from '@icp-studio/service-kit';
import type { GatewayHandle } from '../src/app.js';
import { Client } from './support/http.js';
import { newUser, startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';
import { startAiService } from '../../ai/src/app.js';
import { loadAiConfig } from '../../ai/src/config.js';
import {
  FAKE_ANSWERS,
  startFakeOpenAi,
  type FakeProviderServer,
} from '../../ai/test/support/fake-providers.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gwai${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

const KEY = 'sk-gateway-SECRET-1234';
const icpData = { name: 'Law clients', type: 'b2b', industry: 'Law firm', painPoints: [] };

describe('AI routes in front of the real ai service', () => {
  let stack: AuthStack;
  let ai: ServiceHandle;
  let gw: GatewayHandle;
  let fake: FakeProviderServer;
  let alice: Client;

  beforeAll(async () => {
    stack = await startAuthStack();
    fake = await startFakeOpenAi();
    ai = await startAiService(
      loadAiConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: stack.db.url,
        NATS_URL: testEnv.natsUrl,
        REDIS_URL: testEnv.redisUrl,
        HEALTH_PORT: '0',
        AI_REDIS_KEY_PREFIX: `gwaitest:${suffix}:`,
        AI_ALLOW_PRIVATE_URLS: 'true',
        AI_TIMEOUT_MS: '8000',
      }),
      { handleSignals: false },
    );
    gw = await startTestGateway(suffix); // NATS_REQUEST_TIMEOUT_MS 3000
    alice = new Client(gw.url);
    expect((await alice.post('/api/auth/register', newUser('Alice'))).status).toBe(201);
  });
  afterAll(async () => {
    await gw?.close();
    await ai?.close();
    await fake?.close();
    await stack?.close();
  });

  it('answers 401 to signed-out callers on every AI route', async () => {
    const anon = new Client(gw.url);
    for (const [method, path] of [
      ['POST', '/api/ai/suggest-demographics'],
      ['POST', '/api/ai/suggest-pain-points'],
      ['POST', '/api/ai/suggest-channels'],
      ['POST', '/api/ai/generate-messaging'],
      ['POST', '/api/ai/suggest-campaigns'],
      ['GET', '/api/ai-settings'],
      ['PUT', '/api/ai-settings'],
      ['GET', '/api/ai-settings/options'],
    ] as const) {
      const res = await anon.call(method, path, method === 'GET' ? {} : { body: { icpData } });
      expect([path, res.status]).toEqual([path, 401]);
    }
  });

  it('forwards the five suggestion calls and answers their shapes (built-in AI)', async () => {
    const demo = await alice.post('/api/ai/suggest-demographics', {
      type: 'b2c',
      industry: 'Real estate',
      context: { ageRange: '' },
    });
    expect(demo.status).toBe(200);
    expect(demo.body.suggestions).toEqual(expect.arrayContaining([expect.stringMatching(/^Income: /)]));

    for (const path of ['/api/ai/suggest-pain-points', '/api/ai/suggest-channels']) {
      const res = await alice.post(path, { icpData });
      expect(res.status).toBe(200);
      expect(res.body.suggestions.length).toBeGreaterThanOrEqual(5);
    }
    const messaging = await alice.post('/api/ai/generate-messaging', { icpData });
    expect(messaging.status).toBe(200);
    expect(messaging.body.suggestions.valueProposition).toBe(messaging.body.valueProposition);
    expect(messaging.body.keyMessages.length).toBeGreaterThanOrEqual(3);

    // A profile that says enough about the client gets campaigns; a sparse one gets the questions that
    // would let it (docs/engine.md, "Who is who"), not an invented plan.
    const described = { ...icpData, profession: 'it-services', companySize: '10-50', geographics: 'Ohio' };
    const campaigns = await alice.post('/api/ai/suggest-campaigns', {
      icpData: described,
      channels: ['LinkedIn'],
    });
    expect(campaigns.status).toBe(200);
    expect(campaigns.body.suggestions[0]).toMatchObject({ channel: 'LinkedIn', name: expect.any(String) });
    const sparse = await alice.post('/api/ai/suggest-campaigns', { icpData, channels: ['LinkedIn'] });
    expect(sparse.status).toBe(200);
    expect(sparse.body.suggestions).toEqual([]);
    expect(sparse.body.questions).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'profession' })]),
    );
  });

  it('validates bodies at the gateway (400 with the fields)', async () => {
    const res = await alice.post('/api/ai/suggest-demographics', { type: 'b2x' });
    expect(res.status).toBe(400);
    expect(res.body.fields.type).toBeDefined();
    expect((await alice.post('/api/ai/suggest-pain-points', {})).status).toBe(400);
    expect((await alice.put('/api/ai-settings', { provider: 'openai' })).status).toBe(400);
  });

  it('reads and saves the caller’s AI settings without ever answering the key', async () => {
    expect((await alice.get('/api/ai-settings')).body).toEqual({
      provider: 'openai',
      model: null,
      customApiUrl: null,
      customApiKey: '',
      hasApiKey: false,
      useReplitAI: true,
    });
    const saved = await alice.put('/api/ai-settings', {
      provider: 'openai',
      model: 'gpt-5',
      customApiUrl: '',
      customApiKey: KEY,
      useReplitAI: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ customApiKey: '', hasApiKey: true, model: 'gpt-5' });
    expect(saved.text).not.toContain(KEY);
    expect((await alice.get('/api/ai-settings')).text).not.toContain(KEY);

    const options = await alice.get('/api/ai-settings/options');
    expect(options.status).toBe(200);
    expect(options.body.providers.map((p: { id: string }) => p.id)).toEqual([
      'openai',
      'anthropic',
      'gemini',
      'custom',
    ]);
    expect(options.body.builtin.provider).toBe('builtin');
  });

  it('saves a custom URL whose host does not resolve (yet) with a warning in the answer', async () => {
    const carol = new Client(gw.url);
    expect((await carol.post('/api/auth/register', newUser('Carol'))).status).toBe(201);
    // llm.example.com has no DNS record (example.com answers no subdomains), so it resolves nowhere.
    const saved = await carol.put('/api/ai-settings', {
      provider: 'custom',
      customApiUrl: 'https://llm.example.com/v1',
      useReplitAI: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      provider: 'custom',
      customApiUrl: 'https://llm.example.com/v1',
      hasApiKey: false,
      warning: expect.stringContaining('host could not be found'),
    });
    expect((await carol.get('/api/ai-settings')).body).not.toHaveProperty('warning');
    // This installation allows private URLs (AI_ALLOW_PRIVATE_URLS=true): a local endpoint saves.
    const local = await carol.put('/api/ai-settings', {
      provider: 'custom',
      customApiUrl: 'http://127.0.0.1:11434/v1',
      useReplitAI: false,
    });
    expect(local.status).toBe(200);
    expect(local.body).not.toHaveProperty('warning');
  });

  it('lets a client switch to a custom provider and get its suggestions, waiting past the default deadline', async () => {
    const bob = new Client(gw.url);
    expect((await bob.post('/api/auth/register', newUser('Bob'))).status).toBe(201);
    const saved = await bob.put('/api/ai-settings', {
      provider: 'custom',
      model: 'local-model',
      customApiUrl: fake.baseUrl,
      customApiKey: '',
      useReplitAI: false,
    });
    expect(saved.status).toBe(200);
    // Slower than the gateway's NATS deadline (3 s here): AI routes wait for the AI's own deadline.
    fake.enqueue({ delayMs: 3500, then: { content: JSON.stringify(FAKE_ANSWERS.painPoints) } });
    const res = await bob.post('/api/ai/suggest-pain-points', { icpData });
    expect(res.status).toBe(200);
    // The provider's answer as it gave it, with the engine's questions beside it (an added field).
    expect(res.body).toMatchObject(FAKE_ANSWERS.painPoints);

    fake.enqueue({ status: 429 });
    const limited = await bob.post('/api/ai/suggest-channels', { icpData });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('The AI provider is rate limiting requests. Please try again shortly.');
  });
});
