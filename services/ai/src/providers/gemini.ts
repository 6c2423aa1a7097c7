import { GoogleGenerativeAI } from '@google/generative-ai';
import { LanguageModelProvider, type Completion, type LanguageModelOptions } from './language-model.js';

const GEMINI_DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';

/**
 * Google Gemini through the official SDK (`POST {baseUrl}/v1beta/models/{model}:generateContent`), asking
 * for `application/json`. The SDK uses the global fetch; its base URL comes only from the operator.
 */
export class GeminiProvider extends LanguageModelProvider {
  readonly id = 'gemini' as const;
  private readonly client: GoogleGenerativeAI;

  constructor(opts: LanguageModelOptions) {
    super(opts);
    this.client = new GoogleGenerativeAI(opts.apiKey ?? '');
  }

  /**
   * `GET {baseUrl}/v1beta/models` with the key in `x-goog-api-key`: the SDK has no model list, so this
   * is the REST call it would make (names come as `models/gemini-2.5-flash`).
   */
  protected async fetchModels(signal: AbortSignal): Promise<string[]> {
    const base = (this.opts.baseUrl ?? GEMINI_DEFAULT_BASE_URL).replace(/\/+$/, '');
    const res = await fetch(`${base}/v1beta/models?pageSize=100`, {
      headers: { 'x-goog-api-key': this.opts.apiKey ?? '' },
      signal,
    });
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw Object.assign(new Error(`model list answered ${res.status}`), { status: res.status });
    }
    const body = (await res.json().catch(() => ({}))) as { models?: { name?: unknown }[] };
    return (body.models ?? [])
      .map((m) => (typeof m?.name === 'string' ? m.name.replace(/^models\//, '') : ''))
      .filter(Boolean);
  }

  protected async complete(c: Completion): Promise<string> {
    const model = this.client.getGenerativeModel(
      {
        model: this.opts.model,
        systemInstruction: c.system,
        generationConfig: { responseMimeType: 'application/json' },
      },
      this.opts.baseUrl ? { baseUrl: this.opts.baseUrl.replace(/\/+$/, '') } : {},
    );
    const result = await model.generateContent(
      {
        contents: c.messages.map((m) => ({
          role: m.role === 'assistant' ? 'model' : 'user',
          parts: [{ text: m.content }],
        })),
      },
      // The deadline's signal, not the SDK's `timeout` (its timer would outlive the call).
      { signal: c.signal },
    );
    try {
      return result.response.text();
    } catch {
      return ''; // blocked or empty: read as an unusable answer (asked once more, then 502)
    }
  }
}
