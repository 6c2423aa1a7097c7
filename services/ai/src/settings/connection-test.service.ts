import { Inject, Injectable } from '@nestjs/common';
import { aiConnectionTestRequestSchema, type AiConnectionTestResponse } from '@icp-studio/contracts';
import { DomainError, logger, parse } from '@icp-studio/service-kit';
import type { AiConfig } from '../config.js';
import { AI_CONFIG } from '../infra/tokens.js';
import { ProviderError, classifyError } from '../providers/errors.js';
import { CUSTOM_DEFAULT_MODEL, ProviderFactory, modelsOf } from '../providers/factory.js';
import { LanguageModelProvider } from '../providers/language-model.js';
import { AiRateLimiter } from '../providers/rate-limiter.js';
import { UrlBlockedError, UrlGuard } from '../ssrf/url-guard.js';
import { PROVIDER_LABELS, SettingsService } from './settings.service.js';

/** A connection test waits at most this long (or AI_TIMEOUT_MS when that is shorter). */
const TEST_TIMEOUT_MS = 15_000;

/**
 * "Test connection" on the AI settings page (docs/product.md §10): the provider, API URL and key as
 * entered, or the saved key when none is entered (for the saved provider and URL only), asked for its
 * model list: the smallest request there is. A URL a user entered goes through the same SSRF guard as
 * every provider call (checked here, then again at the connection by the safe fetch). The answer is
 * `{ok: true, models}`; a refusal or a failure is a 400 that says why ("Could not connect: ..."). The
 * key is never in an answer or a log line. Counted in the user's AI rate limit like any provider call.
 */
@Injectable()
export class ConnectionTestService {
  constructor(
    private readonly settings: SettingsService,
    private readonly providers: ProviderFactory,
    private readonly guard: UrlGuard,
    private readonly limiter: AiRateLimiter,
    @Inject(AI_CONFIG) private readonly config: AiConfig,
  ) {}

  async test(userId: string, body: unknown): Promise<AiConnectionTestResponse> {
    const req = parse(aiConnectionTestRequestSchema, body);
    const label = PROVIDER_LABELS[req.provider];
    // Only OpenAI and a custom endpoint take a user's URL (as at every call); the others ignore it.
    const takesUrl = req.provider === 'custom' || req.provider === 'openai';
    const url = takesUrl ? req.customApiUrl?.trim() || null : null;
    if (req.provider === 'custom' && !url) {
      const message = 'Enter the API URL of your OpenAI-compatible endpoint';
      throw DomainError.badRequest(message, { customApiUrl: [message] });
    }
    const apiKey =
      req.customApiKey?.trim() || (await this.settings.savedKeyFor(userId, req.provider, url)) || undefined;
    if (req.provider !== 'custom' && !apiKey) {
      const message = `Enter your ${label} API key to test the connection`;
      throw DomainError.badRequest(message, { customApiKey: [message] });
    }
    if (url) {
      try {
        await this.guard.check(url);
      } catch (err) {
        if (err instanceof UrlBlockedError)
          throw DomainError.badRequest(`Could not connect: ${err.message}`, { customApiUrl: [err.message] });
        throw err;
      }
    }
    await this.limiter.take(userId, true);

    const provider = this.providers.create({
      provider: req.provider,
      model:
        req.provider === 'custom' ? CUSTOM_DEFAULT_MODEL : (modelsOf(this.config)[req.provider][0] ?? null),
      apiKey,
      baseUrl: url ?? undefined,
      untrustedUrl: url !== null,
      source: 'user',
    });
    if (!(provider instanceof LanguageModelProvider)) throw new Error('not a language-model provider');
    try {
      const models = await provider.listModels(Math.min(this.config.AI_TIMEOUT_MS, TEST_TIMEOUT_MS));
      logger().info({ userId, provider: req.provider, models: models.length }, 'ai connection test passed');
      return { ok: true, models };
    } catch (err) {
      const failure = err instanceof ProviderError ? err : classifyError(err, false);
      logger().info({ userId, provider: req.provider, kind: failure.kind }, 'ai connection test failed');
      throw DomainError.badRequest(`Could not connect: ${failure.message}`);
    }
  }
}
