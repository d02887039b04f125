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

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(options: { db?: Db; defaultMetrics?: boolean } = {}) {
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

  return { registry, httpRequestDuration, signIns, productSignOns, usageAuthorizations };
}
