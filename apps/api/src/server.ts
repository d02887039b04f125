/**
 * The API's entry (dist/server.js, `npm run dev`). With `OTEL_EXPORTER_OTLP_ENDPOINT` set it
 * starts OpenTelemetry tracing (tracing.ts) before anything it instruments (http, fastify, pg,
 * undici) is imported, then starts Painel (start.ts); without it no OpenTelemetry module loads.
 */
export {};

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await import('./tracing');
await import('./start');
