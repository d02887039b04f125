/**
 * `npm run bench:auth`: figures measured side by side in one run, on the embedded database and on
 * PostgreSQL (when a server answers). Client and server share this machine's cores, so compare
 * the ratios, not the absolute numbers.
 *   1. full password logins/s (authorize + token) next to the argon2id bound: verifications/s of
 *      the same hash with the same parallelism, measured here — target ratio ≥ 0.8;
 *   2. authenticated GET /api/oauth2/session/s next to a bare route of the same process
 *      (/api/health), with p99 — target ratio ≥ 0.9 and p99 ≤ 1.2 × the bare route's;
 *   3. session checks while logins saturate the server — target p99 ≤ 50 ms.
 * Each row prints next to its goal, with the load average of the machine when it was measured.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { load, loadAverage, onBothDatabases, percentile, rate, startServer, type Run } from './support';

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const PASSWORD = 'Quartzo#Azul47';
const USERS = [
  'admin@empresa.example',
  'gerente@empresa.example',
  'operador@empresa.example',
  'financeiro@empresa.example',
  'trial@teste.example',
  'bloqueado@inadimplente.example',
];
const p99 = (r: Run) => percentile(r, 0.99);

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function login(base: string, email: string): Promise<string | null> {
  const { verifier, challenge } = pkce();
  const redirect = `${base.replace('127.0.0.1', 'localhost')}/login`;
  const authorized = await fetch(`${base}/api/oauth2/oauth/authorize`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      client_id: 'painel-portal',
      redirect_uri: redirect,
      state: randomBytes(16).toString('base64url'),
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }),
  });
  if (!authorized.ok) return null;
  const { code } = (await authorized.json()) as { code: string };
  const token = await fetch(`${base}/api/oauth2/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
      code_verifier: verifier,
      client_id: 'painel-portal',
    }),
  });
  if (!token.ok) return null;
  return token.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function argonBound(parallelism: number): Promise<number> {
  const stored = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  return rate(await load(parallelism, DURATION_MS, async () => verify(stored, PASSWORD)));
}

async function bench(label: string, env: Record<string, string>) {
  const { base, stop } = await startServer(env);
  try {
    const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const bound = await argonBound(threads);
    const logins = await load(
      threads * 2,
      DURATION_MS,
      async (w) => (await login(base, USERS[w % USERS.length]!)) !== null,
    );

    // Distinct people, so one-session-per-person does not end the sessions being measured.
    const cookies = (await Promise.all(USERS.map((u) => login(base, u)))).filter(
      (c): c is string => c !== null,
    );
    const sessionCheck = (w: number) =>
      fetch(`${base}/api/oauth2/session`, { headers: { cookie: cookies[w % cookies.length]! } }).then(
        async (r) => {
          await r.arrayBuffer();
          return r.ok;
        },
      );
    const bare = await load(8, DURATION_MS, () =>
      fetch(`${base}/api/health`).then(async (r) => (await r.arrayBuffer(), r.ok)),
    );
    const sessions = await load(8, DURATION_MS, sessionCheck);

    const loginUsers = ['admin@empresa.example', 'gerente@empresa.example'];
    const [, underLoad] = await Promise.all([
      load(threads * 2, DURATION_MS, async (w) => (await login(base, loginUsers[w % 2]!)) !== null),
      load(2, DURATION_MS, (w) => sessionCheck(w + 2)),
    ]);

    const f = (n: number) => n.toFixed(1);
    const ok = (met: boolean) => (met ? 'ATINGIDA' : 'NÃO atingida');
    const loginRatio = rate(logins) / bound;
    const sessionRatio = rate(sessions) / rate(bare);
    const p99Ratio = p99(sessions) / p99(bare);
    console.log(`\n== ${label} ==   carga média ${loadAverage()}`);
    console.log(
      `login / limite argon2id            ${loginRatio.toFixed(2)} (meta ≥ 0.80: ${ok(loginRatio >= 0.8)})   ${f(rate(logins))} vs ${f(bound)}/s   erros ${logins.errors}`,
    );
    console.log(
      `sessão / rota simples              ${sessionRatio.toFixed(2)} (meta ≥ 0.90: ${ok(sessionRatio >= 0.9)})   ${f(rate(sessions))} vs ${f(rate(bare))}/s   erros ${sessions.errors}`,
    );
    console.log(
      `p99 sessão / p99 rota simples      ${p99Ratio.toFixed(2)} (meta ≤ 1.20: ${ok(p99Ratio <= 1.2)})   ${f(p99(sessions))} vs ${f(p99(bare))} ms`,
    );
    console.log(
      `p99 da sessão sob logins           ${f(p99(underLoad))} ms (meta ≤ 50: ${ok(p99(underLoad) <= 50)})   ${f(rate(underLoad))}/s   erros ${underLoad.errors}`,
    );
  } finally {
    await stop();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-bench-'));
try {
  await onBothDatabases(bench, dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
