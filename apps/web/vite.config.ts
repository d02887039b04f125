/**
 * Build and dev server of the web app. Routes are split by `lazy` in src/app/router.tsx, so the
 * login page downloads only the app frame and its own chunk; the API is reached through `/api`,
 * proxied to the Fastify server in development (same origin, so cookies and origin checks behave
 * as in production).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiProxy = { '/api': { target: 'http://localhost:3000' } };

/**
 * Libraries every route needs, each in a chunk of its own name: cached across deploys of our
 * code, and readable in the build report. Route-only libraries (react-hook-form, MUI inputs)
 * stay in the route chunks that use them.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor-router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/ },
];

/**
 * Writes .br and .gz beside each script, style sheet and SVG of the build, once, at build time;
 * the server sends them to browsers that accept them (`preCompressed` in apps/api plugins/web.ts),
 * so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'painel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(assets, name);
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
