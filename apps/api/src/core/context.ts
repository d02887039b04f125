/**
 * The one application context every route module and service receives: built once per
 * environment by buildApp. The clock is never optional (tests move it; production reads the
 * real one), and the cookie policy of the environment travels with it instead of beside it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Environment } from '@painel/contracts';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createCounterStore, type CounterStore } from '../lib/counter-store';
import { createDelivery, type Delivery } from '../lib/delivery';
import { createMetrics, type Metrics } from '../lib/metrics';
import { PrincipalCache } from './auth/principal-cache';
import { cookiePolicy, type CookiePolicy } from './auth/session-cookie';

export type AppContext = {
  readonly db: Db;
  readonly config: Config;
  readonly environment: Environment;
  readonly delivery: Delivery;
  readonly now: () => Date;
  readonly cookie: CookiePolicy;
  /** Verified callers of this instance (core/auth/principal-cache.ts). */
  readonly principals: PrincipalCache<unknown>;
  /** Counters shared by every process (per-person rate limits): PostgreSQL, or Redis with REDIS_URL. */
  readonly counters: CounterStore;
  /** The process's metrics (lib/metrics.ts), shared by both environments. */
  readonly metrics: Metrics;
  /** The app's logger, for lines not tied to one request (security events: lib/security-log.ts). */
  readonly log: FastifyBaseLogger;
};

const noop = () => undefined;
/** What a context built without an app logs to: nothing. */
const silentLogger: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
};

/** The context of one environment: what buildApp uses, and what a service-level test builds. */
export function createAppContext(input: {
  db: Db;
  config: Config;
  environment: Environment;
  delivery?: Delivery;
  now?: () => Date;
  /** The process's metrics; by default a registry of this context's own. */
  metrics?: Metrics;
  /** The app's logger (buildApp passes app.log); silent by default. */
  log?: FastifyBaseLogger;
}): AppContext {
  const publicUrl = input.config.publicUrls[input.environment];
  return {
    db: input.db,
    config: input.config,
    environment: input.environment,
    delivery: input.delivery ?? createDelivery({ config: input.config, db: input.db }),
    now: input.now ?? (() => new Date()),
    cookie: cookiePolicy(input.environment, publicUrl),
    principals: new PrincipalCache<unknown>(input.config.sessionCacheMs),
    counters: createCounterStore({
      db: input.db,
      redisUrl: input.config.redisUrl,
      redisPrefix: input.config.redisPrefix,
    }),
    metrics: input.metrics ?? createMetrics(),
    log: input.log ?? silentLogger,
  };
}
