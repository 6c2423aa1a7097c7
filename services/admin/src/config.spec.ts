import { loadAdminConfig } from './config.js';

describe('admin config', () => {
  it('has working defaults', () => {
    const config = loadAdminConfig({});
    expect(config.HEALTH_PORT).toBe(3105);
    expect(config.NATS_REQUEST_TIMEOUT_MS).toBe(5000);
    expect(config.NATS_URL).toMatch(/^nats:/);
  });

  it('names every bad variable', () => {
    expect(() => loadAdminConfig({ HEALTH_PORT: 'x', NATS_REQUEST_TIMEOUT_MS: '1' })).toThrow(
      /(?=[\s\S]*HEALTH_PORT)(?=[\s\S]*NATS_REQUEST_TIMEOUT_MS)/,
    );
  });
});
