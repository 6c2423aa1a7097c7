import { defineConfig } from '@playwright/test';
import { E2E } from './support/env.mjs';

/** Journeys in Debian's Chromium through the real SPA and the real services (started by webServer). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e-spec.ts',
  outputDir: '../test-results',
  // CI's machine has run the journeys at half the speed of a developer's (44 min against 21 for the same
  // 81 tests): a journey of 40 s here may take 90 s there, a wait of 5 s 11 s. Only a failing journey or
  // expectation waits longer.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E.baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/support/stack.mjs',
    cwd: '..',
    url: `${E2E.baseURL}/edge/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
