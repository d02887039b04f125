import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, PRODUCT_IDS } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, addUser, companyId } from '../../test/fixtures';

type Functionality = { id: number; label: string; active: boolean; mandatory: boolean; grantable: boolean };
type Product = {
  id: number;
  name: string;
  functionalities: Functionality[];
  permissions: { id: number; key: string; active: boolean; mandatory: boolean }[];
};
type Summary = {
  id: number;
  name: string;
  description: string | null;
  baseProfile: boolean;
  baseProfileName: string | null;
  usersCount: number;
};
type Detail = Summary & { products: Product[] };
type Selection = { id: number; functionalities: { id: number; active: boolean }[] }[];

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let admin: string;
let manager: string;
let staff: string;
let otherAdmin: string;
let demoId: number;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  backoffice = await h.app('backoffice');
  demoId = await companyId(h.db, DEMO_DOCUMENTS.demo);
  // Veículos, with its mandatory aggregates, is contracted by the demo company in this file only.
  await h.db
    .insertInto('companyProducts')
    .values({ companyId: demoId, productId: PRODUCT_IDS.vehicles })
    .execute();
  [admin, manager, staff, otherAdmin] = await Promise.all([
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD),
    signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice'),
    // Another company's administrator: a contracted one (a trial reaches no account route at all).
    signIn(portal, h.config, 'admin@pontual.example', DEMO_PASSWORD),
  ]);
});
afterAll(() => h.close());

const call = (
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const localizePeople: Selection = [
  {
    id: PRODUCT_IDS.localize,
    functionalities: [
      { id: 11, active: true },
      { id: 12, active: false },
    ],
  },
];

let nameCounter = 0;
const uniqueName = (prefix: string) =>
  `${prefix} ${String.fromCharCode(65 + (nameCounter++ % 26))}${nameCounter}`;

async function create(cookie: string, body: Record<string, unknown>, app = portal, prefix = '/customers') {
  return call(app, cookie, 'POST', `${prefix}/profiles`, body);
}

async function auditRows(action: string) {
  return h.db
    .selectFrom('auditEvents')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
}

describe('contracted products', () => {
  it('lists the portal modules and the owned products with their functionalities, mandatory items marked', async () => {
    const res = await call(portal, admin, 'GET', '/customers/contracts/products');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ list: Product[] }>().list;
    expect(list.map((p) => p.id)).toEqual([2, 3, 4, 1, 5, 9, 10, 12, 13, 16, 17]);
    const vehicles = list.find((p) => p.id === PRODUCT_IDS.vehicles);
    expect(vehicles?.functionalities.find((f) => f.id === 63)).toMatchObject({
      label: 'Agregados',
      mandatory: true,
      active: true,
    });
    expect(vehicles?.permissions.find((p) => p.id === 146)).toMatchObject({
      key: 'VEICULOS:AGREGADOS:CONSULTAR',
      mandatory: true,
    });
  });

  it('answers the back office for the customer of the path', async () => {
    const res = await call(backoffice, staff, 'GET', `/customers/${demoId}/contracts/products`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ list: Product[] }>().list.some((p) => p.id === PRODUCT_IDS.vehicles)).toBe(true);
  });
});

