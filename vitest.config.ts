/**
 * Test projects. Domain rules run twice, in Node and in real Chromium, because both the API and
 * the browser execute them. The API suite is a separate project started by scripts/test-api.mjs,
 * once per database. Playwright journeys (e2e/) are not vitest's.
 */
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

export default defineConfig({
  test: {
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
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // A bound for a hang, above Testing Library's own (setup.ts), so its message is the one seen.
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          // What only a PostgreSQL server can show (two processes on one database) runs in that run only.
          exclude: process.env.TEST_DB === 'postgres' ? [] : ['src/**/*.postgres.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          // Bounds for a hang, not speed targets: a busy 2-core machine runs a real database several times slower.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
