import { loadPlaybookConfig } from './config.js';

describe('playbook config', () => {
  it('has working defaults', () => {
    const config = loadPlaybookConfig({});
    expect(config.HEALTH_PORT).toBe(3103);
    expect(config.SCOPE_CACHE_MS).toBe(5000);
    expect(config.KPI_REMINDER_INTERVAL_MS).toBe(900_000);
    expect(config.NATS_REQUEST_TIMEOUT_MS).toBe(5000);
    expect(config.DATABASE_URL).toMatch(/^postgres:/);
  });

  it('takes 0 (off) or 1 second to a day between KPI reminder sweeps', () => {
    expect(loadPlaybookConfig({ KPI_REMINDER_INTERVAL_MS: '0' }).KPI_REMINDER_INTERVAL_MS).toBe(0);
    expect(loadPlaybookConfig({ KPI_REMINDER_INTERVAL_MS: '60000' }).KPI_REMINDER_INTERVAL_MS).toBe(60_000);
    expect(() => loadPlaybookConfig({ KPI_REMINDER_INTERVAL_MS: '10' })).toThrow(/KPI_REMINDER_INTERVAL_MS/);
  });

  it('names every bad variable', () => {
    expect(() => loadPlaybookConfig({ HEALTH_PORT: 'x', SCOPE_CACHE_MS: '-1' })).toThrow(
      /HEALTH_PORT[\s\S]*SCOPE_CACHE_MS/,
    );
  });
});
