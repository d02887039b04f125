/**
 * Journeys in Debian's Chromium against the real product: the same server `npm start` runs, on a
 * fresh embedded database seeded with the demo data, on ports that do not collide with a dev run.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * E2E_PORT_OFFSET moves every port, so two runs on one machine do not collide; E2E_WEB_DIST
 * serves another build of the web app than apps/web/dist.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = (base: number) => String(base + offset);
export const PORTAL = `http://localhost:${port(3100)}`;
export const BACKOFFICE = `http://localhost:${port(3101)}`;
/** A second server whose sessions last 30 s, for the expiry journey. */
export const SHORT_SESSION_PORTAL = `http://localhost:${port(3200)}`;

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'painel-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const shortDataDir = process.env.E2E_SHORT_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'painel-e2e-short-'));
process.env.E2E_SHORT_DATA_DIR = shortDataDir;

const root = path.resolve(import.meta.dirname, '..');
const serverEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT_PER_MINUTE: '600',
  // The real captcha, with a proof of work small enough for a test machine.
  CAPTCHA: 'altcha',
  ALTCHA_MAX_NUMBER: '2000',
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // Bounds for a hang, not speed targets: on a busy 2-core machine a first page load can take
  // seconds. Time a journey is about runs on page.clock, never on these.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: path.join(tmpdir(), `painel-e2e-results-${offset}`),
  use: {
    baseURL: PORTAL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: '**/payments.spec.ts' },
    // Paying lifts the demo company's non-payment block, which the other journeys expect: last.
    { name: 'chromium-payments', use: { browserName: 'chromium' }, testMatch: '**/payments.spec.ts', dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: 'npx tsx apps/api/src/server.ts',
      cwd: root,
      url: `${PORTAL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORTAL_PORT: port(3100),
        BACKOFFICE_PORT: port(3101),
        DATA_DIR: dataDir,
        // The stand-in sibling product (modules/demo-product): launches land there, signed in by SSO.
        PRODUCT_DEMO_PORT: port(3102),
        PRODUCT_URL_TEMPLATE: `http://localhost:${port(3102)}/{slug}`,
        // A deployment with a login campaign banner and a security seal (images of apps/web/public).
        LOGIN_BANNER_IMAGE_URL: '/campanha-login.svg',
        LOGIN_BANNER_LINK_URL: 'https://painel.example/campanhas/analise-360',
        SECURITY_SEAL_IMAGE_URL: '/selo-site-seguro.svg',
        SECURITY_SEAL_LINK_URL: 'https://painel.example/seguranca',
      },
    },
    {
      command: 'npx tsx apps/api/src/server.ts',
      cwd: root,
      url: `${SHORT_SESSION_PORTAL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv, PORTAL_PORT: port(3200), BACKOFFICE_PORT: port(3201), DATA_DIR: shortDataDir, SESSION_IDLE_SECONDS: '30' },
    },
  ],
});
