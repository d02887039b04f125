/**
 * Where a product's usage batch is validated and recorded, away from authorize's path.
 *
 * On PostgreSQL a worker thread (usage-ingestion.worker.ts) does it with a pool of its own
 * (INGESTION_CONNECTIONS): the API's thread parses the JSON and copies the batch across (well
 * under a millisecond for 1,000 events), and neither its event loop nor its pool waits behind a
 * batch. The thread starts when the app listens (or with the first batch, for an app that never
 * listens: tests through inject) and ends with the app.
 *
 * On the embedded database there is one connection, inside this process, so a second thread would
 * reach nothing: the batch is recorded here, its loops yielding to the event loop, and committed in
 * slices of EMBEDDED_EVENTS_PER_TRANSACTION events, so authorize (queued on that connection) waits
 * for one slice, not for the whole batch.
 */
import { Worker } from 'node:worker_threads';
import { usageBatchSchema, type UsageBatchResult } from '@painel/contracts';
import { postgresPool, type Db } from '../../db/database';
import type { ProductClient } from '../../core/auth/product-client-token';
import { ingest } from './usage.service';

/** Connections the ingestion thread holds, beside the API's pool: batches recorded at once per process. */
export const INGESTION_CONNECTIONS = 4;

export type IngestionWorkerData = { connectionString: string; connections: number; timeoutMs: number };
export type IngestionRequest =
  { kind: 'batch'; id: number; client: ProductClient; body: unknown; now: number } | { kind: 'close' };
export type IngestionReply =
  | { id: number; kind: 'result'; result: UsageBatchResult }
  | { id: number; kind: 'invalid' }
  | { id: number; kind: 'error'; error: { name: string; message: string; code?: string } };

/** 'invalid': the body breaks the batch contract (the route answers the validation error). */
export type IngestionOutcome = { kind: 'result'; result: UsageBatchResult } | { kind: 'invalid' };

export type Ingestion = {
  /** Loads the thread ahead of the first batch. */
  start(): void;
  run(client: ProductClient, body: unknown, now: Date): Promise<IngestionOutcome>;
  close(): Promise<void>;
};

/** Events per transaction on the embedded database: a slice holds its one connection for a tenth of a full batch. */
export const EMBEDDED_EVENTS_PER_TRANSACTION = 100;

/** In this thread: the embedded database's one connection lives here. */
function inline(db: Db): Ingestion {
  return {
    async run(client, body, now) {
      const parsed = usageBatchSchema.safeParse(body);
      if (!parsed.success) return { kind: 'invalid' };
      const events = parsed.data.events;
      return {
        kind: 'result',
        result: await ingest(db, client, events, now, EMBEDDED_EVENTS_PER_TRANSACTION),
      };
    },
    start: () => undefined,
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

function threaded(data: IngestionWorkerData): Ingestion {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: (o: IngestionOutcome) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
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
    });
    // A thread that dies takes its batches with it (their transactions roll back): they fail, and
    // the next batch starts a new thread.
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(error);
    });
    started.on('exit', () => {
      if (worker === started) worker = null;
      failAll(new Error('a thread de ingestão terminou'));
    });
    return started;
  };

  return {
    start() {
      worker ??= start();
    },
    run(client, body, now) {
      worker ??= start();
      const id = (nextId += 1);
      const request: IngestionRequest = { kind: 'batch', id, client, body, now: now.getTime() };
      worker.postMessage(request);
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    async close() {
      const current = worker;
      worker = null;
      if (!current) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.postMessage({ kind: 'close' } satisfies IngestionRequest);
      await exited;
    },
  };
}

export function createIngestion(db: Db, timeoutMs: number): Ingestion {
  const connectionString = postgresPool(db)?.options.connectionString;
  if (!connectionString) return inline(db);
  return threaded({ connectionString, connections: INGESTION_CONNECTIONS, timeoutMs });
}
