import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import size from './eslint/function-size.js';

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

/**
 * Each service's feature folders (services/<name>/src/<feature>/), lowest layer first. A feature may
 * import the features of the layers below its own; infra/ and events/ are not features (the wiring and
 * the published events: every feature may import them). A folder missing here fails the lint run.
 */
export const SERVICE_LAYERS = {
  admin: [['admin']],
  ai: [['ssrf'], ['providers'], ['settings'], ['suggestions'], ['analysis', 'generation']],
  auth: [
    ['access', 'secrets'],
    ['mail'],
    ['users'],
    ['credentials'],
    ['notifications'],
    ['assignments'],
    ['password-reset'],
    ['account'],
  ],
  gateway: [
    ['common'],
    ['rate-limit', 'session'],
    ['auth', 'evidence-uploads', 'exports', 'health', 'list-exports', 'ops', 'routes', 'shares'],
  ],
  icp: [
    ['access', 'rubric'],
    ['drafts'],
    ['history'],
    ['icps'],
    ['scoring'],
    ['account', 'evidence', 'shares'],
  ],
  pdf: [['render'], ['templates'], ['docx'], ['jobs']],
  playbook: [
    ['access'],
    ['history'],
    ['playbooks'],
    ['notes'],
    ['kpis'],
    ['account', 'approvals', 'reviews', 'shares', 'templates'],
  ],
  realtime: [['access'], ['ws']],
};

/**
 * The imports against the layers that stay for now, each with why: `[service, importing feature, imported
 * file (from src/)]`. Fix one by moving the shared piece down into a layer both can import, then drop it here.
 */
export const LAYER_EXCEPTIONS = [
  // auth: who may see whom (access) reads the users and assignments tables through their repositories,
  // which themselves filter with access.rules.ts; splitting the scope queries out is the way down.
  ['auth', 'access', 'assignments/assignments.service.ts'],
  ['auth', 'access', 'assignments/assignments.repository.ts'],
  ['auth', 'access', 'users/users.repository.ts'],
  // auth: the users' query joins the assignments.
  ['auth', 'users', 'assignments/assignment.entity.ts'],
  // icp: a profile's history checks read access through the profiles' service.
  ['icp', 'history', 'icps/icps.service.ts'],
  // icp: a profile's save queues a score refresh (the queue reads the profiles back when it runs).
  ['icp', 'icps', 'scoring/score-refresh.queue.ts'],
  // playbook: a playbook's history checks read access through the playbooks' service.
  ['playbook', 'history', 'playbooks/playbooks.service.ts'],
  // playbook: a playbook's answer carries its KPIs' actuals and statuses.
  ['playbook', 'playbooks', 'kpis/kpi-actuals.repository.ts'],
  ['playbook', 'playbooks', 'kpis/kpi-statuses.ts'],
  // realtime: access checks name rooms as the socket protocol spells them.
  ['realtime', 'access', 'ws/protocol.ts'],
];

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
  { plugins: { size } },
  {
    // Function size (docs/developing.md, "Function size"): a warning over 150 lines, an error over 250
    // unless eslint/size-ratchet.json lists the function (at most at its size). Test files' describe
    // blocks are lists of tests, not functions to split. `npm run lint` leaves the warning to editors.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.spec.ts', '**/*.integration-spec.ts', '**/*.test.{ts,tsx,mjs}', '**/*.e2e-spec.ts'],
    rules: { 'size/function-size': ['error', 'limit'], 'size/long-function': ['warn', 'warn'] },
  },
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
    // No import cycles in the services and libs either (as in web/src above).
    files: ['services/*/src/**/*.ts', 'libs/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['services/*/tsconfig.json', 'libs/*/tsconfig.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // A service's feature folders in layers (SERVICE_LAYERS below; docs/developing.md, "Layout"): a feature
    // imports infra/, events/, config.ts and the features of lower layers, never one of its own layer or
    // above, except the imports listed in LAYER_EXCEPTIONS. Unit specs may assemble several features.
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/*/src/**/*.spec.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['services/*/tsconfig.json', 'libs/*/tsconfig.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serviceZones() }],
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

/** The zones of SERVICE_LAYERS: one a (feature, feature of its layer or above) pair. */
function serviceZones() {
  const zones = [];
  for (const service of readdirSync(new URL('./services', import.meta.url))) {
    const layers = SERVICE_LAYERS[service];
    const src = new URL(`./services/${service}/src/`, import.meta.url);
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['infra', 'events'].includes(entry.name))
      .map((entry) => entry.name);
    const layerOf = new Map((layers ?? []).flatMap((layer, i) => layer.map((name) => [name, i])));
    const missing = folders.filter((name) => !layerOf.has(name));
    if (missing.length > 0) {
      throw new Error(
        `eslint.config.js: add services/${service}/src/{${missing.join(',')}} to SERVICE_LAYERS`,
      );
    }
    for (const feature of folders) {
      for (const other of folders) {
        if (other === feature || layerOf.get(other) < layerOf.get(feature)) continue;
        zones.push({
          target: `./services/${service}/src/${feature}`,
          from: `./services/${service}/src/${other}`,
          except: LAYER_EXCEPTIONS.filter(
            ([s, f, file]) => s === service && f === feature && file.startsWith(`${other}/`),
          ).map(([, , file]) => `./${file.slice(other.length + 1)}`),
          message: `${feature}/ is below or beside ${other}/ in SERVICE_LAYERS (eslint.config.js): move the shared piece down into a layer both can import (docs/developing.md, "Layout").`,
        });
      }
    }
  }
  return zones;
}
