import { randomBytes } from 'node:crypto';
import { DomainError } from '@icp-studio/service-kit';
import type { AiConfig } from '../config.js';
import { ProviderError } from '../providers/errors.js';
import { UrlBlockedError, type UrlGuard } from '../ssrf/url-guard.js';
import { KeyCipher } from './key-cipher.js';
import type { AiSettingsEntity } from './settings.entity.js';
import type { AiSettingsRow, SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

// Unit tests of the settings rules (write-only key, its fate on a provider change, model and URL
// checks, who answers a user's AI requests) with an in-memory repository and URL guard.

const USER = '00000000-0000-4000-8000-00000000000a';
const config = {
  AI_PROVIDER: 'builtin',
  AI_MODEL: undefined,
  AI_MODELS_OPENAI: ['gpt-4o-mini'],
  AI_MODELS_ANTHROPIC: ['claude-3-5-haiku-latest'],
  AI_MODELS_GEMINI: ['gemini-1.5-flash'],
} as unknown as AiConfig;

function setup() {
  const rows = new Map<string, AiSettingsEntity>();
  const repo = {
    findByUser: async (userId: string) => rows.get(userId) ?? null,
    upsert: async (userId: string, r: AiSettingsRow) => {
      rows.set(userId, {
        userId,
        provider: r.provider,
        model: r.model,
        customApiUrl: r.customApiUrl,
        apiKeyCiphertext: r.apiKey.ciphertext,
        apiKeyIv: r.apiKey.iv,
        apiKeyTag: r.apiKey.tag,
        useBuiltin: r.useBuiltin,
      } as AiSettingsEntity);
    },
  } as unknown as SettingsRepository;
  const guard = {
    checkForSave: async (url: string) => {
      if (url.includes('169.254.')) throw new UrlBlockedError('That address is not allowed', 'link-local');
      return url.includes('unresolvable') ? { warning: 'The host does not resolve yet' } : {};
    },
  } as unknown as UrlGuard;
  return new SettingsService(repo, config, new KeyCipher(randomBytes(32)), guard);
}

async function badRequest(p: Promise<unknown>): Promise<DomainError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  expect((err as DomainError).status).toBe(400);
  return err as DomainError;
}

describe('SettingsService rules', () => {
  it('answers the defaults (built-in AI on) to a user who never saved', async () => {
    expect(await setup().get(USER)).toMatchObject({ useReplitAI: true, hasApiKey: false, customApiKey: '' });
  });

  it('keeps the key write-only, keeps it when omitted, drops it on a provider change or null', async () => {
    const s = setup();
    const saved = await s.put(USER, { provider: 'openai', useReplitAI: false, customApiKey: 'sk-1' });
    expect(saved).toMatchObject({ hasApiKey: true, customApiKey: '' });
    expect(await s.put(USER, { provider: 'openai', useReplitAI: false })).toMatchObject({ hasApiKey: true });
    expect(await s.put(USER, { provider: 'anthropic', useReplitAI: false })).toMatchObject({
      hasApiKey: false,
    });
    await s.put(USER, { provider: 'anthropic', useReplitAI: false, customApiKey: 'sk-2' });
    expect(
      await s.put(USER, { provider: 'anthropic', useReplitAI: false, customApiKey: null }),
    ).toMatchObject({ hasApiKey: false });
  });

  it('refuses a model the provider does not offer, a custom provider without URL, a blocked URL', async () => {
    const s = setup();
    await badRequest(s.put(USER, { provider: 'openai', model: 'gpt-0', useReplitAI: false }));
    await badRequest(s.put(USER, { provider: 'custom', useReplitAI: false }));
    const err = await badRequest(
      s.put(USER, { provider: 'custom', customApiUrl: 'http://169.254.169.254/', useReplitAI: false }),
    );
    expect(err.message).toBe('That address is not allowed');
    const warned = await s.put(USER, {
      provider: 'custom',
      customApiUrl: 'https://unresolvable.example/v1',
      useReplitAI: false,
    });
    expect(warned.warning).toBe('The host does not resolve yet');
  });

  it('answers with the user’s own provider only when built-in AI is off and it has what it needs', async () => {
    const s = setup();
    expect((await s.choiceFor(USER)).source).toBe('builtin');
    await s.put(USER, { provider: 'openai', useReplitAI: false });
    await expect(s.choiceFor(USER)).rejects.toBeInstanceOf(ProviderError);
    await s.put(USER, { provider: 'openai', useReplitAI: false, customApiKey: 'sk-1' });
    expect(await s.choiceFor(USER)).toMatchObject({
      source: 'user',
      provider: 'openai',
      apiKey: 'sk-1',
      model: 'gpt-4o-mini',
    });
  });
});
