/**
 * What the rest of the API needs from tracing, without importing OpenTelemetry: tracing.ts fills
 * these in when it starts (only when OTEL_EXPORTER_OTLP_ENDPOINT is set); otherwise they stay empty
 * and cost nothing.
 */
type TraceIds = { traceId: string; spanId: string };

const hooks: { currentIds?: () => TraceIds | undefined; flush?: () => Promise<void> } = {};

export function installTraceHooks(installed: Required<typeof hooks>) {
  Object.assign(hooks, installed);
}

/** The pino mixin that adds the active span's ids to each log line, or nothing when tracing is off. */
export function traceLogMixin(): (() => TraceIds | Record<string, never>) | undefined {
  const currentIds = hooks.currentIds;
  return currentIds ? () => currentIds() ?? {} : undefined;
}

/** Sends the spans not yet exported (on shutdown). */
export async function flushTraces() {
  await hooks.flush?.();
}
