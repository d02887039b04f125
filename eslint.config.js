// Lint, and the import directions of STYLE.md held by the linter rather than by prose:
// web -> contracts -> domain, api -> contracts -> domain; apps never import each other;
// a web feature never imports another feature (compose them in app/).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['@painel/api', '@painel/web', '**/apps/*', '../../apps/*'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
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
    files: ['packages/domain/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@painel/contracts', '@painel/api', '@painel/web', '**/contracts/**', '**/apps/**'], message: 'domain is the bottom layer: it imports nothing of ours.' },
          { group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'fastify', 'kysely', 'zod'], message: 'domain is pure: no I/O, no framework, runs unchanged in Node and the browser.' },
        ],
      }],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: [...apps], message: 'contracts import domain only.' },
          { group: ['node:*', 'react', 'fastify', 'kysely'], message: 'contracts are shared by the browser and the API: no I/O.' },
        ],
      }],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@painel/web', '**/apps/web/**', '../../web/**'], message: 'apps never import each other.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@painel/api', '**/apps/api/**', '../../api/**'], message: 'apps never import each other.' },
        ],
      }],
    },
  },
  {
    // A feature may not reach into another feature; app/ composes them.
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@painel/api', '**/apps/api/**'], message: 'apps never import each other.' },
          { group: ['../../*/**', '!../../../**', '@/features/*'], message: 'features never import each other: compose them in app/.' },
        ],
      }],
    },
  },
);
