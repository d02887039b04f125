/**
 * Test projects. Domain rules run twice, in Node and in real Chromium, because both the API and
 * the browser execute them. Playwright journeys (e2e/) are not vitest's.
 *
 * The API suite (project `api`) runs on the database production uses, PostgreSQL (TEST_DB=postgres,
 * whole suite), and again on PGlite only for what can differ between the two databases. The file
 * name says which:
 * - `*.test.ts`: PostgreSQL run (or PGlite when no server answers: scripts/postgres.mjs);
 * - `*.both.test.ts`: on PGlite too — migrations, type parsers, locking and concurrency,
 *   COPY/streaming, the embedded start-up (TEST_DB=pglite TEST_API_FILES=both runs only these);
 * - `*.postgres.test.ts`: PostgreSQL only (what an in-process database cannot show);
 * - `*.pglite.test.ts`: PGlite only (the embedded database's own tools: backup and restore).
 */
import { readFileSync, globSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * Web test files share one module graph per worker (isolate: false: jsdom, React and MUI are loaded
 * once, not once per file; 95 files in 3:10 instead of 7:03). Whatever a module keeps between calls
 * (the API interceptor, the server clock, storage, cookies) is put back after every test in
 * setup.ts. Files that replace a module with vi.mock run isolated, in their own project (web-isolated).
 */
const webTests = 'src/**/*.test.{ts,tsx}';
const webMocking = globSync(webTests, { cwd: 'apps/web' }).filter((file) =>
  /\bvi\.(do)?mock\(/.test(readFileSync(`apps/web/${file}`, 'utf8')),
);
const webProject = {
  plugins: [react()],
  test: {
    root: 'apps/web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A bound for a hang, above Testing Library's own (setup.ts), so its message is the one seen.
    testTimeout: 120_000,
  },
};
const webShared = { ...webProject, test: { ...webProject.test, isolate: false } };

export default defineConfig({
  test: {
    // Every core: vitest's default leaves one to its main process, which idles while workers run.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain-node',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'domain-browser',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      { ...webShared, test: { ...webShared.test, name: 'web', include: [webTests], exclude: webMocking } },
      {
        ...webProject,
        test: {
          ...webProject.test,
          name: 'web-isolated',
          include: webMocking.length ? webMocking : ['none'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          // TEST_API_FILES=both: the PGlite pass of a run that also had PostgreSQL (see the top).
          include:
            process.env.TEST_API_FILES === 'both'
              ? ['src/**/*.both.test.ts', 'src/**/*.pglite.test.ts']
              : ['src/**/*.test.ts'],
          // What only a PostgreSQL server can show (two processes on one database) runs in that run only.
          exclude:
            process.env.TEST_DB === 'postgres' ? ['src/**/*.pglite.test.ts'] : ['src/**/*.postgres.test.ts'],
          environment: 'node',
          // The app's modules are imported once per worker, not once per file (that import cost as
          // much as the tests). Safe because each file builds its own app on its own database
          // (test/harness.ts) and the app keeps no module-level state but caches keyed by database.
          isolate: false,
          globalSetup: ['./src/test/global-setup.ts'],
          // Bounds for a hang, not speed targets: a busy 2-core machine runs a real database several times slower.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
