/** Unit tests: `*.spec.ts` beside the code, pure logic, no servers. */
import base from './jest.base.config.js';
export default { ...base, testMatch: ['<rootDir>/src/**/*.spec.ts'] };
