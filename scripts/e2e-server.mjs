// One journey server (e2e/playwright.config.ts starts several: one set per Playwright worker).
// Its DATA_DIR starts as a copy of the run's seeded embedded database, E2E_DATA_DIR/template: the
// first server to arrive builds it (`npm run seed`'s script on a fresh data folder) while the others
// wait, so the demo data is seeded once per run, not once per server. Then server.ts runs on the copy.
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { run } from './run.mjs';

const template = path.join(process.env.E2E_DATA_DIR, 'template');
const done = (outcome) => `${template}.${outcome}`;

function builder() {
  try {
    mkdirSync(`${template}.lock`);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

if (builder()) {
  const code = await run('npx', ['tsx', 'apps/api/src/db/seed/cli.ts'], { DATA_DIR: template });
  writeFileSync(done(code === 0 ? 'ready' : 'failed'), '');
  if (code !== 0) process.exit(code);
} else {
  // Waiting for another process's file, not for time to pass: the interval only paces the look.
  await new Promise((resolve) => {
    const look = setInterval(() => {
      if (existsSync(done('failed'))) process.exit(1);
      if (existsSync(done('ready'))) resolve(clearInterval(look));
    }, 200);
  });
}

cpSync(template, process.env.DATA_DIR, { recursive: true });
const server = spawn('npx', ['tsx', 'apps/api/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
