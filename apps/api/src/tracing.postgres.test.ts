/**
 * OpenTelemetry, as an operator turns it on: the compiled API (dist/server.js) started with
 * OTEL_EXPORTER_OTLP_ENDPOINT sends its spans to an OTLP/HTTP receiver (a plain node:http server
 * here, reading the exporter's JSON) — the HTTP request, its Fastify route with the request id, the
 * PostgreSQL query — and its log lines carry the trace id. Started without it, it loads no
 * OpenTelemetry SDK, exporter or instrumentation. A module probe (`--import`, node:module hooks)
 * lists what each process resolved. PostgreSQL only: pg is what is traced (PGlite is in-process).
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from './test/harness';
import { childApiEnv, freePort } from './test/free-port';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = {
  traceId: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
};
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
  }[];
};

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

describe('OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  const probeDir = mkdtempSync(path.join(tmpdir(), 'painel-otel-'));
  const probe = path.join(probeDir, 'probe.mjs');
  let h: Harness;

  beforeAll(async () => {
    // Every module the process resolves, through require or import, written out when it exits.
    writeFileSync(
      probe,
      `import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';
const seen = new Set();
registerHooks({ resolve(specifier, context, next) { const r = next(specifier, context); seen.add(r.url); return r; } });
process.on('exit', () => writeFileSync(process.env.MODULE_PROBE_OUT, JSON.stringify([...seen])));
`,
    );
    await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: apiDir });
    h = await createHarness();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    rmSync(probeDir, { recursive: true, force: true });
  });

  /** Starts dist/server.js, makes one request, stops it; returns its log lines and loaded modules. */
  async function run(extraEnv: Record<string, string>) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const modulesFile = path.join(probeDir, `modules-${port}.json`);
    const child = spawn(process.execPath, ['--import', pathToFileURL(probe).href, 'dist/server.js'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        ...(await childApiEnv(h.databaseUrl, port)),
        LOG_LEVEL: 'debug',
        MODULE_PROBE_OUT: modulesFile,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = once(child, 'exit');
    await vi.waitFor(
      () => {
        // Printed once every listener is up, in the tick that installs the SIGTERM handler.
        if (child.exitCode === null && !stdout.includes('Painel no ar'))
          throw new Error('the API did not start');
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(child.exitCode).toBe(null);
    // Readiness asks the database: an HTTP request, a Fastify route, a PostgreSQL query.
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    const logs = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const modules = JSON.parse(readFileSync(modulesFile, 'utf8')) as string[];
    return { logs, modules };
  }

  it('sends the request, its route with the request id and its query to the OTLP endpoint, and logs the trace id', async () => {
    const exports: OtlpExport[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces') {
          expect(req.headers['content-type']).toBe('application/json');
          expect(req.headers.authorization).toBe('Bearer coletor');
          exports.push(JSON.parse(body) as OtlpExport);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const address = receiver.address();
    if (!address || typeof address === 'string') throw new Error('no receiver port');
    try {
      const { logs, modules } = await run({
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${address.port}`,
        OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer coletor',
        OTEL_SERVICE_NAME: 'painel-teste',
      });
      expect(modules.some((url) => url.includes('/@opentelemetry/sdk-trace/'))).toBe(true);

      const resources = exports.flatMap((e) => e.resourceSpans);
      expect(
        resources.every((r) =>
          r.resource.attributes.some(
            (a) => a.key === 'service.name' && a.value.stringValue === 'painel-teste',
          ),
        ),
      ).toBe(true);
      const spans = resources.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));

      // The Fastify request span names the route and carries the id every log line of the request has.
      const route = spans.find(
        (s) => s.name === 'request' && attribute(s, 'http.route') === '/api/health/ready',
      );
      expect(route).toBeDefined();
      const requestId = attribute(route!, 'painel.request_id');
      expect(requestId).toMatch(/^req-/);
      const answered = logs.find((l) => l.reqId === requestId && l.msg === 'request completed');
      expect(answered?.traceId).toBe(route!.traceId);

      // In the same trace: the server span of the HTTP request and the PostgreSQL query.
      const trace = spans.filter((s) => s.traceId === route!.traceId);
      expect(trace.some((s) => s.kind === 2 && attribute(s, 'http.route') === '/api/health/ready')).toBe(
        true,
      );
      expect(
        trace.some(
          (s) =>
            attribute(s, 'db.system.name') === 'postgresql' || attribute(s, 'db.system') === 'postgresql',
        ),
      ).toBe(true);
    } finally {
      receiver.close();
    }
  }, 120_000);

  it('loads no OpenTelemetry SDK, exporter or instrumentation when no endpoint is set', async () => {
    const { logs, modules } = await run({});
    const otel = modules.filter((url) => /@opentelemetry\/|@fastify\/otel|-in-the-middle/.test(url));
    // Only the API facade, which prom-client (the metrics) always loads; without an SDK it does nothing.
    expect(otel.filter((url) => !url.includes('/@opentelemetry/api/'))).toEqual([]);
    expect(logs.some((l) => l.msg === 'request completed' && 'traceId' in l)).toBe(false);
    expect(logs.some((l) => l.msg === 'request completed')).toBe(true);
  }, 120_000);
});
