// Lint, and the import directions of STYLE.md held by the linter rather than by prose:
// web -> contracts -> domain, api -> contracts -> domain; apps never import each other;
// a web feature never imports another feature (compose them in app/); shared web code
// (components/, lib/) never imports a feature or app/; no module imports itself in a cycle;
// in the API, core/ imports no module and a module reaches another through its service.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['@painel/api', '@painel/web', '**/apps/*', '../../apps/*'];

// A zone per web feature: no other feature's folder. Zones match resolved paths, so they hold
// for a file at any depth.
const featuresDir = './apps/web/src/features';
const featureZones = readdirSync(new URL(featuresDir, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${featuresDir}/${name}`,
    from: featuresDir,
    except: [`./${name}`],
    message: 'features never import each other: compose them in app/.',
  }));
/** app/ composes the features; their tests (and test helpers) may render inside its providers. */
const appZone = {
  target: featuresDir,
  from: './apps/web/src/app',
  message: 'app/ composes the features; a feature never imports it.',
};
const webTests = ['**/*.test.{ts,tsx}', 'apps/web/src/features/*/testing/**'];

/** The API's modules (apps/api/src/modules/<name>), each kept from the others' SQL. */
const apiModules = readdirSync(new URL('apps/api/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // A cycle, lazy import() included, makes the load order decide what a module sees.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@painel/contracts', '@painel/api', '@painel/web', '**/contracts/**', '**/apps/**'],
              message: 'domain is the bottom layer: it imports nothing of ours.',
            },
            {
              group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'fastify', 'kysely', 'zod'],
              message: 'domain is pure: no I/O, no framework, runs unchanged in Node and the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...apps], message: 'contracts import domain only.' },
            {
              group: ['node:*', 'react', 'fastify', 'kysely'],
              message: 'contracts are shared by the browser and the API: no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@painel/web', '**/apps/web/**', '../../web/**'],
              message: 'apps never import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    // core/ is the API's bottom layer (guard, authentication, session cookie, audit writer): every
    // module builds on it, so it imports none. Its tests drive the whole app and may seed through modules.
    files: ['apps/api/src/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './apps/api/src/core',
              from: './apps/api/src/modules',
              message: 'core/ is the bottom layer of the API: it never imports a module.',
            },
          ],
        },
      ],
    },
  },
  {
    // A module's repository is its own SQL: another module goes through that module's service, so
    // the rules around a write (audit, cache, transaction) cannot be skipped. Tests included.
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: apiModules.map((name) => ({
            target: `./apps/api/src/modules/${name}/**`,
            from: `./apps/api/src/modules/!(${name})/**/*.repository.ts`,
            message: `modules/${name} may not read another module's repository: call that module's service.`,
          })),
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@painel/api', '**/apps/api/**', '../../api/**'],
              message: 'apps never import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared web code (components/, lib/) serves every feature, so it may know none of them, nor
    // the app that composes them. A feature reaches into no other feature (its tests included)
    // and not into app/ (its tests may render inside the app's providers).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: webTests,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message:
                'shared code (components/, lib/) never imports a feature or app/: pass what it needs in.',
            },
            ...featureZones,
            appZone,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.test.{ts,tsx}', 'apps/web/src/features/*/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    // Access rules live once, in packages/domain policies.ts: routes declare access.*(policies.x.y),
    // screens ask useAllowed(policies.x.y) or canOpenRoute. Keys written again here drift apart.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/modules/**/*.routes.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@painel/domain'] > ImportSpecifier[imported.name=/^(PERMISSIONS|hasPermission)$/]",
          message:
            'name a policy (packages/domain policies.ts): access.*(policies.x.y) in a route, useAllowed(policies.x.y) in a screen.',
        },
      ],
    },
  },
);
