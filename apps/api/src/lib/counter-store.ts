/**
 * Fixed-window counters shared by every process of the deployment, for the rate limits that
 * protect people (core/person-limit.ts): the PostgreSQL table `rate_limits` by default, Redis when
 * REDIS_URL is set. One `hit` counts one request and says how many the window has seen so far.
 * The embedded database is one process by construction (one process opens its folder), so there
 * the counters live in that process's memory: a write per request saved where every statement waits
 * its turn on the one connection.
 */
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { postgresPool, type Db } from '../db/database';

export type CounterHit = { count: number; resetInMs: number };

export interface CounterStore {
  hit(key: string, windowMs: number): Promise<CounterHit>;
  close(): Promise<void>;
}

/** Expired rows are swept now and then by the requests themselves: no job to schedule. */
const SWEEP_EVERY = 500;

export function postgresCounterStore(db: Db): CounterStore {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const now = new Date();
      const resetAt = new Date(now.getTime() + windowMs);
      // One statement: concurrent hits of one key from several processes each get their own count.
      const row = await db
        .insertInto('rateLimits')
        .values({ key, count: 1, resetAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
            resetAt: sql<Date>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'resetAt'])
        .executeTakeFirstOrThrow();
      hits += 1;
      if (hits % SWEEP_EVERY === 0) await db.deleteFrom('rateLimits').where('resetAt', '<', now).execute();
      return { count: row.count, resetInMs: Math.max(0, new Date(row.resetAt).getTime() - now.getTime()) };
    },
    async close() {},
  };
}

// INCR, start the window on the first hit, and read what is left of it: atomic in Redis.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

export function redisCounterStore(url: string, prefix: string): CounterStore {
  // The client (and ioredis itself) loads at the first hit: a process without REDIS_URL never loads it.
  let client: Promise<Redis> | undefined;
  const connect = () =>
    (client ??= import('ioredis').then(
      ({ Redis }) => new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 }),
    ));
  return {
    async hit(key, windowMs) {
      const redis = await connect();
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, String(windowMs))) as [
        number,
        number,
      ]; // the script returns two integers
      return { count, resetInMs: Math.max(0, ttl) };
    },
    async close() {
      if (client) await (await client).quit().catch(() => undefined);
    },
  };
}

/** The counters of one process: a window per key, the expired ones swept now and then. */
function memoryCounterStore(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      hits += 1;
      if (hits % SWEEP_EVERY === 0) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      const current = windows.get(key);
      const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async close() {},
  };
}

/** Every app of a process over one embedded database counts in the same memory (both environments). */
const embeddedCounters = new WeakMap<Db, CounterStore>();

export function createCounterStore(input: {
  db: Db;
  redisUrl: string | undefined;
  redisPrefix: string;
}): CounterStore {
  if (input.redisUrl) return redisCounterStore(input.redisUrl, input.redisPrefix);
  if (postgresPool(input.db)) return postgresCounterStore(input.db);
  let store = embeddedCounters.get(input.db);
  if (!store) {
    store = memoryCounterStore();
    embeddedCounters.set(input.db, store);
  }
  return store;
}

type RateLimitParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit over these counters, so a route's per-address limit holds across
 * every process of the deployment instead of multiplying by their number. `scope` keeps the two
 * environments' counters apart.
 */
export function rateLimitStoreOver(counters: CounterStore, scope: string) {
  return class CounterRateLimitStore {
    private readonly route: string;

    // The plugin passes its merged parameters, whose routeInfo names the route (its types say otherwise).
    constructor(params: unknown) {
      const { method, url } = (params as RateLimitParams | undefined)?.routeInfo ?? {};
      this.route = url ? `${[method].flat().join(',')} ${url}` : 'global';
    }

    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(`rl|${scope}|${this.route}|${key}`, timeWindow).then(
        (hit) => done(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: unknown) {
      return new CounterRateLimitStore(params);
    }
  };
}
