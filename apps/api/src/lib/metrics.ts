/**
 * What an operator graphs and alerts on, in Prometheus' text format (prom-client). One set per
 * process, shared by the portal and back-office apps and served only by the private metrics
 * listener (modules/metrics/metrics.server.ts), never by a public one. Every label value comes from
 * a closed list — route patterns, methods, status classes, outcomes, catalogue slugs — never an
 * address, an e-mail or an id, so the number of series stays bounded whatever the traffic.
 *
 * No state in module scope: each call builds its own registry (tests build one per app).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { findProduct } from '@painel/domain';
import type { Db } from '../db/database';
import { AppError } from './app-error';
import { postgresPool } from '../db/database';

/** How a password sign-in (POST authorize) ended. */
export const SIGN_IN_OUTCOMES = [
  'success',
  'mfa_challenge',
  'wrong_password',
  /** The wrong password that locked the account. */
  'lockout',
  /** An attempt while the account is locked. */
  'locked',
  'refused_hours',
  'refused_ip',
  /** The user or their group is inactive, pending or blocked. */
  'refused_status',
  /** A customer at the back office, staff at the portal. */
  'refused_environment',
  'refused_product',
  'other',
] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** The audited outcome of a login (modules/auth) as the metric's bounded label. */
const SIGN_IN_OUTCOME_OF: Readonly<Record<string, SignInOutcome>> = {
  CODE_ISSUED: 'success',
  SECOND_FACTOR_REQUIRED: 'mfa_challenge',
  INVALID_CREDENTIALS: 'wrong_password',
  LOCKOUT: 'lockout',
  ACCOUNT_LOCKED: 'locked',
  ACCESS_OUTSIDE_HOURS: 'refused_hours',
  ACCESS_IP_DENIED: 'refused_ip',
  GROUP_INACTIVE: 'refused_status',
  USER_INACTIVE: 'refused_status',
  USER_PENDING: 'refused_status',
  USER_BLOCKED: 'refused_status',
  ENVIRONMENT_DENIED: 'refused_environment',
  PRODUCT_NOT_OWNED: 'refused_product',
  PRODUCT_NOT_GRANTED: 'refused_product',
  PRODUCT_BLOCKED: 'refused_product',
};

export function signInOutcomeOf(auditOutcome: string): SignInOutcome {
  return SIGN_IN_OUTCOME_OF[auditOutcome] ?? 'other';
}

/** A catalogue product's slug, or 'other': a label never carries a raw id from the database. */
export function productLabel(productId: number | null | undefined): string {
  return (productId == null ? undefined : findProduct(productId)?.slug) ?? 'other';
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Methods outside the usual ones collapse into one label value (anyone can send `FOO /`). */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'OTHER';
}

export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

/**
 * Latency buckets in seconds: fine below 100 ms, where the session check and usage authorize live,
 * and up to the 5 s pool timeout and beyond.
 */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How late a usage event reaches us, in seconds: a product sends in near real time or in batches of up to a day. */
const LAG_BUCKETS = [1, 5, 15, 60, 300, 900, 3600, 4 * 3600, 12 * 3600, 24 * 3600, 48 * 3600];

/**
 * The background work of the process. A run is one unit: one export file, one NFS-e issuance
 * attempt, one back-channel logout notice, one pass of the overdue (non-payment) sweep.
 */
export const JOBS = [
  'report_export',
  'overdue_sweep',
  'nfse',
  'backchannel_logout',
  'usage_key_prune',
] as const;
export type Job = (typeof JOBS)[number];
export const JOB_OUTCOMES = ['succeeded', 'failed'] as const;

/** How a provider's payment confirmation ended (the webhook and the demo's simulation). */
export const PAYMENT_CONFIRMATION_OUTCOMES = ['applied', 'partial', 'duplicate', 'refused'] as const;
export type PaymentConfirmationOutcome = (typeof PAYMENT_CONFIRMATION_OUTCOMES)[number];

export type Metrics = ReturnType<typeof createMetrics>;

/** Counts read from the database at scrape time (modules/metrics/metrics.repository.ts). */
export type DatabaseCounts = {
  activeSessions: () => Promise<Record<string, number>>;
  queuedJobs: () => Promise<Record<string, number>>;
};

