import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
const root = dirname(fileURLToPath(import.meta.url));

/** Shared by every backend workspace: TypeScript through swc (with decorator metadata), native ESM. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '^@icp-studio/contracts$': join(root, 'libs/contracts/src/index.ts'),
    '^@icp-studio/contracts/http$': join(root, 'libs/contracts/src/http/index.ts'),
    '^@icp-studio/service-kit$': join(root, 'libs/service-kit/src/index.ts'),
    '^@icp-studio/service-kit/testing$': join(root, 'libs/service-kit/src/testing/index.ts'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  passWithNoTests: true,
};
