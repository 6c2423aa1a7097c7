import { GoogleGenerativeAI } from '@google/generative-ai';
import { LanguageModelProvider, type Completion, type LanguageModelOptions } from './language-model.js';

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
