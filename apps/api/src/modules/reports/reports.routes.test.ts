/**
 * The consolidated consumption report through the real apps: usage reported by a product's server
 * (the real ingestion path) and read back by a customer's administrator in the portal and by
 * staff in the back office — months in São Paulo time, prices changing mid-month, per-use and
 * per-user totals, paging, filters, the product list, and who may see which company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ConsolidatedUsage, UsageEvent } from '@painel/contracts';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { addPrice, clearUsage, productServerToken, userByEmail } from '../usage/usage.test-support';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
// Wednesday 17 June 2026, 12:00 in São Paulo.
const now = new Date('2026-06-17T15:00:00Z');
let adminCookie: string;
let staffCookie: string;
let demo: { id: number; companyId: number; groupId: number | null };
let trial: { id: number; companyId: number; groupId: number | null };

let seq = 0;
const event = (userId: number, functionalityId: number, quantity: number, occurredAt: string): UsageEvent => {
  seq += 1;
  return { idempotencyKey: `relatorio-${seq}`, userId, productId: 1, functionalityId, quantity, occurredAt };
};

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => now });
  backoffice = await h.app('backoffice', { now: () => now });
  demo = await userByEmail(h.db, 'operador@empresa.example');
  trial = await userByEmail(h.db, 'trial@teste.example');
  await clearUsage(h.db);
  for (const who of [demo, trial]) {
    await addPrice(h.db, {
      companyId: who.companyId,
      productId: 1,
      functionalityId: 1001,
      unitPrice: '0.350',
      validFrom: '2026-01-01',
      validUntil: '2026-06-10',
    });
    await addPrice(h.db, {
      companyId: who.companyId,
      productId: 1,
      functionalityId: 1001,
      unitPrice: '0.400',
      validFrom: '2026-06-10',
    });
    await addPrice(h.db, {
      companyId: who.companyId,
      productId: 1,
      functionalityId: 1003,
      unitPrice: '25.000',
      validFrom: '2026-01-01',
      pricingKind: 'PER_USER_MONTH',
    });
  }
  const token = await productServerToken(portal, h.db, { id: 1, slug: 'localize' });
  const res = await portal.inject({
    method: 'POST',
    url: '/api/usage/events',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      events: [
        event(demo.id, 1001, 3, '2026-06-05T12:00:00-03:00'),
        event(demo.id, 1001, 5, '2026-06-12T12:00:00-03:00'),
        event(demo.id, 1003, 2, '2026-06-01T09:00:00-03:00'),
        // 23:30 on 31 May in São Paulo (02:30 UTC on 1 June): May's.
        event(demo.id, 1001, 7, '2026-06-01T02:30:00Z'),
        event(trial.id, 1001, 100, '2026-06-05T12:00:00-03:00'),
      ],
    },
  });
  expect(res.json()).toMatchObject({ accepted: 5 });
  adminCookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  staffCookie = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
}, 120_000);
afterAll(() => h?.close());

const report = (app: FastifyInstance, cookie: string, query: string) =>
  app.inject({ method: 'GET', url: `/api/reports/consolidated-usage?${query}`, headers: { cookie } });

describe('GET /api/reports/consolidated-usage (portal)', () => {
  it("answers the company's month by product, functionality and unit price, with the spec's totals", async () => {
    const res = await report(portal, adminCookie, '');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ConsolidatedUsage>();
    expect(body.list).toEqual([
      {
        date: '2026-06-01',
        customerId: null,
        customerName: null,
        productId: 1,
        productName: 'Localize',
        functionalityId: 1001,
        functionality: 'Consulta por CPF',
        pricingKind: 'PER_USE',
        unitPrice: '0.350',
        quantity: 3,
        amount: '1.050',
      },
      {
        date: '2026-06-01',
        customerId: null,
        customerName: null,
        productId: 1,
        productName: 'Localize',
        functionalityId: 1001,
        functionality: 'Consulta por CPF',
        pricingKind: 'PER_USE',
        unitPrice: '0.400',
        quantity: 5,
        amount: '2.000',
      },
      {
        date: '2026-06-01',
        customerId: null,
        customerName: null,
        productId: 1,
        productName: 'Localize',
        functionalityId: 1003,
        functionality: 'Licença por usuário',
        pricingKind: 'PER_USER_MONTH',
        unitPrice: '25.000',
        quantity: 2,
        amount: '50.000',
      },
    ]);
    expect(body).toMatchObject({
      numPage: 0,
      numPageSize: 10,
      totalItems: 3,
      totalPages: 1,
      totalQuantity: 10,
      totalAmount: '3.050',
      totalPricePerUser: '50.000',
    });
  });

  it('puts 23:30 on the last day of May in May, and pages from 0', async () => {
    const may = (await report(portal, adminCookie, 'date=2026-05-15')).json<ConsolidatedUsage>();
    expect(may.list.map((r) => [r.date, r.unitPrice, r.quantity])).toEqual([['2026-05-01', '0.350', 7]]);
    const second = (
      await report(portal, adminCookie, 'date=2026-06-01&numPage=1&numPageSize=1')
    ).json<ConsolidatedUsage>();
    expect(second).toMatchObject({ numPage: 1, numPageSize: 1, totalItems: 3, totalPages: 3 });
    expect(second.list.map((r) => r.unitPrice)).toEqual(['0.400']);
    const other = (await report(portal, adminCookie, 'productId=5')).json<ConsolidatedUsage>();
    expect(other).toMatchObject({
      list: [],
      totalItems: 0,
      totalQuantity: 0,
      totalAmount: '0.000',
      totalPricePerUser: '0.000',
    });
  });

  it("refuses a month out of range with the spec's message and another company's id", async () => {
    const old = await report(portal, adminCookie, 'date=2025-11-01');
    expect(old.statusCode).toBe(400);
    expect(old.json().fields).toEqual([
      { path: 'date', message: 'Data não permitida. Informe uma data maior.' },
    ]);
    expect((await report(portal, adminCookie, `customerId=${trial.companyId}`)).statusCode).toBe(404);
  });

  it("refuses a date range (the portal's report is by month) and another company's group, like another company's id", async () => {
    for (const [query, path] of [
      ['startDate=2026-06-01&endDate=2026-06-30', 'startDate'],
      ['endDate=2026-06-30', 'endDate'],
    ] as const) {
      const res = await report(portal, adminCookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ path, message: 'No portal, o relatório é por mês: informe o mês e o ano.' }],
      });
    }
    expect(trial.groupId).not.toBeNull();
    const foreign = await report(portal, adminCookie, `groupId=${trial.groupId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await report(portal, adminCookie, `groupId=${demo.groupId}`)).statusCode).toBe(200);
  });

  it('lists the products with usage in the month', async () => {
    const res = await portal.inject({
      method: 'GET',
      url: '/api/reports/products?date=2026-06-01',
      headers: { cookie: adminCookie },
    });
    expect(res.json()).toEqual({ list: [{ id: 1, name: 'Localize' }] });
    const empty = await portal.inject({
      method: 'GET',
      url: '/api/reports/products?date=2026-04-01',
      headers: { cookie: adminCookie },
    });
    expect(empty.json()).toEqual({ list: [] });
  });
});

describe('GET /api/reports/consolidated-usage (back office)', () => {
  it("needs a customer ('Informe o cliente.') that is a customer", async () => {
    const none = await report(backoffice, staffCookie, 'date=2026-06-01');
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual([{ path: 'customerId', message: 'Informe o cliente.' }]);
    expect((await report(backoffice, staffCookie, 'date=2026-06-01&customerId=1')).statusCode).toBe(404);
    expect((await report(backoffice, staffCookie, 'date=2026-06-01&customerId=999999')).statusCode).toBe(404);
  });

  it('reads a date range of one customer, with the ID cliente and Cliente columns, narrowed by group', async () => {
    const res = await report(
      backoffice,
      staffCookie,
      `customerId=${demo.companyId}&startDate=2026-05-20&endDate=2026-06-10`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ConsolidatedUsage>();
    expect(body.list.map((r) => [r.date, r.customerId, r.customerName, r.unitPrice, r.quantity])).toEqual([
      ['2026-05-20', demo.companyId, 'Empresa Demonstração', '0.350', 7],
      ['2026-06-01', demo.companyId, 'Empresa Demonstração', '0.350', 3],
      ['2026-06-01', demo.companyId, 'Empresa Demonstração', '25.000', 2],
    ]);
    // A group that is not the customer's is unknown (404), never an empty page.
    const otherGroup = await report(
      backoffice,
      staffCookie,
      `customerId=${demo.companyId}&date=2026-06-01&groupId=999999`,
    );
    expect(otherGroup.statusCode).toBe(404);
    const tooLong = await report(
      backoffice,
      staffCookie,
      `customerId=${demo.companyId}&startDate=2026-05-01&endDate=2026-06-10`,
    );
    expect(tooLong.json().fields).toEqual([
      { path: 'endDate', message: 'O período não pode ser maior que 31 dias.' },
    ]);
  });
});
