// `npm run test:e2e`: builds the web app and runs the Playwright journeys in Debian's Chromium.
import { assertChromium } from './chromium.mjs';
import { run } from './run.mjs';

assertChromium();
const built = await run('npm', ['run', '--silent', 'build']);
if (built !== 0) process.exit(built);
process.exit(
  await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)]),
);
