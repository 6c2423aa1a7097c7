import { randomBytes } from 'node:crypto';
import { encryptionKey, loadAiConfig, loadAiWorkerConfig } from './config.js';

describe('ai configuration', () => {
  it('has working defaults: the offline engine, the model lists of docs/product.md §10', () => {
    const c = loadAiConfig({});
    expect(c).toMatchObject({
      HEALTH_PORT: 3104,
      AI_PROVIDER: 'builtin',
      AI_TIMEOUT_MS: 30_000,
      AI_ALLOW_PRIVATE_URLS: false,
      AI_RATE_LIMIT_PER_MINUTE: 30,
      QUEUE_PREFIX: 'icp',
      AI_MODELS_OPENAI: ['gpt-5', 'gpt-5-mini', 'gpt-4.1', 'gpt-4o'],
      AI_MODELS_GEMINI: ['gemini-2.5-flash', 'gemini-2.5-pro'],
    });
    expect(c.AI_MODELS_ANTHROPIC).toHaveLength(2);
    expect(loadAiWorkerConfig({}).HEALTH_PORT).toBe(3114);
    expect(encryptionKey(c)).toHaveLength(32);
  });

  it('reads the operator provider, model lists and switches', () => {
    const key = randomBytes(32).toString('base64');
    const c = loadAiConfig({
      AI_PROVIDER: 'custom',
      AI_BASE_URL: 'http://vllm.internal:8000/v1',
      AI_MODEL: 'llama',
      AI_ALLOW_PRIVATE_URLS: 'true',
      AI_MODELS_OPENAI: ' gpt-x , gpt-y ',
      AI_ENCRYPTION_KEY: key,
    });
    expect(c).toMatchObject({ AI_PROVIDER: 'custom', AI_MODEL: 'llama', AI_ALLOW_PRIVATE_URLS: true });
    expect(c.AI_MODELS_OPENAI).toEqual(['gpt-x', 'gpt-y']);
    expect(encryptionKey(c).toString('base64')).toBe(key);
  });

  it('names every bad variable at once', () => {
    expect(() =>
      loadAiConfig({
        NODE_ENV: 'production',
        AI_PROVIDER: 'openai',
        AI_TIMEOUT_MS: 'soon',
      }),
    ).toThrow(/AI_TIMEOUT_MS/);
    let message = '';
    try {
      loadAiConfig({ NODE_ENV: 'production', AI_PROVIDER: 'openai', AI_ENCRYPTION_KEY: 'short' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/AI_ENCRYPTION_KEY: AI_ENCRYPTION_KEY must be 32 bytes in base64/);
    expect(() => loadAiConfig({ AI_PROVIDER: 'openai' })).toThrow(
      /AI_API_KEY is required when AI_PROVIDER=openai/,
    );
    expect(() => loadAiConfig({ AI_PROVIDER: 'custom' })).toThrow(/AI_BASE_URL is required/);
    expect(() => loadAiConfig({ AI_PROVIDER: 'skynet' })).toThrow(/AI_PROVIDER/);
  });
});
