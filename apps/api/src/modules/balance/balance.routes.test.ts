/**
 * 'Saldo e extrato' through the real apps: credits in the ledger, consumption reported by a
 * product's server (the real ingestion path), the balance and the statement read back by the
 * prepaid company's administrator and by staff — exact decimals, the São Paulo day, the running
 * balance, paging, the period rule, and who may read which company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PrepaidBalance, Statement, UsageEvent } from '@painel/contracts';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { addPrice, productServerToken, userByEmail } from '../usage/usage.test-support';
import { insertCredits, type CreditRow } from './balance.repository';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
// Wednesday 17 June 2026, 12:00 in São Paulo.
const now = new Date('2026-06-17T15:00:00Z');
let pontual: { id: number; companyId: number; groupId: number | null };
let empresa: { id: number; companyId: number; groupId: number | null };
let adminCookie: string;
let staffCookie: string;

let seq = 0;
const event = (userId: number, quantity: number, occurredAt: string): UsageEvent => {
  seq += 1;
  return {
    idempotencyKey: `saldo-${seq}`,
    userId,
    productId: 1,
    functionalityId: 1001,
    quantity,
    occurredAt,
  };
};

/** The prepaid company's seeded ledger and usage go: this file writes its own. */
async function clearCompany(companyId: number) {
  for (const table of [
    'prepaidCredits',
    'unitPrices',
    'usageEvents',
    'usageDailyRollups',
    'groupMonthTotals',
    'companyMonthTotals',
  ] as const) {
    await h.db.deleteFrom(table).where('companyId', '=', companyId).execute();
  }
}

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => now });
  backoffice = await h.app('backoffice', { now: () => now });
  pontual = await userByEmail(h.db, 'admin@pontual.example');
  empresa = await userByEmail(h.db, 'admin@empresa.example');
  await clearCompany(pontual.companyId);
  await addPrice(h.db, {
    companyId: pontual.companyId,
    productId: 1,
    functionalityId: 1001,
    unitPrice: '0.380',
    validFrom: '2026-01-01',
  });
  const credit = (creditDay: string, kind: CreditRow['kind'], amount: string): CreditRow => ({
    companyId: pontual.companyId,
    creditDay,
    kind,
    description: `${kind} ${creditDay}`,
    amount,
  });
  await insertCredits(h.db, [
    credit('2026-05-20', 'COMPRA', '10.100'),
    credit('2026-06-01', 'RECARGA', '0.200'),
    credit('2026-06-10', 'AJUSTE', '-0.050'),
    credit('2026-06-15', 'RECARGA', '100.000'),
    // After today: not in the balance yet.
    credit('2026-06-20', 'RECARGA', '50.000'),
  ]);
  const token = await productServerToken(portal, h.db, { id: 1, slug: 'localize' });
  const res = await portal.inject({
    method: 'POST',
    url: '/api/usage/events',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      events: [
        event(pontual.id, 3, '2026-06-05T12:00:00-03:00'),
        event(pontual.id, 5, '2026-06-12T10:00:00-03:00'),
        // 23:30 on 12 June in São Paulo (02:30 UTC on the 13th): the 12th's.
        event(pontual.id, 1, '2026-06-13T02:30:00Z'),
      ],
    },
  });
  expect(res.json()).toMatchObject({ accepted: 3 });
  adminCookie = await signIn(portal, h.config, 'admin@pontual.example', DEMO_PASSWORD);
  staffCookie = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
}, 120_000);
afterAll(() => h?.close());

