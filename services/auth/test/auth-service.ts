/**
 * The real auth service for any service's tests, on the test kit: started in-process on the run's
 * database and stopped at its teardown. The seeded admin signs in with TEST_ADMIN_EMAIL / TEST_PASSWORD
 * (`People.signIn`); `env` adds or overrides (SCOPE_CACHE_MS, SMTP_URL, another ADMIN_EMAIL).
 */
import type { ServiceHandle } from '@icp-studio/service-kit';
import { TEST_ADMIN_EMAIL, TEST_PASSWORD, type TestRun } from '@icp-studio/service-kit/testing';
import { startAuthService } from '../src/app.js';
import { authConfigSchema } from '../src/config.js';

export function startTestAuth(run: TestRun, env: Record<string, string> = {}): Promise<ServiceHandle> {
  const config = authConfigSchema.parse(
    run.env({
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_PASSWORD,
      APP_URL: 'http://app.test',
      ...env,
    }),
  );
  return run.start(() => startAuthService(config, { handleSignals: false }));
}
