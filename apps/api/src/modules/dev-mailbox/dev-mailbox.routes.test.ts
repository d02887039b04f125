import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiMessages, outboxMessages } from '@painel/domain';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDelivery } from '../../lib/delivery';
import { createHarness, type Harness } from '../../test/harness';
import { linkify } from './dev-mailbox.presenter';

let h: Harness;
let portal: FastifyInstance;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  const delivery = createDelivery({ config: h.config, db: h.db });
  await delivery.sendMail({ to: 'ana@empresa.example', subject: 'Primeira', text: 'Acesse https://painel.example/a?hash=x1.' });
  await delivery.sendSms({ to: '11987654321', text: 'Seu código é 123456' });
  await delivery.sendMail({
    to: 'ana@empresa.example',
    subject: '<b>Assunto</b> & "aspas"',
    text: '<script>alert(1)</script> javascript:alert(2) http://x.example/"onmouseover="alert(3)',
  });
});
afterAll(() => h.close());

describe('GET /api/dev/caixa-de-saida', () => {
  it('lists the kept messages, newest first', async () => {
    const res = await portal.inject({ url: '/api/dev/caixa-de-saida' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = res.json<{ items: { channel: string; recipient: string; subject: string | null; body: string; createdAt: string }[] }>();
    expect(items.map((i) => i.subject)).toEqual(['<b>Assunto</b> & "aspas"', null, 'Primeira']);
    expect(items[1]).toMatchObject({ channel: 'sms', recipient: '11987654321', body: 'Seu código é 123456' });
    expect(new Date(items[0]?.createdAt ?? '').getTime()).not.toBeNaN();
  });

  it('filters by recipient, in any letter case', async () => {
    const res = await portal.inject({ url: '/api/dev/caixa-de-saida?to=ANA@empresa.example' });
    expect(res.json<{ items: unknown[] }>().items).toHaveLength(2);
    const bad = await portal.inject({ url: '/api/dev/caixa-de-saida?nada=1' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /dev/caixa-de-saida', () => {
  it('renders a pt-BR page with every message escaped and its links clickable', async () => {
    const res = await portal.inject({ url: '/dev/caixa-de-saida' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain(outboxMessages.title);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Assunto&lt;/b&gt; &amp; &quot;aspas&quot;');
    expect(html).toContain('<a href="https://painel.example/a?hash=x1" target="_blank" rel="noopener noreferrer">https://painel.example/a?hash=x1</a>.');
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('onmouseover="');
    expect(html.indexOf('Seu código é 123456')).toBeLessThan(html.indexOf('Primeira'));
  });
});

describe('linkify', () => {
  it.each([
    ['veja http://a.example/x', 'veja <a href="http://a.example/x" target="_blank" rel="noopener noreferrer">http://a.example/x</a>'],
    ['(https://a.example/b).', '(<a href="https://a.example/b" target="_blank" rel="noopener noreferrer">https://a.example/b</a>).'],
    ['a <b> & c', 'a &lt;b&gt; &amp; c'],
    ['ftp://a.example javascript:alert(1)', 'ftp://a.example javascript:alert(1)'],
    ["http://a.example/'x'", '<a href="http://a.example/" target="_blank" rel="noopener noreferrer">http://a.example/</a>&#39;x&#39;'],
  ])('%j', (text, html) => {
    expect(linkify(text)).toBe(html);
  });
});

describe('only for this machine', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2'])('answers a client at %s', async (remoteAddress) => {
    const api = await portal.inject({ url: '/api/dev/caixa-de-saida', remoteAddress });
    expect(api.statusCode).toBe(200);
    const page = await portal.inject({ url: '/dev/caixa-de-saida', remoteAddress });
    expect(page.statusCode).toBe(200);
  });

  it.each(['203.0.113.9', '10.0.0.5', '::ffff:192.168.0.10', '2001:db8::1'])(
    'is a 404 that shows no link or code to a client at %s',
    async (remoteAddress) => {
      for (const url of ['/api/dev/caixa-de-saida', '/api/dev/caixa-de-saida?to=ana@empresa.example', '/dev/caixa-de-saida']) {
        const res = await portal.inject({ url, remoteAddress });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
        expect(res.body).not.toContain('123456');
        expect(res.body).not.toContain('hash=');
      }
    },
  );

  it('believes the socket, not X-Forwarded-For, and refuses what came through a proxy', async () => {
    const spoofed = await portal.inject({ url: '/api/dev/caixa-de-saida', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(spoofed.statusCode).toBe(404);
    // A proxy on this machine makes every client look local: a forwarded request is not.
    for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]) {
      const proxied = await portal.inject({ url: '/api/dev/caixa-de-saida', remoteAddress: '127.0.0.1', headers });
      expect(proxied.statusCode).toBe(404);
    }
  });

  it('is the same for the back office', async () => {
    const backoffice = await h.app('backoffice');
    expect((await backoffice.inject({ url: '/api/dev/caixa-de-saida' })).statusCode).toBe(200);
    expect((await backoffice.inject({ url: '/api/dev/caixa-de-saida', remoteAddress: '198.51.100.7' })).statusCode).toBe(404);
  });
});

describe('outside demo mode', () => {
  it.each([
    ['in production', { NODE_ENV: 'production', SECRET_KEY: Buffer.alloc(32, 7).toString('base64') }],
    ['with DEMO=0', { NODE_ENV: 'development', DEMO: '0' }],
  ])('the mailbox does not exist %s: a JSON 404 under /api, and no page', async (_label, env) => {
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent', WEB_DIST: h.config.webDist });
    expect(config.demoMode).toBe(false);
    const production = await buildApp({ config, db: h.db, environment: 'portal', logger: false });
    try {
      await production.ready();
      expect(production.routeAccess.filter((r) => r.url.includes('caixa-de-saida'))).toEqual([]);
      const api = await production.inject({ url: '/api/dev/caixa-de-saida' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
      const page = await production.inject({ url: '/dev/caixa-de-saida' });
      expect(page.body).not.toContain(outboxMessages.title);
      expect(page.body).not.toContain('Seu código é 123456');
    } finally {
      await production.close();
    }
  });
});
