import { availableParallelism } from 'node:os';
import { loadPdfConfig } from './config.js';

describe('pdf worker config', () => {
  it('has working defaults: a page and a job slot per core', () => {
    const config = loadPdfConfig({});
    expect(config.HEALTH_PORT).toBe(3106);
    expect(config.PDF_POOL_SIZE).toBe(availableParallelism());
    expect(config.QUEUE_PREFIX).toBe('icp');
    expect(config.CHROMIUM_PATH).toBe('/usr/bin/chromium');
    expect(config.PDF_RESULT_TTL_SECONDS).toBe(120);
    expect(config.PDF_LOCK_DURATION_MS).toBe(10_000);
    expect(config.PDF_STALLED_INTERVAL_MS).toBe(5000);
    expect(config.PDF_TEST_DELAY_MS).toBe(0);
    expect(loadPdfConfig({ PDF_POOL_SIZE: '' }).PDF_POOL_SIZE).toBe(availableParallelism());
    expect(loadPdfConfig({ PDF_POOL_SIZE: '3' }).PDF_POOL_SIZE).toBe(3);
  });

  it('names every bad variable', () => {
    expect(() => loadPdfConfig({ PDF_POOL_SIZE: '0', HEALTH_PORT: 'x' })).toThrow(
      /HEALTH_PORT[\s\S]*PDF_POOL_SIZE|PDF_POOL_SIZE[\s\S]*HEALTH_PORT/,
    );
  });

  it('refuses the test-only render delay in production', () => {
    expect(() => loadPdfConfig({ NODE_ENV: 'production', PDF_TEST_DELAY_MS: '500' })).toThrow(
      /PDF_TEST_DELAY_MS/,
    );
    expect(loadPdfConfig({ NODE_ENV: 'test', PDF_TEST_DELAY_MS: '500' }).PDF_TEST_DELAY_MS).toBe(500);
  });
});
