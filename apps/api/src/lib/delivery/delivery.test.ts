import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { createDelivery } from './index';
import { SmsDeliveryError, httpSmsProvider } from './sms-http';

let h: Harness;
let smtp: TestSmtp;

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let sms: Server;
let smsUrl: string;
const smsReceived: Received[] = [];
/** What the stand-in provider answers next: a status, or 'hang' to never answer. */
let smsAnswer: number | 'hang' = 200;

beforeAll(async () => {
  h = await createHarness();
  smtp = await startTestSmtp();
  sms = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      smsReceived.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (smsAnswer === 'hang') return;
      res.writeHead(smsAnswer, { 'content-type': 'application/json' }).end('{"echo":"nada"}');
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', () => resolve()));
  smsUrl = `http://127.0.0.1:${(sms.address() as AddressInfo).port}/v1/sms`; // a TCP listener's address
});
afterAll(async () => {
  sms.closeAllConnections();
  await new Promise<void>((resolve) => sms.close(() => resolve()));
  await smtp.close();
  await h.close();
});

async function outboxRows() {
  return h.db.selectFrom('outbox').selectAll().orderBy('id').execute();
}

describe('e-mail over SMTP', () => {
  it('delivers subject, recipient, sender, text and html to a real SMTP server', async () => {
    const delivery = createDelivery({
      config: { ...h.config, smtpUrl: smtp.url, mailFrom: 'Painel <nao-responda@painel.example>' },
      db: h.db,
    });
    await delivery.sendMail({
      to: 'ana@empresa.example',
      subject: 'Solicitação de troca de senha',
      text: 'Olá, Ana!\nAcesse http://localhost:3000/alteracao-de-senha?hash=abc',
      html: '<p>Olá, Ana!</p>',
    });
    const mail = await smtp.next((m) => m.to.includes('ana@empresa.example'));
    expect(mail.from).toBe('nao-responda@painel.example');
    expect(mail.subject).toBe('Solicitação de troca de senha');
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.text).toContain('http://localhost:3000/alteracao-de-senha?hash=abc');
    expect(mail.html).toContain('<p>Olá, Ana!</p>');
    expect(await outboxRows()).toEqual([]);
  });

  it('rejects when the SMTP server cannot be reached, so the caller knows', async () => {
    const delivery = createDelivery({
      config: { ...h.config, smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=2000' },
      db: h.db,
    });
    await expect(delivery.sendMail({ to: 'a@b.example', subject: 's', text: 't' })).rejects.toThrow();
  });
});

describe('SMS through the HTTP provider', () => {
  it('posts {to, text} as JSON with the bearer token', async () => {
    smsAnswer = 202;
    const delivery = createDelivery({
      config: { ...h.config, smsUrl, smsToken: 'segredo-do-provedor' },
      db: h.db,
    });
    await delivery.sendSms({ to: '11987654321', text: 'Seu código é 123456' });
    const request = smsReceived.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/v1/sms' });
    expect(request?.headers.authorization).toBe('Bearer segredo-do-provedor');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ to: '11987654321', text: 'Seu código é 123456' });
    expect(await outboxRows()).toEqual([]);
  });

  it('fails on a non-2xx answer without putting the message in the error', async () => {
    smsAnswer = 503;
    const provider = httpSmsProvider({ url: smsUrl, token: 't' });
    const error = await provider.send({ to: '11987654321', text: 'código 654321' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(String(error)).toContain('503');
    expect(String(error)).not.toContain('654321');
  });

  it('gives up when the provider does not answer in time', async () => {
    smsAnswer = 'hang';
    const provider = httpSmsProvider({ url: smsUrl, token: 't', timeoutMs: 100 });
    await expect(provider.send({ to: '11987654321', text: 'x' })).rejects.toThrow('no answer in 100 ms');
    smsAnswer = 200;
  });
});

describe('the outbox, with nothing configured', () => {
  it('stores each message and prints it in development', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const delivery = createDelivery({
        config: { ...h.config, nodeEnv: 'development', logLevel: 'info' },
        db: h.db,
      });
      await delivery.sendMail({
        to: 'gerente@empresa.example',
        subject: 'Assunto',
        text: 'Corpo do e-mail',
        html: '<b>x</b>',
      });
      await delivery.sendSms({ to: '11912345678', text: 'Código 112233' });
      const rows = await outboxRows();
      expect(rows.slice(-2)).toMatchObject([
        {
          channel: 'email',
          recipient: 'gerente@empresa.example',
          subject: 'Assunto',
          body: 'Corpo do e-mail',
        },
        { channel: 'sms', recipient: '11912345678', subject: null, body: 'Código 112233' },
      ]);
      const printed = log.mock.calls.map((c) => String(c[0])).join('\n');
      expect(printed).toContain('Corpo do e-mail');
      expect(printed).toContain('Código 112233');
    } finally {
      log.mockRestore();
    }
  });

  it('only stores in production: nothing reaches the console', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const delivery = createDelivery({
        config: { ...h.config, nodeEnv: 'production', logLevel: 'info' },
        db: h.db,
      });
      await delivery.sendMail({ to: 'prod@empresa.example', subject: 'S', text: 'segredo' });
      expect(log).not.toHaveBeenCalled();
      expect((await outboxRows()).at(-1)).toMatchObject({
        recipient: 'prod@empresa.example',
        body: 'segredo',
      });
    } finally {
      log.mockRestore();
    }
  });
});
