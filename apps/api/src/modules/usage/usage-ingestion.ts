/**
 * Where a product's usage batch is validated and recorded, away from authorize's path.
 *
 * On PostgreSQL a worker thread (usage-ingestion.worker.ts) does it with a pool of its own
 * (config's ingestionConnections, INGESTION_CONNECTIONS): the API's thread parses the JSON and copies the batch across (well
 * under a millisecond for 1,000 events), and neither its event loop nor its pool waits behind a
 * batch. The thread starts with the first batch and ends after INGESTION_IDLE_MS without one (or
 * with the app): an idle process holds no second V8 isolate nor its pool. On Linux it runs
 * INGESTION_THREAD_NICE steps below the API's thread: on busy cores authorize's thread gets one first.
 * Its connections are named INGESTION_APPLICATION_NAME in pg_stat_activity.
 *
 * On the embedded database there is one connection, inside this process, so a second thread would
 * reach nothing: the batch is recorded here, its loops yielding to the event loop, and committed in
 * slices of EMBEDDED_EVENTS_PER_TRANSACTION events. Before each slice (and each read of the batch's
 * facts) it gives the event loop a turn and lets the authorize calls in flight finish
 * (`interactiveFirst`): PGlite's queries run on this thread and resolve without one, so a batch
 * would otherwise go from slice to slice with authorize's request still unread.
 */
import { Worker } from 'node:worker_threads';
import { usageBatchSchema, type UsageBatchResult } from '@painel/contracts';
import { postgresPool, type Db } from '../../db/database';
import type { ProductClient } from '../../core/auth/product-client-token';
import { ingest } from './usage.service';

/** The ingestion thread's connections in pg_stat_activity: an operator (and bench:report) tells them from the API's. */
export const INGESTION_APPLICATION_NAME = 'painel-ingestion';

export type IngestionWorkerData = {
  connectionString: string;
  connections: number;
  timeoutMs: number;
  /** Added to the thread's niceness as it starts (INGESTION_THREAD_NICE). */
  nice: number;
};
export type IngestionRequest =
  { kind: 'batch'; id: number; client: ProductClient; body: unknown; now: number } | { kind: 'close' };
export type IngestionReply =
  | { id: number; kind: 'result'; result: UsageBatchResult }
  | { id: number; kind: 'invalid' }
  | { id: number; kind: 'error'; error: { name: string; message: string; code?: string } };

/** 'invalid': the body breaks the batch contract (the route answers the validation error). */
export type IngestionOutcome = { kind: 'result'; result: UsageBatchResult } | { kind: 'invalid' };

/** How long the ingestion thread outlives its last batch. */
export const INGESTION_IDLE_MS = 60_000;

export type Ingestion = {
  run(client: ProductClient, body: unknown, now: Date): Promise<IngestionOutcome>;
  close(): Promise<void>;
};

/**
 * Events per transaction on the embedded database: what an authorize call that arrives during a
 * slice waits for (bench:report, "authorize during ingestion").
 */
export const EMBEDDED_EVENTS_PER_TRANSACTION = 25;

/** The longest a slice waits for authorize calls in flight: a steady stream of them never stops a batch. */
const INTERACTIVE_WAIT_MS = 20;

/**
 * Authorize calls in flight on one embedded database (its portal and back office apps share it):
 * the route counts them, and ingestion starts its next slice when there are none.
 */
export type InteractiveGate = { enter(): void; leave(): void; idle(maxMs: number): Promise<void> };

const gates = new WeakMap<Db, InteractiveGate>();

export function interactiveFirst(db: Db): InteractiveGate {
  const known = gates.get(db);
  if (known) return known;
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  const gate: InteractiveGate = {
    enter() {
      inFlight += 1;
    },
    leave() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight > 0) return;
      const wake = waiting;
      waiting = [];
      for (const resolve of wake) resolve();
    },
    idle(maxMs) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
  gates.set(db, gate);
  return gate;
}

const turnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** In this thread: the embedded database's one connection lives here. */
function inline(db: Db): Ingestion {
  const gate = interactiveFirst(db);
  const slicing = {
    eventsPerTransaction: EMBEDDED_EVENTS_PER_TRANSACTION,
    beforeSlice: async () => {
      await turnOfTheLoop();
      await gate.idle(INTERACTIVE_WAIT_MS);
    },
  };
  return {
    async run(client, body, now) {
      const parsed = usageBatchSchema.safeParse(body);
      if (!parsed.success) return { kind: 'invalid' };
      return { kind: 'result', result: await ingest(db, client, parsed.data.events, now, slicing) };
    },
    close: async () => undefined,
  };
}

/**
 * The worker's file: the TypeScript source through tsx when this module runs from source (dev,
 * tests, bench); the bundle's own entry beside server.js when built (build.mjs), where this code
 * sits in dist/chunks/.
 */
function workerEntry(): { url: URL; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    const underTsx = process.execArgv.some((arg) => arg.includes('tsx'));
    return {
      url: new URL('./usage-ingestion.worker.ts', import.meta.url),
      execArgv: underTsx ? process.execArgv : [...process.execArgv, '--import', 'tsx'],
    };
  }
  const up = import.meta.url.includes('/chunks/') ? '../' : './';
  return { url: new URL(`${up}usage-ingestion-worker.js`, import.meta.url), execArgv: process.execArgv };
}

function threaded(data: IngestionWorkerData, idleMs: number): Ingestion {
  let worker: Worker | null = null;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const pending = new Map<number, { resolve: (o: IngestionOutcome) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  /** Asks the thread to end once its batches are answered; the next batch starts another. */
  const release = () => {
    clearTimeout(idleTimer);
    const current = worker;
    worker = null;
    if (!current) return Promise.resolve();
    const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
    current.postMessage({ kind: 'close' } satisfies IngestionRequest);
    return exited;
  };
  const start = () => {
    const entry = workerEntry();
    const started = new Worker(entry.url, { workerData: data, execArgv: entry.execArgv });
    started.on('message', (reply: IngestionReply) => {
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiter) return;
      if (reply.kind === 'error') waiter.reject(Object.assign(new Error(reply.error.message), reply.error));
      else waiter.resolve(reply);
      if (pending.size === 0) idleTimer = setTimeout(() => void release(), idleMs).unref();
    });
    // A thread that dies takes its batches with it (their transactions roll back): they fail, and
    // the next batch starts a new thread. One released for idleness answered all of its own.
    const died = (error: Error) => {
      if (worker !== started) return;
      worker = null;
      failAll(error);
    };
    started.on('error', died);
    started.on('exit', () => died(new Error('a thread de ingestão terminou')));
    return started;
  };

  return {
    run(client, body, now) {
      clearTimeout(idleTimer);
      worker ??= start();
      const id = (nextId += 1);
      const request: IngestionRequest = { kind: 'batch', id, client, body, now: now.getTime() };
      worker.postMessage(request);
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    close: release,
  };
}

/**
 * On PostgreSQL, `connections` batches are recorded at once, on a thread `nice` steps below the
 * API's; the embedded database records one batch at a time on the API's thread.
 */
export function createIngestion(
  db: Db,
  pool: { connections: number; timeoutMs: number; nice: number },
  idleMs = INGESTION_IDLE_MS,
): Ingestion {
  const connectionString = postgresPool(db)?.options.connectionString;
  if (!connectionString) return inline(db);
  return threaded({ connectionString, ...pool }, idleMs);
}
