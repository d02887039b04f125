/**
 * Rate limits that protect people (security review): counted per user, so a renewal (a
 * new access token) does not reset them, and in a shared store, so two processes hold them
 * together — the database by default, Redis when REDIS_URL is set. Two app instances over one
 * store stand for two processes behind a proxy.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@painel/domain';
import type { Config } from '../config';
import {
  DEMO_PASSWORD,
  cookieHeader,
  createHarness,
  refreshRequest,
  signIn,
  type Harness,
} from '../test/harness';
import { OMBUDSMAN_REQUESTS_PER_HOUR } from '../modules/ombudsman/ombudsman.routes';

const stores: Array<[string, Partial<Config>]> = [
  ['the database', {}],
  // A prefix of its own: runs on both databases may share the one Redis at the same time.
  ['Redis', { redisUrl: 'redis://127.0.0.1:6379', redisPrefix: `painel-test:${randomUUID()}:` }],
];

describe.each(stores)('per-person rate limits in %s', (_store, overrides) => {
  let h: Harness;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    h = await createHarness(overrides);
    [first, second] = await Promise.all([h.app('portal'), h.app('portal')]);
  });
  afterAll(() => h.close());

  const ombudsman = (app: FastifyInstance, cookie: string) =>
    app.inject({
      method: 'POST',
      url: '/api/ouvidoria',
      headers: { cookie },
      payload: { phone: '(11) 98765-4321', ticket: '', reason: 4, request: 'Sugiro um relatório por grupo.' },
    });

  async function renew(app: FastifyInstance, cookie: string) {
    const res = await refreshRequest(app, cookie);
    expect(res.statusCode).toBe(200);
    return cookieHeader(res);
  }

  it('hold across two processes and across a renewal, per person', async () => {
    const cookie = await signIn(first, h.config, 'gerente@empresa.example', DEMO_PASSWORD);
    for (let i = 0; i < OMBUDSMAN_REQUESTS_PER_HOUR; i += 1) {
      expect((await ombudsman(i % 2 === 0 ? first : second, cookie)).statusCode).toBe(200);
    }
    const over = await ombudsman(first, cookie);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'RATE_LIMITED', message: apiMessages.tooManyRequests });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ombudsman(second, cookie)).statusCode).toBe(429);

    // A renewal is a new access token, not a new person.
    const renewed = await renew(second, cookie);
    expect(renewed).not.toBe(cookie);
    expect((await ombudsman(first, renewed)).statusCode).toBe(429);
    expect((await ombudsman(second, renewed)).statusCode).toBe(429);

    // Nor is a new login.
    const again = await signIn(second, h.config, 'gerente@empresa.example', DEMO_PASSWORD);
    expect((await ombudsman(first, again)).statusCode).toBe(429);

    // Someone else is not limited by it.
    const other = await signIn(second, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    expect((await ombudsman(first, other)).statusCode).toBe(200);
  });
});
