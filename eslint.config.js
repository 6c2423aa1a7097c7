import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/*
 * One skeleton for every service (docs/developing.md, "Layout"): file and folder names are kebab-case,
 * and a dotted name says what the file is, from one set of roles. A file with no role suffix is a
 * plain helper module (`completion.ts`, `url-guard.ts`). Migrations keep TypeORM's `<timestamp>-<Name>.ts`.
 */
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';
export const SOURCE_ROLES = [
  'controller',
  'service',
  'repository',
  'rules',
  'events',
  'entity',
  'mapper',
  'module',
  'processor',
  'queue',
  'middleware',
  'guard',
  'strategy',
  'config',
];
const SOURCE_FILE = `${KEBAB}?(.@(${SOURCE_ROLES.join('|')}))?(.spec)`;
const TEST_FILE = `${KEBAB}?(.integration-spec)`;
const MIGRATION_FILE = '+([0-9])-+([a-zA-Z0-9-])';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.prerender/**',
      '.run/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A component stays readable: no function of the SPA over 250 lines (web/README.md, "Forms and wizards").
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 250 }] },
  },
  {
    // The web app's layers: a feature never imports another feature nor the app shell; the shared
    // folders (components, hooks, lib) import no feature and not the app. Features are composed in
    // web/src/app (its routes). web/src/test, the test harness, renders the whole app.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones() }],
    },
  },
  {
    // Nest resolves constructor injection from emitted metadata: such imports must stay value imports.
    files: ['services/**/*.ts', 'libs/service-kit/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Repositories hold the SQL: the rest of a service's code reaches the database only through an
    // `<entity>.repository.ts` (docs/developing.md, "Rules"). Outside the rule: the repositories,
    // migrations, and the wiring in app.ts / worker-app.ts / infra/ (DataSource set-up, `SELECT 1` probes).
    files: ['services/*/src/**/*.ts'],
    ignores: [
      'services/*/src/**/*.repository.ts',
      'services/*/src/infra/**',
      'services/*/src/app.ts',
      'services/*/src/app.module.ts',
      'services/*/src/migrate.ts',
      'services/*/src/**/worker-app.ts',
      'services/*/src/**/*.spec.ts',
      'services/*/src/**/*.integration-spec.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'typeorm',
              importNames: ['DataSource', 'EntityManager', 'Repository'],
              message: 'Services reach the database through a repository (<entity>.repository.ts).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(query|createQueryBuilder|getRepository|transaction)$/]',
          message: 'SQL and TypeORM calls belong in a repository (<entity>.repository.ts).',
        },
      ],
    },
  },
  {
    // The service skeleton's names (docs/developing.md, "Layout").
    files: ['services/*/{src,test}/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/folder-naming-convention': ['error', { 'services/*/{src,test}/**/': 'KEBAB_CASE' }],
      'check-file/filename-naming-convention': [
        'error',
        {
          'services/*/src/infra/migrations/*.ts': MIGRATION_FILE,
          'services/*/src/!(infra)/**/*.ts': SOURCE_FILE,
          'services/*/src/*.ts': SOURCE_FILE,
          'services/*/src/infra/*.ts': SOURCE_FILE,
          'services/*/test/**/*.ts': TEST_FILE,
        },
        {
          errorMessage:
            '"{{ target }}": name it <kebab-name>[.<role>][.spec].ts in src/, <kebab-name>[.integration-spec].ts in test/, <timestamp>-<Name>.ts in migrations/ (the roles: docs/developing.md, "Layout")',
        },
      ],
      'check-file/filename-blocklist': [
        'error',
        {
          'services/*/src/**/*-rules.ts': '*.rules.ts',
          'services/*/src/**/rules.ts': '*.rules.ts',
          'services/*/src/**/*-events.ts': '*.events.ts',
          'services/*/src/**/events.ts': '*.events.ts',
          'services/*/src/**/db.ts': '**/infra/database.ts',
        },
      ],
      // Unit specs run from src/ (jest.unit.config.js), integration specs from test/ only.
      'check-file/folder-match-with-fex': [
        'error',
        { '*.integration-spec.ts': 'services/*/test/**', '*.spec.ts': 'services/*/src/**' },
      ],
    },
  },
);

/** One zone a feature: web/src/features/X may import nothing from another feature nor from the app. */
function webZones() {
  const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((name) => ({
      target: `./web/src/features/${name}`,
      from: './web/src/features',
      except: [`./${name}`],
      message:
        'A feature imports no other feature: move the shared piece to components/, hooks/ or lib/, or compose the two in app/.',
    })),
    {
      target: './web/src/features',
      from: './web/src/app',
      message: 'Features do not import the app shell.',
    },
    {
      target: ['./web/src/components', './web/src/hooks', './web/src/lib'],
      from: ['./web/src/features', './web/src/app'],
      message: 'Shared code imports no feature and not the app.',
    },
  ];
}
