import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEMO_PASSWORD, authorizeRequest, createHarness, type Harness } from '../../test/harness';

let h: Harness;
let portal: FastifyInstance;

beforeAll(async () => {
  h = await createHarness({
    captcha: 'altcha',
    altchaMaxNumber: 1000,
    secretKey: randomBytes(32).toString('base64'),
  });
  portal = await h.app('portal');
});
afterAll(() => h.close());

async function solvedToken(): Promise<string> {
  const challenge = (await portal.inject({ url: '/api/captcha/desafio' })).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('the login captcha', () => {
  it('refuses a login without a solved challenge before looking at the password', async () => {
    const res = await authorizeRequest(portal, h.config, {
      email: 'admin@empresa.example',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CAPTCHA_INVALID');
    const audited = await h.db
      .selectFrom('auditEvents')
      .select('id')
      .where('email', '=', 'admin@empresa.example')
      .execute();
    expect(audited).toHaveLength(0);
  });

  it('accepts a solved challenge once, and refuses it replayed', async () => {
    const token = await solvedToken();
    const first = await authorizeRequest(portal, h.config, {
      email: 'admin@empresa.example',
      password: DEMO_PASSWORD,
      headers: { 'x-captcha-token': token },
    });
    expect(first.statusCode).toBe(200);
    const replay = await authorizeRequest(portal, h.config, {
      email: 'admin@empresa.example',
      password: DEMO_PASSWORD,
      headers: { 'x-captcha-token': token },
    });
    expect(replay.json().code).toBe('CAPTCHA_INVALID');
  });
});
