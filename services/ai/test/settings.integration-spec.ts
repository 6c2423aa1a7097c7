/**
 * AI settings over NATS against real PostgreSQL: per user, the API key encrypted at rest and never in
 * an answer or a log line, the key rules of PUT, validation (400) and the SSRF check of custom URLs.
 */
import pg from 'pg';
import { createDecipheriv } from 'node:crypto';
import {
  AI,
  aiSettingsOptionsSchema,
  aiSettingsSchema,
  type AiSettings,
  type AiSettingsOptions,
} from '@icp-studio/contracts';
import { logger } from '@icp-studio/service-kit';
import { encryptionKey } from '../src/config.js';
import type { Resolver } from '../src/ssrf/url-guard.js';
import {
  aiTestConfig,
  captureOutput,
  randomActor,
  rpcError,
  startAiStack,
  useOwnPrefixes,
  type AiStack,
} from './support/stack.js';

const prefixes = useOwnPrefixes();
const KEY = 'sk-proj-SECRET-settings-7f3a9c1e2b';
const OTHER_KEY = 'sk-ant-SECRET-other-55d1e0';

const resolver: Resolver = async (host) => {
  const map: Record<string, string> = {
    'llm.example.com': '93.184.216.34',
    'intranet.example.com': '10.1.2.3',
    'metadata.example.com': '169.254.169.254',
  };
  if (!map[host]) throw new Error('ENOTFOUND');
  return [{ address: map[host]!, family: 4 }];
};

