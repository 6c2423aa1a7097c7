/**
 * The four language-model providers through their real SDKs against local servers that speak each
 * wire protocol: good answers, answers that need repair, a retry, unusable answers, 429, 5xx, a
 * rejected key and a hang past the deadline.
 */
import { AnthropicProvider } from '../src/providers/anthropic.js';
import { CustomProvider } from '../src/providers/custom.js';
import { AI_MESSAGES, ProviderError } from '../src/providers/errors.js';
import { GeminiProvider } from '../src/providers/gemini.js';
import type { LanguageModelProvider } from '../src/providers/language-model.js';
import { OpenAiProvider } from '../src/providers/openai.js';
import { createSafeFetch } from '../src/ssrf/safe-fetch.js';
import { UrlGuard } from '../src/ssrf/url-guard.js';
import {
  FAKE_ANSWERS,
  startFakeAnthropic,
  startFakeGemini,
  startFakeOpenAi,
  type FakeProviderServer,
} from './support/fake-providers.js';

const KEY = 'sk-test-0123456789abcdef';
const TIMEOUT_MS = 400;

interface Case {
  name: string;
  start: () => Promise<FakeProviderServer>;
  make: (fake: FakeProviderServer, timeoutMs?: number) => LanguageModelProvider;
  /** The key as the protocol carries it. */
  keyHeader: (fake: FakeProviderServer) => unknown;
  path: string;
}

const cases: Case[] = [
  {
    name: 'OpenAI',
    start: startFakeOpenAi,
    make: (f, timeoutMs = 5000) =>
      new OpenAiProvider({ model: 'gpt-5', apiKey: KEY, baseUrl: f.baseUrl, timeoutMs }),
    keyHeader: (f) => f.requests[0]?.headers.authorization,
    path: '/v1/chat/completions',
  },
  {
    name: 'custom OpenAI-compatible endpoint (SSRF-safe fetch)',
    start: startFakeOpenAi,
    make: (f, timeoutMs = 5000) =>
      new CustomProvider({
        model: 'llama3.1',
        apiKey: KEY,
        baseUrl: f.baseUrl,
        timeoutMs,
        fetch: createSafeFetch(new UrlGuard({ allowPrivate: true })),
      }),
    keyHeader: (f) => f.requests[0]?.headers.authorization,
    path: '/v1/chat/completions',
  },
  {
    name: 'Anthropic',
    start: startFakeAnthropic,
    make: (f, timeoutMs = 5000) =>
      new AnthropicProvider({ model: 'claude-sonnet-5-5', apiKey: KEY, baseUrl: f.baseUrl, timeoutMs }),
    // This SDK version sends the key as a bearer token; older ones used x-api-key.
    keyHeader: (f) => f.requests[0]?.headers['x-api-key'] ?? f.requests[0]?.headers.authorization,
    path: '/v1/messages',
  },
  {
    name: 'Gemini',
    start: startFakeGemini,
    make: (f, timeoutMs = 5000) =>
      new GeminiProvider({ model: 'gemini-2.5-flash', apiKey: KEY, baseUrl: f.baseUrl, timeoutMs }),
    keyHeader: (f) => f.requests[0]?.headers['x-goog-api-key'],
    path: '/v1beta/models/gemini-2.5-flash:generateContent',
  },
];

async function failureOf(p: Promise<unknown>): Promise<ProviderError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ProviderError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

const demographics = { kind: 'demographics' as const, input: { type: 'b2b' as const, industry: 'Fitness' } };

