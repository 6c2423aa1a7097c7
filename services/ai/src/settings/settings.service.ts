import { Inject, Injectable } from '@nestjs/common';
import {
  aiSettingsRequestSchema,
  type AiProvider,
  type AiSettings,
  type AiSettingsOptions,
} from '@icp-studio/contracts';
import { DomainError, logger, parse } from '@icp-studio/service-kit';
import type { AiConfig } from '../config.js';
import { AI_CONFIG } from '../infra/tokens.js';
import { ProviderError } from '../providers/errors.js';
import { CUSTOM_DEFAULT_MODEL, modelsOf, operatorChoice, type ProviderChoice } from '../providers/factory.js';
import { UrlBlockedError, UrlGuard } from '../ssrf/url-guard.js';
import { KeyCipher } from './key-cipher.js';
import type { AiSettingsEntity } from './settings.entity.js';
import { SettingsRepository } from './settings.repository.js';

export const PROVIDER_LABELS: Record<AiProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  gemini: 'Google Gemini',
  custom: 'Custom API',
};

const BUILTIN_LABEL = 'Use built-in AI (no API key needed)';

/** What a user who never saved settings has: built-in AI on. */
const DEFAULTS: AiSettings = {
  provider: 'openai',
  model: null,
  customApiUrl: null,
  customApiKey: '',
  hasApiKey: false,
  useReplitAI: true,
};

/**
 * Each user's own AI settings (no one reads or writes another's: the row is the actor's).
 *
 * The API key is write-only. On PUT: a non-blank `customApiKey` replaces the stored key; `null` removes
 * it; omitted or blank keeps it — unless the provider changes, when the stored key is dropped (a key is
 * never sent to a provider it was not entered for). Answers carry `customApiKey: ''` and `hasApiKey`.
 * A custom URL is checked by the SSRF guard when saved (400 with the reason) and again on every call; a
 * host that does not resolve at save time is saved, and the answer carries a `warning` saying so.
 */
