import { loadPlaybookConfig } from './config.js';

describe('playbook config', () => {
  it('has working defaults', () => {
    const config = loadPlaybookConfig({});
    expect(config.HEALTH_PORT).toBe(3103);
    expect(config.SCOPE_CACHE_MS).toBe(5000);
    expect(config.NATS_REQUEST_TIMEOUT_MS).toBe(5000);
    expect(config.DATABASE_URL).toMatch(/^postgres:/);
  });

  it('names every bad variable', () => {
    expect(() => loadPlaybookConfig({ HEALTH_PORT: 'x', SCOPE_CACHE_MS: '-1' })).toThrow(
      /HEALTH_PORT[\s\S]*SCOPE_CACHE_MS/,
    );
  });
});
