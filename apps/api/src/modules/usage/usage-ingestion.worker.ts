/**
 * The ingestion thread (node:worker_threads), on PostgreSQL: validates a product's batch against
 * the contract and records it (usage.service.ts `ingest`) on a pool of its own. The API's thread
 * only parses the JSON and passes the batch here, so authorize never waits behind a batch's
 * validation, judging, SQL building or garbage, nor for a connection a batch holds.
 * Started and spoken to by usage-ingestion.ts; the messages are typed there.
 */
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { usageBatchSchema } from '@painel/contracts';
import { openPostgres } from '../../db/database';
import { ingest } from './usage.service';
import {
  INGESTION_APPLICATION_NAME,
  type IngestionReply,
  type IngestionRequest,
  type IngestionWorkerData,
} from './usage-ingestion';

// Typed by usage-ingestion.ts, the one place that starts this file.
const options = workerData as IngestionWorkerData;
const port = parentPort;
if (!port) throw new Error('usage-ingestion.worker.ts runs only as a worker thread');

/**
 * Linux: this thread only (its id from /proc/thread-self), `nice` steps below the thread that
 * started it, so that a core a batch would take goes to authorize on the API's thread first
 * (bench:report measured the API's thread waiting for a core behind this one). Elsewhere a
 * niceness is the whole process's: left as it is.
 */
function lowerThisThread(nice: number) {
  if (nice === 0) return;
  let tid: number;
  try {
    tid = Number(path.basename(readlinkSync('/proc/thread-self')));
  } catch {
    return;
  }
  try {
    setPriority(tid, Math.min(19, getPriority(tid) + nice));
  } catch {
    // A system that refuses (a sandbox without the call): the thread keeps the API's priority.
  }
}
lowerThisThread(options.nice);

const handle = openPostgres(
  options.connectionString,
  options.connections,
  options.timeoutMs,
  INGESTION_APPLICATION_NAME,
);
const running = new Set<Promise<void>>();

async function answer(request: Extract<IngestionRequest, { kind: 'batch' }>): Promise<IngestionReply> {
  const parsed = usageBatchSchema.safeParse(request.body);
  if (!parsed.success) return { id: request.id, kind: 'invalid' };
  try {
    const result = await ingest(handle.db, request.client, parsed.data.events, new Date(request.now));
    return { id: request.id, kind: 'result', result };
  } catch (error) {
    // What the API's error handler reads (a SQLSTATE or network code, the message); the rest does not cross.
    const { name, message, code } = error as Error & { code?: unknown };
    return {
      id: request.id,
      kind: 'error',
      error: { name, message, ...(typeof code === 'string' ? { code } : {}) },
    };
  }
}

port.on('message', (request: IngestionRequest) => {
  if (request.kind === 'close') {
    // Batches in flight finish and answer before the pool closes; the thread then ends by itself.
    void Promise.allSettled([...running]).then(async () => {
      await handle.close();
      port.close();
    });
    return;
  }
  const work = answer(request).then((reply) => port.postMessage(reply));
  running.add(work);
  void work.finally(() => running.delete(work));
});
