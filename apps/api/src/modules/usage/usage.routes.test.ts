/**
 * Usage metering through the real app, as a sibling product's server calls it: authorize, then
 * report batches; idempotency (retries, repeated keys, concurrent batches), late and future
 * events, São Paulo month boundaries, prices changing mid-month, corrections, limits at and over
 * the edge (also under concurrent spend) and the administrators' notices.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { UsageBatchResult, UsageEvent } from '@painel/contracts';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { PRODUCT_CLIENT_TOKEN_CACHE_MS } from '../../core/auth/product-client-token';
import { addPrice, clearUsage, productServerToken, userByEmail } from './usage.test-support';

const LOCALIZE = { id: 1, slug: 'localize' };
const SMS = { id: 5, slug: 'sms' };
const CPF = 1001;
const CNPJ = 1002;

let h: Harness;
let app: FastifyInstance;
let backoffice: FastifyInstance;
// Wednesday 17 June 2026, 12:00 in São Paulo.
let now = new Date('2026-06-17T15:00:00Z');
let token: string;
let smsToken: string;
let operator: { id: number; companyId: number; groupId: number | null };
let trial: { id: number; companyId: number; groupId: number | null };
let blocked: { id: number; companyId: number; groupId: number | null };

beforeAll(async () => {
  h = await createHarness();
  app = await h.app('portal', { now: () => now });
  backoffice = await h.app('backoffice', { now: () => now });
  token = await productServerToken(app, h.db, LOCALIZE);
  smsToken = await productServerToken(app, h.db, SMS);
  operator = await userByEmail(h.db, 'operador@empresa.example');
  trial = await userByEmail(h.db, 'trial@teste.example');
  blocked = await userByEmail(h.db, 'bloqueado@inadimplente.example');
  await clearUsage(h.db);
  for (const who of [operator, trial, blocked]) {
    await addPrice(h.db, {
      companyId: who.companyId,
      productId: LOCALIZE.id,
      functionalityId: CPF,
      unitPrice: '0.350',
      validFrom: '2026-01-01',
      validUntil: '2026-06-10',
    });
    await addPrice(h.db, {
      companyId: who.companyId,
      productId: LOCALIZE.id,
      functionalityId: CPF,
      unitPrice: '0.400',
      validFrom: '2026-06-10',
    });
  }
  await addPrice(h.db, {
    companyId: operator.companyId,
    productId: SMS.id,
    functionalityId: 1011,
    unitPrice: '0.075',
    validFrom: '2026-01-01',
  });
}, 120_000);
afterAll(() => h?.close());

let keySeq = 0;
function event(overrides: Partial<UsageEvent> = {}): UsageEvent {
  keySeq += 1;
  return {
    idempotencyKey: `evento-${keySeq}`,
    userId: operator.id,
    productId: LOCALIZE.id,
    functionalityId: CPF,
    quantity: 1,
    occurredAt: now.toISOString(),
    ...overrides,
  };
}

async function send(events: UsageEvent[], bearer = token) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/usage/events',
    headers: { authorization: `Bearer ${bearer}` },
    payload: { events },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UsageBatchResult>();
}

async function authorize(body: Record<string, unknown>, bearer = token) {
  return app.inject({
    method: 'POST',
    url: '/api/usage/authorize',
    headers: { authorization: `Bearer ${bearer}` },
    payload: body,
  });
}

async function rollups(companyId: number) {
  return h.db
    .selectFrom('usageDailyRollups')
    .select(['usageDay', 'groupId', 'functionalityId', 'unitPrice', 'quantity', 'amount', 'eventCount'])
    .where('companyId', '=', companyId)
    .orderBy('usageDay')
    .orderBy('functionalityId')
    .execute();
}

async function groupSpent(companyId: number, groupId: number | null, month: string) {
  const row = await h.db
    .selectFrom('groupMonthTotals')
    .select('amount')
    .where('companyId', '=', companyId)
    .where('groupId', '=', groupId ?? 0)
    .where('month', '=', month)
    .executeTakeFirst();
  return row?.amount ?? '0.000';
}

async function setGroupLimit(groupId: number | null, limit: string | null) {
  await h.db
    .updateTable('groups')
    .set({ consumptionLimit: limit })
    .where('id', '=', groupId ?? 0)
    .execute();
}

async function resetUsage() {
  await clearUsage(h.db, { keepPrices: true });
  await setGroupLimit(operator.groupId, '5000.00');
}

beforeEach(async () => {
  now = new Date('2026-06-17T15:00:00Z');
  await resetUsage();
});

describe('POST /api/usage/authorize', () => {
  it('allows a consumption with the price in force and the group month so far', async () => {
    await send([event({ quantity: 10 })]);
    const res = await authorize({
      userId: operator.id,
      productId: LOCALIZE.id,
      functionalityId: CPF,
      quantity: 3,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      allowed: true,
      unitPrice: '0.400',
      amount: '1.200',
      groupSpent: '4.000',
      groupLimit: '5000.000',
    });
  });

  it('refuses with the pt-BR reason: no price, over the group limit, another product, a company without the product', async () => {
    const noPrice = await authorize({
      userId: operator.id,
      productId: LOCALIZE.id,
      functionalityId: CNPJ,
      quantity: 1,
    });
    expect(noPrice.json()).toMatchObject({
      allowed: false,
      code: 'NO_UNIT_PRICE',
      message: 'Não há preço unitário vigente para esta funcionalidade.',
    });

    await setGroupLimit(operator.groupId, '1.00');
    const over = await authorize({
      userId: operator.id,
      productId: LOCALIZE.id,
      functionalityId: CPF,
      quantity: 3,
    });
    expect(over.json()).toMatchObject({
      allowed: false,
      code: 'GROUP_LIMIT_EXCEEDED',
      message: 'O grupo atingiu o seu limite de consumo do mês.',
      groupLimit: '1.000',
    });

    const mismatch = await authorize({
      userId: operator.id,
      productId: SMS.id,
      functionalityId: 1011,
      quantity: 1,
    });
    expect(mismatch.json()).toMatchObject({ allowed: false, code: 'PRODUCT_CLIENT_MISMATCH' });

    // The SMS product's server asking for a user whose company does not own SMS: refused, no figures.
    const notOwned = await authorize(
      { userId: trial.id, productId: SMS.id, functionalityId: 1011, quantity: 1 },
      smsToken,
    );
    expect(notOwned.json()).toEqual({
      allowed: false,
      code: 'PRODUCT_NOT_OWNED',
      message: 'A empresa do usuário não contratou este produto.',
      unitPrice: null,
      amount: null,
      groupSpent: '0.000',
      groupLimit: null,
    });

    const nonPayment = await authorize({
      userId: blocked.id,
      productId: LOCALIZE.id,
      functionalityId: CPF,
      quantity: 1,
    });
    expect(nonPayment.json()).toMatchObject({ allowed: false, code: 'BLOCKED_FOR_NON_PAYMENT' });
  });

  it('holds the group limit at the edge exactly as ingestion does: up to it is allowed, over it by a cent refused', async () => {
    await send([1, 2, 3, 4].map(() => event()));
    await setGroupLimit(operator.groupId, '2.00');
    const atEdge = { userId: operator.id, productId: LOCALIZE.id, functionalityId: CPF, quantity: 1 };
    expect((await authorize(atEdge)).json()).toEqual({
      allowed: true,
      unitPrice: '0.400',
      amount: '0.400',
      groupSpent: '1.600',
      groupLimit: '2.000',
    });
    await setGroupLimit(operator.groupId, '1.99');
    expect((await authorize(atEdge)).json()).toMatchObject({
      allowed: false,
      code: 'GROUP_LIMIT_EXCEEDED',
      groupSpent: '1.600',
      groupLimit: '1.990',
    });
    // The same rule at ingestion: the event authorize refused is refused for the same reason.
    expect((await send([event()])).results[0]).toMatchObject({
      status: 'refused',
      code: 'GROUP_LIMIT_EXCEEDED',
    });
    await setGroupLimit(operator.groupId, '2.00');
    expect((await send([event()])).results[0]).toMatchObject({ status: 'accepted', amount: '0.400' });
  });

  it("holds the company's limit with the terms' excess allowance (up to double), at and over the edge", async () => {
    const company = await h.db
      .selectFrom('companies')
      .select('consumptionLimit')
      .where('id', '=', operator.companyId)
      .executeTakeFirstOrThrow();
    await setGroupLimit(operator.groupId, null);
    await h.db
      .updateTable('companies')
      .set({ consumptionLimit: '1.00' })
      .where('id', '=', operator.companyId)
      .execute();
    try {
      await send([1, 2, 3, 4].map(() => event()));
      const body = { userId: operator.id, productId: LOCALIZE.id, functionalityId: CPF, quantity: 1 };
      expect((await authorize(body)).json()).toMatchObject({
        allowed: true,
        amount: '0.400',
        groupSpent: '1.600',
        groupLimit: null,
      });
      expect((await authorize({ ...body, quantity: 2 })).json()).toMatchObject({
        allowed: false,
        code: 'COMPANY_LIMIT_EXCEEDED',
      });
    } finally {
      await h.db
        .updateTable('companies')
        .set({ consumptionLimit: company.consumptionLimit })
        .where('id', '=', operator.companyId)
        .execute();
    }
  });

  it("refuses outside the group's access hours (São Paulo time), as ingestion does", async () => {
    const groupId = operator.groupId ?? 0;
    const saved = await h.db
      .selectFrom('groupAccessHours')
      .selectAll()
      .where('groupId', '=', groupId)
      .execute();
    await h.db.deleteFrom('groupAccessHours').where('groupId', '=', groupId).execute();
    // Wednesdays 08:00-12:00 only; the clock reads 12:00 in São Paulo.
    await h.db
      .insertInto('groupAccessHours')
      .values({ groupId, day: 3, active: true, startTime: '08:00', endTime: '12:00' })
      .execute();
    try {
      const body = { userId: operator.id, productId: LOCALIZE.id, functionalityId: CPF, quantity: 1 };
      expect((await authorize(body)).json()).toMatchObject({
        allowed: false,
        code: 'OUTSIDE_ACCESS_HOURS',
        message: expect.any(String),
      });
      expect((await send([event()])).results[0]).toMatchObject({
        status: 'refused',
        code: 'OUTSIDE_ACCESS_HOURS',
      });
      now = new Date('2026-06-17T14:59:00Z');
      expect((await authorize(body)).json()).toMatchObject({ allowed: true });
    } finally {
      await h.db.deleteFrom('groupAccessHours').where('groupId', '=', groupId).execute();
      if (saved.length) await h.db.insertInto('groupAccessHours').values(saved).execute();
    }
  });

  it('refuses a user of the provider or one that does not exist, with no figures', async () => {
    const staff = await userByEmail(h.db, 'suporte@painel.example');
    for (const userId of [staff.id, 2_000_000_000]) {
      const res = await authorize({ userId, productId: LOCALIZE.id, functionalityId: CPF, quantity: 1 });
      expect(res.json()).toEqual({
        allowed: false,
        code: 'USER_NOT_FOUND',
        message: expect.any(String),
        unitPrice: null,
        amount: null,
        groupSpent: '0.000',
        groupLimit: null,
      });
    }
  });

  it('takes only a product server token: a user session or no token is 401', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/api/usage/authorize', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const forged = await authorize(
      { userId: operator.id, productId: 1, functionalityId: CPF, quantity: 1 },
      `${token.slice(0, -4)}AAAA`,
    );
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a revoked product client: at once when staff move it to another product, within the cache bound when its row is deleted elsewhere', async () => {
    const body = { userId: operator.id, productId: LOCALIZE.id, functionalityId: CPF, quantity: 1 };
    const staff = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
    const id = 'produto-localize-servidor';
    try {
      expect((await authorize(body)).statusCode).toBe(200);
      const moved = await backoffice.inject({
        method: 'PUT',
        url: `/api/product-clients/${id}`,
        headers: { cookie: staff },
        payload: {
          name: 'Localize (servidor)',
          productId: SMS.id,
          redirectUris: ['https://localize.painel.example/oauth/retorno'],
          postLogoutRedirectUris: [],
          allowedOrigins: [],
          backchannelLogoutUri: null,
        },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      // Same instant: the verified token this instance kept was forgotten with the change.
      expect((await authorize(body)).statusCode).toBe(401);

      token = await productServerToken(app, h.db, LOCALIZE);
      expect((await authorize(body)).statusCode).toBe(200);
      // Deleted by hand (or by another instance): nothing tells this one, so the half-second bound applies.
      await h.db.deleteFrom('oauthClients').where('id', '=', id).execute();
      now = new Date(now.getTime() + PRODUCT_CLIENT_TOKEN_CACHE_MS);
      expect((await authorize(body)).statusCode).toBe(401);
    } finally {
      token = await productServerToken(app, h.db, LOCALIZE);
    }
  });
});

describe('POST /api/usage/events', () => {
  it('records a batch once, whatever the retries, and answers per event', async () => {
    const batch = [event({ quantity: 2 }), event({ functionalityId: CNPJ }), event({ userId: 999_999 })];
    const first = await send(batch);
    expect(first).toMatchObject({ accepted: 1, duplicate: 0, refused: 2 });
    expect(first.results).toEqual([
      { idempotencyKey: batch[0]!.idempotencyKey, status: 'accepted', amount: '0.800' },
      {
        idempotencyKey: batch[1]!.idempotencyKey,
        status: 'refused',
        code: 'NO_UNIT_PRICE',
        message: 'Não há preço unitário vigente para esta funcionalidade.',
      },
      {
        idempotencyKey: batch[2]!.idempotencyKey,
        status: 'refused',
        code: 'USER_NOT_FOUND',
        message: 'Usuário não encontrado.',
      },
    ]);
    const retry = await send(batch);
    // The accepted one is a duplicate; refused ones were never recorded, so they are judged again.
    expect(retry.results.map((r) => r.status)).toEqual(['duplicate', 'refused', 'refused']);
    const repeated = event();
    expect((await send([repeated, { ...repeated, quantity: 50 }])).results.map((r) => r.status)).toEqual([
      'accepted',
      'duplicate',
    ]);
    expect(await rollups(operator.companyId)).toEqual([
      {
        usageDay: '2026-06-17',
        groupId: operator.groupId,
        functionalityId: CPF,
        unitPrice: '0.400',
        quantity: '3',
        amount: '1.200',
        eventCount: 2,
      },
    ]);
    expect(await groupSpent(operator.companyId, operator.groupId, '2026-06-01')).toBe('1.200');
  });

  it('counts late events in their own São Paulo day and month, up to 35 days back, and refuses the future', async () => {
    now = new Date('2026-07-01T15:00:00Z');
    // Two weeks on, the token of 17 June has expired: the product asks for a new one.
    const fresh = await productServerToken(app, h.db, LOCALIZE);
    const result = await send(
      [
        // 23:30 on 30 June in São Paulo is already 1 July in UTC: it belongs to June.
        event({ occurredAt: '2026-07-01T02:30:00Z' }),
        event({ occurredAt: '2026-05-27T15:00:00Z' }),
        event({ occurredAt: '2026-05-26T14:59:59Z' }),
        event({ occurredAt: '2026-07-01T15:05:00Z' }),
        event({ occurredAt: '2026-07-01T15:05:01Z' }),
      ],
      fresh,
    );
    expect(result.results.map((r) => r.code ?? r.status)).toEqual([
      'accepted',
      'accepted',
      'TOO_LATE',
      'accepted',
      'IN_FUTURE',
    ]);
    expect((await rollups(operator.companyId)).map((r) => [r.usageDay, r.unitPrice])).toEqual([
      ['2026-05-27', '0.350'],
      ['2026-06-30', '0.400'],
      ['2026-07-01', '0.400'],
    ]);
    expect(await groupSpent(operator.companyId, operator.groupId, '2026-05-01')).toBe('0.350');
    expect(await groupSpent(operator.companyId, operator.groupId, '2026-06-01')).toBe('0.400');
    expect(await groupSpent(operator.companyId, operator.groupId, '2026-07-01')).toBe('0.400');
  });

  it('prices each event with the price of its own day when the price changes mid-month', async () => {
    await send([
      event({ occurredAt: '2026-06-09T23:59:59-03:00', quantity: 3 }),
      event({ occurredAt: '2026-06-10T00:00:00-03:00', quantity: 3 }),
    ]);
    expect((await rollups(operator.companyId)).map((r) => [r.usageDay, r.unitPrice, r.amount])).toEqual([
      ['2026-06-09', '0.350', '1.050'],
      ['2026-06-10', '0.400', '1.200'],
    ]);
  });

  it('takes corrections as negative events, audited, even over the limit', async () => {
    await send([event({ quantity: 10 })]);
    await setGroupLimit(operator.groupId, '1.00');
    const correction = event({ quantity: -4 });
    expect((await send([correction])).results[0]).toMatchObject({ status: 'accepted', amount: '-1.600' });
    expect(await groupSpent(operator.companyId, operator.groupId, '2026-06-01')).toBe('2.400');
    expect((await rollups(operator.companyId))[0]).toMatchObject({
      quantity: '6',
      amount: '2.400',
      eventCount: 2,
    });
    const audit = await h.db
      .selectFrom('auditEvents')
      .select(['companyId', 'targetUserId', 'detail'])
      .where('action', '=', 'USAGE_CORRECTION')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ companyId: operator.companyId, targetUserId: operator.id });
  });

  it('refuses a correction larger than what the user consumed of that functionality in its month, counting the same batch', async () => {
    const tooBig = {
      status: 'refused',
      code: 'CORRECTION_EXCEEDS_USAGE',
      message: 'A correção é maior que o consumo do usuário nesta funcionalidade no mês do evento.',
    };
    // Nothing consumed yet: no correction at all (the attack: -1,000,000 credited the month).
    expect((await send([event({ quantity: -1 })])).results[0]).toMatchObject(tooBig);
    // Earlier events of the same batch count; the third would take away more than the 5 consumed.
    const batch = await send([event({ quantity: 5 }), event({ quantity: -3 }), event({ quantity: -3 })]);
    expect(batch.results.map((r) => r.code ?? r.status)).toEqual([
      'accepted',
      'accepted',
      'CORRECTION_EXCEEDS_USAGE',
    ]);
    // Another month's consumption does not count for June, and counts for its own month.
    await send([event({ quantity: 10, occurredAt: '2026-05-20T15:00:00Z' })]);
    expect((await send([event({ quantity: -3 })])).results[0]).toMatchObject(tooBig);
    expect(
      (await send([event({ quantity: -1, occurredAt: '2026-05-21T15:00:00Z' })])).results[0],
    ).toMatchObject({ status: 'accepted' });
    // Exactly what is left is accepted; the month never goes below zero.
    expect((await send([event({ quantity: -2 })])).results[0]).toMatchObject({
      status: 'accepted',
      amount: '-0.800',
    });
    expect(await groupSpent(operator.companyId, operator.groupId, '2026-06-01')).toBe('0.000');
  });

  it('refuses a quantity beyond the documented bound as a malformed batch', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/usage/events',
      headers: { authorization: `Bearer ${token}` },
      payload: { events: [event({ quantity: -1_000_000 })] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('A quantidade deve estar entre -100.000 e 100.000.');
  });

  it('holds the group limit at the edge: up to it exactly is accepted, a thousandth more is refused', async () => {
    await setGroupLimit(operator.groupId, '2.00');
    const result = await send([event({ quantity: 4 }), event({ quantity: 1 }), event({ quantity: 1 })]);
    expect(result.results.map((r) => r.code ?? r.status)).toEqual([
      'accepted',
      'accepted',
      'GROUP_LIMIT_EXCEEDED',
    ]);
    expect(await groupSpent(operator.companyId, operator.groupId, '2026-06-01')).toBe('2.000');
  });

  it("tells the company's administrators at 80 % and at 100 % of a group's limit", async () => {
    await h.db.deleteFrom('notifications').execute();
    await setGroupLimit(operator.groupId, '2.00');
    await send([event({ quantity: 4 })]);
    await send([event({ quantity: 1 })]);
    const admin = await userByEmail(h.db, 'admin@empresa.example');
    const notices = await h.db
      .selectFrom('notifications')
      .select(['userId', 'content'])
      .orderBy('id')
      .execute();
    expect(notices.filter((n) => n.userId === admin.id).map((n) => n.content)).toEqual([
      '<p>O grupo Comercial atingiu 80% do seu limite de consumo do mês.</p>',
      '<p>O grupo Comercial atingiu 100% do seu limite de consumo do mês.</p>',
    ]);
  });

  it('refuses a product acting for a company that does not own it, and events of another product', async () => {
    const result = await send(
      [event({ userId: trial.id, productId: SMS.id, functionalityId: 1011 })],
      smsToken,
    );
    expect(result.results[0]).toMatchObject({ status: 'refused', code: 'PRODUCT_NOT_OWNED' });
    const mismatch = await send([event({ productId: SMS.id, functionalityId: 1011 })]);
    expect(mismatch.results[0]).toMatchObject({ status: 'refused', code: 'PRODUCT_CLIENT_MISMATCH' });
  });

  it('refuses more than 1,000 events and malformed ones as a whole', async () => {
    const tooMany = Array.from({ length: 1001 }, () => event());
    const res = await app.inject({
      method: 'POST',
      url: '/api/usage/events',
      headers: { authorization: `Bearer ${token}` },
      payload: { events: tooMany },
    });
    expect(res.statusCode).toBe(400);
    const zero = await app.inject({
      method: 'POST',
      url: '/api/usage/events',
      headers: { authorization: `Bearer ${token}` },
      payload: { events: [event({ quantity: 0 })] },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.body).toContain('A quantidade não pode ser zero.');
  });
});

describe('concurrent batches', () => {
  it('records each idempotency key once when the same batch arrives several times at once', async () => {
    const batch = Array.from({ length: 50 }, () => event());
    const answers = await Promise.all([send(batch), send([...batch].reverse()), send(batch)]);
    expect(answers.reduce((n, a) => n + a.accepted, 0)).toBe(50);
    expect(answers.reduce((n, a) => n + a.duplicate, 0)).toBe(100);
    const count = await h.db
      .selectFrom('usageEvents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(50);
    expect(await groupSpent(operator.companyId, operator.groupId, '2026-06-01')).toBe('20.000');
  });

  it('never lets concurrent spend pass the group limit', async () => {
    // 0.400 per event, limit 4.00: exactly ten of twenty-five concurrent single-event batches fit.
    await setGroupLimit(operator.groupId, '4.00');
    const answers = await Promise.all(Array.from({ length: 25 }, () => send([event()])));
    expect(answers.filter((a) => a.accepted === 1)).toHaveLength(10);
    expect(answers.filter((a) => a.results[0]?.code === 'GROUP_LIMIT_EXCEEDED')).toHaveLength(15);
    expect(await groupSpent(operator.companyId, operator.groupId, '2026-06-01')).toBe('4.000');
  });
});
