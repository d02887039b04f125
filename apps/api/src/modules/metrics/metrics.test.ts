import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMetrics, type Metrics } from '../../lib/metrics';
import { createHarness, DEMO_PASSWORD, authorizeRequest, signIn, type Harness } from '../../test/harness';
import { labelValues, opsDocs } from '../../lib/ops-docs.test-support';
import { buildMetricsServer, startMetricsServer } from './metrics.server';
import { databaseCounts } from './metrics.repository';
import { addPrice, clearUsage, productServerToken, userByEmail } from '../usage/usage.test-support';

const LOCALIZE = { id: 1, slug: 'localize' };
const CPF = 1001;

describe('metrics', () => {
  let h: Harness;
  let metrics: Metrics;
  let portal: FastifyInstance;
  let backoffice: FastifyInstance;
  let scrape: () => Promise<string>;

  beforeAll(async () => {
    h = await createHarness();
    metrics = createMetrics({ db: h.db, databaseCounts: databaseCounts(h.db) });
    portal = await h.app('portal', { metrics });
    backoffice = await h.app('backoffice', { metrics });
    const server = await buildMetricsServer(metrics);
    scrape = async () => {
      const response = await server.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      return response.body;
    };
    // A few requests of each kind, both environments into one registry.
    await portal.inject({ method: 'GET', url: '/api/health' });
    await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
    await authorizeRequest(portal, h.config, { email: 'operador@empresa.example', password: 'Errada#123' });
    await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
    // Staff at the portal: refused by environment.
    await authorizeRequest(portal, h.config, { email: 'suporte@painel.example', password: DEMO_PASSWORD });
    await portal.inject({ method: 'GET', url: '/api/payments/documents/Tok3nQueNaoPodeVazar' });
    await portal.inject({ method: 'GET', url: '/api/rota-que-nao-existe/4242?email=alguem@empresa.example' });
    await usage();
    // A provider's confirmation with a wrong signature: refused.
    await portal.inject({
      method: 'POST',
      url: '/api/payments/webhooks/demo',
      headers: { 'content-type': 'application/json', 'x-painel-signature': `sha256=${'0'.repeat(64)}` },
      payload: '{"eventId":"e-1"}',
    });
  });

  /** A product's server: one authorize, then a batch of one fresh event, its repeat and another product's. */
  async function usage() {
    const operator = await userByEmail(h.db, 'operador@empresa.example');
    await clearUsage(h.db);
    await addPrice(h.db, {
      companyId: operator.companyId,
      productId: LOCALIZE.id,
      functionalityId: CPF,
      unitPrice: '0.400',
      validFrom: '2020-01-01',
    });
    const token = await productServerToken(portal, h.db, LOCALIZE);
    const headers = { authorization: `Bearer ${token}` };
    const fresh = { userId: operator.id, productId: LOCALIZE.id, functionalityId: CPF, quantity: 1 };
    await portal.inject({ method: 'POST', url: '/api/usage/authorize', headers, payload: fresh });
    // Happened 90 seconds before it was sent.
    const occurredAt = new Date(Date.now() - 90_000).toISOString();
    const event = { ...fresh, idempotencyKey: 'metricas-1', occurredAt };
    const res = await portal.inject({
      method: 'POST',
      url: '/api/usage/events',
      headers,
      payload: { events: [event, event, { ...event, idempotencyKey: 'metricas-2', productId: 5 }] },
    });
    expect(res.json()).toMatchObject({ accepted: 1, duplicate: 1, refused: 1 });
  }
  afterAll(() => h.close());

  it('serves the expected families after a few requests', async () => {
    const text = await scrape();
    for (const family of [
      'painel_http_request_duration_seconds',
      'painel_sign_ins_total',
      'painel_product_sign_ons_total',
      'painel_usage_authorizations_total',
      'painel_db_pool_connections_in_use',
      'painel_db_pool_waiting',
    ]) {
      expect(text).toContain(`# TYPE ${family} `);
    }
    expect(text).toMatch(
      /painel_http_request_duration_seconds_count\{environment="portal",method="GET",route="\/api\/health",status_class="2xx"\} 1\n/,
    );
    expect(text).toMatch(
      /painel_http_request_duration_seconds_count\{environment="backoffice",method="POST",route="\/api\/oauth2\/oauth\/token",status_class="2xx"\} 1\n/,
    );
    expect(text).toContain('painel_sign_ins_total{environment="portal",outcome="success"} 1');
    expect(text).toContain('painel_sign_ins_total{environment="portal",outcome="wrong_password"} 1');
    expect(text).toContain('painel_sign_ins_total{environment="portal",outcome="refused_environment"} 1');
    expect(text).toContain('painel_sign_ins_total{environment="backoffice",outcome="success"} 1');
  });

  it('counts usage ingestion by result with its lag, authorize latency, payment refusals and live sessions', async () => {
    const text = await scrape();
    expect(text).toContain('painel_usage_events_total{product="localize",status="accepted"} 1\n');
    expect(text).toContain('painel_usage_events_total{product="localize",status="duplicate"} 1\n');
    expect(text).toContain('painel_usage_events_total{product="localize",status="refused"} 1\n');
    // 90 s late: above the 60 s bucket, inside the 300 s one.
    expect(text).toContain('painel_usage_event_lag_seconds_bucket{le="60",product="localize"} 0\n');
    expect(text).toContain('painel_usage_event_lag_seconds_bucket{le="300",product="localize"} 1\n');
    expect(text).toContain('painel_usage_authorize_duration_seconds_count{product="localize"} 1\n');
    expect(text).toContain('painel_usage_authorizations_total{product="localize",decision="allowed"} 1\n');
    expect(text).toContain('painel_payment_confirmations_total{outcome="refused"} 1\n');
    expect(text).toContain('painel_payment_confirmations_total{outcome="applied"} 0\n');
    // Two people signed in above (the portal's admin, the back office's staff), from the seeded database's own none.
    const active = Number(/painel_sessions_active\{kind="portal"\} (\d+)/.exec(text)?.[1]);
    expect(active).toBeGreaterThanOrEqual(2);
    expect(text).toContain('painel_jobs_running{job="report_export"} 0\n');
    expect(text).toContain('painel_job_runs_total{job="nfse",outcome="failed"} 0\n');
  });

  it('reads the queued background work from the database at each scrape', async () => {
    const admin = await userByEmail(h.db, 'admin@empresa.example');
    const queued = () =>
      scrape().then((text) => /painel_jobs_queued\{job="report_export"\} (\d+)/.exec(text)?.[1]);
    const before = Number(await queued());
    await h.db
      .insertInto('reportExports')
      .values({
        companyId: admin.companyId,
        requestedBy: admin.id,
        environment: 'portal',
        format: 'csv',
        periodFrom: '2026-06-01',
        periodTo: '2026-06-17',
        groupId: null,
        productId: null,
        columns: ['date'],
        createdAt: new Date(),
        status: 'queued',
        stored: true,
        rowsTotal: 10,
      })
      .execute();
    expect(Number(await queued())).toBe(before + 1);
    expect(await scrape()).toMatch(/painel_jobs_queued\{job="backchannel_logout"\} \d+\n/);
  });

  it('labels by route pattern: no token, id, query or e-mail reaches a label', async () => {
    const text = await scrape();
    expect(text).toContain('route="/api/payments/documents/:token"');
    expect(text).toContain('route="unmatched"');
    for (const raw of ['Tok3nQueNaoPodeVazar', '4242', 'empresa.example', 'painel.example', '127.0.0.1'])
      expect(text).not.toContain(raw);
  });

  it('the routes docs/ops graphs and alerts on exist', () => {
    const routes = labelValues(`${opsDocs.alerts}\n${opsDocs.dashboard}`, 'route').filter(
      (route) => route !== 'unmatched',
    );
    expect(routes).toContain('/api/oauth2/session');
    for (const url of routes) {
      expect(
        ['GET', 'POST'].some((method) => portal.hasRoute({ method, url })),
        url,
      ).toBe(true);
    }
  });

  it('is not served by the portal or the back office', async () => {
    for (const app of [portal, backoffice]) {
      expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
      // Outside /api a GET is the web app's (its index.html; here, with no build, a 503).
      const page = await app.inject({ method: 'GET', url: '/metrics' });
      expect(page.headers['content-type']).not.toContain('version=0.0.4');
      expect(page.body).not.toContain('painel_http_request_duration_seconds');
    }
  });

  it('listens on the loopback address unless told otherwise', async () => {
    const server = await startMetricsServer(metrics, {
      host: h.config.metrics?.host ?? '127.0.0.1',
      port: 0,
    });
    try {
      const address = server.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
      expect(address.address).toBe('127.0.0.1');
      const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(await response.text()).toContain('painel_sign_ins_total');
    } finally {
      await server.close();
    }
  });
});
