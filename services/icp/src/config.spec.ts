import { loadConfig } from '@icp-studio/service-kit';
import { icpConfigSchema } from './config.js';

describe('icp configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig(icpConfigSchema, {})).toMatchObject({
      HEALTH_PORT: 3102,
      SCOPE_CACHE_MS: 5000,
      NATS_REQUEST_TIMEOUT_MS: 5000,
      NATS_URL: 'nats://127.0.0.1:4222',
      SCORE_REFRESH_ENABLED: true,
      SCORE_WORKER_CONCURRENCY: 4,
    });
  });

  it('turns the re-score after a save off with SCORE_REFRESH_ENABLED=false', () => {
    expect(loadConfig(icpConfigSchema, { SCORE_REFRESH_ENABLED: 'false' }).SCORE_REFRESH_ENABLED).toBe(false);
    expect(loadConfig(icpConfigSchema, { SCORE_REFRESH_ENABLED: 'true' }).SCORE_REFRESH_ENABLED).toBe(true);
  });

  it('reads numbers from the environment', () => {
    expect(loadConfig(icpConfigSchema, { SCOPE_CACHE_MS: '0', HEALTH_PORT: '0' })).toMatchObject({
      SCOPE_CACHE_MS: 0,
      HEALTH_PORT: 0,
    });
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig(icpConfigSchema, { SCOPE_CACHE_MS: 'soon', HEALTH_PORT: '70000' })).toThrow(
      /HEALTH_PORT[\s\S]*SCOPE_CACHE_MS|SCOPE_CACHE_MS[\s\S]*HEALTH_PORT/,
    );
  });
});
