import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMetrics, type Metrics } from '../../lib/metrics';
import { createHarness, DEMO_PASSWORD, authorizeRequest, signIn, type Harness } from '../../test/harness';
import { labelValues, opsDocs } from '../../lib/ops-docs.test-support';
import { buildMetricsServer, startMetricsServer } from './metrics.server';

describe('metrics', () => {
  let h: Harness;
  let metrics: Metrics;
  let portal: FastifyInstance;
  let backoffice: FastifyInstance;
  let scrape: () => Promise<string>;

  beforeAll(async () => {
    h = await createHarness();
    metrics = createMetrics({ db: h.db });
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
  });
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
