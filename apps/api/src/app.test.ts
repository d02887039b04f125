import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@painel/domain';
import { buildApp } from './app';
import { access } from './core/access';
import { createHarness, type Harness } from './test/harness';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
const webDist = mkdtempSync(path.join(tmpdir(), 'painel-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html lang="pt-BR" data-environment="__PAINEL_ENVIRONMENT__"></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  h = await createHarness({ webDist });
  portal = await h.app('portal');
  backoffice = await h.app('backoffice');
});
afterAll(async () => {
  await h.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('one build, two environments', () => {
  it.each([
    ['portal', '/'],
    ['portal', '/inicio'],
    ['portal', '/caminho/que/nao/existe'],
    ['backoffice', '/'],
  ] as const)('serves index.html for %s %s, stamped with the environment', async (environment, url) => {
    const res = await (environment === 'portal' ? portal : backoffice).inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`data-environment="${environment}"`);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing build file with a 404, not index.html', async () => {
    for (const url of ['/assets/app-old999.js', '/assets/nada.css']) {
      const res = await portal.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('data-environment');
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
    }
  });

  it('serves hashed assets with long-lived caching', async () => {
    const res = await portal.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

describe('the API surface', () => {
  it.each(['/api', '/api/nada', '/api/oauth2/nada?x=1'])('answers %s with a JSON 404', async (url) => {
    const res = await portal.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
  });

  it('answers an unknown non-GET anywhere with a JSON 404', async () => {
    const res = await portal.inject({ method: 'POST', url: '/inicio', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('reports health', async () => {
    expect((await backoffice.inject({ url: '/api/health' })).json()).toEqual({
      status: 'ok',
      environment: 'backoffice',
    });
  });

  it('rejects an oversized body with 413 and a code', async () => {
    const res = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rejects an unsupported content type with 415 and a code', async () => {
    const res = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('publishes the OpenAPI document generated from the route schemas at /docs', async () => {
    const ui = await portal.inject({ url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const doc = (await portal.inject({ url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/oauth2/oauth/authorize',
        '/api/oauth2/oauth/token',
        '/api/oauth2/session',
      ]),
    );
  });

  it.each(['/', '/api/health', '/api/nada', '/assets/nada.js', '/docs/json'])(
    'sends a Permissions-Policy that turns off unused features on %s',
    async (url) => {
      const policy = (await portal.inject({ url })).headers['permissions-policy'];
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(policy).toContain(feature);
    },
  );

  it('does not serve the API document when API_DOCS is off (the production default)', async () => {
    const app = await h.app('portal');
    const closed = await buildApp({
      config: { ...h.config, apiDocs: false },
      db: h.db,
      environment: 'portal',
      logger: false,
    });
    try {
      await Promise.all([closed.ready(), app.ready()]);
      expect(closed.routeAccess.filter((r) => r.url.startsWith('/docs'))).toEqual([]);
      expect(app.routeAccess.filter((r) => r.url.startsWith('/docs')).length).toBeGreaterThan(0);
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        const res = await closed.inject({ url });
        expect(res.body, url).not.toContain('openapi');
        expect(res.body, url).not.toContain('swagger');
      }
    } finally {
      await closed.close();
    }
  });

  it('sends a strict Content-Security-Policy and no framing', async () => {
    const res = await portal.inject({ url: '/' });
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('unexpected failures', () => {
  it('answers 500 with the generic pt-BR message and no internals', async () => {
    const app = await h.app('portal');
    app.get('/api/explode', { config: { access: access.public() } }, async () => {
      throw new Error('segredo interno: senha do banco');
    });
    const res = await app.inject({ url: '/api/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: apiMessages.internal });
    expect(res.body).not.toContain('segredo');
  });
});
