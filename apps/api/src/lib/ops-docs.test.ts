/**
 * The dashboard and alert rules in docs/ops/ name metrics by hand: each name must be one the
 * process exports (lib/metrics.ts plus prom-client's Node.js defaults), or a panel stays empty and
 * an alert never fires without anyone noticing.
 */
import { describe, expect, it } from 'vitest';
import { JOB_OUTCOMES, PAYMENT_CONFIRMATION_OUTCOMES, SIGN_IN_OUTCOMES, createMetrics } from './metrics';
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

  it.each([
    ['painel_sign_ins_total', 'outcome', SIGN_IN_OUTCOMES, 'lockout'],
    ['painel_payment_confirmations_total', 'outcome', PAYMENT_CONFIRMATION_OUTCOMES, 'refused'],
    ['painel_job_runs_total', 'outcome', JOB_OUTCOMES, 'failed'],
  ] as const)(
    'the %s %s values they filter on are ones the metric produces',
    (metric, label, known, example) => {
      const values = labelValues(`${opsDocs.alerts}\n${opsDocs.dashboard}`, label, metric);
      expect(values).toContain(example);
      expect(values.filter((v) => !(known as readonly string[]).includes(v))).toEqual([]);
    },
  );
});
