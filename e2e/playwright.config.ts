/**
 * Journeys in Debian's Chromium against the real product: the same server `npm start` runs, on a
 * fresh embedded database seeded with the demo data, on ports that do not collide with a dev run.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

export const PORTAL = 'http://localhost:3100';
export const BACKOFFICE = 'http://localhost:3101';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'painel-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: path.join(tmpdir(), 'painel-e2e-results'),
  use: {
    baseURL: PORTAL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx apps/api/src/server.ts',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${PORTAL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORTAL_PORT: '3100',
      BACKOFFICE_PORT: '3101',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '600',
    },
  },
});
