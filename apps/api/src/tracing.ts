/**
 * OpenTelemetry tracing, loaded by server.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set, before
 * the modules it instruments. Spans go to the OTLP/HTTP endpoint (JSON; the exporter reads the
 * standard OTEL_EXPORTER_OTLP_* settings: endpoint, headers, timeout), named by OTEL_SERVICE_NAME
 * (default `painel`) and OTEL_RESOURCE_ATTRIBUTES. Traced: incoming HTTP (instrumentation-http),
 * Fastify routes and hooks (@fastify/otel, with the request id), PostgreSQL queries and pool waits
 * (instrumentation-pg; PGlite runs in-process and is not traced), outgoing fetch (instrumentation-undici:
 * products, PSP, NFS-e, bank). W3C trace context is accepted and propagated.
 */
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { installTraceHooks } from './lib/trace-hooks';

const provider = new TracerProvider({
  // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win over the default name.
  resource: resourceFromAttributes({ 'service.name': 'painel' }).merge(
    detectResources({ detectors: [envDetector] }),
  ),
  spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
});
trace.setGlobalTracerProvider(provider);
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
propagation.setGlobalPropagator(new W3CTraceContextPropagator());

registerInstrumentations({
  instrumentations: [
    new HttpInstrumentation(),
    // Registers itself on every Fastify instance as it is created (a diagnostics channel).
    new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      // The id Fastify gives the request, which every request log line carries as `reqId`.
      requestHook: (span, request) => span.setAttribute('painel.request_id', request.id),
    }),
    new PgInstrumentation({ requireParentSpan: true }),
    new UndiciInstrumentation(),
  ],
});

installTraceHooks({
  currentIds: () => {
    const span = trace.getActiveSpan();
    if (!span) return undefined;
    const { traceId, spanId } = span.spanContext();
    return { traceId, spanId };
  },
  flush: () => provider.forceFlush(),
});
