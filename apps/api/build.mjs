/**
 * Builds the API for production: one ES module bundle, dist/server.js, that plain `node` runs
 * with no TypeScript loader. The workspace packages (@painel/domain, @painel/contracts, shipped
 * as TypeScript source) are bundled in, and so are the pure-JavaScript ES module libraries in
 * BUNDLED; every other npm dependency stays an import from node_modules, so native and WASM
 * packages (argon2, PGlite) load as they are and tracing can instrument pg, fastify and undici.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '../..');
const dependenciesOf = (dir) =>
  Object.keys(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies ?? {});

/**
 * Bundled and tree-shaken rather than imported: ES module packages of many files (at idle date-fns
 * loaded 304, kysely 257, zod 95) that only our code imports. Loading each file is a module
 * record, its source and the loader's garbage; loading a thousand left V8 holding 30-45 MB of
 * freed pages in its pool, resident in an idle process. They have no dependencies of their own but
 * each other (the zod provider brings zod, so the contracts and the provider share one zod; its
 * @fastify/error stays an import).
 */
const BUNDLED = [
  'date-fns',
  '@date-fns/tz',
  '@brazilian-utils/brazilian-utils',
  'kysely',
  'jose',
  'zod',
  'fastify-type-provider-zod',
  'altcha-lib',
];
// What the API and the bundled workspace packages import from npm, but for BUNDLED, and what a
// bundled package imports.
const external = [here, path.join(root, 'packages/domain'), path.join(root, 'packages/contracts')]
  .flatMap(dependenciesOf)
  .filter((name) => !name.startsWith('@painel/') && !BUNDLED.includes(name));
for (const name of BUNDLED) {
  external.push(
    ...dependenciesOf(path.join(root, 'node_modules', name)).filter((dep) => !BUNDLED.includes(dep)),
  );
}

const started = performance.now();
const { metafile } = await build({
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
  // Stack traces need the mappings only (server.ts turns them on); the sources are in the repository.
  sourcesContent: false,
  // Without comments and indentation the chunks' source, which V8 keeps for the process's life, is
  // a quarter smaller and free of the comments' dashes; names stay, and the source maps give stack
  // traces their lines back.
  minifyWhitespace: true,
  external,
  metafile: true,
  logLevel: 'warning',
});
// V8 keeps a source holding any character above U+00FF at two bytes per character, all of it:
// one typographic apostrophe in a regular expression doubled a 500 kB chunk. esbuild escapes them
// in strings; a regular expression keeps what it is written with, so write \u2019, not ’.
for (const file of Object.keys(metafile.outputs).filter((name) => name.endsWith('.js'))) {
  const wide = /[\u{100}-\u{10ffff}]/u.exec(readFileSync(path.join(here, file), 'utf8'));
  if (wide)
    throw new Error(
      `${file}: '${wide[0]}' (U+${wide[0].codePointAt(0).toString(16).toUpperCase()}); escape it in the source`,
    );
}
console.log(`API compilada em apps/api/dist (${Math.round(performance.now() - started)} ms)`);
