import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_EVENTS_PER_MINUTE, apiMessages, validationMessages } from '@painel/domain';
import { DEMO_PASSWORD, bothEnvironments, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, companyId, userId } from '../../test/fixtures';

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

const event = {
  productId: 1,
  eventCategory: 'Menu lateral',
  eventAction: 'minimizar',
  eventLabel: 'sidebar',
  eventValue: 1,
};
const send = (app: FastifyInstance, cookie: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/analytics/v3/metric',
    headers: { cookie },
    payload: payload as object,
  });
const stored = () => h.db.selectFrom('analyticsEvents').selectAll().orderBy('id').execute();

describe('POST /api/analytics/v3/metric', () => {
  it('needs a session', async () => {
    expect((await send(portal, '', event)).statusCode).toBe(401);
    expect(await stored()).toEqual([]);
  });

  it('stores a customer’s event with the product name before the category, answering 204', async () => {
    const res = await send(portal, admin, event);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await send(portal, admin, { productId: 17, eventCategory: 'Análise 360 - Card', eventAction: 'abrir' });
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      companyId: await companyId(h.db, DEMO_DOCUMENTS.demo),
      userId: await userId(h.db, 'admin@empresa.example'),
      productId: 1,
      eventCategory: 'Localize - Menu lateral',
      eventAction: 'minimizar',
      eventLabel: 'sidebar',
      eventValue: 1,
    });
    expect(rows[1]).toMatchObject({
      eventCategory: 'Análise 360 - Card',
      eventLabel: null,
      eventValue: null,
    });
  });

  it('keeps nothing from the provider’s own company, and still answers 204', async () => {
    const before = (await stored()).length;
    const res = await send(backoffice, staff, event);
    expect(res.statusCode).toBe(204);
    expect(await stored()).toHaveLength(before);
  });

  it.each([
    [{ ...event, productId: 999 }, 'body.productId', validationMessages.invalidValue],
    [{ ...event, eventCategory: '  ' }, 'body.eventCategory', validationMessages.required],
    [{ ...event, eventCategory: 'x'.repeat(101) }, 'body.eventCategory', validationMessages.maxLength(100)],
    [{ ...event, eventAction: 'x'.repeat(101) }, 'body.eventAction', validationMessages.maxLength(100)],
    [{ ...event, eventLabel: 'x'.repeat(256) }, 'body.eventLabel', validationMessages.maxLength(255)],
    [{ ...event, eventLabel: 'a\u0000b' }, 'body.eventLabel', validationMessages.invalidValue],
  ])('refuses %j: %s', async (payload, path, message) => {
    const res = await send(portal, admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ path, message });
  });

  it.each([
    [{ ...event, productId: '1' }],
    [{ ...event, eventValue: -1 }],
    [{ ...event, eventValue: 1.5 }],
    [{ productId: 1, eventCategory: 'Menu' }],
    [{ ...event, companyId: 2 }],
    [[event]],
  ])('refuses the malformed %j', async (payload) => {
    const res = await send(portal, admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it(`accepts ${ANALYTICS_EVENTS_PER_MINUTE} events a minute per session, then 429`, async () => {
    const app = await h.app('portal');
    const cookie = await signIn(app, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    for (let i = 0; i < ANALYTICS_EVENTS_PER_MINUTE; i += 1)
      expect((await send(app, cookie, event)).statusCode).toBe(204);
    const res = await send(app, cookie, event);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: apiMessages.tooManyRequests });
  });
});
