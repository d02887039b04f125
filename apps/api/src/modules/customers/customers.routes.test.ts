import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, apiMessages } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, addUser, companyId } from '../../test/fixtures';

type Customer = { id: number; customerName: string | null; tradingName: string | null; document: string };
type Page = { list: Customer[]; numPage: number; totalPages: number; totalItems: number };

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let staff: string;
let attendance: string;
let noAccessStaff: string;
let admin: string;
let operator: string;
let demoId: number;

/** Companies whose names carry the LIKE wildcards, to prove they are searched for literally. */
const EXTRA_COMPANIES = [
  { name: 'Loja 100% Natural Ltda', tradingName: 'Natural', document: '45723174000110' },
  { name: 'Loja_Azul Comércio', tradingName: null, document: '19131243000197' },
  { name: 'Loja\\Barra Serviços', tradingName: 'Barra', document: '40688134000161' },
  { name: 'ACME Comércio Ltda', tradingName: 'Foguete Entregas', document: '27865757000102' },
];

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  backoffice = await h.app('backoffice');
  demoId = await companyId(h.db, DEMO_DOCUMENTS.demo);
  await h.db
    .insertInto('companies')
    .values(EXTRA_COMPANIES.map((c) => ({ ...c, planType: 'PADRAO' as const })))
    .execute();
  await addUser(h.db, {
    companyId: 1,
    profileId: BASE_PROFILE_IDS.attendance,
    email: 'atendimento@painel.example',
    name: 'Alice Atendimento',
  });
  // A staff member whose custom profile grants nothing about customers.
  const bare = await h.db
    .insertInto('profiles')
    .values({
      companyId: 1,
      name: 'Sem clientes',
      description: null,
      baseProfileId: BASE_PROFILE_IDS.attendance,
      isBase: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addUser(h.db, {
    companyId: 1,
    profileId: bare.id,
    email: 'semclientes@painel.example',
    name: 'Sérgio Sem Clientes',
  });
  [staff, attendance, noAccessStaff, admin, operator] = await Promise.all([
    signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice'),
    signIn(backoffice, h.config, 'atendimento@painel.example', DEMO_PASSWORD, 'backoffice'),
    signIn(backoffice, h.config, 'semclientes@painel.example', DEMO_PASSWORD, 'backoffice'),
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD),
  ]);
});
afterAll(() => h.close());

const list = (cookie: string, query = '') =>
  backoffice.inject({ url: `/api/customers/list${query}`, headers: { cookie } });