describe.each(cases)('$name provider through its SDK', (c) => {
  let fake: FakeProviderServer;
  beforeEach(async () => {
    fake = await c.start();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('asks for JSON with the key and reads a good answer', async () => {
    const out = await c.make(fake).run(demographics);
    expect(out).toEqual(FAKE_ANSWERS.demographics.suggestions);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.path).toBe(c.path);
    expect(String(c.keyHeader(fake))).toContain(KEY);
    expect(fake.requests[0]!.prompt).toContain('Industry: Fitness');
  });

  it('answers every task in its shape', async () => {
    const p = c.make(fake);
    const icpData = { name: 'Studios', type: 'b2b', industry: 'Fitness', painPoints: ['No-shows'] };
    expect(await p.run({ kind: 'messaging', input: { icpData } })).toEqual(FAKE_ANSWERS.messaging);
    expect(await p.run({ kind: 'campaigns', input: { icpData, channels: ['Email'] } })).toEqual(
      FAKE_ANSWERS.campaigns.suggestions,
    );
    expect(await p.run({ kind: 'channels', input: { icpData } })).toEqual(FAKE_ANSWERS.channels.suggestions);
    expect(await p.run({ kind: 'painPoints', input: { icpData } })).toEqual(
      FAKE_ANSWERS.painPoints.suggestions,
    );
  });

  it('repairs JSON in a code fence after a sentence of preamble, and a bare list', async () => {
    fake.enqueue(
      {
        content:
          'Sure! Here you go:\n```json\n{"suggestions": ["Title: CFO", "Revenue: $1M-$5M",]}\n```\nHope it helps.',
      },
      { content: '["Age: 35-54", "Income: $100k-$250k"]' },
    );
    const p = c.make(fake);
    expect(await p.run(demographics)).toEqual(['Title: CFO', 'Revenue: $1M-$5M']);
    expect(await p.run(demographics)).toEqual(['Age: 35-54', 'Income: $100k-$250k']);
    expect(fake.requests).toHaveLength(2);
  });

  it('asks once more after an unusable answer, quoting the problem', async () => {
    fake.enqueue(
      { content: 'I cannot answer in JSON today.' },
      { content: '{"suggestions": ["Title: Owner"]}' },
    );
    expect(await c.make(fake).run(demographics)).toEqual(['Title: Owner']);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.prompt).toContain('could not be used because it was not valid JSON');
  });

  it('gives up after the retry with 502', async () => {
    fake.enqueue({ content: '{"suggestions": "not a list"}' }, { content: '{"wrong": true, "also": 1}' });
    const err = await failureOf(c.make(fake).run(demographics));
    expect(err.kind).toBe('invalid_output');
    expect(err.toDomainError()).toMatchObject({ status: 502, message: AI_MESSAGES.invalid_output });
    expect(fake.requests).toHaveLength(2);
  });

  it('maps 429 to 429 with the provider’s Retry-After, and does not retry it', async () => {
    fake.enqueue({ status: 429, message: 'slow down', headers: { 'retry-after': '7' } });
    const err = await failureOf(c.make(fake).run(demographics));
    expect(err.toDomainError()).toMatchObject({
      status: 429,
      message: 'The AI provider is rate limiting requests. Please try again shortly.',
      retryAfter: 7,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('maps 5xx to 502 and a rejected key to 400', async () => {
    fake.enqueue(
      { status: 500 },
      { status: 503 },
      { status: 401, message: `Incorrect API key provided: ${KEY}` },
    );
    const p = c.make(fake);
    for (let i = 0; i < 2; i++)
      expect((await failureOf(p.run(demographics))).toDomainError()).toMatchObject({
        status: 502,
        message: 'The AI provider is unavailable',
      });
    const rejected = (await failureOf(p.run(demographics))).toDomainError();
    expect(rejected).toMatchObject({ status: 400, message: 'The AI provider rejected the API key' });
    expect(rejected.message).not.toContain(KEY);
  });

  it('answers 504 when the provider hangs past the deadline', async () => {
    fake.enqueue({ hang: true });
    const started = performance.now();
    const err = await failureOf(c.make(fake, TIMEOUT_MS).run(demographics));
    const ms = performance.now() - started;
    expect(err.toDomainError()).toMatchObject({
      status: 504,
      message: 'The AI provider did not answer in time',
    });
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('keeps one deadline across the retry', async () => {
    fake.enqueue(
      { content: 'not json' },
      { delayMs: TIMEOUT_MS * 3, then: { content: '{"suggestions": ["x: y"]}' } },
    );
    const err = await failureOf(c.make(fake, TIMEOUT_MS).run(demographics));
    expect(err.kind).toBe('timeout');
  });
});

describe('an unreachable provider', () => {
  it('is unavailable (502), not a crash', async () => {
    const fake = await startFakeOpenAi();
    const baseUrl = fake.baseUrl;
    await fake.close();
    const p = new OpenAiProvider({ model: 'gpt-5', apiKey: KEY, baseUrl, timeoutMs: 2000 });
    expect((await failureOf(p.run(demographics))).toDomainError()).toMatchObject({
      status: 502,
      message: 'The AI provider is unavailable',
    });
  });
});
