import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, apiMessages } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, addUser, companyId } from '../../test/fixtures';

type Found = { id: number; name: string; email: string; customer: { id: number; name: string } };

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let staff: string;
let attendance: string;
let noUsersStaff: string;
let customerAdmin: string;
let demoId: number;
let trialId: number;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  backoffice = await h.app('backoffice');
  demoId = await companyId(h.db, DEMO_DOCUMENTS.demo);
  trialId = await companyId(h.db, DEMO_DOCUMENTS.trial);
  await addUser(h.db, {
    companyId: 1,
    profileId: BASE_PROFILE_IDS.attendance,
    email: 'atendimento@painel.example',
    name: 'Alice Atendimento',
  });
  // A staff member whose custom profile grants nothing (no key to view customers' users).
  const bare = await h.db
    .insertInto('profiles')
    .values({
      companyId: 1,
      name: 'Sem usuários',
      description: null,
      baseProfileId: BASE_PROFILE_IDS.attendance,
      isBase: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addUser(h.db, {
    companyId: 1,
    profileId: bare.id,
    email: 'semusuarios@painel.example',
    name: 'Sérgio Sem Usuários',
  });
  // 25 namesakes across two customers: more than one answer holds.
  for (let i = 1; i <= 22; i++) {
    const n = String(i).padStart(2, '0');
    await addUser(h.db, {
      companyId: demoId,
      profileId: BASE_PROFILE_IDS.operator,
      email: `limite${n}@empresa.example`,
      name: `Lívia Limite ${n}`,
    });
  }
  for (let i = 1; i <= 3; i++) {
    await addUser(h.db, {
      companyId: trialId,
      profileId: BASE_PROFILE_IDS.operator,
      email: `limite${i}@teste.example`,
      name: `LÍVIA LIMITE TESTE ${i}`,
    });
  }
  await addUser(h.db, {
    companyId: demoId,
    profileId: BASE_PROFILE_IDS.operator,
    email: 'curinga@empresa.example',
    name: 'Cora 100%_Curinga',
  });
  [staff, attendance, noUsersStaff, customerAdmin] = await Promise.all([
    signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice'),
    signIn(backoffice, h.config, 'atendimento@painel.example', DEMO_PASSWORD, 'backoffice'),
    signIn(backoffice, h.config, 'semusuarios@painel.example', DEMO_PASSWORD, 'backoffice'),
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
  ]);
}, 120_000);
afterAll(() => h.close());

const search = (cookie: string, query: string, app = backoffice) =>
  app.inject({ url: `/api/backoffice/users/search${query}`, headers: { cookie } });
const found = async (query: string, cookie = staff): Promise<Found[]> => {
  const res = await search(cookie, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: Found[] }>().list;
};
const filter = (text: string) => `?filter=${encodeURIComponent(text)}`;

describe('who may search users', () => {
  it('needs a back-office session: none is 401, and a customer’s session is not one', async () => {
    expect((await backoffice.inject({ url: '/api/backoffice/users/search?filter=otavio' })).statusCode).toBe(
      401,
    );
    const presented = customerAdmin.replaceAll('painel_', 'painel_bo_');
    expect((await search(presented, filter('otavio'))).statusCode).toBe(401);
  });

  it('does not exist in the portal: a customer never searches other companies’ people', async () => {
    expect((await search(customerAdmin, filter('otavio'), portal)).statusCode).toBe(404);
  });

  it('refuses staff without the key to view customers’ users, and records it', async () => {
    const res = await search(noUsersStaff, filter('otavio'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: apiMessages.forbidden });
    const denied = await h.db
      .selectFrom('auditEvents')
      .select('action')
      .where('action', '=', 'ACCESS_DENIED')
      .where('email', '=', 'semusuarios@painel.example')
      .execute();
    expect(denied.length).toBeGreaterThan(0);
  });

  it('lets customer service search, as it sees customers’ users', async () => {
    expect((await found(filter('otavio'), attendance)).map((u) => u.email)).toEqual([
      'operador@empresa.example',
    ]);
  });
});

describe('GET /api/backoffice/users/search', () => {
  it("answers each user's name, e-mail and customer, and nothing else", async () => {
    expect(await found(filter('Otávio'))).toEqual([
      {
        id: expect.any(Number),
        name: 'Otávio Operador Reis',
        email: 'operador@empresa.example',
        customer: { id: demoId, name: 'Empresa Demonstração Ltda' },
      },
    ]);
  });

  it.each([
    ['otavio', 'no accent, lower case'],
    ['OTÁVIO REIS', 'two words, upper case, not side by side'],
    ['  reis   ota ', 'parts of words in any order, with spaces'],
    ['OPERADOR@Empresa', 'part of the e-mail, any case'],
  ])('finds Otávio Operador Reis by %j (%s)', async (typed) => {
    expect((await found(filter(typed))).map((u) => u.email)).toContain('operador@empresa.example');
  });

  it('ignores accents and case both ways: what is stored in capitals with accents is found typed plain', async () => {
    expect((await found(filter('livia limite teste'))).map((u) => u.name)).toEqual([
      'LÍVIA LIMITE TESTE 1',
      'LÍVIA LIMITE TESTE 2',
      'LÍVIA LIMITE TESTE 3',
    ]);
  });

  it('never finds staff', async () => {
    expect(await found(filter('painel.example'))).toEqual([]);
    expect(await found(filter('Sofia Suporte'))).toEqual([]);
  });

  it('answers the first 10 by name unless asked for up to 20', async () => {
    expect(await found(filter('limite'))).toHaveLength(10);
    expect(await found(`${filter('limite')}&limit=20`)).toHaveLength(20);
    expect((await search(staff, `${filter('limite')}&limit=21`)).statusCode).toBe(400);
    const demo = await found(`${filter('limite')}&customerId=${demoId}`);
    expect(demo.map((u) => u.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lívia Limite ${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('narrows to one customer when asked', async () => {
    const trial = await found(`${filter('limite')}&customerId=${trialId}`);
    expect(trial.map((u) => u.customer.id)).toEqual([trialId, trialId, trialId]);
    expect(await found(`${filter('limite')}&customerId=1`)).toEqual([]);
  });

  it('takes %, _ and \\ literally', async () => {
    expect((await found(filter('100%_'))).map((u) => u.email)).toEqual(['curinga@empresa.example']);
    expect(await found(filter('o_a'))).toEqual([]);
    expect(await found(filter('%%%'))).toEqual([]);
  });

  it('refuses a search under 3 characters with what to type, and unknown parameters', async () => {
    const short = await search(staff, filter(' ot '));
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Digite pelo menos 3 caracteres para pesquisar.');
    expect((await search(staff, '')).statusCode).toBe(400);
    expect((await search(staff, `${filter('otavio')}&name=x`)).statusCode).toBe(400);
  });
});
