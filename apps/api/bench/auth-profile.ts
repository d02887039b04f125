/**
 * `npm run bench:auth:profile`: where the API's main thread spends a login, beyond argon2id (which
 * runs on libuv's pool). Starts the server as bench:auth does, opens its inspector only for the
 * login load (SIGUSR1 on the server process), and sums the CPU profile's self time by area. The
 * profile samples wall time: on a busy machine a thread descheduled inside a system call (a socket
 * write, handing a hash to the pool) is sampled there, so those frames are left out and the areas
 * share the main thread's CPU measured from /proc. The .cpuprofile is kept for DevTools.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { login } from './auth-login';
import { cpuTicks, perOperation, processTree } from './cpu-ticks';
import { load, loadAverage, onBothDatabases, rate, startServer } from './support';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const USERS = ['admin@empresa.example', 'gerente@empresa.example', 'operador@empresa.example'];
const outDir = mkdtempSync(path.join(tmpdir(), 'painel-auth-profile-'));

type Frame = { functionName: string; url: string };
type Profile = {
  nodes: { id: number; callFrame: Frame }[];
  samples: number[];
  timeDeltas: number[];
};

/** Samples outside any work of the process's own: idle, or a thread waiting in the kernel. */
const WAITING = new Set(['(idle)', 'writev', 'writeUtf8String', 'writeBuffer', 'VerifyTask', 'verify']);

function area({ functionName: fn, url }: Frame): string | null {
  if (!url) {
    if (WAITING.has(fn)) return null;
    if (fn === '(garbage collector)') return 'coleta de lixo (no thread principal)';
    return fn.startsWith('wasm') ? 'PGlite (WASM)' : 'nativo do Node/V8';
  }
  const rules: [RegExp, string][] = [
    [/^wasm:/, 'PGlite (WASM)'],
    [/@electric-sql\/pglite/, 'PGlite (JS)'],
    [/node_modules\/kysely/, 'Kysely (montar e compilar SQL)'],
    [/node_modules\/(pg|pg-[a-z]+|postgres-[a-z]+)\//, 'driver pg'],
    [/node_modules\/(zod|fastify-type-provider-zod)\//, 'zod'],
    [/date-fns/, 'date-fns'],
    [
      /node_modules\/(@fastify|fastify|find-my-way|avvio|toad-cache|fast-[a-z-]+|secure-json-parse|light-my-request)/,
      'Fastify e plugins',
    ],
    [/node_modules\/(helmet|pino|prom-client)/, 'helmet, pino, métricas'],
    [/^node:/, 'Node (http, net, streams, crypto)'],
    [/apps\/api\/src|packages\//, 'código do Painel'],
  ];
  return rules.find(([re]) => re.test(url))?.[1] ?? 'outros';
}

/** The Chrome DevTools protocol over the inspector's WebSocket: just request and answer. */
async function devtools(port: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const ws = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve) => ws.addEventListener('open', resolve, { once: true }));
  const pending = new Map<number, (result: unknown) => void>();
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  let next = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      next += 1;
      pending.set(next, resolve);
      ws.send(JSON.stringify({ id: next, method, params }));
    });
  return { send, close: () => ws.close() };
}

async function whenListening(port: number) {
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/json/list`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('o inspector do servidor não abriu');
}

async function bench(label: string, env: Record<string, string>) {
  const port = 9300 + (process.pid % 600);
  // --inspect-port alone opens nothing: SIGUSR1 opens it in the one process that runs the server.
  const { base, child, stop } = await startServer({
    ...env,
    NODE_OPTIONS: `--inspect-port=127.0.0.1:${port}`,
  });
  try {
    const server = processTree(child.pid!);
    process.kill(server.at(-1)!, 'SIGUSR1');
    await whenListening(port);
    const inspector = await devtools(port);
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.setSamplingInterval', { interval: 200 });
    await inspector.send('Profiler.start');
    const database = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : null;
    const before = cpuTicks(server, database);
    const logins = await load(
      8,
      DURATION_MS,
      async (w) => (await login(base, USERS[w % 3]!, 'Quartzo#Azul47')) !== null,
    );
    const cpu = perOperation(before, cpuTicks(server, database), logins.count);
    const { profile } = (await inspector.send('Profiler.stop')) as { profile: Profile };
    inspector.close();
    const file = path.join(outDir, `${label.split(' ')[0]}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));

    const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    const byArea = new Map<string, number>();
    let counted = 0;
    profile.samples.forEach((id, i) => {
      const name = area(frames.get(id)!);
      if (name === null) return;
      const us = profile.timeDeltas[i] ?? 0;
      byArea.set(name, (byArea.get(name) ?? 0) + us);
      counted += us;
    });
    console.log(
      `\n== ${label} ==   carga média ${loadAverage()}   ${rate(logins).toFixed(1)} logins/s, ${logins.count} medidos`,
    );
    console.log(
      `CPU por login (ms): thread principal ${cpu.mainThread.toFixed(2)}, argon2id ${cpu.argon2.toFixed(2)}, threads do V8 ${cpu.v8Helpers.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)}, cliente ${cpu.client.toFixed(2)}`,
    );
    console.log('o thread principal, por área (parte das amostras × CPU medida):');
    for (const [name, us] of [...byArea].sort((a, b) => b[1] - a[1]))
      console.log(
        `  ${((us / counted) * cpu.mainThread).toFixed(2).padStart(6)} ms  ${((100 * us) / counted).toFixed(1).padStart(5)}%  ${name}`,
      );
    console.log(`perfil: ${file}`);
  } finally {
    await stop();
  }
}

await onBothDatabases(bench, mkdtempSync(path.join(tmpdir(), 'painel-bench-')));
