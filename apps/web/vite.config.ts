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
 * How the build is cut into chunks (rolldown's `codeSplitting.groups`, highest priority first).
 * Left to itself rolldown made a chunk for every set of screens sharing a module: 220 files, a
 * screen opened afresh fetched 50 to 160 of them (most under 2 kB), and HTTP/1.1's six
 * connections per origin made each screen wait on that queue. Now a screen loads 4 to ~30 files:
 * - `framework`: the libraries the entry needs (React, the router, TanStack Query, emotion and the
 *   MUI core the frame renders); `app` (merged into the entry): our code the entry needs. Both are
 *   what the login page needs before anything else, so nothing in them is extra for any screen.
 * - `vendor-zod`: zod, which a screen needs only once it parses an answer (never the login's first paint).
 * - `vendor-forms`: react-hook-form and its resolvers, for the screens that show a form at first
 *   paint (the login, the profile); a list or the launcher never downloads it.
 * - `login-page`: the login's own modules (route, form, banner, footer, its API call, the captcha),
 *   these alone (not their dependencies): the form imports react-hook-form, and a chunk the private
 *   screens load must not.
 * - `login-shared`: what else the login route needs beyond the entry (MUI's text field family, the
 *   wordmark, the text input): the private screens use most of it, so they load it too.
 * - `shell`: the private layout (top bar, side menu, its services) with everything it needs beyond
 *   the entry: one file every private screen loads.
 * - `mui`, `shared`: libraries and our modules that 12 or more screens share, one file each; the
 *   form kit (components/form, with react-hook-form) stays out of `shared` for the same reason.
 * Whatever is left (a screen's own components, a lazy dialog) stays with its screen.
 */
const SHARED_BY = 12;
const chunkGroups = [
  { name: 'framework', test: /node_modules[\\/]/, tags: ['$initial' as const], priority: 40 },
  { name: 'app', tags: ['$initial' as const], priority: 39 },
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/, priority: 30 },
  { name: 'vendor-forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 25 },
  {
    name: 'login-page',
    test: /features[\\/]auth[\\/](routes[\\/]login-route\.tsx|components[\\/]login-[a-z-]+\.tsx|api[\\/]login\.ts)$|lib[\\/]rules-resolver\.ts$|components[\\/]captcha[\\/]captcha\.ts$/,
    includeDependenciesRecursively: false,
    priority: 21,
  },
  { name: 'login-shared', test: /features[\\/]auth[\\/]routes[\\/]login-route\.tsx$/, priority: 20 },
  { name: 'shell', test: /app[\\/]shell[\\/]app-shell\.tsx$/, priority: 15 },
  { name: 'mui', test: /node_modules[\\/]/, minShareCount: SHARED_BY, priority: 10 },
  {
    name: 'shared',
    test: /[\\/](apps[\\/]web[\\/]src[\\/](?!components[\\/]form[\\/])|packages[\\/])/,
    minShareCount: SHARED_BY,
    priority: 5,
  },
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
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
