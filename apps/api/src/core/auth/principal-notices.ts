/**
 * What one app forgets about its verified callers (principal-cache.ts), every other app on the same
 * database forgets too: the other environment of this process at once, and, on PostgreSQL, every
 * other process through LISTEN/NOTIFY on PRINCIPAL_CHANNEL (milliseconds). A notice lost while the
 * listening connection was down is covered by clearing every cache when it comes back, and in any
 * case by the cache's PRINCIPAL_CACHE_MS bound.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { postgresPool, type Db } from '../../db/database';
import type { Forget, PrincipalCache } from './principal-cache';

export const PRINCIPAL_CHANNEL = 'painel_principals';
const RECONNECT_MS = 1000;
/** This process, so that it does not act twice on its own notices. */
const processId = randomUUID();

type Listener = { caches: Set<PrincipalCache<unknown>>; stop: () => Promise<void> };
const listeners = new WeakMap<Db, Listener>();

function dropAll(caches: Iterable<PrincipalCache<unknown>>, what: Forget) {
  for (const cache of caches) cache.drop(what);
}

function listen(pool: pg.Pool, caches: Set<PrincipalCache<unknown>>, log: FastifyBaseLogger) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      const notice = JSON.parse(message.payload ?? '{}') as { from?: string; what?: Forget };
      if (notice.from !== processId && notice.what) dropAll(caches, notice.what);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'sessões: o canal de avisos entre processos caiu; reconectando');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`listen ${PRINCIPAL_CHANNEL}`);
      if (stopped) return void (await next.end());
      client = next;
      // Notices sent while no one listened are lost: forget everything once.
      dropAll(caches, 'all');
    } catch (error) {
      log.warn({ err: error }, 'sessões: sem canal de avisos entre processos; nova tentativa em 1 s');
      void next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * Joins an app's cache to the others of its database; returns what its onClose calls. The listening
 * connection is one per process and database, opened with the first app and closed with the last.
 */
export function joinPrincipalNotices(input: {
  db: Db;
  principals: PrincipalCache<unknown>;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const { db, principals } = input;
  const pool = postgresPool(db);
  let listener = listeners.get(db);
  if (!listener) {
    const caches = new Set<PrincipalCache<unknown>>();
    listener = { caches, stop: pool ? listen(pool, caches, input.log) : async () => undefined };
    listeners.set(db, listener);
  }
  const { caches } = listener;
  caches.add(principals);
  principals.announce = (what) => {
    for (const cache of caches) if (cache !== principals) cache.drop(what);
    pool
      ?.query('select pg_notify($1, $2)', [PRINCIPAL_CHANNEL, JSON.stringify({ from: processId, what })])
      .catch((error: unknown) =>
        input.log.warn({ err: error }, 'sessões: aviso entre processos não enviado'),
      );
  };
  return async () => {
    caches.delete(principals);
    principals.announce = () => undefined;
    if (caches.size === 0 && listeners.get(db) === listener) {
      listeners.delete(db);
      await listener.stop();
    }
  };
}
