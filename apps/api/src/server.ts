/**
 * The API's entry (dist/server.js, `npm run dev`). It maps stack traces through the source maps of
 * our own code, and of no package in node_modules: `--enable-source-maps` also reads and keeps the
 * maps of every package file that names one (some 300 at start, ajv's alone 205), about 10 MB of
 * an idle process. With `OTEL_EXPORTER_OTLP_ENDPOINT` set it starts OpenTelemetry tracing
 * (tracing.ts) before anything it instruments (http, fastify, pg, undici) is imported, then starts
 * Painel (start.ts); without it no OpenTelemetry module loads.
 */
import { setSourceMapsSupport } from 'node:module';

setSourceMapsSupport(true, { nodeModules: false });
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await import('./tracing');
await import('./start');
