import type { AiOperatorProvider } from '@icp-studio/contracts';
import type { AiConfig } from '../config.js';
import { createSafeFetch, type FetchLike } from '../ssrf/safe-fetch.js';
import type { UrlGuard } from '../ssrf/url-guard.js';
import { AnthropicProvider } from './anthropic.js';
import { BuiltinProvider } from './builtin/engine.js';
import { CustomProvider } from './custom.js';
import { GeminiProvider } from './gemini.js';
import { OpenAiProvider } from './openai.js';
import type { AiProvider } from './provider.js';

/** Which provider answers a user, and how to reach it. */
export interface ProviderChoice {
  provider: AiOperatorProvider;
  model: string | null;
  apiKey?: string;
  baseUrl?: string;
  /** The base URL was entered by a user: every request goes through the SSRF guard. */
  untrustedUrl: boolean;
  /** 'user': their own settings; 'operator': the installation's provider; 'builtin': the offline engine. */
  source: 'user' | 'operator' | 'builtin';
}

/** Model used for a custom endpoint when the settings name none (servers with one model ignore it). */
export const CUSTOM_DEFAULT_MODEL = 'default';

export function modelsOf(config: AiConfig): Record<'openai' | 'anthropic' | 'gemini', string[]> {
  return {
    openai: config.AI_MODELS_OPENAI,
    anthropic: config.AI_MODELS_ANTHROPIC,
    gemini: config.AI_MODELS_GEMINI,
  };
}

/** The installation's provider behind "Use built-in AI": the operator's, or the offline engine. */
export function operatorChoice(config: AiConfig): ProviderChoice {
  const provider = config.AI_PROVIDER;
  if (provider === 'builtin')
    return { provider: 'builtin', model: null, untrustedUrl: false, source: 'builtin' };
  const model =
    config.AI_MODEL ?? (provider === 'custom' ? CUSTOM_DEFAULT_MODEL : modelsOf(config)[provider][0]!);
  return {
    provider,
    model,
    apiKey: config.AI_API_KEY,
    baseUrl: config.AI_BASE_URL,
    untrustedUrl: false,
    source: 'operator',
  };
}

/** Builds the provider of a choice. One instance per process (the SSRF-safe fetch keeps its connections). */
export class ProviderFactory {
  private readonly builtin = new BuiltinProvider();
  private readonly safeFetch: FetchLike;

  constructor(
    private readonly config: AiConfig,
    guard: UrlGuard,
  ) {
    this.safeFetch = createSafeFetch(guard, { maxRedirects: 3 });
  }

  create(choice: ProviderChoice): AiProvider {
    const common = {
      model: choice.model ?? CUSTOM_DEFAULT_MODEL,
      apiKey: choice.apiKey,
      baseUrl: choice.baseUrl,
      timeoutMs: this.config.AI_TIMEOUT_MS,
    };
    const fetch = choice.untrustedUrl ? this.safeFetch : undefined;
    switch (choice.provider) {
      case 'builtin':
        return this.builtin;
      case 'openai':
        return new OpenAiProvider({ ...common, fetch });
      case 'custom':
        return new CustomProvider({ ...common, baseUrl: choice.baseUrl ?? '', fetch });
      case 'anthropic':
        return new AnthropicProvider({ ...common, fetch });
      case 'gemini':
        return new GeminiProvider(common);
    }
  }
}
