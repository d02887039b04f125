// `npm run bench:web`: builds the web app, starts the real server on a fresh embedded database
// with the demo data, and prints, for the login page and every main screen (each opened afresh, as
// the customer administrator or staff who uses it): the gzipped JavaScript the page loads (targets:
// login ≤ 150 kB, any other screen ≤ 250 kB), how many files, and the Lighthouse desktop
// performance and accessibility scores (targets: ≥ 95 and 100), in Debian's Chromium. A benchmark,
// not a test: it prints figures and exits 0; the machine is noisy.
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
const BACKOFFICE_BASE = `http://localhost:${PORT + 1}`;
const ADMIN = { email: 'admin@empresa.example', password: 'Quartzo#Azul47' };
const STAFF = { email: 'suporte@painel.example', password: 'Quartzo#Azul47' };
const TARGETS = { login: 150, screen: 250, performance: 95, accessibility: 100 };
/** The main screens, each as the person who uses it: a customer administrator, or staff. */
const ALL_ROUTES = [
  { label: '/ (login)', path: '/', target: TARGETS.login },
  { label: '/inicio', path: '/inicio', as: 'portal', target: TARGETS.screen },
  { label: 'usuários', path: '/grupos-e-usuarios/usuarios', as: 'portal', target: TARGETS.screen },
  { label: 'grupos', path: '/grupos-e-usuarios/grupos', as: 'portal', target: TARGETS.screen },
  { label: 'perfis de acesso', path: '/grupos-e-usuarios/perfis', as: 'portal', target: TARGETS.screen },
  { label: 'relatórios', path: '/gestao-da-conta/relatorios', as: 'portal', target: TARGETS.screen },
  {
    label: 'relatório consolidado',
    path: '/gestao-da-conta/relatorios/consumo-consolidado',
    as: 'portal',
    target: TARGETS.screen,
  },
  { label: 'consumo', path: '/gestao-da-conta/saldo-e-extrato', as: 'portal', target: TARGETS.screen },
  { label: 'pagamentos', path: '/gestao-da-conta/pagamentos', as: 'portal', target: TARGETS.screen },
  { label: 'editar perfil', path: '/gestao-da-conta/editar/perfil', as: 'portal', target: TARGETS.screen },
  { label: 'back office: clientes', path: '/clientes', as: 'backoffice', target: TARGETS.screen },
];

// BENCH_ONLY: the screens whose label contains this text (e.g. 'pagamentos'), to look at one closely;
// several texts separated by commas ('consolidado,consumo') take each screen one of them names.
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
const ROUTES = ALL_ROUTES.filter(
  (route) => only.length === 0 || only.some((text) => route.label.includes(text)),
);

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
    if (response.request().resourceType() === 'script' && response.url().startsWith(new URL(url).origin))
      scripts.add(response.url());
  });
  await page.goto(url);
  // The screen itself, not a moment of its loading: its heading shows at the address asked for
  // (networkidle alone once fired while the session check was still pending, measuring the entry only).
  const heading = page.locator('h1').first();
  await heading.waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const { pathname } = new URL(page.url());
  if (pathname !== new URL(url).pathname)
    throw new Error(`${url} foi redirecionado para ${pathname}: a medida não seria da tela pedida.`);
  if (process.env.BENCH_VERBOSE) console.log(`${pathname}: "${(await heading.textContent())?.trim()}"`);
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
  if (process.env.BENCH_VERBOSE) {
    // What the score is made of, to see what costs a screen its points.
    const audits = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ];
    console.log(
      `  lighthouse ${url}: ${audits.map((id) => `${id} ${result.lhr.audits[id].displayValue} (${result.lhr.audits[id].score})`).join(', ')}`,
    );
    const shifts = result.lhr.audits['layout-shifts']?.details?.items ?? [];
    for (const item of shifts)
      console.log(`    shift ${item.score?.toFixed(3)} ${item.node?.snippet ?? ''}`.slice(0, 240));
    const lcp =
      result.lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
    if (lcp) console.log(`    LCP element ${lcp.slice(0, 200)}`);
  }
  return {
    performance: Math.round(performance.score * 100),
    accessibility: Math.round(accessibility.score * 100),
  };
}

/** Signs in through the real form of an environment; the session's cookies. */
async function signIn(browser, base, who) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Senha', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
  const cookies = await context.cookies(base);
  await context.close();
  return cookies;
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const sessions = {
    portal: await signIn(browser, BASE, ADMIN),
    backoffice: await signIn(browser, BACKOFFICE_BASE, STAFF),
  };
  const rows = [];
  for (const route of ROUTES) {
    const cookies = route.as ? sessions[route.as] : [];
    const base = route.as === 'backoffice' ? BACKOFFICE_BASE : BASE;
    // Each screen afresh (empty cache) with the session: what a first visit to it downloads.
    const fresh = await browser.newContext();
    if (cookies.length > 0) await fresh.addCookies(cookies);
    const scripts = await scriptsLoaded(fresh, `${base}${route.path}`);
    await fresh.close();
    const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const scores = jsOnly
      ? { performance: NaN, accessibility: NaN }
      : await score(`${base}${route.path}`, cookieHeader || undefined);
    rows.push({ ...route, js: gzipKb(scripts), br: brotliKb(scripts), files: scripts.length, ...scores });
  }
  await browser.close();

  console.log('\nbench:web — JavaScript carregado (gzip) e Lighthouse desktop (Chromium do Debian)\n');
  const mark = (pass) => (pass ? '' : ' <- fora do alvo');
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(28)} JS ${`${row.js.toFixed(0)} kB`.padStart(7)} de ${row.target} kB${mark(row.js <= row.target).padEnd(16)} ${String(row.files).padStart(3)} arquivos  br ${row.br.toFixed(0).padStart(4)} kB   desempenho ${Number.isNaN(row.performance) ? '–' : row.performance}${mark(Number.isNaN(row.performance) || row.performance >= TARGETS.performance).padEnd(16)} acessibilidade ${Number.isNaN(row.accessibility) ? '–' : row.accessibility}${mark(Number.isNaN(row.accessibility) || row.accessibility >= TARGETS.accessibility)}`,
    );
  }
  console.log(
    `\nAlvos: login ≤ ${TARGETS.login} kB, demais telas ≤ ${TARGETS.screen} kB de JavaScript gzip; desempenho ≥ ${TARGETS.performance}; acessibilidade ${TARGETS.accessibility}.`,
  );
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