const get = (app: FastifyInstance, cookie: string | null, url: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** What the prepaid company's ledger above adds up to on 17 June (credits − debits, by hand). */
const EXPECTED_BALANCE: PrepaidBalance = {
  balance: '106.830',
  credits: '110.250',
  debits: '3.420',
  asOf: '2026-06-17',
  lastCredit: { date: '2026-06-15', kind: 'RECARGA', description: 'RECARGA 2026-06-15', amount: '100.000' },
  // 106.830 at 3.420 per 30 days: 937.1 days, rounded down.
  projectedDays: 937,
};

describe('GET /api/customers/balance', () => {
  it('is the credits minus the consumption up to today, exactly, with the last credit and the projection', async () => {
    const res = await get(portal, adminCookie, '/api/customers/balance');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PrepaidBalance>()).toEqual(EXPECTED_BALANCE);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("equals the ledger's credits minus the rollups' debits for a seeded company too, and the statement's newest balance", async () => {
    const cookie = await signIn(portal, h.config, 'financeiro@empresa.example', DEMO_PASSWORD);
    const balance = (await get(portal, cookie, '/api/customers/balance')).json<PrepaidBalance>();
    const credits = await h.db
      .selectFrom('prepaidCredits')
      .select(['amount'])
      .where('companyId', '=', empresa.companyId)
      .where('creditDay', '<=', '2026-06-17')
      .execute();
    const debits = await h.db
      .selectFrom('usageDailyRollups')
      .select(['amount'])
      .where('companyId', '=', empresa.companyId)
      .where('usageDay', '<=', '2026-06-17')
      .execute();
    // Summed here in thousandths, apart from the SQL of the route.
    const milli = (rows: { amount: string }[]) =>
      rows.reduce((sum, row) => sum + BigInt(row.amount.replace('.', '')), 0n);
    const expected = milli(credits) - milli(debits);
    expect(BigInt(balance.balance.replace('.', ''))).toBe(expected);
    expect(balance.credits).not.toBe(EXPECTED_BALANCE.credits);
    const newest = (
      await get(portal, cookie, '/api/customers/statement?from=2025-06-17&to=2026-06-17&numPageSize=1')
    ).json<Statement>();
    if (newest.list[0]) expect(newest.list[0].balance).toBe(balance.balance);
  });

  it('is read by staff for the customer of the address; an unknown customer or the provider is a 404', async () => {
    const res = await get(backoffice, staffCookie, `/api/customers/${pontual.companyId}/balance`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PrepaidBalance>()).toEqual(EXPECTED_BALANCE);
    expect((await get(backoffice, staffCookie, '/api/customers/999999/balance')).statusCode).toBe(404);
    expect((await get(backoffice, staffCookie, '/api/customers/1/balance')).statusCode).toBe(404);
  });

  it('needs a session, the balance or statement key, and the account area (no trial, not blocked)', async () => {
    expect((await get(portal, null, '/api/customers/balance')).statusCode).toBe(401);
    for (const email of [
      'operador@pontual.example',
      'trial@teste.example',
      'bloqueado@inadimplente.example',
    ]) {
      const cookie = await signIn(portal, h.config, email, DEMO_PASSWORD);
      const res = await get(portal, cookie, '/api/customers/balance');
      expect(res.statusCode, email).toBe(403);
      expect((await get(portal, cookie, '/api/customers/statement')).statusCode, email).toBe(403);
    }
  });
});

describe('GET /api/customers/statement', () => {
  it('lists credits and each day of consumption, newest first, with the running balance', async () => {
    const res = await get(portal, adminCookie, '/api/customers/statement?from=2026-06-01&to=2026-06-17');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Statement>()).toEqual({
      from: '2026-06-01',
      to: '2026-06-17',
      numPage: 0,
      numPageSize: 10,
      totalItems: 5,
      totalPages: 1,
      list: [
        {
          date: '2026-06-15',
          kind: 'RECARGA',
          description: 'RECARGA 2026-06-15',
          credit: '100.000',
          debit: null,
          balance: '106.830',
        },
        {
          date: '2026-06-12',
          kind: 'CONSUMO',
          description: 'Consumo dos produtos',
          credit: null,
          debit: '2.280',
          balance: '6.830',
        },
        {
          date: '2026-06-10',
          kind: 'AJUSTE',
          description: 'AJUSTE 2026-06-10',
          credit: null,
          debit: '0.050',
          balance: '9.110',
        },
        {
          date: '2026-06-05',
          kind: 'CONSUMO',
          description: 'Consumo dos produtos',
          credit: null,
          debit: '1.140',
          balance: '9.160',
        },
        // The balance before the period (the May purchase) is carried in.
        {
          date: '2026-06-01',
          kind: 'RECARGA',
          description: 'RECARGA 2026-06-01',
          credit: '0.200',
          debit: null,
          balance: '10.300',
        },
      ],
    });
  });

  it('defaults to this month and the two before, and pages from 0', async () => {
    const all = (await get(portal, adminCookie, '/api/customers/statement')).json<Statement>();
    expect(all).toMatchObject({ from: '2026-04-01', to: '2026-06-17', totalItems: 6 });
    expect(all.list.at(-1)).toMatchObject({
      date: '2026-05-20',
      kind: 'COMPRA',
      credit: '10.100',
      balance: '10.100',
    });
    const last = (
      await get(portal, adminCookie, '/api/customers/statement?numPage=2&numPageSize=2')
    ).json<Statement>();
    expect(last).toMatchObject({ numPage: 2, numPageSize: 2, totalItems: 6, totalPages: 3 });
    expect(last.list.map((e) => e.date)).toEqual(['2026-06-01', '2026-05-20']);
  });

  it('answers an empty period with an empty list', async () => {
    const res = (
      await get(portal, adminCookie, '/api/customers/statement?from=2025-01-01&to=2025-01-31')
    ).json<Statement>();
    expect(res).toMatchObject({ list: [], totalItems: 0, totalPages: 0 });
  });

  it('refuses a period that ends before it starts or is longer than 366 days, in pt-BR', async () => {
    const reversed = await get(portal, adminCookie, '/api/customers/statement?from=2026-06-10&to=2026-06-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(reversed.body).toContain('A data inicial deve ser anterior ou igual à data final.');
    const long = await get(portal, adminCookie, '/api/customers/statement?from=2025-01-01&to=2026-06-17');
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('O período do extrato pode ter no máximo 366 dias.');
    expect((await get(portal, adminCookie, '/api/customers/statement?from=ontem')).statusCode).toBe(400);
  });

  it("is the customer's own in the back office, with the same lines", async () => {
    const mine = (
      await get(portal, adminCookie, '/api/customers/statement?from=2026-06-01&to=2026-06-17')
    ).json<Statement>();
    const res = await get(
      backoffice,
      staffCookie,
      `/api/customers/${pontual.companyId}/statement?from=2026-06-01&to=2026-06-17`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Statement>()).toEqual(mine);
  });
});
