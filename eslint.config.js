import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
);
