// `npm test`: every check, in the order that fails fastest. Nothing is skipped silently; the summary
// gives each stage's wall time and its last line is the plain tally CI reads
// ("Testes: N passed, N failed").
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertChromium } from './chromium.mjs';
import { counts, run } from './run.mjs';
import { postgresUrl } from './postgres.mjs';

const begun = performance.now();
assertChromium();
const reports = mkdtempSync(path.join(tmpdir(), 'painel-reports-'));
const steps = [];
let passed = 0;
let failed = 0;

async function step(name, command, args, env = {}, report) {
  console.log(`\n━━ ${name} ━━`);
  const started = performance.now();
  const code = await run(command, args, env);
  const seconds = (performance.now() - started) / 1000;
  const entry = { name, ok: code === 0, seconds };
  steps.push(entry);
  if (report) {
    const c = counts(report);
    entry.tests = c.passed + c.failed;
    passed += c.passed;
    failed += c.failed;
    if (code !== 0 && c.failed === 0) failed += 1; // a crash before any test counts as a failure
  } else if (code !== 0) {
    failed += 1;
  }
}

const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

await step('Tipos (tsc)', 'npm', ['run', '--silent', 'typecheck']);
await step('Lint (eslint, prettier, knip)', 'npm', ['run', '--silent', 'lint']);
await step(
  'Unitários: domínio (Node e Chromium), contratos, web',
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'domain-node',
    '--project',
    'domain-browser',
    '--project',
    'contracts',
    '--project',
    'web',
    '--project',
    'web-isolated',
    ...vitestReport('unit'),
  ],
  {},
  path.join(reports, 'unit.json'),
);

// The API suite once, on PostgreSQL; on PGlite only the *.both.test.ts and *.pglite.test.ts files (vitest.config.ts),
// or the whole suite when no PostgreSQL server answers.
const apiArgs = (name) => ['vitest', 'run', '--project', 'api', ...vitestReport(name)];
const pg = await postgresUrl();
if (pg) {
  await step(
    'API no PostgreSQL',
    'npx',
    apiArgs('api-postgres'),
    { TEST_DB: 'postgres', TEST_DATABASE_URL: pg },
    path.join(reports, 'api-postgres.json'),
  );
  await step(
    'API no PGlite (*.both, *.pglite)',
    'npx',
    apiArgs('api-pglite'),
    { TEST_DB: 'pglite', TEST_API_FILES: 'both' },
    path.join(reports, 'api-pglite.json'),
  );
} else {
  console.log(
    '\n━━ API no PostgreSQL ━━\nNENHUM servidor PostgreSQL respondeu (TEST_DATABASE_URL ou 127.0.0.1:5432): a suite inteira roda no PGlite.',
  );
  steps.push({ name: 'API no PostgreSQL (sem servidor)', ok: true, skipped: true });
  await step(
    'API no PGlite (suite inteira)',
    'npx',
    apiArgs('api-pglite'),
    { TEST_DB: 'pglite' },
    path.join(reports, 'api-pglite.json'),
  );
}

await step('Build (web, API)', 'npm', ['run', '--silent', 'build']);
await step(
  'Jornadas no Chromium (Playwright)',
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
  path.join(reports, 'e2e.json'),
);

console.log('\n━━ Resumo ━━');
const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const width = Math.max(...steps.map((s) => s.name.length));
for (const s of steps) {
  const time = s.seconds === undefined ? '' : clock(s.seconds).padStart(6);
  const tests = s.tests === undefined ? '' : `  ${s.tests} testes`;
  console.log(`${s.skipped ? '○' : s.ok ? '✓' : '✗'} ${s.name.padEnd(width)}  ${time}${tests}`);
}
console.log(`  ${'Total'.padEnd(width)}  ${clock((performance.now() - begun) / 1000).padStart(6)}`);
console.log(`Testes: ${passed} passed, ${failed} failed`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