const page = async (cookie: string, query = '') => {
  const res = await list(cookie, query);
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const names = async (query: string) => (await page(staff, query)).list.map((c) => c.customerName);

describe('who may list customers', () => {
  it('needs a session in the back office', async () => {
    const res = await backoffice.inject({ url: '/api/customers/list' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: apiMessages.unauthenticated });
  });

  // The customer screens are staff's: the portal does not have these routes at all.
  it.each([
    ['no session', () => undefined],
    ['an administrator', () => admin],
    ['an operator', () => operator],
  ])('has no customer list in the portal, for %s', async (_who, cookie) => {
    const session = cookie();
    const res = await portal.inject({
      url: '/api/customers/list?filter=Empresa',
      headers: session === undefined ? {} : { cookie: session },
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses staff whose profile grants nothing about customers', async () => {
    expect((await list(noAccessStaff)).statusCode).toBe(403);
  });

  it('lets customer service list them too', async () => {
    expect((await list(attendance)).statusCode).toBe(200);
  });
});

describe('GET /api/customers/list', () => {
  it('pages the customer companies by name, 10 by default, without the provider itself', async () => {
    const result = await page(staff);
    expect(result).toMatchObject({ numPage: 0, totalPages: 2, totalItems: 13 });
    expect(result.list.map((c) => c.customerName)).toEqual([
      'ACME Comércio Ltda',
      'Avaliação Contratação Serviços Ltda',
      'Avaliação Encerrada Serviços Ltda',
      'Avaliação Senha Comércio Ltda',
      'Empresa Demonstração Ltda',
      'Inadimplente Distribuidora Ltda',
      'Loja 100% Natural Ltda',
      'Loja\\Barra Serviços',
      'Loja_Azul Comércio',
      'Pontual Serviços Ltda',
    ]);
    expect(result.list.some((c) => c.id === 1)).toBe(false);
    expect(result.list.find((c) => c.id === demoId)).toEqual({
      id: demoId,
      customerName: 'Empresa Demonstração Ltda',
      tradingName: 'Empresa Demonstração',
      document: DEMO_DOCUMENTS.demo,
    });
  });

  it('answers only the allow-listed fields', async () => {
    const [first] = (await page(staff)).list;
    expect(Object.keys(first ?? {}).sort()).toEqual(['customerName', 'document', 'id', 'tradingName']);
  });

  it('pages by the size asked, down to the select list size of 1', async () => {
    const first = await page(staff, '?numPage=0&numPageSize=3');
    const third = await page(staff, '?numPage=2&numPageSize=3');
    expect(first).toMatchObject({ numPage: 0, totalPages: 5, totalItems: 13 });
    expect(first.list).toHaveLength(3);
    expect(third.list.map((c) => c.customerName)).toEqual([
      'Loja 100% Natural Ltda',
      'Loja\\Barra Serviços',
      'Loja_Azul Comércio',
    ]);
    expect((await page(staff, '?numPage=3&numPageSize=3')).list.map((c) => c.customerName)).toEqual([
      'Pontual Serviços Ltda',
      'Seguro Pagamentos S.A.',
      'Teste Gratuito Comércio Ltda',
    ]);
    expect((await page(staff, '?numPage=4&numPageSize=3')).list.map((c) => c.customerName)).toEqual([
      'Varejo Delegado Serviços Ltda',
    ]);
    expect((await page(staff, '?numPage=5&numPageSize=3')).list).toEqual([]);
    const one = await page(staff, '?numPageSize=1');
    expect(one.list.map((c) => c.customerName)).toEqual(['ACME Comércio Ltda']);
    expect(one.totalPages).toBe(13);
  });

  it.each([
    ['part of the name, any case', 'demonstra', ['Empresa Demonstração Ltda']],
    ['the trading name', 'foguete', ['ACME Comércio Ltda']],
    ['the bare document', '33000167', ['Seguro Pagamentos S.A.']],
    ['the masked document', '33.000.167/0001-01', ['Seguro Pagamentos S.A.']],
    ['spaces around', '  seguro  ', ['Seguro Pagamentos S.A.']],
    ['nothing that exists', 'Inexistente', []],
  ])('filters by %s', async (_what, filter, expected) => {
    expect(await names(`?filter=${encodeURIComponent(filter)}`)).toEqual(expected);
  });

  it('never finds the provider, by name or by document', async () => {
    expect(await names('?filter=Painel')).toEqual([]);
    expect(await names(`?filter=${DEMO_DOCUMENTS.provider}`)).toEqual([]);
  });

  it('counts only what the filter matches', async () => {
    const result = await page(staff, '?filter=Loja&numPageSize=2');
    expect(result).toMatchObject({ totalItems: 3, totalPages: 2 });
  });

  it.each([
    ['%', ['Loja 100% Natural Ltda']],
    ['_', ['Loja_Azul Comércio']],
    ['\\', ['Loja\\Barra Serviços']],
    ['a_a', ['Loja_Azul Comércio']],
    ['0%', ['Loja 100% Natural Ltda']],
  ])('searches the LIKE wildcard %j literally', async (filter, expected) => {
    expect(await names(`?filter=${encodeURIComponent(filter)}`)).toEqual(expected);
  });

  it.each([
    '?numPage=-1',
    '?numPage=abc',
    '?numPageSize=0',
    '?numPageSize=51',
    '?numPageSize=2.5',
    `?filter=${'a'.repeat(101)}`,
    '?filter=%00abc',
    '?foo=1',
  ])('refuses %s with 400', async (query) => {
    const res = await list(staff, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('the back office customers page', () => {
  /** Every user of the demo company, whatever their state (the seeds and earlier tests add some). */
  const demoUsers = async () =>
    Number(
      (
        await h.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('companyId', '=', await companyId(h.db, DEMO_DOCUMENTS.demo))
          .executeTakeFirstOrThrow()
      ).n,
    );
  type Overview = {
    id: number;
    customerName: string;
    tradingName: string | null;
    document: string;
    planType: string;
    blockedForNonPayment: boolean;
    trialDaysRemaining: number | null;
    trialExpired: boolean;
    usersCount: number;
  };

  it('finds customers by name, trading name or CNPJ with plan, status and user count', async () => {
    const byName = await backoffice.inject({
      method: 'GET',
      url: '/api/customers/overview?filter=inadimplente',
      headers: { cookie: staff },
    });
    expect(byName.statusCode).toBe(200);
    const [blocked] = byName.json<{ list: Overview[] }>().list;
    expect(blocked).toMatchObject({
      planType: expect.any(String),
      blockedForNonPayment: true,
      usersCount: 1,
    });
    const trial = (
      await backoffice.inject({
        method: 'GET',
        url: '/api/customers/overview?filter=Teste%20Gratuito',
        headers: { cookie: staff },
      })
    ).json<{ list: Overview[] }>().list[0];
    expect(trial).toMatchObject({
      planType: 'TRIAL',
      trialExpired: false,
      trialDaysRemaining: expect.any(Number),
    });
    const all = (
      await backoffice.inject({
        method: 'GET',
        url: '/api/customers/overview?numPage=0&numPageSize=10',
        headers: { cookie: staff },
      })
    ).json<{ list: Overview[]; totalItems: number }>();
    expect(all.list.every((c) => c.id !== 1)).toBe(true);
    const demo = all.list.find((c) => c.customerName === 'Empresa Demonstração Ltda');
    expect(demo).toMatchObject({
      planType: 'PADRAO',
      blockedForNonPayment: false,
      trialDaysRemaining: null,
      usersCount: await demoUsers(),
    });
    const byDocument = (
      await backoffice.inject({
        method: 'GET',
        url: `/api/customers/overview?filter=${demo!.document.slice(0, 8)}`,
        headers: { cookie: staff },
      })
    ).json<{ list: Overview[] }>();
    expect(byDocument.list.map((c) => c.id)).toContain(demo!.id);
    expect(
      (await portal.inject({ method: 'GET', url: '/api/customers/overview', headers: { cookie: admin } }))
        .statusCode,
    ).toBe(404);
  });

  it('reads one customer for its page; the provider and unknown ids are not found', async () => {
    const list = (
      await backoffice.inject({
        method: 'GET',
        url: '/api/customers/overview?filter=Demonstra',
        headers: { cookie: staff },
      })
    ).json<{ list: Overview[] }>().list;
    const res = await backoffice.inject({
      method: 'GET',
      url: `/api/customers/${list[0]!.id}/summary`,
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      customerName: 'Empresa Demonstração Ltda',
      usersCount: await demoUsers(),
    });
    expect(
      (
        await backoffice.inject({
          method: 'GET',
          url: '/api/customers/1/summary',
          headers: { cookie: staff },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await backoffice.inject({
          method: 'GET',
          url: '/api/customers/999999/summary',
          headers: { cookie: staff },
        })
      ).statusCode,
    ).toBe(404);
  });
});