describe('AI settings', () => {
  let s: AiStack;
  let out: ReturnType<typeof captureOutput>;
  let db: pg.Client;
  const env = { LOG_LEVEL: 'trace' };
  const alice = randomActor();
  const bob = randomActor('team_member');
  const get = (actor = alice) => s.call<AiSettings>(AI.getSettings, {}, actor);
  const put = (body: object, actor = alice) => s.call<AiSettings>(AI.putSettings, body, actor);
  const row = async (userId: string) =>
    (
      await db.query<{
        provider: string;
        api_key_ciphertext: Buffer | null;
        api_key_iv: Buffer | null;
        api_key_tag: Buffer | null;
      }>(`SELECT * FROM ai.ai_settings WHERE user_id = $1`, [userId])
    ).rows[0];

  beforeAll(async () => {
    out = captureOutput();
    s = await startAiStack(prefixes, { env, resolver });
    db = new pg.Client({ connectionString: s.db.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await s?.close();
    out?.restore();
  });

  it('answers the defaults to a user who never saved: built-in AI on, no key', async () => {
    expect(await get()).toEqual({
      provider: 'openai',
      model: null,
      customApiUrl: null,
      customApiKey: '',
      hasApiKey: false,
      useReplitAI: true,
    });
  });

  it('stores the key encrypted (AES-256-GCM, random IV, auth tag) and never answers it', async () => {
    const saved = await put({
      provider: 'openai',
      model: 'gpt-5-mini',
      customApiKey: KEY,
      useReplitAI: false,
    });
    expect(aiSettingsSchema.parse(saved)).toEqual({
      provider: 'openai',
      model: 'gpt-5-mini',
      customApiUrl: null,
      customApiKey: '',
      hasApiKey: true,
      useReplitAI: false,
    });
    expect(JSON.stringify(await get())).not.toContain(KEY);

    const r = (await row(alice.userId))!;
    expect(r.api_key_iv).toHaveLength(12);
    expect(r.api_key_tag).toHaveLength(16);
    expect(r.api_key_ciphertext!.equals(Buffer.from(KEY))).toBe(false);
    expect(r.api_key_ciphertext!.toString('latin1')).not.toContain('SECRET');
    // It is the key, encrypted: it decrypts with AI_ENCRYPTION_KEY and the user id as AAD.
    const d = createDecipheriv('aes-256-gcm', encryptionKey(aiTestConfig(s.db, prefixes)), r.api_key_iv!);
    d.setAAD(Buffer.from(alice.userId));
    d.setAuthTag(r.api_key_tag!);
    expect(Buffer.concat([d.update(r.api_key_ciphertext!), d.final()]).toString()).toBe(KEY);

    // A new write gets a new IV.
    await put({ provider: 'openai', model: 'gpt-5-mini', customApiKey: KEY, useReplitAI: false });
    expect((await row(alice.userId))!.api_key_iv!.equals(r.api_key_iv!)).toBe(false);
  });

  it('keeps the key on a blank or omitted key, clears it on null, drops it when the provider changes', async () => {
    await put({ provider: 'openai', customApiKey: KEY, useReplitAI: false });
    const sealed = (await row(alice.userId))!.api_key_ciphertext;
    expect(
      await put({ provider: 'openai', model: 'gpt-4o', customApiKey: '', useReplitAI: true }),
    ).toMatchObject({
      hasApiKey: true,
      model: 'gpt-4o',
      useReplitAI: true,
    });
    expect(await put({ provider: 'openai', useReplitAI: false })).toMatchObject({ hasApiKey: true });
    expect((await row(alice.userId))!.api_key_ciphertext!.equals(sealed!)).toBe(true);

    expect(await put({ provider: 'openai', customApiKey: null, useReplitAI: false })).toMatchObject({
      hasApiKey: false,
    });
    expect((await row(alice.userId))!.api_key_ciphertext).toBeNull();

    await put({ provider: 'openai', customApiKey: KEY, useReplitAI: false });
    expect(await put({ provider: 'anthropic', customApiKey: '', useReplitAI: false })).toMatchObject({
      provider: 'anthropic',
      hasApiKey: false,
    });
    expect(
      await put({ provider: 'anthropic', customApiKey: `  ${OTHER_KEY}  `, useReplitAI: false }),
    ).toMatchObject({
      hasApiKey: true,
    });
  });

  it("keeps each user's settings to themselves", async () => {
    await put({ provider: 'gemini', model: 'gemini-2.5-pro', customApiKey: KEY, useReplitAI: false }, alice);
    expect(await get(bob)).toMatchObject({ provider: 'openai', hasApiKey: false, useReplitAI: true });
    await put({ provider: 'custom', customApiUrl: 'https://llm.example.com/v1', useReplitAI: false }, bob);
    expect(await get(alice)).toMatchObject({ provider: 'gemini', model: 'gemini-2.5-pro', hasApiKey: true });
    expect(await get(bob)).toMatchObject({
      provider: 'custom',
      customApiUrl: 'https://llm.example.com/v1',
      hasApiKey: false,
    });
    expect((await row(bob.userId))!.provider).toBe('custom');
  });

  it('refuses bad settings with 400 and the field, and callers without an actor with 401', async () => {
    const bad = async (body: object) => rpcError(put(body));
    expect(await bad({ provider: 'skynet', useReplitAI: true })).toMatchObject({ status: 400 });
    expect(await bad({ provider: 'openai' })).toMatchObject({
      status: 400,
      fields: { useReplitAI: expect.any(Array) },
    });
    expect(await bad({ provider: 'custom', customApiUrl: 'not a url', useReplitAI: false })).toMatchObject({
      status: 400,
      message: 'Please enter a valid URL',
    });
    expect(await bad({ provider: 'openai', model: 'gpt-2', useReplitAI: false })).toMatchObject({
      status: 400,
      message: 'Choose one of the OpenAI models: gpt-5, gpt-5-mini, gpt-4.1, gpt-4o',
      fields: { model: expect.any(Array) },
    });
    expect(await bad({ provider: 'custom', customApiUrl: '', useReplitAI: false })).toMatchObject({
      status: 400,
      message: 'Enter the API URL of your OpenAI-compatible endpoint',
      fields: { customApiUrl: expect.any(Array) },
    });
    expect(await bad({ provider: 'openai', customApiKey: 'x'.repeat(501), useReplitAI: true })).toMatchObject(
      { status: 400 },
    );
    expect(
      await rpcError(s.call(AI.putSettings, { provider: 'openai', useReplitAI: true }, null)),
    ).toMatchObject({
      status: 401,
    });
    expect(await rpcError(s.call(AI.getSettings, {}, null))).toMatchObject({ status: 401 });
  });

  it.each([
    ['loopback', 'http://127.0.0.1:11434/v1'],
    ['localhost', 'http://localhost:1234/v1'],
    ['decimal loopback', 'http://2130706433/v1'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/v1'],
    ['cloud metadata', 'http://169.254.169.254/latest'],
    ['a name resolving to 10.x', 'https://intranet.example.com/v1'],
    ['a name resolving to the metadata address', 'https://metadata.example.com/v1'],
  ])('refuses a custom URL pointing at %s (400, nothing saved)', async (_name, url) => {
    const before = await get(alice);
    const err = await rpcError(put({ provider: 'custom', customApiUrl: url, useReplitAI: false }));
    expect(err).toMatchObject({
      status: 400,
      message:
        'The API URL points to a private, loopback or link-local network address, which is not allowed on this installation',
      fields: { customApiUrl: [expect.any(String)] },
    });
    expect(await get(alice)).toEqual(before);
  });

  it('refuses other schemes and credentials in the URL', async () => {
    expect(
      await rpcError(put({ provider: 'custom', customApiUrl: 'ftp://llm.example.com/', useReplitAI: false })),
    ).toMatchObject({
      status: 400,
      message: 'The API URL must start with http:// or https://',
    });
    expect(
      await rpcError(
        put({ provider: 'custom', customApiUrl: 'https://me:pw@llm.example.com/v1', useReplitAI: false }),
      ),
    ).toMatchObject({ status: 400, message: 'The API URL must not contain a user name or password' });
  });

  it('saves a URL whose host does not resolve now, with a warning (it is checked again at every call)', async () => {
    const dave = randomActor();
    const saved = await put(
      { provider: 'custom', customApiUrl: 'https://llm.unresolvable.example/v1', useReplitAI: false },
      dave,
    );
    expect(aiSettingsSchema.parse(saved)).toMatchObject({
      provider: 'custom',
      customApiUrl: 'https://llm.unresolvable.example/v1',
      hasApiKey: false,
      warning: expect.stringContaining('could not be found'),
    });
    // The warning belongs to that save's answer only; a host that resolves saves without one.
    expect(await get(dave)).not.toHaveProperty('warning');
    expect(
      await put({ provider: 'custom', customApiUrl: 'https://llm.example.com/v1', useReplitAI: false }, dave),
    ).not.toHaveProperty('warning');
    // A call with the unresolvable URL is refused at call time, as before.
    await put(
      { provider: 'custom', customApiUrl: 'https://llm.unresolvable.example/v1', useReplitAI: false },
      dave,
    );
    expect(
      await rpcError(s.call(AI.suggestPainPoints, { icpData: { industry: 'Law firm' } }, dave)),
    ).toMatchObject({ message: "The API URL's host could not be found" });
  });

  it('saves a custom provider without an API key', async () => {
    const erin = randomActor();
    expect(
      await put({ provider: 'custom', customApiUrl: 'https://llm.example.com/v1', useReplitAI: false }, erin),
    ).toMatchObject({ provider: 'custom', hasApiKey: false, useReplitAI: false });
    expect((await row(erin.userId))!.api_key_ciphertext).toBeNull();
  });

  it('offers the providers, their models and the built-in engine', async () => {
    const options = aiSettingsOptionsSchema.parse(
      await s.call<AiSettingsOptions>(AI.settingsOptions, {}, alice),
    );
    expect(options.providers.map((p) => [p.id, p.label, p.models])).toEqual([
      ['openai', 'OpenAI', ['gpt-5', 'gpt-5-mini', 'gpt-4.1', 'gpt-4o']],
      ['anthropic', 'Anthropic', ['claude-sonnet-5-5', 'claude-haiku-5-5']],
      ['gemini', 'Google Gemini', ['gemini-2.5-flash', 'gemini-2.5-pro']],
      ['custom', 'Custom API', []],
    ]);
    expect(options.builtin).toEqual({
      label: 'Use built-in AI (no API key needed)',
      provider: 'builtin',
      model: null,
    });
    expect(options.operatorConfigured).toBe(false);
  });

  it('tells a user whose provider lacks a key what to do (400), and answers from built-in AI when on', async () => {
    const carol = randomActor();
    await put({ provider: 'anthropic', useReplitAI: false }, carol);
    expect(
      await rpcError(s.call(AI.suggestPainPoints, { icpData: { industry: 'Law firm' } }, carol)),
    ).toMatchObject({
      status: 400,
      message: 'Add your Anthropic API key in Settings, or turn on built-in AI.',
    });
    await put({ provider: 'anthropic', useReplitAI: true }, carol);
    const answer = await s.call<{ suggestions: string[] }>(
      AI.suggestPainPoints,
      { icpData: { industry: 'Law firm' } },
      carol,
    );
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(5);
  });

  it('never writes an API key to a log line', async () => {
    // The capture works: a line logged now is seen.
    logger().info({ canary: 'log-capture-canary' }, 'canary');
    await new Promise((r) => setTimeout(r, 50));
    expect(out.text()).toContain('log-capture-canary');
    expect(out.lines().filter((l) => l.includes('"ai settings saved"')).length).toBeGreaterThan(5);
    for (const line of out.lines()) {
      expect(line).not.toContain(KEY);
      expect(line).not.toContain(OTHER_KEY);
      expect(line).not.toContain('SECRET');
    }
  });
});
