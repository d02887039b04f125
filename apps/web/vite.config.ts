/**
 * Build and dev server of the web app. Routes are split by `lazy` in src/app/router.tsx, so the
 * login page downloads only the app frame and its own chunk; the API is reached through `/api`,
 * proxied to the Fastify server in development (same origin, so cookies and origin checks behave
 * as in production).
 */
import { defineConfig } from 'vite';
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

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
