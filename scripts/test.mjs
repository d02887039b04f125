// `npm test`: every check, in the order that fails fastest. Nothing is skipped silently; the last
// line is the plain tally CI reads ("Testes: N passed, N failed").
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertChromium } from './chromium.mjs';
import { counts, run } from './run.mjs';
import { postgresUrl } from './postgres.mjs';

assertChromium();
const reports = mkdtempSync(path.join(tmpdir(), 'painel-reports-'));
const steps = [];
let passed = 0;
let failed = 0;

async function step(name, command, args, env = {}, report) {
  console.log(`\n━━ ${name} ━━`);
  const code = await run(command, args, env);
  steps.push({ name, ok: code === 0 });
  if (report) {
    const c = counts(report);
    passed += c.passed;
    failed += c.failed;
    if (code !== 0 && c.failed === 0) failed += 1; // a crash before any test counts as a failure
  } else if (code !== 0) {
    failed += 1;
  }
}

const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`];

await step('Tipos (tsc)', 'npm', ['run', '--silent', 'typecheck']);
await step('Lint (eslint)', 'npm', ['run', '--silent', 'lint']);
await step(
  'Unitários: domínio (Node e Chromium), contratos, web',
  'npx',
  ['vitest', 'run', '--project', 'domain-node', '--project', 'domain-browser', '--project', 'contracts', '--project', 'web', ...vitestReport('unit')],
  {},
  path.join(reports, 'unit.json'),
);
await step('API no PGlite', 'npx', ['vitest', 'run', '--project', 'api', ...vitestReport('api-pglite')], { TEST_DB: 'pglite' }, path.join(reports, 'api-pglite.json'));

const pg = await postgresUrl();
if (pg) {
  await step('API no PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api', ...vitestReport('api-postgres')], { TEST_DB: 'postgres', TEST_DATABASE_URL: pg }, path.join(reports, 'api-postgres.json'));
} else {
  console.log('\n━━ API no PostgreSQL ━━\nNENHUM servidor PostgreSQL respondeu (TEST_DATABASE_URL ou 127.0.0.1:5432): esta etapa NÃO rodou.');
  steps.push({ name: 'API no PostgreSQL (sem servidor)', ok: true, skipped: true });
}

await step('Build (web, API)', 'npm', ['run', '--silent', 'build']);
await step('Jornadas no Chromium (Playwright)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') }, path.join(reports, 'e2e.json'));

console.log('\n━━ Resumo ━━');
for (const s of steps) console.log(`${s.skipped ? '○' : s.ok ? '✓' : '✗'} ${s.name}`);
console.log(`Testes: ${passed} passed, ${failed} failed`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
