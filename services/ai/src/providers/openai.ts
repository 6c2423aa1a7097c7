import OpenAI from 'openai';
import type { FetchLike } from '../ssrf/safe-fetch.js';
import { LanguageModelProvider, type Completion, type LanguageModelOptions } from './language-model.js';

export interface OpenAiOptions extends LanguageModelOptions {
  /** The SSRF-safe fetch, for a base URL a user entered. */
  fetch?: FetchLike;
  /** Ask for `response_format: json_object` (OpenAI yes; some compatible servers refuse it). */
  jsonMode?: boolean;
}

/** OpenAI chat completions through the official SDK (`POST {baseURL}/chat/completions`). */
export class OpenAiProvider extends LanguageModelProvider {
  readonly id: 'openai' | 'custom' = 'openai';
  private readonly client: OpenAI;

  constructor(protected override readonly opts: OpenAiOptions) {
    super(opts);
    this.client = new OpenAI({
      apiKey: opts.apiKey || 'not-needed',
      baseURL: opts.baseUrl ?? 'https://api.openai.com/v1',
      maxRetries: 0,
      timeout: opts.timeoutMs,
      organization: null,
      project: null,
      ...(opts.fetch ? { fetch: opts.fetch as unknown as typeof fetch } : {}),
    });
  }

  /** `GET {baseURL}/models` (OpenAI, Ollama, LM Studio, vLLM all serve it). */
  protected async fetchModels(signal: AbortSignal, timeoutMs: number): Promise<string[]> {
    const page = await this.client.models.list({ signal, timeout: timeoutMs, maxRetries: 0 });
    return page.data.map((m) => m.id);
  }

  protected async complete(c: Completion): Promise<string> {
    const completion = await this.client.chat.completions.create(
      {
        model: this.opts.model,
        messages: [{ role: 'system', content: c.system }, ...c.messages],
        ...(this.opts.jsonMode !== false ? { response_format: { type: 'json_object' as const } } : {}),
      },
      { signal: c.signal, timeout: c.timeoutMs, maxRetries: 0 },
    );
    return completion.choices[0]?.message?.content ?? '';
  }
}
