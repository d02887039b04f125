import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiMessages, ombudsmanMessages, validationMessages } from '@painel/domain';
import { buildApp } from '../../app';
import type { Delivery } from '../../lib/delivery';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { DEMO_DOCUMENTS, companyId, userId } from '../../test/fixtures';
import { OMBUDSMAN_REQUESTS_PER_HOUR } from './ombudsman.routes';

let h: Harness;
let portal: FastifyInstance;
let admin: string;
let smtp: TestSmtp;
const extraApps: FastifyInstance[] = [];

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  admin = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await Promise.all(extraApps.map((a) => a.close()));
  await smtp.close();
  await h.close();
});

const valid = { phone: '(11) 98765-4321', ticket: '', reason: 4, request: 'Sugiro um relatório por grupo.' };
const send = (app: FastifyInstance, cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/ouvidoria', headers: { cookie }, payload: payload as object });

async function app(options: { delivery?: Delivery; smtpUrl?: string }) {
  const built = await buildApp({
    config: { ...h.config, ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}) },
    db: h.db,
    environment: 'portal',
    logger: false,
    ...(options.delivery ? { delivery: options.delivery } : {}),
  });
  extraApps.push(built);
  return built;
}

describe('POST /api/ouvidoria', () => {
  it('needs a session', async () => {
    const res = await send(portal, '', valid);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('does not exist in the back office (it has no ombudsman)', async () => {
    const backoffice = await h.app('backoffice');
    const staff = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
    expect((await send(backoffice, staff, valid)).statusCode).toBe(404);
  });

  it('stores the request with user and company, e-mails it, and answers statusCode 200', async () => {
    const res = await send(portal, admin, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: ombudsmanMessages.success });
    const row = await h.db
      .selectFrom('ombudsmanRequests')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      companyId: await companyId(h.db, DEMO_DOCUMENTS.demo),
      userId: await userId(h.db, 'admin@empresa.example'),
      reason: 4,
      phone: '11987654321',
      ticket: null,
      request: valid.request,
    });
    expect(row.sentAt).not.toBeNull();
    const mail = await h.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', h.config.ombudsmanEmail)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Ouvidoria Assertiva - Sugestão');
    expect(mail.body).toContain(valid.request);
    expect(mail.body).toContain('Empresa Demonstração Ltda');
    expect(mail.body).toContain('(11) 98765-4321');
    expect(mail.body).toContain(`Registro nº ${row.id}`);
  });

  it('sends a complaint with its ticket by SMTP, every typed value escaped in the HTML', async () => {
    const mailApp = await app({ smtpUrl: smtp.url });
    const cookie = await signIn(mailApp, h.config, 'financeiro@empresa.example', DEMO_PASSWORD);
    const request = 'Cobrança <script>alert("x")</script> & <b>indevida</b>\nsegunda linha';
    const res = await send(mailApp, cookie, {
      phone: '21 3234-5678',
      ticket: '00012345',
      reason: 3,
      request,
    });
    expect(res.json()).toEqual({ statusCode: 200, message: ombudsmanMessages.success });
    const mail = await smtp.next((m) => m.subject.includes('Reclamação'));
    expect(mail.to).toEqual([h.config.ombudsmanEmail]);
    expect(mail.subject).toBe('Ouvidoria Assertiva - Reclamação');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>indevida');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;indevida&lt;/b&gt;',
    );
    expect(mail.html).toContain('00012345');
    expect(mail.text.replaceAll('\r\n', '\n')).toContain(request);
    const row = await h.db
      .selectFrom('ombudsmanRequests')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reason: 3, ticket: '00012345', phone: '2132345678' });
  });

  it('answers the spec’s failure text when the e-mail cannot be sent, keeping the request unsent', async () => {
    const failing = await app({
      delivery: {
        sendMail: async () => {
          throw new Error('SMTP fora do ar');
        },
        sendSms: async () => {},
      },
    });
    const cookie = await signIn(failing, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    const res = await send(failing, cookie, { ...valid, request: 'Pedido que não saiu.' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'OMBUDSMAN_NOT_SENT', message: ombudsmanMessages.failure });
    const row = await h.db
      .selectFrom('ombudsmanRequests')
      .selectAll()
      .where('request', '=', 'Pedido que não saiu.')
      .executeTakeFirstOrThrow();
    expect(row.sentAt).toBeNull();
  });

  const R = validationMessages.required;
  const INVALID = validationMessages.invalidValue;
  it.each([
    [
      'nothing',
      {},
      [
        ['phone', R],
        ['reason', R],
        ['request', R],
      ],
    ],
    ['a repeated phone', { ...valid, phone: '11111111111' }, [['phone', validationMessages.invalidPhone]]],
    ['a complaint without ticket', { ...valid, reason: 3 }, [['ticket', R]]],
    [
      'a short complaint ticket',
      { ...valid, reason: 3, ticket: '1234' },
      [['ticket', ombudsmanMessages.ticketAllDigits]],
    ],
    ['a sequence as ticket', { ...valid, ticket: '12345678' }, [['ticket', ombudsmanMessages.ticketNotReal]]],
    ['letters in the ticket', { ...valid, ticket: '12ab' }, [['ticket', ombudsmanMessages.ticketDigitsOnly]]],
    ['a nine-digit ticket', { ...valid, ticket: '123456789' }, [['ticket', validationMessages.maxLength(8)]]],
    ['an unknown reason', { ...valid, reason: 5 }, [['reason', INVALID]]],
    ['a reason as text', { ...valid, reason: '3' }, [['reason', INVALID]]],
    ['a blank request', { ...valid, request: '   ' }, [['request', R]]],
    [
      'a request over 2000',
      { ...valid, request: 'x'.repeat(2001) },
      [['request', validationMessages.maxLength(2000)]],
    ],
    [
      '2001 emoji',
      { ...valid, request: '😀'.repeat(2001) },
      [['request', validationMessages.maxLength(2000)]],
    ],
    ['a NUL in the request', { ...valid, request: 'a\u0000b' }, [['request', INVALID]]],
  ])('refuses %s with the form’s messages', async (_label, payload, fields) => {
    const res = await send(portal, admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields).toEqual(fields.map(([path, message]) => ({ path: `body.${path}`, message })));
  });

  it('counts the request as the user sees it: 2000 emoji with skin tone are 2000 characters', async () => {
    const res = await send(portal, admin, { ...valid, request: '👍🏽'.repeat(2000) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses unknown fields and a body that is not an object', async () => {
    expect((await send(portal, admin, { ...valid, to: 'outro@evil.example' })).statusCode).toBe(400);
    expect((await send(portal, admin, [valid])).statusCode).toBe(400);
  });

  it(`accepts ${OMBUDSMAN_REQUESTS_PER_HOUR} requests an hour per session, then 429`, async () => {
    const limited = await app({});
    const cookie = await signIn(limited, h.config, 'gerente@empresa.example', DEMO_PASSWORD);
    for (let i = 0; i < OMBUDSMAN_REQUESTS_PER_HOUR; i += 1)
      expect((await send(limited, cookie, valid)).statusCode).toBe(200);
    const res = await send(limited, cookie, valid);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: apiMessages.tooManyRequests });
  });
});
