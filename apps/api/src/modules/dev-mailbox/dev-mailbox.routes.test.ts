import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiMessages, outboxMessages } from '@painel/domain';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDelivery } from '../../lib/delivery';
import { createHarness, type Harness } from '../../test/harness';
import { linkify } from './dev-mailbox.presenter';
import { buildDevMailbox, startDevMailbox } from './dev-mailbox.server';

let h: Harness;
let portal: FastifyInstance;
let mailbox: FastifyInstance;

/** A request to the mailbox listener from this computer, as a browser here sends it. */
const local = { remoteAddress: '127.0.0.1', headers: { host: '127.0.0.1:3003' } };

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  mailbox = await buildDevMailbox({ db: h.db });
  const delivery = createDelivery({ config: h.config, db: h.db });
  await delivery.sendMail({
    to: 'ana@empresa.example',
    subject: 'Primeira',
    text: 'Acesse https://painel.example/a?hash=x1.',
  });
  await delivery.sendSms({ to: '11987654321', text: 'Seu código é 123456' });
  await delivery.sendMail({
    to: 'ana@empresa.example',
    subject: '<b>Assunto</b> & "aspas"',
    text: '<script>alert(1)</script> javascript:alert(2) http://x.example/"onmouseover="alert(3)',
  });
});
afterAll(async () => {
  await mailbox.close();
  await h.close();
});

