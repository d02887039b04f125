/**
 * The two helpers other modules call around their work: background jobs (running, then succeeded
 * or failed) and payment confirmations (by outcome). What a scrape shows after each.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { countJob, countPaymentConfirmation, createMetrics } from './metrics';

const valueOf = async (metrics: ReturnType<typeof createMetrics>, name: string, labels: object) => {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  return metric?.values.find((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x))?.value;
};

describe('countJob', () => {
  it('shows a job running while it runs, then counts it succeeded', async () => {
    const metrics = createMetrics();
    let release!: () => void;
    const running = countJob(metrics, 'report_export', () => new Promise<void>((r) => (release = r)));
    expect(await valueOf(metrics, 'painel_jobs_running', { job: 'report_export' })).toBe(1);
    release();
    await running;
    expect(await valueOf(metrics, 'painel_jobs_running', { job: 'report_export' })).toBe(0);
    expect(
      await valueOf(metrics, 'painel_job_runs_total', { job: 'report_export', outcome: 'succeeded' }),
    ).toBe(1);
  });

  it('counts a thrown error and a failed result as failed, and rethrows', async () => {
    const metrics = createMetrics();
    await expect(
      countJob(metrics, 'overdue_sweep', () => Promise.reject(new Error('banco fora'))),
    ).rejects.toThrow('banco fora');
    expect(
      await countJob(
        metrics,
        'nfse',
        async () => 'FALHOU',
        (s) => s === 'FALHOU',
      ),
    ).toBe('FALHOU');
    expect(await valueOf(metrics, 'painel_job_runs_total', { job: 'overdue_sweep', outcome: 'failed' })).toBe(
      1,
    );
    expect(await valueOf(metrics, 'painel_job_runs_total', { job: 'nfse', outcome: 'failed' })).toBe(1);
    expect(await valueOf(metrics, 'painel_job_runs_total', { job: 'nfse', outcome: 'succeeded' })).toBe(0);
    expect(await valueOf(metrics, 'painel_jobs_running', { job: 'nfse' })).toBe(0);
  });
});

describe('countPaymentConfirmation', () => {
  it('counts applied, partial, duplicate and refused; an error of ours is not a refusal', async () => {
    const metrics = createMetrics();
    for (const status of ['applied', 'partial', 'duplicate', 'applied'])
      await countPaymentConfirmation(metrics, Promise.resolve({ status }));
    await expect(
      countPaymentConfirmation(metrics, Promise.reject(new AppError('WEBHOOK_SIGNATURE_INVALID'))),
    ).rejects.toBeInstanceOf(AppError);
    await expect(
      countPaymentConfirmation(metrics, Promise.reject(new Error('pool esgotado'))),
    ).rejects.toThrow();
    const count = (outcome: string) => valueOf(metrics, 'painel_payment_confirmations_total', { outcome });
    expect(await count('applied')).toBe(2);
    expect(await count('partial')).toBe(1);
    expect(await count('duplicate')).toBe(1);
    expect(await count('refused')).toBe(1);
  });
});