export function createMetrics(
  options: { db?: Db; defaultMetrics?: boolean; databaseCounts?: DatabaseCounts } = {},
) {
  const registry = new Registry();
  // Node's own (event-loop delay, heap, GC, CPU, handles) under their standard names, so stock
  // Node.js dashboards work; only in the server process (they are process-wide).
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });

  const httpRequestDuration = new Histogram({
    name: 'painel_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method, status class and environment; its _count is the request rate.',
    labelNames: ['environment', 'method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'painel_sign_ins_total',
    help: 'Password sign-ins (POST authorize) by environment and outcome.',
    labelNames: ['environment', 'outcome'] as const,
    registers: [registry],
  });
  const productSignOns = new Counter({
    name: 'painel_product_sign_ons_total',
    help: 'Sibling products opened from the portal (single sign-on), by product slug and outcome (issued, denied).',
    labelNames: ['product', 'outcome'] as const,
    registers: [registry],
  });
  const usageAuthorizations = new Counter({
    name: 'painel_usage_authorizations_total',
    help: 'Usage authorize decisions by product slug and decision (allowed, or the refusal code).',
    labelNames: ['product', 'decision'] as const,
    registers: [registry],
  });

  const usageAuthorizeDuration = new Histogram({
    name: 'painel_usage_authorize_duration_seconds',
    help: 'Time to decide a usage authorize (the database round trip and the rules), by product slug.',
    labelNames: ['product'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const usageEvents = new Counter({
    name: 'painel_usage_events_total',
    help: 'Usage events received in batches, by product slug and result (accepted, duplicate, refused); its rate is the ingestion rate.',
    labelNames: ['product', 'status'] as const,
    registers: [registry],
  });
  const usageEventLag = new Histogram({
    name: 'painel_usage_event_lag_seconds',
    help: 'How long after it happened (occurredAt) an accepted usage event arrived, by product slug.',
    labelNames: ['product'] as const,
    buckets: LAG_BUCKETS,
    registers: [registry],
  });
  const jobsRunning = new Gauge({
    name: 'painel_jobs_running',
    help: 'Background jobs this process is working on now, by job.',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'painel_job_runs_total',
    help: 'Background job runs finished, by job and outcome (succeeded, failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const paymentConfirmations = new Counter({
    name: 'painel_payment_confirmations_total',
    help: 'Payment confirmations from a provider (webhook) or the demo simulation, by outcome (applied, partial, duplicate, refused).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const job of JOBS) {
    jobsRunning.set({ job }, 0);
    for (const outcome of JOB_OUTCOMES) jobRuns.inc({ job, outcome }, 0);
  }
  for (const outcome of PAYMENT_CONFIRMATION_OUTCOMES) paymentConfirmations.inc({ outcome }, 0);

  // Read from the database at scrape time (shared by every process, so any one process answers
  // for the fleet): a failed read leaves the series out of this scrape rather than failing it.
  const counts = options.databaseCounts;
  const databaseGauge = (
    name: string,
    help: string,
    label: string,
    read?: () => Promise<Record<string, number>>,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [registry],
      async collect() {
        const values = read ? await read().catch(() => null) : null;
        if (values) for (const [key, value] of Object.entries(values)) this.set({ [label]: key }, value);
      },
    });
  databaseGauge(
    'painel_sessions_active',
    'Sessions neither expired nor revoked, by kind (portal: a person signed in; product: a sibling product session started from one).',
    'kind',
    counts?.activeSessions,
  );
  databaseGauge(
    'painel_jobs_queued',
    'Background work waiting in the database, by job (report_export, nfse, backchannel_logout).',
    'job',
    counts?.queuedJobs,
  );

  const pool = options.db ? postgresPool(options.db) : undefined;
  const poolGauge = (name: string, help: string, read: (p: NonNullable<typeof pool>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      // Read at scrape time: no timer, and no value at all on PGlite (one in-process connection).
      collect() {
        if (pool) this.set(read(pool));
      },
    });
  poolGauge(
    'painel_db_pool_connections',
    'PostgreSQL connections this process holds (in use and idle).',
    (p) => p.totalCount,
  );
  poolGauge(
    'painel_db_pool_connections_in_use',
    'PostgreSQL connections checked out by a query or transaction.',
    (p) => p.totalCount - p.idleCount,
  );
  poolGauge(
    'painel_db_pool_waiting',
    'Queries waiting for a free PostgreSQL connection.',
    (p) => p.waitingCount,
  );
  poolGauge(
    'painel_db_pool_max_connections',
    'The pool size (DATABASE_POOL_SIZE).',
    (p) => p.options.max ?? 0,
  );

  return {
    registry,
    httpRequestDuration,
    signIns,
    productSignOns,
    usageAuthorizations,
    usageAuthorizeDuration,
    usageEvents,
    usageEventLag,
    jobsRunning,
    jobRuns,
    paymentConfirmations,
  };
}

/**
 * Runs one unit of background work, counted: running while it runs, then succeeded or failed.
 * `failed` says whether a result that did not throw is still a failure (an NFS-e refused).
 */
export async function countJob<T>(
  metrics: Metrics,
  job: Job,
  work: () => Promise<T>,
  failed: (result: T) => boolean = () => false,
): Promise<T> {
  metrics.jobsRunning.inc({ job });
  try {
    const result = await work();
    metrics.jobRuns.inc({ job, outcome: failed(result) ? 'failed' : 'succeeded' });
    return result;
  } catch (error) {
    metrics.jobRuns.inc({ job, outcome: 'failed' });
    throw error;
  } finally {
    metrics.jobsRunning.dec({ job });
  }
}

/**
 * Counts one payment confirmation by how it ended: the one call around the webhook's service
 * call. A result's status names its outcome ('duplicate', 'partial'; anything else applied); a
 * refusal we answered (bad signature, unknown invoice, a future paidAt: an AppError) is 'refused';
 * any other error is ours, not the provider's, and is not counted.
 */
export async function countPaymentConfirmation<T extends { status: string }>(
  metrics: Metrics,
  confirmation: Promise<T>,
): Promise<T> {
  try {
    const result = await confirmation;
    const outcome: PaymentConfirmationOutcome =
      result.status === 'duplicate' || result.status === 'partial' ? result.status : 'applied';
    metrics.paymentConfirmations.inc({ outcome });
    return result;
  } catch (error) {
    if (error instanceof AppError) metrics.paymentConfirmations.inc({ outcome: 'refused' });
    throw error;
  }
}