describe('GET /api/dev/caixa-de-saida', () => {
  it('lists the kept messages, newest first', async () => {
    const res = await mailbox.inject({ url: '/api/dev/caixa-de-saida', ...local });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = res.json<{
      items: {
        channel: string;
        recipient: string;
        subject: string | null;
        body: string;
        createdAt: string;
      }[];
    }>();
    expect(items.map((i) => i.subject)).toEqual(['<b>Assunto</b> & "aspas"', null, 'Primeira']);
    expect(items[1]).toMatchObject({ channel: 'sms', recipient: '11987654321', body: 'Seu código é 123456' });
    expect(new Date(items[0]?.createdAt ?? '').getTime()).not.toBeNaN();
  });

  it('filters by recipient, in any letter case', async () => {
    const res = await mailbox.inject({ url: '/api/dev/caixa-de-saida?to=ANA@empresa.example', ...local });
    expect(res.json<{ items: unknown[] }>().items).toHaveLength(2);
    const bad = await mailbox.inject({ url: '/api/dev/caixa-de-saida?nada=1', ...local });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /dev/caixa-de-saida', () => {
  it('renders a pt-BR page with every message escaped and its links clickable', async () => {
    const res = await mailbox.inject({ url: '/dev/caixa-de-saida', ...local });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const html = res.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain(outboxMessages.title);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Assunto&lt;/b&gt; &amp; &quot;aspas&quot;');
    expect(html).toContain(
      '<a href="https://painel.example/a?hash=x1" target="_blank" rel="noopener noreferrer">https://painel.example/a?hash=x1</a>.',
    );
    expect(html).not.toContain('href="javascript');
    expect(html).not.toContain('onmouseover="');
  });
});

describe('linkify', () => {
  it.each([
    [
      'veja http://a.example/x',
      'veja <a href="http://a.example/x" target="_blank" rel="noopener noreferrer">http://a.example/x</a>',
    ],
    [
      '(https://a.example/b).',
      '(<a href="https://a.example/b" target="_blank" rel="noopener noreferrer">https://a.example/b</a>).',
    ],
    ['a <b> & c', 'a &lt;b&gt; &amp; c'],
    ['ftp://a.example javascript:alert(1)', 'ftp://a.example javascript:alert(1)'],
    [
      "http://a.example/'x'",
      '<a href="http://a.example/" target="_blank" rel="noopener noreferrer">http://a.example/</a>&#39;x&#39;',
    ],
  ])('%j', (text, html) => {
    expect(linkify(text)).toBe(html);
  });
});

describe('only for this machine', () => {
  const shows = (body: string) => body.includes('123456') || body.includes('hash=');

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2'])(
    'its listener answers a client at %s',
    async (remoteAddress) => {
      for (const host of ['127.0.0.1:3003', 'localhost:3003', '[::1]:3003']) {
        const api = await mailbox.inject({
          url: '/api/dev/caixa-de-saida',
          remoteAddress,
          headers: { host },
        });
        expect(api.statusCode, host).toBe(200);
      }
    },
  );

  it.each(['203.0.113.9', '10.0.0.5', '::ffff:192.168.0.10', '2001:db8::1'])(
    'its listener is a 404 to a client at %s',
    async (remoteAddress) => {
      for (const url of ['/api/dev/caixa-de-saida', '/dev/caixa-de-saida']) {
        const res = await mailbox.inject({ url, remoteAddress, headers: { host: '127.0.0.1:3003' } });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
        expect(shows(res.body)).toBe(false);
      }
    },
  );

  it('its listener refuses anything a proxy or a rebound DNS name would bring, even from a loopback socket', async () => {
    for (const headers of [
      { 'x-real-ip': '203.0.113.9' },
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { via: '1.1 proxy' },
      { 'true-client-ip': '203.0.113.9' },
      { 'cf-connecting-ip': '203.0.113.9' },
    ]) {
      const res = await mailbox.inject({
        url: '/api/dev/caixa-de-saida',
        remoteAddress: '127.0.0.1',
        headers: { host: '127.0.0.1:3003', ...headers },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    }
    // A page on attacker.example whose name now points at 127.0.0.1 still sends its own Host.
    const rebound = await mailbox.inject({
      url: '/api/dev/caixa-de-saida',
      remoteAddress: '127.0.0.1',
      headers: { host: 'attacker.example:3003' },
    });
    expect(rebound.statusCode).toBe(404);
  });

  it('listens on 127.0.0.1 only, whatever HOST the apps use', async () => {
    const live = await startDevMailbox({ db: h.db, port: 0 });
    try {
      const address = live.server.address();
      expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
      const port = typeof address === 'object' && address ? address.port : 0;
      const res = await fetch(`http://127.0.0.1:${port}/api/dev/caixa-de-saida?to=11987654321`);
      expect(res.status).toBe(200);
      expect(JSON.stringify(await res.json())).toContain('123456');
    } finally {
      await live.close();
    }
  });

  // The portal and the back office never show a message, whoever asks and through whatever proxy
  // (a loopback socket with only X-Real-IP, or a TCP proxy that adds nothing, used to read them all).
  it.each([
    ['a TCP proxy on this machine', { remoteAddress: '127.0.0.1' }],
    [
      'a proxy that sets only X-Real-IP',
      { remoteAddress: '127.0.0.1', headers: { 'x-real-ip': '203.0.113.9' } },
    ],
    ['a remote client', { remoteAddress: '203.0.113.9' }],
  ])(
    'the portal and the back office only redirect to the loopback listener, for %s',
    async (_label, request) => {
      const backoffice = await h.app('backoffice');
      for (const app of [portal, backoffice]) {
        for (const url of ['/api/dev/caixa-de-saida?to=ana@empresa.example', '/dev/caixa-de-saida']) {
          const res = await app.inject({ url, ...request });
          expect(res.statusCode, url).toBe(302);
          expect(res.headers.location).toBe(`http://127.0.0.1:${h.config.devMailboxPort}${url}`);
          expect(shows(res.body), url).toBe(false);
        }
      }
    },
  );
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
      expect(config.devMailboxPort).toBeUndefined();
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

describe('DEV_MAILBOX_PORT', () => {
  it('defaults beside the portal in demo mode, and is refused where there is no mailbox', () => {
    expect(loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }).devMailboxPort).toBe(3003);
    expect(loadConfig({ NODE_ENV: 'test', PORTAL_PORT: '3100', LOG_LEVEL: 'silent' }).devMailboxPort).toBe(
      3103,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', PORTAL_PORT: '0', LOG_LEVEL: 'silent' }).devMailboxPort,
    ).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'development', DEV_MAILBOX_PORT: '4000', LOG_LEVEL: 'silent' }).devMailboxPort,
    ).toBe(4000);
    expect(() => loadConfig({ NODE_ENV: 'development', DEMO: '0', DEV_MAILBOX_PORT: '4000' })).toThrow(
      /DEV_MAILBOX_PORT/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
        DEV_MAILBOX_PORT: '4000',
      }),
    ).toThrow(/DEV_MAILBOX_PORT/);
  });
});
