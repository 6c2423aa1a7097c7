import type { FetchLike } from '../ssrf/safe-fetch.js';
import type { LanguageModelOptions } from './language-model.js';
import { OpenAiProvider } from './openai.js';

/**
 * Any OpenAI-compatible endpoint (vLLM, Ollama, LM Studio, a company proxy) through the OpenAI SDK with
 * its base URL, e.g. `http://gpu-box:8000/v1`. A user's URL goes through the SSRF-safe fetch. No
 * `response_format` is sent (not every server takes it): the prompt and the JSON repair do the work.
 */
export class CustomProvider extends OpenAiProvider {
  override readonly id = 'custom' as const;

  constructor(opts: LanguageModelOptions & { baseUrl: string; fetch?: FetchLike }) {
    super({ ...opts, jsonMode: false });
  }
}
