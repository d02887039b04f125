/**
 * CPU time per thread, read from /proc (Linux), so a benchmark can say where one operation's CPU
 * went: the API's main thread, libuv's pool (argon2id), V8's helper threads (garbage collection),
 * the PostgreSQL backends of one database, and this client. Per-thread ticks hold up better than
 * wall-clock rates when other work shares the machine; elsewhere than Linux they read as zero.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

type Stat = { comm: string; ppid: number; ticks: number };

function stat(file: string): Stat | null {
  try {
    const text = readFileSync(file, 'utf8');
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return {
      comm: text.slice(text.indexOf('(') + 1, close),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]), // utime + stime
    };
  } catch {
    return null;
  }
}

function processIds(): number[] {
  try {
    return readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return [];
  }
}

/** A process and every process below it (tsx runs the server in a child of its own). */
export function processTree(root: number): number[] {
  const all = processIds().map((pid) => ({ pid, ppid: stat(`/proc/${pid}/stat`)?.ppid ?? -1 }));
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) for (const p of all) if (p.ppid === tree[i]) tree.push(p.pid);
  return tree;
}

export type CpuGroups = {
  argon2: number;
  mainThread: number;
  v8Helpers: number;
  postgres: number;
  client: number;
};

function threadsOf(pid: number): { main: boolean; stat: Stat }[] {
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tids.flatMap((tid) => {
    const s = stat(`/proc/${pid}/task/${tid}/stat`);
    return s ? [{ main: Number(tid) === pid, stat: s }] : [];
  });
}

/** CPU ticks so far of the server's processes, the backends serving `database` and this process. */
export function cpuTicks(server: number[], database: string | null): CpuGroups {
  const t: CpuGroups = { argon2: 0, mainThread: 0, v8Helpers: 0, postgres: 0, client: 0 };
  for (const pid of server)
    for (const { main, stat: s } of threadsOf(pid)) {
      if (main) t.mainThread += s.ticks;
      else if (s.comm === 'libuv-worker') t.argon2 += s.ticks;
      else t.v8Helpers += s.ticks;
    }
  for (const { stat: s } of threadsOf(process.pid)) t.client += s.ticks;
  if (database)
    for (const pid of processIds()) {
      const s = stat(`/proc/${pid}/stat`);
      if (s?.comm !== 'postgres') continue;
      const command = (() => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        } catch {
          return '';
        }
      })();
      if (command.split(/[\s\0]/).includes(database)) t.postgres += s.ticks;
    }
  return t;
}

/** Milliseconds of CPU per operation in each group between two readings. */
export function perOperation(before: CpuGroups, after: CpuGroups, operations: number): CpuGroups {
  const per = (k: keyof CpuGroups) => ((after[k] - before[k]) * TICK_MS) / Math.max(operations, 1);
  return {
    argon2: per('argon2'),
    mainThread: per('mainThread'),
    v8Helpers: per('v8Helpers'),
    postgres: per('postgres'),
    client: per('client'),
  };
}
