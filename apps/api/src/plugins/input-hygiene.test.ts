/**
 * Bad input never answers 500 (security review): a NUL byte in any string (client_id,
 * Basic credentials, query, headers, body), integers past the database's range and oversized
 * headers answer 400/431 with `{ code, message }` in pt-BR.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@painel/contracts';
import { apiMessages, validationMessages } from '@painel/domain';
import {
  DEMO_PASSWORD,
  authorizeRequest,
  basic,
  bothEnvironments,
  createHarness,
  signIn,
  type Harness,
} from '../test/harness';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let admin: string;
let staff: string;

beforeAll(async () => {
  h = await createHarness();
  ({ portal, backoffice, admin, staff } = await bothEnvironments(h));
});
afterAll(() => h.close());

const invalidCharacters = { code: 'INVALID_CHARACTERS', message: apiMessages.invalidCharacters };

describe('a NUL byte anywhere is a 400, never a 500', () => {
  it('in a form field (client_id)', async () => {
    const res = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&client_id=painel%00portal&code=x&redirect_uri=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(invalidCharacters);
  });

  it('in the Basic credentials', async () => {
    for (const [user, secret] of [
      ['admin\u0000@empresa.example', DEMO_PASSWORD],
      ['admin@empresa.example', `x\u0000${DEMO_PASSWORD}`],
    ] as const) {
      const res = await authorizeRequest(portal, h.config, {
        email: 'x',
        password: 'y',
        headers: { authorization: basic(user, secret) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(invalidCharacters);
    }
  });

  it('in the query: the field message where the contract refuses it, else INVALID_CHARACTERS', async () => {
    const unchecked = await portal.inject({ url: '/api/config?x=%00' });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json()).toEqual(invalidCharacters);
    for (const url of ['/api/audit?action=A%00B', '/api/audit?action=%00']) {
      const checked = await portal.inject({ url, headers: { cookie: admin } });
      expect(checked.statusCode).toBe(400);
      expect(checked.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ path: 'querystring.action' }],
      });
    }
  });

  it('in the path', async () => {
    const res = await backoffice.inject({ url: '/api/customers/1%00/profiles', headers: { cookie: staff } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidCharacters);
  });

  it('in a header, and in the JSON of the device-info header', async () => {
    const raw = await authorizeRequest(portal, h.config, {
      email: 'admin@empresa.example',
      password: DEMO_PASSWORD,
      headers: { 'x-captcha-token': 'a\u0000b' },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toMatchObject(invalidCharacters);
    const device = await authorizeRequest(portal, h.config, {
      email: 'admin@empresa.example',
      password: DEMO_PASSWORD,
      headers: { 'x-device-info': '{"os":"Linux\\u0000"}' },
    });
    expect(device.statusCode).toBe(400);
    expect(device.json().code).toBe('VALIDATION_FAILED');
  });

  it('in a JSON body: the field message where the contract refuses it, else INVALID_CHARACTERS', async () => {
    const checked = await portal.inject({
      method: 'POST',
      url: '/api/analytics/v3/metric',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({
        productId: 1,
        eventCategory: 'Menu',
        eventAction: 'abrir',
        eventLabel: 'a\u0000b',
      }),
    });
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'body.eventLabel' }],
    });
    const unchecked = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        grant_type: 'authorization_code',
        client_id: 'painel-portal',
        code: 'a\u0000b',
        redirect_uri: 'x',
      }),
    });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json()).toMatchObject(invalidCharacters);
  });
});

describe("integers past the database's range are a 400", () => {
  it.each([
    ['portal', '/api/audit?userId=10000000000'],
    ['portal', '/api/audit?userId=2147483648'],
    ['backoffice', '/api/audit?customerId=10000000000'],
    ['backoffice', '/api/customers/10000000000/profiles'],
  ] as const)('%s %s', async (environment, url) => {
    const app = environment === 'portal' ? portal : backoffice;
    const res = await app.inject({ url, headers: { cookie: environment === 'portal' ? admin : staff } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('names the field and the range', async () => {
    const res = await portal.inject({ url: '/api/audit?userId=10000000000', headers: { cookie: admin } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'querystring.userId', message: validationMessages.outOfRange }],
    });
  });
});

describe('oversized headers', () => {
  it('answer 431 with the pt-BR text, over a real connection', async () => {
    const app = await h.app('portal');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo; // listening on TCP: an AddressInfo, not a pipe name
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Grande: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', (error) => (data ? resolve(data) : reject(error)));
    });
    expect(answer.startsWith('HTTP/1.1 431')).toBe(true);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ code: 'HEADERS_TOO_LARGE', message: errorCatalogue.HEADERS_TOO_LARGE.message });
  });
});

describe('errors the router raises before any route answer in our shape, in pt-BR', () => {
  it('a path parameter past the router limit is a 404 NOT_FOUND; a URL that is no valid encoding is a VALIDATION_FAILED', async () => {
    for (const url of [
      `/api/payments/documents/${'a'.repeat(601)}`,
      `/api/customers/users/${'9'.repeat(200)}`,
    ]) {
      const res = await portal.inject({ url, headers: { cookie: admin } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: errorCatalogue.NOT_FOUND.message });
    }
    const bad = await portal.inject({ url: '/api/payments/documents/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: errorCatalogue.VALIDATION_FAILED.message,
    });
  });
});

describe('a day or month that does not exist is a 400 with the field, never the database 500', () => {
  it('on every route that takes a date, in both environments', async () => {
    const pontual = await signIn(portal, h.config, 'admin@pontual.example', DEMO_PASSWORD);
    const company = await h.db
      .selectFrom('users')
      .select('companyId')
      .where('email', '=', 'admin@pontual.example')
      .executeTakeFirstOrThrow();
    const cases: [FastifyInstance, string, string, string][] = [
      [portal, pontual, '/api/customers/statement?from=2026-11-01&to=2026-11-31', 'querystring.to'],
      [portal, pontual, '/api/customers/statement?from=2026-02-30&to=2026-03-10', 'querystring.from'],
      [portal, pontual, '/api/customers/statement?from=0000-01-01&to=2026-03-10', 'querystring.from'],
      [portal, admin, '/api/customers/payments/invoices?period=0000-01', 'querystring.period'],
      [portal, admin, '/api/reports/consolidated-usage?date=2026-02-29', 'querystring.date'],
      [portal, admin, '/api/customers/audit?from=2026-04-31', 'querystring.from'],
      [
        backoffice,
        staff,
        `/api/customers/${company.companyId}/statement?from=2026-11-31&to=2026-12-01`,
        'querystring.from',
      ],
    ];
    for (const [app, cookie, url, path] of cases) {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json(), `${url} ${res.body}`).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ path }],
      });
    }
  });

  it('the last day of a 30-day month still reads', async () => {
    const res = await portal.inject({
      url: '/api/reports/consolidated-usage?date=2026-09-30',
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
