// Where Debian's Chromium lives and how it must be started on these machines (see shared/STACK.md).
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Fails loudly, never skips: a test run without a browser is not a test run. */
export function assertChromium() {
  const path = chromiumPath();
  if (!existsSync(path)) {
    console.error(
      `\nChromium não encontrado em ${path}.\n` +
        'Instale com: apt-get update && apt-get install -y chromium\n' +
        '(ou aponte CHROMIUM_PATH para o executável).\n',
    );
    process.exit(1);
  }
  return path;
}
