/**
 * Where a thread's time went, read from the scheduler (Linux): /proc/<pid>/task/<tid>/schedstat
 * holds the nanoseconds it ran on a core and the nanoseconds it waited in the run queue, runnable
 * but without a core. bench:report reads it around each authorize call made during ingestion, so
 * a slow call says whether it waited behind other work on the event loop (the main thread ran
 * something else), for a core (it was runnable and waited), or for its database backend. Elsewhere
 * than Linux every reading is zero.
 */
import { readdirSync, readFileSync } from 'node:fs';

export type Sched = { runNs: number; waitNs: number };

const ZERO: Sched = { runNs: 0, waitNs: 0 };

export function sched(file: string): Sched {
  try {
    const [run, wait] = readFileSync(file, 'utf8').split(' ');
    return { runNs: Number(run), waitNs: Number(wait) };
  } catch {
    return ZERO;
  }
}

const add = (a: Sched, b: Sched): Sched => ({ runNs: a.runNs + b.runNs, waitNs: a.waitNs + b.waitNs });
export const minus = (a: Sched, b: Sched): Sched => ({
  runNs: a.runNs - b.runNs,
  waitNs: a.waitNs - b.waitNs,
});

/** The calling thread (the API's main thread, where the bench's own client also runs). */
export const thisThread = () => sched('/proc/thread-self/schedstat');

/** Several processes (PostgreSQL backends) summed. */
export const processes = (pids: number[]) =>
  pids.reduce((sum, pid) => add(sum, sched(`/proc/${pid}/schedstat`)), ZERO);

/** Each process's reading, for `spentSince`. */
export const eachProcess = (pids: number[]) =>
  pids.map((pid) => ({ pid, at: sched(`/proc/${pid}/schedstat`) }));

/** What the processes of an `eachProcess` reading spent since, those gone meanwhile left out. */
export function spentSince(before: { pid: number; at: Sched }[]): Sched {
  let sum = ZERO;
  for (const { pid, at } of before) {
    const now = sched(`/proc/${pid}/schedstat`);
    if (now.runNs > 0) sum = add(sum, minus(now, at));
  }
  return sum;
}

/** This process's threads by role, from the names Node gives them. */
export type ThreadGroups = { main: Sched; ingestion: Sched; v8: Sched; libuv: Sched };

export function threadGroups(): ThreadGroups {
  const groups: ThreadGroups = { main: ZERO, ingestion: ZERO, v8: ZERO, libuv: ZERO };
  let tids: string[] = [];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return groups;
  }
  for (const tid of tids) {
    let comm = '';
    try {
      comm = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    const role: keyof ThreadGroups =
      Number(tid) === process.pid
        ? 'main'
        : comm === 'WorkerThread' && !EARLIER_WORKERS.has(Number(tid))
          ? 'ingestion'
          : comm === 'libuv-worker'
            ? 'libuv'
            : 'v8';
    groups[role] = add(groups[role], sched(`/proc/self/task/${tid}/schedstat`));
  }
  return groups;
}

/** This process's threads named WorkerThread (node:worker_threads' name for its threads). */
function workerThreadIds(): number[] {
  try {
    return readdirSync('/proc/self/task')
      .filter((tid) => readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === 'WorkerThread')
      .map(Number);
  } catch {
    return []; // not Linux, or a thread that ended meanwhile
  }
}

/**
 * Worker threads the process had before the API started: tsx's module loader runs on one, at the
 * process's niceness. Not ingestion (mistaking it for ingestion printed 'nice 0' for a lowered thread).
 */
const EARLIER_WORKERS = new Set(workerThreadIds());

/** The ingestion worker thread's id, or null before it starts. */
export function ingestionThreadId(): number | null {
  return workerThreadIds().find((tid) => !EARLIER_WORKERS.has(tid)) ?? null;
}

/** Busy and total jiffies of the whole machine (every core), from /proc/stat. */
function machineJiffies(): { busy: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - fields[3]! - fields[4]!, total }; // less idle and iowait
  } catch {
    return { busy: 0, total: 0 };
  }
}

function procsRunning(): number {
  try {
    return Number(/procs_running (\d+)/.exec(readFileSync('/proc/stat', 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * The machine's run queue while a phase runs: runnable tasks (sampled every 50 ms, the sampler
 * itself counted once) and the share of all cores busy, every process on the machine included.
 */
export function runQueue() {
  const start = machineJiffies();
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(procsRunning() - 1), 50);
  return () => {
    clearInterval(timer);
    const end = machineJiffies();
    return {
      runnable: samples.reduce((a, b) => a + b, 0) / Math.max(samples.length, 1),
      busy: (end.busy - start.busy) / Math.max(end.total - start.total, 1),
    };
  };
}

/**
 * The PostgreSQL server's own processes (postmaster, WAL writer, checkpointer…), no client backend;
 * with `backends`, every process of the server, client backends of every database included.
 */
export function postgresServerProcesses(backends = false): number[] {
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
  }
  return pids.map(Number).filter((pid) => {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
      // A client backend's title names its client's address: "… 127.0.0.1(54321) idle".
      return backends || !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('(');
    } catch {
      return false;
    }
  });
}
