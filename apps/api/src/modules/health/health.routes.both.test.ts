/**
 * Health that a load balancer can use, and a database outage that clients can understand: the
 * liveness check stays 200, readiness and every request that needs the database answer 503
 * SERVICE_UNAVAILABLE with Retry-After and the pt-BR text, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@painel/domain';
import { buildApp } from '../../app';
import { openPglite, openPostgres, type DatabaseHandle } from '../../db/database';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../lib/database-errors';
import { authorizeRequest, createHarness, type Harness } from '../../test/harness';

const unavailable = { code: 'SERVICE_UNAVAILABLE', message: apiMessages.serviceUnavailable };

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe('with the database up', () => {
  it('is live and ready, and readiness is never cached', async () => {
    const portal = await h.app('portal');
    expect((await portal.inject({ url: '/api/health' })).json()).toEqual({
      status: 'ok',
      environment: 'portal',
    });
    const ready = await portal.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', environment: 'portal' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

/** A PostgreSQL server that is not there, and an embedded database that has been closed. */
const outages: Array<[string, () => Promise<DatabaseHandle>]> = [
  ['PostgreSQL unreachable', async () => openPostgres('postgres://postgres@127.0.0.1:1/painel', 2)],
  [
    'PGlite closed',
    async () => {
      const handle = await openPglite();
      await handle.pglite.close();
      return handle;
    },
  ],
];

describe.each(outages)('during a database outage (%s)', (_label, open) => {
  let down: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    down = await open();
    app = await buildApp({ config: h.config, db: down.db, environment: 'portal', logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await down?.close();
  });

  it('stays live, and readiness fails with 503, Retry-After and the pt-BR text', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(ready.json()).toEqual(unavailable);
  });

  it('answers requests that need the database with 503 SERVICE_UNAVAILABLE, not 500', async () => {
    const session = await app.inject({
      url: '/api/oauth2/session',
      headers: { authorization: 'Bearer um-token-qualquer' },
    });
    const login = await authorizeRequest(app, h.config, {
      email: 'admin@empresa.example',
      password: 'Qualquer#Senha1',
    });
    // A product server's calls too: with 401 it would drop its batch or its token instead of retrying.
    const product = { authorization: 'Bearer eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.assinatura' };
    const events = await app.inject({
      method: 'POST',
      url: '/api/usage/events',
      headers: product,
      payload: { events: [] },
    });
    const decision = await app.inject({
      method: 'POST',
      url: '/api/usage/authorize',
      headers: product,
      payload: {},
    });
    for (const res of [session, login, events, decision]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json()).toMatchObject(unavailable);
    }
  });
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'every address refused',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], 'connect'),
    ],
    [
      'a server shutting down',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a server starting', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['too many connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['a connection failure', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a constraint violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a missing table', Object.assign(new Error('relation does not exist'), { code: '42P01' })],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
