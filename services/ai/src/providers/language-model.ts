import type { AiOperatorProvider } from '@icp-studio/contracts';
import { structuredCall } from './structured/structured-call.js';
import { classifyError } from './errors.js';
import { promptFor, retryMessage } from './prompts.js';
import type { AiProvider, TaskKind, TaskOf, TaskOutputs } from './provider.js';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface Completion {
  system: string;
  messages: ChatMessage[];
  /** Aborts the call when the deadline passes. */
  signal: AbortSignal;
  /** What is left of the deadline plus a little, for SDKs that take a timeout of their own (a backstop). */
  timeoutMs: number;
}

export interface LanguageModelOptions {
  model: string;
  apiKey?: string;
  baseUrl?: string;
  /** The deadline of one task, the retry of an unusable answer included (AI_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * A provider behind a language model: it asks for the task's JSON (structuredCall: repair, one retry,
 * then 502), within one deadline for the whole task (504 past it), and classifies every failure of the
 * SDK (429, 5xx, 401/403...). Subclasses only send one chat completion.
 */
/** How far past the run's deadline an SDK's own timeout is set. */
const SDK_TIMEOUT_SLACK_MS = 1000;

/** At most this many model names are answered by a connection test. */
export const MAX_LISTED_MODELS = 200;

export abstract class LanguageModelProvider implements AiProvider {
  abstract readonly id: AiOperatorProvider;
  readonly external = true;

  constructor(protected readonly opts: LanguageModelOptions) {}

  get model(): string {
    return this.opts.model;
  }

  /** One chat completion: the model's text. */
  protected abstract complete(c: Completion): Promise<string>;

  /** The first page of the provider's model list (`signal` aborts it at the deadline). */
  protected abstract fetchModels(signal: AbortSignal, timeoutMs: number): Promise<string[]>;

  /**
   * The models the provider lists: the smallest request a provider takes, which proves the URL, the
   * network path and the key (docs/product.md §10, Test connection). Failures are classified as `run`'s.
   */
  async listModels(timeoutMs = this.opts.timeoutMs): Promise<string[]> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const names = await this.fetchModels(controller.signal, timeoutMs + SDK_TIMEOUT_SLACK_MS);
      return [...new Set(names.filter((n) => typeof n === 'string' && n.trim()))].slice(0, MAX_LISTED_MODELS);
    } catch (err) {
      throw classifyError(err, timedOut);
    } finally {
      clearTimeout(timer);
    }
  }

  async run<K extends TaskKind>(task: TaskOf<K>): Promise<TaskOutputs[K]> {
    const prompt = promptFor(task);
    const controller = new AbortController();
    const deadline = Date.now() + this.opts.timeoutMs;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.opts.timeoutMs);
    try {
      const value = await structuredCall({
        schema: prompt.schema,
        coerce: prompt.coerce,
        ask: (retry) => {
          const messages: ChatMessage[] = [{ role: 'user', content: prompt.user }];
          if (retry) {
            messages.push({ role: 'assistant', content: retry.previous.slice(0, 8000) });
            messages.push({ role: 'user', content: retryMessage(retry.problem) });
          }
          return this.complete({
            system: prompt.system,
            messages,
            signal: controller.signal,
            // The SDK's own timeout is only a backstop a little past ours: the deadline is this run's
            // timer (an SDK timing out first would report a connection error, not a timeout).
            timeoutMs: Math.max(1, deadline - Date.now()) + SDK_TIMEOUT_SLACK_MS,
          });
        },
      });
      return prompt.finish(value);
    } catch (err) {
      throw classifyError(err, timedOut);
    } finally {
      clearTimeout(timer);
    }
  }
}