@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    @Inject(AI_CONFIG) private readonly config: AiConfig,
    private readonly cipher: KeyCipher,
    private readonly guard: UrlGuard,
  ) {}

  async get(userId: string): Promise<AiSettings> {
    const row = await this.settings.findByUser(userId);
    return row ? toAiSettings(row) : { ...DEFAULTS };
  }

  async put(userId: string, body: unknown): Promise<AiSettings> {
    const req = parse(aiSettingsRequestSchema, body);
    const existing = await this.settings.findByUser(userId);
    const model = req.model?.trim() || null;
    const url = req.customApiUrl?.trim() || null;

    if (model && req.provider !== 'custom') {
      const offered = modelsOf(this.config)[req.provider];
      if (!offered.includes(model)) {
        const message = `Choose one of the ${PROVIDER_LABELS[req.provider]} models: ${offered.join(', ')}`;
        throw DomainError.badRequest(message, { model: [message] });
      }
    }
    if (!req.useReplitAI && req.provider === 'custom' && !url) {
      const message = 'Enter the API URL of your OpenAI-compatible endpoint';
      throw DomainError.badRequest(message, { customApiUrl: [message] });
    }
    let warning: string | undefined;
    if (url) {
      try {
        ({ warning } = await this.guard.checkForSave(url));
      } catch (err) {
        if (err instanceof UrlBlockedError)
          throw DomainError.badRequest(err.message, { customApiUrl: [err.message] });
        throw err;
      }
    }

    let sealed: { ciphertext: Buffer | null; iv: Buffer | null; tag: Buffer | null };
    const newKey = req.customApiKey?.trim();
    if (newKey) {
      const s = this.cipher.seal(newKey, userId);
      sealed = { ciphertext: s.ciphertext, iv: s.iv, tag: s.tag };
    } else if (req.customApiKey === null || !existing || existing.provider !== req.provider) {
      sealed = { ciphertext: null, iv: null, tag: null };
    } else {
      sealed = { ciphertext: existing.apiKeyCiphertext, iv: existing.apiKeyIv, tag: existing.apiKeyTag };
    }

    await this.settings.upsert(userId, {
      provider: req.provider,
      model,
      customApiUrl: url,
      apiKey: sealed,
      useBuiltin: req.useReplitAI,
    });
    logger().info(
      { userId, provider: req.provider, useBuiltin: req.useReplitAI, hasApiKey: sealed.ciphertext !== null },
      'ai settings saved',
    );
    const saved = await this.get(userId);
    return warning ? { ...saved, warning } : saved;
  }

  options(): AiSettingsOptions {
    const models = modelsOf(this.config);
    const operator = operatorChoice(this.config);
    return {
      providers: (['openai', 'anthropic', 'gemini', 'custom'] as const).map((id) => ({
        id,
        label: PROVIDER_LABELS[id],
        models: id === 'custom' ? [] : models[id],
        defaultModel: id === 'custom' ? null : (models[id][0] ?? null),
        requiresApiKey: id !== 'custom',
        requiresUrl: id === 'custom',
      })),
      builtin: { label: BUILTIN_LABEL, provider: operator.provider, model: operator.model },
      operatorConfigured: operator.source === 'operator',
      allowPrivateUrls: this.guard.allowPrivate,
    };
  }

  /**
   * The user's saved API key, for a connection test of the saved provider at the saved API URL only:
   * a saved key is never sent to another provider or to a URL it was not saved with. Undefined when
   * there is none (or it no longer decrypts).
   */
  async savedKeyFor(userId: string, provider: AiProvider, url: string | null): Promise<string | undefined> {
    const row = await this.settings.findByUser(userId);
    if (!row || row.provider !== provider || (row.customApiUrl ?? null) !== url) return undefined;
    if (!row.apiKeyCiphertext || !row.apiKeyIv || !row.apiKeyTag) return undefined;
    try {
      return this.cipher.open(
        { ciphertext: row.apiKeyCiphertext, iv: row.apiKeyIv, tag: row.apiKeyTag },
        userId,
      );
    } catch {
      logger().error({ userId }, 'stored API key does not decrypt (was AI_ENCRYPTION_KEY changed?)');
      return undefined;
    }
  }

  /**
   * Who answers this user's AI requests: their own provider when built-in AI is off, otherwise the
   * operator's, otherwise the offline engine. A user provider that lacks its key or URL is a 400 that
   * says what to add.
   */
  async choiceFor(userId: string): Promise<ProviderChoice> {
    const row = await this.settings.findByUser(userId);
    if (!row || row.useBuiltin) return operatorChoice(this.config);
    const label = PROVIDER_LABELS[row.provider];
    let apiKey: string | undefined;
    if (row.apiKeyCiphertext && row.apiKeyIv && row.apiKeyTag) {
      try {
        apiKey = this.cipher.open(
          { ciphertext: row.apiKeyCiphertext, iv: row.apiKeyIv, tag: row.apiKeyTag },
          userId,
        );
      } catch {
        logger().error({ userId }, 'stored API key does not decrypt (was AI_ENCRYPTION_KEY changed?)');
        throw new ProviderError(
          'not_configured',
          `Your ${label} API key could not be read. Please enter it again in Settings.`,
        );
      }
    }
    if (row.provider !== 'custom' && !apiKey)
      throw new ProviderError(
        'not_configured',
        `Add your ${label} API key in Settings, or turn on built-in AI.`,
      );
    if (row.provider === 'custom' && !row.customApiUrl)
      throw new ProviderError(
        'not_configured',
        'Add the API URL of your custom provider in Settings, or turn on built-in AI.',
      );
    const baseUrl =
      row.provider === 'custom' || row.provider === 'openai' ? (row.customApiUrl ?? undefined) : undefined;
    return {
      provider: row.provider,
      model:
        row.model ??
        (row.provider === 'custom' ? CUSTOM_DEFAULT_MODEL : modelsOf(this.config)[row.provider][0]!),
      apiKey,
      baseUrl,
      untrustedUrl: baseUrl !== undefined,
      source: 'user',
    };
  }
}

function toAiSettings(row: AiSettingsEntity): AiSettings {
  return {
    provider: row.provider,
    model: row.model,
    customApiUrl: row.customApiUrl,
    customApiKey: '',
    hasApiKey: row.apiKeyCiphertext !== null,
    useReplitAI: row.useBuiltin,
  };
}