describe('listing and reading profiles', () => {
  it('lists the four base profiles with the company user counts', async () => {
    const res = await call(portal, admin, 'GET', '/customers/profiles');
    expect(res.statusCode).toBe(200);
    const base = res.json<{ list: Summary[] }>().list.filter((p) => p.baseProfile);
    expect(base.map((p) => [p.name, p.usersCount])).toEqual([
      ['Administrador', 1],
      // Demo users: a pending Financeiro, a pending and an inactive Operador, and the Operador the
      // journeys correct.
      ['Financeiro', 2],
      ['Operador', 4],
      ['Gerente', 1],
    ]);
  });

  it('shows a base profile with the products its rights reach', async () => {
    const res = await call(portal, admin, 'GET', `/customers/profiles/${BASE_PROFILE_IDS.operator}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<Detail>();
    expect(detail).toMatchObject({ name: 'Operador', baseProfile: true });
    // An Operador holds no right of the portal's modules: only the contracted solutions.
    expect(detail.products.map((p) => p.id)).toEqual([1, 5, 9, 10, 12, 13, 16, 17]);
  });
});

describe('creating a custom profile', () => {
  it('creates it, lists it with no users, shows its products and audits the after', async () => {
    const name = uniqueName('Consulta Localize');
    const res = await create(admin, {
      name,
      description: 'Só pessoas',
      baseProfileId: 3,
      products: localizePeople,
    });
    expect(res.statusCode).toBe(201);
    const { message, profileId } = res.json<{ message: string; profileId: number }>();
    expect(message).toBe('Perfil criado com sucesso!');
    const list = (await call(portal, admin, 'GET', '/customers/profiles')).json<{ list: Summary[] }>().list;
    expect(list.find((p) => p.id === profileId)).toMatchObject({
      name,
      baseProfile: false,
      baseProfileName: 'Operador',
      usersCount: 0,
    });
    const detail = (await call(portal, admin, 'GET', `/customers/profiles/${profileId}`)).json<Detail>();
    expect(detail.products.map((p) => p.id)).toEqual([PRODUCT_IDS.localize]);
    expect(detail.products[0]?.functionalities.filter((f) => f.active).map((f) => f.id)).toEqual([11]);
    const [row] = await auditRows('PROFILE_CREATE');
    expect(row).toMatchObject({ companyId: demoId, outcome: 'SUCCESS' });
    expect(row?.detail).toMatchObject({ profileId, before: null, after: { name, functionalityIds: [11] } });
  });

  it('refuses a taken name in any case, a base profile name, and lets only one of two racing creations win', async () => {
    const name = uniqueName('Duplicado');
    expect((await create(admin, { name, baseProfileId: 1, products: localizePeople })).statusCode).toBe(201);
    const again = await create(admin, {
      name: name.toUpperCase(),
      baseProfileId: 1,
      products: localizePeople,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PROFILE_NAME_TAKEN',
      message: 'Já existe um perfil com este nome.',
    });
    expect(
      (await create(admin, { name: 'administrador', baseProfileId: 1, products: localizePeople })).statusCode,
    ).toBe(409);
    const raced = uniqueName('Corrida');
    const results = await Promise.all(
      [1, 2].map(() => create(admin, { name: raced, baseProfileId: 1, products: localizePeople })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each<[string, Selection, number, string]>([
    [
      'a product not contracted',
      [{ id: PRODUCT_IDS.geotimize, functionalities: [{ id: 17, active: true }] }],
      400,
      'PROFILE_PRODUCT_NOT_CONTRACTED',
    ],
    [
      'a functionality of another product',
      [{ id: PRODUCT_IDS.localize, functionalities: [{ id: 14, active: true }] }],
      400,
      'PROFILE_FUNCTIONALITY_UNKNOWN',
    ],
    [
      'a product with nothing on',
      [{ id: PRODUCT_IDS.localize, functionalities: [{ id: 11, active: false }] }],
      400,
      'PROFILE_PRODUCT_EMPTY',
    ],
    [
      'vehicles without its aggregates',
      [{ id: PRODUCT_IDS.vehicles, functionalities: [{ id: 60, active: true }] }],
      400,
      'PROFILE_MANDATORY_ITEM',
    ],
    [
      'vehicles with its aggregates switched off',
      [
        {
          id: PRODUCT_IDS.vehicles,
          functionalities: [
            { id: 60, active: true },
            { id: 63, active: false },
          ],
        },
      ],
      400,
      'VALIDATION_FAILED',
    ],
    ['no product', [], 400, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_label, products, status, code) => {
    const res = await create(admin, { name: uniqueName('Recusado'), baseProfileId: 1, products });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
  });

  it('refuses names out of the rules and a base profile outside the wizard options', async () => {
    for (const body of [
      { name: 'Nome_com_sublinhado', baseProfileId: 1 },
      { name: 'x'.repeat(41), baseProfileId: 1 },
      { name: uniqueName('Base'), baseProfileId: 2 },
    ]) {
      expect((await create(admin, { ...body, products: localizePeople })).statusCode).toBe(400);
    }
  });

  it('keeps vehicles with its mandatory aggregates', async () => {
    const products = [
      {
        id: PRODUCT_IDS.vehicles,
        functionalities: [
          { id: 60, active: true },
          { id: 63, active: true },
        ],
      },
    ];
    expect(
      (await create(admin, { name: uniqueName('Veiculos'), baseProfileId: 3, products })).statusCode,
    ).toBe(201);
  });
});

describe('no escalation', () => {
  let delegate: string;
  let customManager: string;

  beforeAll(async () => {
    // An administrator-based profile that manages profiles and reaches only Localize's people search.
    const delegated = await create(admin, {
      name: uniqueName('Delegado'),
      baseProfileId: 1,
      products: [
        {
          id: PRODUCT_IDS.administrative,
          functionalities: [
            { id: 9, active: true },
            { id: 10, active: true },
          ],
        },
        ...localizePeople,
      ],
    });
    const managerBased = await create(admin, {
      name: uniqueName('Gerente perfis'),
      baseProfileId: 4,
      products: [
        {
          id: PRODUCT_IDS.administrative,
          functionalities: [
            { id: 9, active: true },
            { id: 10, active: true },
          ],
        },
      ],
    });
    const delegateId = delegated.json<{ profileId: number }>().profileId;
    const managerId = managerBased.json<{ profileId: number }>().profileId;
    await addUser(h.db, {
      companyId: demoId,
      profileId: delegateId,
      email: 'delegado@empresa.example',
      name: 'Davi Delegado',
    });
    await addUser(h.db, {
      companyId: demoId,
      profileId: managerId,
      email: 'gperfis@empresa.example',
      name: 'Gil Perfis',
    });
    [delegate, customManager] = await Promise.all([
      signIn(portal, h.config, 'delegado@empresa.example', DEMO_PASSWORD),
      signIn(portal, h.config, 'gperfis@empresa.example', DEMO_PASSWORD),
    ]);
  });

  it('refuses and audits a functionality the creator does not hold, and admits one they do', async () => {
    const beyond = [{ id: PRODUCT_IDS.localize, functionalities: [{ id: 12, active: true }] }];
    const refused = await create(delegate, { name: uniqueName('Alem'), baseProfileId: 3, products: beyond });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PROFILE_ESCALATION' });
    const [row] = await auditRows('PROFILE_CREATE');
    expect(row).toMatchObject({ outcome: 'FORBIDDEN', companyId: demoId });
    expect(row?.detail).toMatchObject({ reason: 'ESCALATION', attempted: { functionalityIds: [12] } });
    expect(
      (await create(delegate, { name: uniqueName('Dentro'), baseProfileId: 3, products: localizePeople }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a manager-based creator a higher base profile', async () => {
    const products = [{ id: PRODUCT_IDS.administrative, functionalities: [{ id: 9, active: true }] }];
    const res = await create(customManager, { name: uniqueName('Subindo'), baseProfileId: 1, products });
    expect(res.statusCode).toBe(403);
    expect(
      (await create(customManager, { name: uniqueName('Mesmo nivel'), baseProfileId: 4, products }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a base gerente by the route rule, and marks what the caller may not grant', async () => {
    expect(
      (await create(manager, { name: uniqueName('Gerente'), baseProfileId: 3, products: localizePeople }))
        .statusCode,
    ).toBe(403);
    const list = (await call(portal, delegate, 'GET', '/customers/contracts/products')).json<{
      list: Product[];
    }>().list;
    const localize = list.find((p) => p.id === PRODUCT_IDS.localize);
    expect(localize?.functionalities.map((f) => [f.id, f.grantable])).toEqual([
      [11, true],
      [12, false],
      [13, false],
    ]);
  });

  it('refuses an edit that adds what the editor does not hold', async () => {
    const created = await create(delegate, {
      name: uniqueName('Editavel'),
      baseProfileId: 3,
      products: localizePeople,
    });
    const id = created.json<{ profileId: number }>().profileId;
    const res = await call(portal, delegate, 'PUT', `/customers/profiles/${id}`, {
      name: 'Editado pelo delegado',
      description: 'Tenta mais',
      products: [
        {
          id: PRODUCT_IDS.localize,
          functionalities: [
            { id: 11, active: true },
            { id: 13, active: true },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(403);
    expect((await auditRows('PROFILE_UPDATE'))[0]).toMatchObject({ outcome: 'FORBIDDEN' });
  });
});

describe('updating a custom profile', () => {
  it('refuses base profiles, other companies and unknown ids', async () => {
    const body = { name: 'Qualquer nome', description: 'Descrição', products: localizePeople };
    const base = await call(portal, admin, 'PUT', `/customers/profiles/${BASE_PROFILE_IDS.operator}`, body);
    expect(base.statusCode).toBe(403);
    expect(base.json()).toMatchObject({ code: 'PROFILE_READ_ONLY' });
    const created = await create(admin, {
      name: uniqueName('Alheio'),
      baseProfileId: 3,
      products: localizePeople,
    });
    const id = created.json<{ profileId: number }>().profileId;
    expect((await call(portal, otherAdmin, 'GET', `/customers/profiles/${id}`)).statusCode).toBe(404);
    expect((await call(portal, otherAdmin, 'PUT', `/customers/profiles/${id}`, body)).statusCode).toBe(404);
    expect((await call(portal, admin, 'PUT', '/customers/profiles/999999', body)).statusCode).toBe(404);
  });

  it('requires a description and letters-only names in the edit form', async () => {
    const created = await create(admin, {
      name: uniqueName('Formulario'),
      baseProfileId: 3,
      products: localizePeople,
    });
    const id = created.json<{ profileId: number }>().profileId;
    const noDescription = await call(portal, admin, 'PUT', `/customers/profiles/${id}`, {
      name: 'Nome valido',
      description: '',
      products: localizePeople,
    });
    expect(noDescription.statusCode).toBe(400);
    const digits = await call(portal, admin, 'PUT', `/customers/profiles/${id}`, {
      name: 'Perfil 2',
      description: 'Ok',
      products: localizePeople,
    });
    expect(digits.statusCode).toBe(400);
  });

  it("changes the holders' rights on their next request and audits before and after", async () => {
    const created = await create(admin, {
      name: uniqueName('Sessao'),
      baseProfileId: 3,
      products: localizePeople,
    });
    const id = created.json<{ profileId: number }>().profileId;
    await addUser(h.db, {
      companyId: demoId,
      profileId: id,
      email: 'titular@empresa.example',
      name: 'Tânia Titular',
    });
    const holder = await signIn(portal, h.config, 'titular@empresa.example', DEMO_PASSWORD);
    const permissions = async () =>
      (await call(portal, holder, 'GET', '/oauth2/session')).json<{ permissions: string[] }>().permissions;
    expect(await permissions()).toContain('LOCALIZE:PESSOAS:CONSULTAR');

    const res = await call(portal, admin, 'PUT', `/customers/profiles/${id}`, {
      name: 'Historico apenas',
      description: 'Somente o histórico',
      products: [
        {
          id: PRODUCT_IDS.localize,
          functionalities: [
            { id: 11, active: false },
            { id: 13, active: true },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Perfil atualizado com sucesso!' });
    const after = await permissions();
    expect(after).not.toContain('LOCALIZE:PESSOAS:CONSULTAR');
    expect(after).toContain('LOCALIZE:HISTORICO:VISUALIZAR');
    // Every profile keeps its holder's own account.
    expect(after).toContain('ADMINISTRATIVO:PERFIL:EDITAR:USUARIO');
    const [row] = await auditRows('PROFILE_UPDATE');
    expect(row?.detail).toMatchObject({
      profileId: id,
      before: { functionalityIds: [11] },
      after: { name: 'Historico apenas', functionalityIds: [13] },
    });
  });
});

describe('the back office', () => {
  it('creates for the customer of the path, audited as the staff member on the customer', async () => {
    const res = await create(
      staff,
      { name: uniqueName('Pelo suporte'), baseProfileId: 3, products: localizePeople },
      backoffice,
      `/customers/${demoId}`,
    );
    expect(res.statusCode).toBe(201);
    const [row] = await auditRows('PROFILE_CREATE');
    expect(row).toMatchObject({ companyId: demoId, email: 'suporte@painel.example' });
    const list = (await call(backoffice, staff, 'GET', `/customers/${demoId}/profiles`)).json<{
      list: Summary[];
    }>().list;
    expect(list.some((p) => p.id === res.json<{ profileId: number }>().profileId)).toBe(true);
  });

  it('answers 404 for a customer that does not exist', async () => {
    expect((await call(backoffice, staff, 'GET', '/customers/999999/profiles')).statusCode).toBe(404);
  });
});
