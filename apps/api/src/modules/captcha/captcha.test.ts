import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { apiMessages } from '@painel/domain';
import { loadConfig, type Config } from '../../config';
import { createHarness, type Harness } from '../../test/harness';
import { CAPTCHA_TTL_MS, verifyCaptcha } from './captcha.service';

const SECRET_KEY = Buffer.alloc(32, 3).toString('base64');
let h: Harness;
let portal: FastifyInstance;
let clock = new Date();
const now = () => clock;

let google: Server;
let googleUrl: string;
const googleSeen: URLSearchParams[] = [];

beforeAll(async () => {
  h = await createHarness({ captcha: 'altcha', altchaMaxNumber: 1000, secretKey: SECRET_KEY });
  portal = await h.app('portal', { now });
  google = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      googleSeen.push(form);
      if (form.get('response') === 'quebra') return res.writeHead(500).end();
      const success = form.get('secret') === 'segredo-recaptcha' && form.get('response') === 'token-bom';
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success, 'error-codes': [] }));
    });
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', () => resolve()));
  googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}/recaptcha/api/siteverify`; // a TCP listener's address
});
afterAll(async () => {
  await new Promise<void>((resolve) => google.close(() => resolve()));
  await h.close();
});

async function challenge(app = portal): Promise<Challenge> {
  const res = await app.inject({ url: '/api/captcha/desafio' });
  expect(res.statusCode).toBe(200);
  return res.json<Challenge>();
}

/** What the ALTCHA widget sends: base64 of the challenge and the counter it found. */
async function solve(c: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge: c, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64');
}

const ctx = (config: Partial<Config> = {}) => ({ db: h.db, config: { ...h.config, ...config }, now });

describe('GET /api/captcha/desafio', () => {
  it('hands out a signed SHA-256 challenge within ALTCHA_MAX_NUMBER that expires in 5 minutes', async () => {
    const res = await portal.inject({ url: '/api/captcha/desafio' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const c = res.json<Challenge>();
    expect(c.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32 });
    expect(c.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.parameters.expiresAt).toBe(Math.floor((clock.getTime() + CAPTCHA_TTL_MS) / 1000));
    const solution = await solveChallenge({ challenge: c, deriveKey });
    expect(solution?.counter).toBeLessThanOrEqual(1000);
  });
});

describe('verifyCaptcha with ALTCHA', () => {
  it('accepts a solved challenge once and refuses its replay', async () => {
    const token = await solve(await challenge());
    await expect(verifyCaptcha(ctx(), token)).resolves.toBeUndefined();
    await expect(verifyCaptcha(ctx(), token)).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: apiMessages.captchaInvalid,
    });
  });

  it('is verified by any process with the same SECRET_KEY, and by no other', async () => {
    const other = await h.app('backoffice', { now });
    const token = await solve(await challenge(other));
    await expect(
      verifyCaptcha(ctx({ secretKey: Buffer.alloc(32, 9).toString('base64') }), token),
    ).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    await expect(verifyCaptcha(ctx(), token)).resolves.toBeUndefined();
  });

  it('refuses a challenge past its 5 minutes', async () => {
    const token = await solve(await challenge());
    clock = new Date(clock.getTime() + CAPTCHA_TTL_MS + 1000);
    try {
      await expect(verifyCaptcha(ctx(), token)).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    } finally {
      clock = new Date();
    }
  });

  it('refuses a wrong counter, altered parameters, garbage and nothing', async () => {
    const c = await challenge();
    const solution = await solveChallenge({ challenge: c, deriveKey });
    if (!solution) throw new Error('not solved');
    const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
    const wrongKey = { ...solution, derivedKey: 'ab'.repeat(32) };
    const cheaper = {
      ...c,
      parameters: { ...c.parameters, expiresAt: (c.parameters.expiresAt ?? 0) + 3600 },
    };
    for (const token of [
      encode({ challenge: c, solution: wrongKey }),
      encode({ challenge: cheaper, solution }),
      encode({ challenge: { ...c, signature: 'f'.repeat(64) }, solution }),
      encode({ challenge: c }),
      'não é base64',
      Buffer.from('{"challenge":').toString('base64'),
      'A'.repeat(5000),
      '',
      undefined,
    ]) {
      await expect(verifyCaptcha(ctx(), token)).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    }
    // The untouched payload still passes: the refusals above did not spend it.
    await expect(verifyCaptcha(ctx(), encode({ challenge: c, solution }))).resolves.toBeUndefined();
  });

  it("accepts anything when captcha is 'off' (tests only)", async () => {
    await expect(verifyCaptcha(ctx({ captcha: 'off' }), undefined)).resolves.toBeUndefined();
  });
});

describe('verifyCaptcha with reCAPTCHA', () => {
  const recaptcha = () =>
    ctx({ captcha: 'recaptcha', recaptchaSecret: 'segredo-recaptcha', recaptchaVerifyUrl: googleUrl });

  it("posts the secret and the token to siteverify and follows its 'success'", async () => {
    await expect(verifyCaptcha(recaptcha(), 'token-bom')).resolves.toBeUndefined();
    expect(googleSeen.at(-1)?.get('secret')).toBe('segredo-recaptcha');
    expect(googleSeen.at(-1)?.get('response')).toBe('token-bom');
    await expect(verifyCaptcha(recaptcha(), 'token-ruim')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('fails closed when siteverify errs or cannot be reached', async () => {
    await expect(verifyCaptcha(recaptcha(), 'quebra')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    await expect(
      verifyCaptcha(
        { ...recaptcha(), config: { ...recaptcha().config, recaptchaVerifyUrl: 'http://127.0.0.1:1/x' } },
        'token-bom',
      ),
    ).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
  });
});

describe('configuration', () => {
  it("refuses to start in production with captcha 'off', or reCAPTCHA without its secret", () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA: 'off' })).toThrow(/CAPTCHA/);
    expect(() => loadConfig({ CAPTCHA: 'recaptcha' })).toThrow(/RECAPTCHA_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production' }).captcha).toBe('altcha');
    expect(loadConfig({ CAPTCHA: 'off' }).captcha).toBe('off');
  });
});
