/**
 * Builds the API for production: one ES module bundle, dist/server.js, that plain `node` runs
 * with no TypeScript loader. The workspace packages (@painel/domain, @painel/contracts, shipped
 * as TypeScript source) are bundled in; every npm dependency stays an
 * import from node_modules, so native and WASM packages (argon2, PGlite) load as they are.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@painel/'));
// What the bundled workspace packages import from npm.
for (const workspace of ['domain', 'contracts']) {
  const { dependencies = {} } = JSON.parse(
    readFileSync(path.join(here, '../../packages', workspace, 'package.json'), 'utf8'),
  );
  external.push(...Object.keys(dependencies).filter((name) => !name.startsWith('@painel/')));
}

const started = performance.now();
await build({
  absWorkingDir: here,
  // The server, the migrate command for images that ship only dist/ (npm run migrate runs it through
  // tsx), and the usage ingestion's worker thread (modules/usage/usage-ingestion.ts finds it here).
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/db/migrate-cli.ts',
    'usage-ingestion-worker': 'src/modules/usage/usage-ingestion.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // server.js imports tracing (only when configured) and then the rest as chunks of their own, so
  // OpenTelemetry starts before fastify, pg and undici are imported, and is not loaded otherwise.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log(`API compilada em apps/api/dist (${Math.round(performance.now() - started)} ms)`);
