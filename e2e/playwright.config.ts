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
 * Journeys run on E2E_WORKERS Playwright workers (default 2, one per core of this machine kind;
 * all 66 green in 11:21 with the load average at 16), each against its own servers and its own
 * fresh database, so no journey sees another worker's leftovers. The runner starts one set
 * of servers per worker (webServer below); in a worker, TEST_PARALLEL_INDEX (Playwright's, 0 to
 * workers - 1) picks that worker's ports, so PORTAL and the others below are the worker's own.
 * Files are spread over the workers; the tests of one file run in order on one worker.
 *
 * E2E_PORT_OFFSET moves every port, so two runs on one machine do not collide; E2E_WEB_DIST
 * serves another build of the web app than apps/web/dist.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ownSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** Worker `slot`'s ports are the base ports + 10 × slot. */
const port = (base: number, slot = ownSlot) => String(base + offset + 10 * slot);
export const PORTAL = `http://localhost:${port(3100)}`;
export const BACKOFFICE = `http://localhost:${port(3101)}`;
/** A second server whose sessions last 30 s, for the expiry journey. */
export const SHORT_SESSION_PORTAL = `http://localhost:${port(3200)}`;

// One folder per run (inherited by the workers): the seeded template (scripts/e2e-server.mjs) and
// a copy of it per server.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'painel-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

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
  workers,
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
    // As people who ask their system for less motion: no frames drawn for transitions and ripples
    // (a fifth less CPU over a run, on a machine where Chromium takes most of it). shell.spec.ts
    // checks both settings.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: ['**/payments.spec.ts', '**/boleto.spec.ts'],
    },
    // Paying lifts the demo company's non-payment block, which the other journeys expect: last,
    // boletos first (they leave the newest invoice for PIX, which lifts the block).
    {
      name: 'chromium-boleto',
      use: { browserName: 'chromium' },
      testMatch: '**/boleto.spec.ts',
      dependencies: ['chromium'],
    },
    {
      name: 'chromium-payments',
      use: { browserName: 'chromium' },
      testMatch: '**/payments.spec.ts',
      dependencies: ['chromium-boleto'],
    },
  ],
  webServer: Array.from({ length: workers }, (_, slot) => [
    {
      command: 'node scripts/e2e-server.mjs',
      cwd: root,
      url: `http://localhost:${port(3100, slot)}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        ...serverEnv,
        PORTAL_PORT: port(3100, slot),
        BACKOFFICE_PORT: port(3101, slot),
        DATA_DIR: path.join(dataDir, `worker-${slot}`),
        // The stand-in sibling product (modules/demo-product): launches land there, signed in by SSO.
        PRODUCT_DEMO_PORT: port(3102, slot),
        PRODUCT_URL_TEMPLATE: `http://localhost:${port(3102, slot)}/{slug}`,
        // PIX through the demo's stand-in PSP (API Pix) on the portal's own port (pix.config.ts).
        PIX_API_URL: `http://localhost:${port(3100, slot)}/api/demo/pix`,
        PIX_WEBHOOK_URL: `http://localhost:${port(3100, slot)}/api/payments/pix/webhook`,
        // A deployment with a login campaign banner and a security seal (images of apps/web/public).
        LOGIN_BANNER_IMAGE_URL: '/campanha-login.svg',
        LOGIN_BANNER_LINK_URL: 'https://painel.example/campanhas/analise-360',
        SECURITY_SEAL_IMAGE_URL: '/selo-site-seguro.svg',
        SECURITY_SEAL_LINK_URL: 'https://painel.example/seguranca',
      },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      cwd: root,
      url: `http://localhost:${port(3200, slot)}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        ...serverEnv,
        PORTAL_PORT: port(3200, slot),
        BACKOFFICE_PORT: port(3201, slot),
        DATA_DIR: path.join(dataDir, `worker-${slot}-short`),
        SESSION_IDLE_SECONDS: '30',
      },
    },
  ]).flat(),
});
