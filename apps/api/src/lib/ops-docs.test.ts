/**
 * The dashboard and alert rules in docs/ops/ name metrics by hand: each name must be one the
 * process exports (lib/metrics.ts plus prom-client's Node.js defaults), or a panel stays empty and
 * an alert never fires without anyone noticing.
 */
import { describe, expect, it } from 'vitest';
import { SIGN_IN_OUTCOMES, createMetrics } from './metrics';
import { labelValues, metricNames, opsDocs } from './ops-docs.test-support';

describe('docs/ops', () => {
  const registered = new Set(
    createMetrics({ defaultMetrics: true })
      .registry.getMetricsAsArray()
      .map((m) => m.name),
  );

  it.each(['dashboard', 'alerts'] as const)('the %s names only metrics the registry has', (doc) => {
    const names = metricNames(opsDocs[doc]);
    expect(names).toContain('painel_sign_ins_total');
    expect(names).toContain('painel_http_request_duration_seconds');
    expect(names.filter((name) => !registered.has(name))).toEqual([]);
  });

  it('the sign-in outcomes they filter on are ones the metric produces', () => {
    const outcomes = labelValues(`${opsDocs.alerts}\n${opsDocs.dashboard}`, 'outcome');
    expect(outcomes).toContain('lockout');
    const known: readonly string[] = SIGN_IN_OUTCOMES;
    expect(outcomes.filter((o) => !known.includes(o))).toEqual([]);
  });
});
