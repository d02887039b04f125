// `npm run bench:web` (item 7): builds the web app, starts the real server on a fresh
// embedded database with the demo data, and prints, for the login route and for /inicio:
// the gzipped JavaScript the page loads (targets: login ≤ 150 kB, /inicio ≤ 250 kB) and the
// Lighthouse desktop performance and accessibility scores (targets: ≥ 95 and 100), in Debian's
// Chromium. A benchmark, not a test: it prints figures and exits 0; the machine is noisy.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { assertChromium, chromiumArgs } from './chromium.mjs';
import { run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
// BENCH_WEB_DIST: measure an existing build instead of building apps/web/dist (e.g. a worktree's).
const dist = process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist');
const PORT = Number(process.env.BENCH_PORT ?? 3700);
const BASE = `http://localhost:${PORT}`;
const DEBUG_PORT = PORT + 10;
const ADMIN = { email: 'admin@empresa.example', password: 'Quartzo#Azul47' };
const TARGETS = { login: 150, inicio: 250, performance: 95, accessibility: 100 };

const chromiumPath = assertChromium();
if (!process.env.BENCH_WEB_DIST && (await run('npm', ['run', '--silent', 'build'])) !== 0) process.exit(1);
// BENCH_JS_ONLY: the script sizes alone, without Lighthouse (a quick check while working).
const jsOnly = Boolean(process.env.BENCH_JS_ONLY);

const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-bench-web-'));
const server = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORTAL_PORT: String(PORT),
    BACKOFFICE_PORT: String(PORT + 1),
    DATA_DIR: dataDir,
    CAPTCHA: 'altcha',
    ALTCHA_MAX_NUMBER: '2000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '600',
    WEB_DIST: dist,
  },
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('O servidor não respondeu em 120 s.');
}

/** Gzip size (level 9, as the server's pre-compressed files) of each script the page loaded. */
function gzipKb(urls) {
  let bytes = 0;
  for (const url of urls) {
    const file = path.join(dist, new URL(url).pathname);
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    if (process.env.BENCH_VERBOSE)
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} kB  ${path.basename(file)}`);
    bytes += size;
  }
  return bytes / 1024;
}

/** What the server actually sends to a browser that accepts brotli (the build's .br files). */
function brotliKb(urls) {
  let bytes = 0;
  for (const url of urls) {
    const content = readFileSync(path.join(dist, new URL(url).pathname));
    bytes += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return bytes / 1024;
}

async function scriptsLoaded(context, url) {
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(BASE))
      scripts.add(response.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return [...scripts];
}

async function score(url, cookieHeader) {
  const result = await lighthouse(
    url,
    {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookieHeader ? { extraHeaders: { Cookie: cookieHeader } } : {}),
    },
    desktopConfig,
  );
  const { performance, accessibility } = result.lhr.categories;
  return {
    performance: Math.round(performance.score * 100),
    accessibility: Math.round(accessibility.score * 100),
  };
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const guest = await browser.newContext();
  const loginScripts = await scriptsLoaded(guest, `${BASE}/`);

  // Sign in through the real form, then load /inicio afresh (empty cache) with that session.
  const signedIn = await browser.newContext();
  const page = await signedIn.newPage();
  await page.goto(`${BASE}/`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${BASE}/inicio`);
  await page.close();
  const cookies = await signedIn.cookies(BASE);
  const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const fresh = await browser.newContext();
  await fresh.addCookies(cookies);
  const homeScripts = await scriptsLoaded(fresh, `${BASE}/inicio`);

  const skipped = { performance: NaN, accessibility: NaN };
  const loginScore = jsOnly ? skipped : await score(`${BASE}/`);
  const homeScore = jsOnly ? skipped : await score(`${BASE}/inicio`, cookieHeader);
  await browser.close();

  const rows = [
    {
      rota: '/ (login)',
      js: gzipKb(loginScripts),
      br: brotliKb(loginScripts),
      alvoJs: TARGETS.login,
      ...loginScore,
      arquivos: loginScripts.length,
    },
    {
      rota: '/inicio',
      js: gzipKb(homeScripts),
      br: brotliKb(homeScripts),
      alvoJs: TARGETS.inicio,
      ...homeScore,
      arquivos: homeScripts.length,
    },
  ];
  console.log('\nbench:web — JavaScript carregado (gzip) e Lighthouse desktop (Chromium do Debian)\n');
  for (const row of rows) {
    const ok = (value, pass) => `${value}${pass ? '' : '  <- fora do alvo'}`;
    console.log(`${row.rota}`);
    console.log(
      `  JS gzip:        ${ok(`${row.js.toFixed(1)} kB de ${row.alvoJs} kB (${(row.js / row.alvoJs).toFixed(2)} do alvo, ${row.arquivos} arquivos)`, row.js <= row.alvoJs)}`,
    );
    console.log(`  JS brotli:      ${row.br.toFixed(1)} kB (o que o servidor envia a navegadores com br)`);
    console.log(
      `  desempenho:     ${ok(`${row.performance} (alvo ≥ ${TARGETS.performance})`, row.performance >= TARGETS.performance)}`,
    );
    console.log(
      `  acessibilidade: ${ok(`${row.accessibility} (alvo ${TARGETS.accessibility})`, row.accessibility >= TARGETS.accessibility)}`,
    );
  }
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
