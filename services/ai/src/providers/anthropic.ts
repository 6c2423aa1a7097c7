import Anthropic from '@anthropic-ai/sdk';
import type { FetchLike } from '../ssrf/safe-fetch.js';
import { LanguageModelProvider, type Completion, type LanguageModelOptions } from './language-model.js';

/** Anthropic messages through the official SDK (`POST {baseURL}/v1/messages`). */
export class AnthropicProvider extends LanguageModelProvider {
  readonly id = 'anthropic' as const;
  private readonly client: Anthropic;

  constructor(opts: LanguageModelOptions & { fetch?: FetchLike }) {
    super(opts);
    this.client = new Anthropic({
      apiKey: opts.apiKey ?? null,
      authToken: null,
      baseURL: opts.baseUrl ?? 'https://api.anthropic.com',
      maxRetries: 0,
      timeout: opts.timeoutMs,
      ...(opts.fetch ? { fetch: opts.fetch as unknown as typeof fetch } : {}),
    });
  }

  /** `GET {baseURL}/v1/models`. */
  protected async fetchModels(signal: AbortSignal, timeoutMs: number): Promise<string[]> {
    const page = await this.client.models.list({ limit: 100 }, { signal, timeout: timeoutMs, maxRetries: 0 });
    return page.data.map((m) => m.id);
  }

  protected async complete(c: Completion): Promise<string> {
    const message = await this.client.messages.create(
      {
        model: this.opts.model,
        max_tokens: 2048,
        system: c.system,
        messages: c.messages,
      },
      { signal: c.signal, timeout: c.timeoutMs, maxRetries: 0 },
    );
    return message.content
      .map((block) => (block.type === 'text' ? block.text : ''))
      .join('')
      .trim();
  }
}
