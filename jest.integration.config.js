/** Integration tests: `*.integration-spec.ts`, against real PostgreSQL, Redis and NATS. */
import base from './jest.base.config.js';
export default {
  ...base,
  testMatch: ['<rootDir>/src/**/*.integration-spec.ts', '<rootDir>/test/**/*.integration-spec.ts'],
  testTimeout: 60000,
  maxWorkers: 1,
};
