import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, canActOnGroup, baseProfilePermissions, usageMonthOf } from '@painel/domain';
import { DEMO_PASSWORD, authorizeRequest, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, addUser, companyId, userId } from '../../test/fixtures';

type Day = { day: number; active: boolean; startTime: string; endTime: string };
type Summary = {
  id: number;
  name: string;
  status: { id: number; name: string };
  usersCount: number;
  limitationPrice: string | null;
  accessLimitation: Day[];
};
type Detail = Summary & {
  ips: string[];
  users: {
    id: number;
    name: string;
    email: string;
    status: { id: number; name: string };
    profile: { id: number; name: string };
  }[];
};

/** Wednesday 25 November 2026, 15:00 in São Paulo: every app of this file lives at this moment. */
const NOW = new Date('2026-11-25T18:00:00Z');
const WEDNESDAY = 3;

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let admin: string;
let manager: string;
let operator: string;
let staff: string;
let otherAdmin: string;
let demoId: number;
let trialId: number;
let comercialId: number;
let financeiroId: number;
let otherCompanyGroupId: number;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => NOW });
  backoffice = await h.app('backoffice', { now: () => NOW });
  demoId = await companyId(h.db, DEMO_DOCUMENTS.demo);
  trialId = await companyId(h.db, DEMO_DOCUMENTS.trial);
  const groups = await h.db.selectFrom('groups').select(['id', 'name', 'companyId']).execute();
  comercialId = groups.find((g) => g.companyId === demoId && g.name === 'Comercial')!.id;
  financeiroId = groups.find((g) => g.companyId === demoId && g.name === 'Financeiro')!.id;
  otherCompanyGroupId = groups.find((g) => g.companyId === trialId)!.id;
  [admin, manager, operator, staff, otherAdmin] = await Promise.all([
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD),
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
  remoteAddress?: string,
) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const week = (
  active: readonly number[] = [1, 2, 3, 4, 5, 6, 7],
  startTime = '00:00',
  endTime = '23:59',
): Day[] => [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, active: active.includes(day), startTime, endTime }));

let counter = 0;
const uniqueName = (prefix: string) => `${prefix} ${String.fromCharCode(65 + (counter++ % 26))}${counter}`;
const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  limitationPrice: '1000.00',
  ips: [],
  accessLimitation: week(),
  ...extra,
});

async function auditRows(action: string) {
  return h.db
    .selectFrom('auditEvents')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
}

/** A group's body exactly as it is stored, so a PUT of it changes only what `extra` says. */
async function storedBody(groupId: number, extra: Record<string, unknown> = {}) {
  const detail = (await call(portal, admin, 'GET', `/customers/groups/${groupId}`)).json<Detail>();
  return {
    name: detail.name,
    limitationPrice: detail.limitationPrice,
    ips: detail.ips,
    accessLimitation: detail.accessLimitation,
    ...extra,
  };
}

async function createGroup(name: string, extra: Record<string, unknown> = {}) {
  const res = await call(portal, admin, 'POST', '/customers/groups', body(name, extra));
  expect(res.statusCode).toBe(201);
  return res.json<{ groupId: number }>().groupId;
}

describe('listing and reading groups', () => {
  it('lists the company groups with user counts, status and hours to an administrator', async () => {
    const res = await call(portal, admin, 'GET', '/customers/groups');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ list: Summary[] }>().list;
    expect(list.find((g) => g.id === comercialId)).toMatchObject({
      name: 'Comercial',
      status: { id: 1, name: 'Ativo' },
      usersCount: 7,
      limitationPrice: '5000.00',
    });
    expect(list.find((g) => g.id === comercialId)?.accessLimitation).toHaveLength(7);
    expect(list.some((g) => g.id === otherCompanyGroupId)).toBe(false);
  });

  it("gives each group what it consumed this São Paulo month, from the month's running totals", async () => {
    const month = usageMonthOf(new Date());
    const before = (await call(portal, admin, 'GET', '/customers/groups')).json<{
      list: (Summary & { monthConsumption: string })[];
    }>().list;
    const seeded = before.find((g) => g.id === comercialId)?.monthConsumption ?? '';
    expect(seeded).toMatch(/^\d+\.\d{2}$/);
    await h.db
      .deleteFrom('groupMonthTotals')
      .where('groupId', '=', financeiroId)
      .where('month', '=', month)
      .execute();
    await h.db
      .insertInto('groupMonthTotals')
      .values({ companyId: demoId, groupId: financeiroId, month, amount: '489.65' })
      .execute();
    const list = (await call(portal, admin, 'GET', '/customers/groups')).json<{
      list: (Summary & { monthConsumption: string })[];
    }>().list;
    expect(list.find((g) => g.id === financeiroId)?.monthConsumption).toBe('489.65');
    expect(list.find((g) => g.id === comercialId)?.monthConsumption).toBe(seeded);
  });

  it('answers by pages, with the total of the groups the caller reaches', async () => {
    type Page = {
      list: Summary[];
      numPage: number;
      numPageSize: number;
      totalItems: number;
      totalPages: number;
    };
    const all = (await call(portal, admin, 'GET', '/customers/groups?numPageSize=100')).json<Page>();
    expect(all.totalItems).toBe(all.list.length);
    expect(all.totalItems).toBeGreaterThan(1);
    const second = (
      await call(portal, admin, 'GET', '/customers/groups?numPage=1&numPageSize=1')
    ).json<Page>();
    expect(second).toMatchObject({
      numPage: 1,
      numPageSize: 1,
      totalItems: all.totalItems,
      totalPages: all.totalItems,
    });
    expect(second.list.map((g) => g.id)).toEqual([all.list[1]?.id]);
    const own = (await call(portal, manager, 'GET', '/customers/groups?numPageSize=100')).json<Page>();
    expect(own.totalItems).toBe(1);
    const bad = await call(portal, admin, 'GET', '/customers/groups?numPageSize=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('shows a gerente only their own group, and answers 404 for another group of the company', async () => {
    const list = (await call(portal, manager, 'GET', '/customers/groups')).json<{ list: Summary[] }>().list;
    expect(list.map((g) => g.id)).toEqual([comercialId]);
    expect((await call(portal, manager, 'GET', `/customers/groups/${financeiroId}`)).statusCode).toBe(404);
    expect((await call(portal, manager, 'GET', `/customers/groups/${comercialId}`)).statusCode).toBe(200);
  });

  it("refuses an operador (403) and answers another company's group with 404", async () => {
    expect((await call(portal, operator, 'GET', '/customers/groups')).statusCode).toBe(403);
    const res = await call(portal, admin, 'GET', `/customers/groups/${otherCompanyGroupId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'GROUP_NOT_FOUND', message: 'Grupo não encontrado.' });
    expect((await call(portal, otherAdmin, 'GET', `/customers/groups/${comercialId}`)).statusCode).toBe(404);
    // The back office names the customer: a group of another customer under it is not found.
    expect(
      (await call(backoffice, staff, 'GET', `/customers/${demoId}/groups/${otherCompanyGroupId}`)).statusCode,
    ).toBe(404);
  });

  it('reads one group with its IPs and members (name, e-mail, status, profile only)', async () => {
    const res = await call(portal, admin, 'GET', `/customers/groups/${comercialId}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<Detail>();
    expect(detail.ips).toEqual([]);
    expect(detail.users.map((u) => u.email).sort()).toEqual([
      'admin@empresa.example',
      'analista@empresa.example',
      'convite.operador@empresa.example',
      'correcao@empresa.example',
      'gerente@empresa.example',
      'inativo@empresa.example',
      'operador@empresa.example',
    ]);
    expect(detail.users.find((u) => u.email === 'gerente@empresa.example')).toEqual({
      id: expect.any(Number),
      name: 'Gustavo Gerente Lima',
      email: 'gerente@empresa.example',
      status: { id: 1, name: 'Ativo' },
      profile: { id: BASE_PROFILE_IDS.manager, name: 'Gerente' },
    });
  });

  it('gives the form the customer limit, the zero rule and the default days', async () => {
    const res = await call(portal, admin, 'GET', '/customers/groups/select-data');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ limitationCustomer: '10000.00', allowGroupZeroConsumption: false });
    expect(res.json<{ accessLimitation: Day[] }>().accessLimitation).toHaveLength(7);
  });
});

describe('creating and updating groups', () => {
  it('creates a group with CIDR ranges of both families, lists it and audits the after', async () => {
    const name = uniqueName('Filial');
    const groupId = await createGroup(name, { ips: ['10.0.0.0/8', ' 2001:DB8::/32 ', '192.168.0.10'] });
    const detail = (await call(portal, admin, 'GET', `/customers/groups/${groupId}`)).json<Detail>();
    expect(detail).toMatchObject({
      name,
      status: { id: 1 },
      usersCount: 0,
      limitationPrice: '1000.00',
      ips: ['10.0.0.0/8', '2001:db8::/32', '192.168.0.10'],
    });
    const [row] = await auditRows('GROUP_CREATE');
    expect(row).toMatchObject({ companyId: demoId, outcome: 'SUCCESS' });
    expect(row?.detail).toMatchObject({
      groupId,
      before: null,
      after: { name, ips: ['10.0.0.0/8', '2001:db8::/32', '192.168.0.10'] },
    });
  });

  it.each([
    [{ ips: ['10.0.0.0/33'] }],
    [{ ips: ['10.0.0/8'] }],
    [{ ips: ['2001:db8::/129'] }],
    [{ ips: ['192.168.0.256'] }],
    [{ name: '' }],
    [{ name: 'Nome com mais de trinta caracteres!' }],
    [{ accessLimitation: week([]) }],
    [{ accessLimitation: week([1], '18:00', '08:00') }],
    [{ accessLimitation: week([1], '08:00', '08:00') }],
    [{ accessLimitation: week().slice(0, 6) }],
    [{ limitationPrice: '12,50' }],
    [{ status: 3 }],
  ])('refuses %j with 400 and the field message', async (extra) => {
    const res = await call(portal, admin, 'POST', '/customers/groups', body(uniqueName('Inválido'), extra));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
  });

  it('keeps the limit within the customer limit and refuses zero unless the customer allows it', async () => {
    const over = await call(
      portal,
      admin,
      'POST',
      '/customers/groups',
      body(uniqueName('Acima'), { limitationPrice: '10000.01' }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'GROUP_LIMIT_EXCEEDED',
      message: 'Você excedeu o limite disponível.',
    });
    const zero = await call(
      portal,
      admin,
      'POST',
      '/customers/groups',
      body(uniqueName('Zero'), { limitationPrice: '0' }),
    );
    expect(zero.json()).toMatchObject({
      code: 'GROUP_LIMIT_INVALID',
      message: 'Limite de consumo inválido.',
    });
    expect(
      (
        await call(
          portal,
          admin,
          'POST',
          '/customers/groups',
          body(uniqueName('Vazio'), { limitationPrice: null }),
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          portal,
          admin,
          'POST',
          '/customers/groups',
          body(uniqueName('Teto'), { limitationPrice: '10000' }),
        )
      ).statusCode,
    ).toBe(201);
    await h.db
      .updateTable('companies')
      .set({ allowZeroConsumption: true })
      .where('id', '=', demoId)
      .execute();
    try {
      expect(
        (
          await call(
            portal,
            admin,
            'POST',
            '/customers/groups',
            body(uniqueName('Zero'), { limitationPrice: '0' }),
          )
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await call(
            portal,
            admin,
            'POST',
            '/customers/groups',
            body(uniqueName('Vazio'), { limitationPrice: null }),
          )
        ).statusCode,
      ).toBe(201);
    } finally {
      await h.db
        .updateTable('companies')
        .set({ allowZeroConsumption: false })
        .where('id', '=', demoId)
        .execute();
    }
  });

  it('refuses a taken name in any case, and lets only one of two concurrent renames to one name win', async () => {
    const name = uniqueName('Duplicado');
    await createGroup(name);
    const again = await call(portal, admin, 'POST', '/customers/groups', body(name.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'GROUP_NAME_TAKEN',
      message: 'Já existe um grupo com este nome.',
    });
    const [a, b] = [await createGroup(uniqueName('Corrida')), await createGroup(uniqueName('Corrida'))];
    const target = uniqueName('Destino');
    const results = await Promise.all(
      [a, b].map((id) => call(portal, admin, 'PUT', `/customers/groups/${id}`, body(target))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('lets a gerente edit their own group but not another', async () => {
    const own = await call(
      portal,
      manager,
      'PUT',
      `/customers/groups/${comercialId}`,
      body('Comercial', { limitationPrice: '5000.00' }),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ message: 'Grupo atualizado com sucesso!', groupId: comercialId });
    expect(
      (await call(portal, manager, 'PUT', `/customers/groups/${financeiroId}`, body('Financeiro')))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(portal, otherAdmin, 'PUT', `/customers/groups/${comercialId}`, body('Comercial')))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a change that would shut the actor out of their own group, and audits it', async () => {
    const inactive = await call(
      portal,
      admin,
      'PUT',
      `/customers/groups/${comercialId}`,
      body('Comercial', { limitationPrice: '5000.00', status: 2 }),
    );
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({ code: 'GROUP_SELF_LOCKOUT' });
    const closedToday = await call(
      portal,
      admin,
      'PUT',
      `/customers/groups/${comercialId}`,
      body('Comercial', { accessLimitation: week([1, 2]) }),
    );
    expect(closedToday.statusCode).toBe(409);
    const otherAddress = await call(
      portal,
      admin,
      'PUT',
      `/customers/groups/${comercialId}`,
      body('Comercial', { ips: ['10.0.0.0/8'] }),
    );
    expect(otherAddress.statusCode).toBe(409);
    const [row] = await auditRows('GROUP_UPDATE');
    expect(row).toMatchObject({ outcome: 'FORBIDDEN' });
    expect((await call(portal, admin, 'GET', '/customers/groups')).statusCode).toBe(200);
  });
});

describe('a saved change reaches signed-in members on their next request', () => {
  it('refuses a member once an administrator narrows the hours to exclude now, and audits before and after', async () => {
    const email = 'horario@empresa.example';
    const groupId = await createGroup(uniqueName('Horário'));
    const id = await addUser(h.db, {
      companyId: demoId,
      profileId: BASE_PROFILE_IDS.operator,
      email,
      name: 'Helena Horário',
    });
    await h.db.updateTable('users').set({ groupId }).where('id', '=', id).execute();
    const member = await signIn(portal, h.config, email, DEMO_PASSWORD);
    expect((await call(portal, member, 'GET', '/oauth2/session')).statusCode).toBe(200);

    const narrowed = week(
      [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== WEDNESDAY),
      '08:00',
      '18:00',
    );
    expect(
      (
        await call(
          portal,
          admin,
          'PUT',
          `/customers/groups/${groupId}`,
          body('Horário novo', { accessLimitation: narrowed }),
        )
      ).statusCode,
    ).toBe(200);
    const refused = await call(portal, member, 'GET', '/oauth2/session');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'SESSION_TIME_LIMIT' });
    const login = await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD });
    expect(login.json()).toMatchObject({ code: 'ACCESS_OUTSIDE_HOURS' });

    const [row] = await auditRows('GROUP_UPDATE');
    expect(row?.detail).toMatchObject({
      groupId,
      before: {
        accessLimitation: expect.arrayContaining([
          { day: WEDNESDAY, active: true, startTime: '00:00', endTime: '23:59' },
        ]),
      },
      after: {
        name: 'Horário novo',
        accessLimitation: expect.arrayContaining([
          { day: WEDNESDAY, active: false, startTime: '08:00', endTime: '18:00' },
        ]),
      },
    });
  });

  it('refuses a member outside a new IP range, and admits one inside it', async () => {
    const email = 'faixa@empresa.example';
    const groupId = await createGroup(uniqueName('Faixa'));
    const id = await addUser(h.db, {
      companyId: demoId,
      profileId: BASE_PROFILE_IDS.operator,
      email,
      name: 'Fábio Faixa',
    });
    await h.db.updateTable('users').set({ groupId }).where('id', '=', id).execute();
    const member = await signIn(portal, h.config, email, DEMO_PASSWORD);
    expect(
      (
        await call(
          portal,
          admin,
          'PUT',
          `/customers/groups/${groupId}`,
          body('Faixa nova', { ips: ['10.20.0.0/16'] }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await call(portal, member, 'GET', '/oauth2/session')).statusCode).toBe(401);
    expect(
      (await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD })).json(),
    ).toMatchObject({ code: 'ACCESS_IP_DENIED' });
    const inside = await authorizeRequest(portal, h.config, {
      email,
      password: DEMO_PASSWORD,
      remoteAddress: '10.20.30.40',
    });
    expect(inside.statusCode).toBe(200);
  });

  it("ends the sessions of an inactive group's members and refuses their sign-in", async () => {
    const email = 'membro.grupo.inativo@empresa.example';
    const groupId = await createGroup(uniqueName('Inativo'));
    const id = await addUser(h.db, {
      companyId: demoId,
      profileId: BASE_PROFILE_IDS.operator,
      email,
      name: 'Ivo Inativo',
    });
    await h.db.updateTable('users').set({ groupId }).where('id', '=', id).execute();
    const member = await signIn(portal, h.config, email, DEMO_PASSWORD);
    expect(
      (await call(portal, admin, 'PUT', `/customers/groups/${groupId}`, body('Grupo inativo', { status: 2 })))
        .statusCode,
    ).toBe(200);
    expect((await call(portal, member, 'GET', '/oauth2/session')).statusCode).toBe(401);
    const login = await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'GROUP_INACTIVE',
      message: 'Seu grupo está inativo. Procure o administrador da sua conta.',
    });
    expect(
      (await call(portal, admin, 'PUT', `/customers/groups/${groupId}`, body('Grupo ativo', { status: 1 })))
        .statusCode,
    ).toBe(200);
    expect((await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});

describe('a group-scoped editor keeps the restrictions an administrator set', () => {
  let groupId: number;
  let delegate: string;

  beforeAll(async () => {
    // A group of its own with a limit and an address list, and a Gerente in it: no other test's leftovers.
    groupId = await createGroup(uniqueName('Delegação'), {
      limitationPrice: '5000.00',
      ips: ['127.0.0.0/8'],
    });
    const email = 'gerente.delegado@empresa.example';
    const id = await addUser(h.db, {
      companyId: demoId,
      profileId: BASE_PROFILE_IDS.manager,
      email,
      name: 'Débora Delegada',
    });
    await h.db.updateTable('users').set({ groupId }).where('id', '=', id).execute();
    delegate = await signIn(portal, h.config, email, DEMO_PASSWORD);
  });

  it.each([
    ['the consumption limit', { limitationPrice: '6000.00' }, 'consumptionLimit'],
    [
      'the access hours',
      { accessLimitation: week([1, 2, 3, 4, 5, 6, 7], '07:00', '23:59') },
      'accessLimitation',
    ],
    ['the access days', { accessLimitation: week([1, 2, 3, 4, 5]) }, 'accessLimitation'],
    ['the IP list', { ips: ['127.0.0.0/8', '10.0.0.0/8'] }, 'ips'],
    ['the status', { status: 2 }, 'status'],
  ])(
    'refuses a gerente who changes %s of their own group: nothing is saved, and it is audited',
    async (_what, change, field) => {
      const before = (await call(portal, admin, 'GET', `/customers/groups/${groupId}`)).json<Detail>();
      const res = await call(
        portal,
        delegate,
        'PUT',
        `/customers/groups/${groupId}`,
        await storedBody(groupId, { name: uniqueName('Renomeado'), ...change }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'GROUP_RESTRICTIONS_LOCKED',
        message:
          'Somente um administrador da empresa pode alterar o limite de consumo, os IPs, os dias e horários de acesso e o status do grupo. Nada foi salvo.',
      });
      // Not even the name of the same body is saved.
      expect((await call(portal, admin, 'GET', `/customers/groups/${groupId}`)).json<Detail>()).toEqual(
        before,
      );
      const [row] = await auditRows('GROUP_UPDATE');
      expect(row).toMatchObject({
        outcome: 'FORBIDDEN',
        userId: await userId(h.db, 'gerente.delegado@empresa.example'),
      });
      expect(row?.detail).toMatchObject({ groupId, reason: 'RESTRICTIONS_LOCKED', changed: [field] });
    },
  );

  it("accepts the gerente's rename and invitation into the group with the restrictions as they are", async () => {
    const name = uniqueName('Equipe do gerente');
    const res = await call(
      portal,
      delegate,
      'PUT',
      `/customers/groups/${groupId}`,
      await storedBody(groupId, {
        name,
        // The same list in another order and spelling is no change.
        ips: [' 127.0.0.0/8 '],
        profilesEmails: [
          { profileId: BASE_PROFILE_IDS.operator, emails: ['convidada.pelo.delegado@empresa.example'] },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const after = (await call(portal, admin, 'GET', `/customers/groups/${groupId}`)).json<Detail>();
    expect(after).toMatchObject({
      name,
      limitationPrice: '5000.00',
      ips: ['127.0.0.0/8'],
      status: { id: 1 },
    });
    expect(after.users.map((u) => u.email)).toContain('convidada.pelo.delegado@empresa.example');
  });

  it('still lets an administrator (company scope) and staff change them', async () => {
    const byAdmin = await call(
      portal,
      admin,
      'PUT',
      `/customers/groups/${groupId}`,
      await storedBody(groupId, { limitationPrice: '6000.00' }),
    );
    expect(byAdmin.statusCode).toBe(200);
    const byStaff = await call(
      backoffice,
      staff,
      'PUT',
      `/customers/${demoId}/groups/${groupId}`,
      await storedBody(groupId, { ips: ['127.0.0.0/8', '10.0.0.0/8'] }),
    );
    expect(byStaff.statusCode).toBe(200);
    expect((await call(portal, admin, 'GET', `/customers/groups/${groupId}`)).json<Detail>()).toMatchObject({
      limitationPrice: '6000.00',
      ips: ['127.0.0.0/8', '10.0.0.0/8'],
    });
  });
});

describe('the back office', () => {
  it("lets staff list, create and edit a customer's groups, audited with the staff member as actor", async () => {
    const list = await call(backoffice, staff, 'GET', `/customers/${demoId}/groups`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ list: Summary[] }>().list.some((g) => g.id === financeiroId)).toBe(true);
    const name = uniqueName('Equipe');
    const created = await call(backoffice, staff, 'POST', `/customers/${demoId}/groups`, body(name));
    expect(created.statusCode).toBe(201);
    const [row] = await auditRows('GROUP_CREATE');
    expect(row).toMatchObject({ companyId: demoId, userId: await userId(h.db, 'suporte@painel.example') });
    expect((await call(backoffice, staff, 'GET', `/customers/999999/groups`)).statusCode).toBe(404);
    // Portal keys do nothing in the back office, and customers never reach the back-office paths.
    expect((await call(portal, admin, 'GET', `/customers/${demoId}/groups`)).statusCode).toBe(404);
  });
});

describe("the form's profile-and-e-mail rows invite on save", () => {
  type Invited = {
    message: string;
    groupId: number;
    invitations?: { results: { email: string; profileId: number; outcome: string }[] };
  };
  const usersOf = (emails: string[]) =>
    h.db
      .selectFrom('users')
      .select(['id', 'email', 'groupId', 'profileId', 'statusId'])
      .where('email', 'in', emails)
      .execute();
  /** Comercial exactly as it is, so an edit changes nothing but its members. */
  const comercialBody = (extra: Record<string, unknown>) => storedBody(comercialId, extra);

  it('offers the profiles the caller may invite with: all to an administrator, only Operador ones to a gerente', async () => {
    type Profile = { id: number; disabled: boolean };
    const forAdmin = (await call(portal, admin, 'GET', '/customers/groups/select-data')).json<{
      profiles: Profile[];
    }>().profiles;
    expect(forAdmin.find((p) => p.id === BASE_PROFILE_IDS.administrator)).toMatchObject({ disabled: false });
    const forManager = (await call(portal, manager, 'GET', '/customers/groups/select-data')).json<{
      profiles: Profile[];
    }>().profiles;
    // Operador and the company's own profiles built on it; never Administrador, Financeiro or Gerente.
    expect(forManager.find((p) => p.id === BASE_PROFILE_IDS.operator)).toMatchObject({ disabled: false });
    for (const id of [BASE_PROFILE_IDS.administrator, BASE_PROFILE_IDS.financial, BASE_PROFILE_IDS.manager]) {
      expect(forManager.find((p) => p.id === id)).toMatchObject({ disabled: true });
    }
  });

  it("creates the group and invites each e-mail into it with its row's profile, answered per e-mail", async () => {
    const taken = 'operador@empresa.example';
    const res = await call(
      portal,
      admin,
      'POST',
      '/customers/groups',
      body(uniqueName('Convites'), {
        profilesEmails: [
          {
            profileId: BASE_PROFILE_IDS.operator,
            emails: ['nova.operadora@empresa.example', taken, 'sem-arroba'],
          },
          { profileId: BASE_PROFILE_IDS.financial, emails: ['novo.financeiro@empresa.example'] },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const saved = res.json<Invited>();
    expect(saved.invitations?.results.map((r) => [r.email, r.outcome])).toEqual([
      ['nova.operadora@empresa.example', 'sent'],
      [taken, 'sent'],
      ['sem-arroba', 'invalid'],
      ['novo.financeiro@empresa.example', 'sent'],
    ]);
    const invited = await usersOf(['nova.operadora@empresa.example', 'novo.financeiro@empresa.example']);
    expect(invited.map((u) => [u.email, u.groupId, u.profileId, u.statusId]).sort()).toEqual([
      ['nova.operadora@empresa.example', saved.groupId, BASE_PROFILE_IDS.operator, 3],
      ['novo.financeiro@empresa.example', saved.groupId, BASE_PROFILE_IDS.financial, 3],
    ]);
    // The same invitation as 'Adicionar usuário(s)': audited, and the 'Cadastrar Senha' link mailed.
    const audit = await auditRows('USER_INVITE');
    expect(invited.every((u) => audit.some((a) => a.targetUserId === u.id))).toBe(true);
    const mail = await h.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', 'nova.operadora@empresa.example')
      .execute();
    expect(mail.at(-1)?.body).toContain('/cadastro-de-senha?hash=');
  });

  it('lets a gerente invite an Operador into their own group on save', async () => {
    const res = await call(
      portal,
      manager,
      'PUT',
      `/customers/groups/${comercialId}`,
      await comercialBody({
        profilesEmails: [
          { profileId: BASE_PROFILE_IDS.operator, emails: ['operadora.do.gerente@empresa.example'] },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Invited>().invitations?.results).toMatchObject([{ outcome: 'sent' }]);
    expect(await usersOf(['operadora.do.gerente@empresa.example'])).toMatchObject([
      { groupId: comercialId, profileId: BASE_PROFILE_IDS.operator },
    ]);
  });

  it("refuses a gerente's row with another profile: nothing is saved nor invited, and it is audited", async () => {
    const before = (await call(portal, admin, 'GET', `/customers/groups/${comercialId}`)).json<Detail>();
    const res = await call(
      portal,
      manager,
      'PUT',
      `/customers/groups/${comercialId}`,
      await comercialBody({
        name: 'Comercial Renomeado',
        profilesEmails: [
          { profileId: BASE_PROFILE_IDS.operator, emails: ['operador.junto@empresa.example'] },
          { profileId: BASE_PROFILE_IDS.administrator, emails: ['chefe.pelo.grupo@empresa.example'] },
        ],
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'USER_FORBIDDEN' });
    const [row] = await auditRows('USER_INVITE');
    expect(row).toMatchObject({
      outcome: 'FORBIDDEN',
      userId: await userId(h.db, 'gerente@empresa.example'),
    });
    expect(
      await usersOf(['operador.junto@empresa.example', 'chefe.pelo.grupo@empresa.example']),
    ).toHaveLength(0);
    expect((await call(portal, admin, 'GET', `/customers/groups/${comercialId}`)).json<Detail>().name).toBe(
      before.name,
    );
  });

  it('refuses an unknown profile (404) before creating the group', async () => {
    const name = uniqueName('Perfil alheio');
    const res = await call(
      portal,
      admin,
      'POST',
      '/customers/groups',
      body(name, { profilesEmails: [{ profileId: 999999, emails: ['x.perfil@empresa.example'] }] }),
    );
    expect(res.statusCode).toBe(404);
    expect(await h.db.selectFrom('groups').select('id').where('name', '=', name).execute()).toHaveLength(0);
  });

  it("lets staff invite into a customer's new group from the back office", async () => {
    const res = await call(
      backoffice,
      staff,
      'POST',
      `/customers/${demoId}/groups`,
      body(uniqueName('Suporte'), {
        profilesEmails: [
          { profileId: BASE_PROFILE_IDS.administrator, emails: ['admin.pelo.suporte@empresa.example'] },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<Invited>().invitations?.results).toMatchObject([{ outcome: 'sent' }]);
    expect(await usersOf(['admin.pelo.suporte@empresa.example'])).toMatchObject([
      { groupId: res.json<Invited>().groupId },
    ]);
  });
});

describe("a gerente's groups: the own group and those it manages (GRUPO scope)", () => {
  /** A second Gerente, of Financeiro: their groups are siblings of the first one's. */
  let otherManager: string;
  const listOf = async (cookie: string) =>
    (await call(portal, cookie, 'GET', '/customers/groups')).json<{ list: Summary[] }>().list;
  /** A Gerente's new group: their own group's restrictions, as stored, and a name. */
  const createAs = async (cookie: string, ownGroupId: number, name: string, extra = {}) =>
    call(portal, cookie, 'POST', '/customers/groups', await storedBody(ownGroupId, { name, ...extra }));

  beforeAll(async () => {
    const email = 'gerente.financeiro@empresa.example';
    const id = await addUser(h.db, {
      companyId: demoId,
      profileId: BASE_PROFILE_IDS.manager,
      email,
      name: 'Fábio Gerente Financeiro',
    });
    await h.db.updateTable('users').set({ groupId: financeiroId }).where('id', '=', id).execute();
    otherManager = await signIn(portal, h.config, email, DEMO_PASSWORD);
  });

  it('lets a gerente create a group, managed by their group, with its restrictions; lists it, opens it and renames it', async () => {
    const name = uniqueName('Equipe Norte');
    const created = await createAs(manager, comercialId, name);
    expect(created.statusCode).toBe(201);
    const { groupId } = created.json<{ groupId: number }>();
    const stored = await h.db
      .selectFrom('groups')
      .select(['companyId', 'managedByGroupId', 'consumptionLimit', 'ips', 'statusId'])
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    const comercial = (await call(portal, admin, 'GET', `/customers/groups/${comercialId}`)).json<Detail>();
    expect(stored).toMatchObject({
      companyId: demoId,
      managedByGroupId: comercialId,
      ips: comercial.ips,
      statusId: 1,
    });
    const [audit] = await auditRows('GROUP_CREATE');
    expect(audit).toMatchObject({
      outcome: 'SUCCESS',
      userId: await userId(h.db, 'gerente@empresa.example'),
    });
    expect(audit?.detail).toMatchObject({ groupId, after: { name, managedByGroupId: comercialId } });

    expect((await listOf(manager)).map((g) => g.id)).toEqual(expect.arrayContaining([comercialId, groupId]));
    const detail = await call(portal, manager, 'GET', `/customers/groups/${groupId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<Detail>()).toMatchObject({
      name,
      limitationPrice: comercial.limitationPrice,
      accessLimitation: comercial.accessLimitation,
    });
    const renamed = uniqueName('Equipe Sul');
    const put = await call(
      portal,
      manager,
      'PUT',
      `/customers/groups/${groupId}`,
      await storedBody(groupId, { name: renamed }),
    );
    expect(put.statusCode).toBe(200);
    expect((await listOf(manager)).find((g) => g.id === groupId)?.name).toBe(renamed);
    // The administrator sees it among the company's groups, as every other.
    expect((await listOf(admin)).some((g) => g.id === groupId)).toBe(true);
  });

  it('lets a gerente invite an Operador into the group they created and then reach that user, but no Administrador', async () => {
    const created = await createAs(manager, comercialId, uniqueName('Convites'));
    const { groupId } = created.json<{ groupId: number }>();
    const email = 'operadora.da.equipe@empresa.example';
    const invite = await call(portal, manager, 'POST', '/customers/users/invitations', {
      groupId,
      profilesEmails: [{ profileId: BASE_PROFILE_IDS.operator, emails: [email] }],
    });
    expect(invite.statusCode).toBe(200);
    const users = (await call(portal, manager, 'GET', `/customers/users?email=${email}`)).json<{
      list: { id: number; group: { id: number }; abilities: { resendLink: boolean; delete: boolean } }[];
    }>().list;
    expect(users).toEqual([expect.objectContaining({ group: expect.objectContaining({ id: groupId }) })]);
    // Pendente: the link may be resent and the invitation deleted, by the list's own abilities.
    expect(users[0]?.abilities).toMatchObject({ resendLink: true, delete: true });
    const options = (await call(portal, manager, 'GET', '/customers/users/options')).json<{
      groups: { id: number; assignable: boolean }[];
    }>().groups;
    expect(options.filter((g) => g.assignable).map((g) => g.id)).toEqual(
      expect.arrayContaining([comercialId, groupId]),
    );
    expect(options.find((g) => g.id === financeiroId)?.assignable).toBe(false);
    const admins = await call(portal, manager, 'POST', '/customers/users/invitations', {
      groupId,
      profilesEmails: [
        { profileId: BASE_PROFILE_IDS.administrator, emails: ['admin.da.equipe@empresa.example'] },
      ],
    });
    expect(admins.statusCode).toBe(403);
  });

  it('hides a sibling group another gerente created, and its users, and refuses to edit it or invite into it', async () => {
    const sibling = (await createAs(otherManager, financeiroId, uniqueName('Irmão'))).json<{
      groupId: number;
    }>().groupId;
    const { groupId: own } = (await createAs(manager, comercialId, uniqueName('Próprio'))).json<{
      groupId: number;
    }>();
    const ids = (await listOf(manager)).map((g) => g.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(sibling);
    expect(ids).not.toContain(financeiroId);
    expect((await listOf(otherManager)).map((g) => g.id)).not.toContain(own);
    expect((await call(portal, manager, 'GET', `/customers/groups/${sibling}`)).statusCode).toBe(404);
    expect(
      (
        await call(
          portal,
          manager,
          'PUT',
          `/customers/groups/${sibling}`,
          await storedBody(sibling, { name: uniqueName('Tomado') }),
        )
      ).statusCode,
    ).toBe(404);
    const invite = await call(portal, manager, 'POST', '/customers/users/invitations', {
      groupId: sibling,
      profilesEmails: [{ profileId: BASE_PROFILE_IDS.operator, emails: ['fora.do.alcance@empresa.example'] }],
    });
    expect(invite.statusCode).toBe(403);
    // One level: a group the gerente's new group manages would be out of reach too (the scope is not transitive).
  });

  it('lists for a gerente exactly the groups the domain predicate lets them open', async () => {
    const all = await h.db
      .selectFrom('groups')
      .select(['id', 'managedByGroupId'])
      .where('companyId', '=', demoId)
      .execute();
    const actor = {
      permissions: baseProfilePermissions(BASE_PROFILE_IDS.manager),
      environment: 'portal' as const,
      groupId: comercialId,
    };
    const expected = all
      .filter((g) => canActOnGroup('view', actor, g) || canActOnGroup('edit', actor, g))
      .map((g) => g.id)
      .sort((a, b) => a - b);
    expect((await listOf(manager)).map((g) => g.id).sort((a, b) => a - b)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(1);
  });

  it("refuses a gerente a new group with other restrictions than their own group's: nothing is created, and it is audited", async () => {
    for (const change of [
      { limitationPrice: '9000.00' },
      { ips: ['10.0.0.0/8'] },
      { accessLimitation: week([1, 2, 3]) },
      { status: 2 },
    ]) {
      const name = uniqueName('Sem limite');
      const res = await createAs(manager, comercialId, name, change);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'GROUP_RESTRICTIONS_LOCKED' });
      expect((await listOf(admin)).some((g) => g.name === name)).toBe(false);
      const [audit] = await auditRows('GROUP_CREATE');
      expect(audit).toMatchObject({ outcome: 'FORBIDDEN' });
      expect(audit?.detail).toMatchObject({ reason: 'RESTRICTIONS_LOCKED' });
    }
    // Nor may they lift them afterwards on the group they created.
    const { groupId } = (await createAs(manager, comercialId, uniqueName('Depois'))).json<{
      groupId: number;
    }>();
    const lifted = await call(
      portal,
      manager,
      'PUT',
      `/customers/groups/${groupId}`,
      await storedBody(groupId, { limitationPrice: '9000.00' }),
    );
    expect(lifted.statusCode).toBe(403);
  });

  it('creates only in the own company: no back-office path for a gerente, and a managing group of another company is refused by the database', async () => {
    const before = await h.db.selectFrom('groups').select('id').where('companyId', '=', trialId).execute();
    const res = await call(
      portal,
      manager,
      'POST',
      `/customers/${trialId}/groups`,
      await storedBody(comercialId, { name: uniqueName('Alheio') }),
    );
    expect(res.statusCode).toBe(404);
    expect(await h.db.selectFrom('groups').select('id').where('companyId', '=', trialId).execute()).toEqual(
      before,
    );
    await expect(
      h.db
        .insertInto('groups')
        .values({ companyId: trialId, name: uniqueName('Cruzado'), managedByGroupId: comercialId })
        .execute(),
    ).rejects.toThrow();
  });

  it("shows a managed group with no saved hours at the terms' default, and lets the gerente rename it with the form as shown", async () => {
    // A group made before hours were saved has no rows, and is held to 07:00-21:00 every day.
    const [row] = await h.db
      .insertInto('groups')
      .values({ companyId: demoId, name: uniqueName('Sem horários'), managedByGroupId: comercialId })
      .returning('id')
      .execute();
    const groupId = row!.id;
    const shown = (await call(portal, manager, 'GET', `/customers/groups/${groupId}`)).json<Detail>();
    expect(shown.accessLimitation).toEqual(week([1, 2, 3, 4, 5, 6, 7], '07:00', '21:00'));
    const name = uniqueName('Renomeado sem horários');
    const renamed = await call(
      portal,
      manager,
      'PUT',
      `/customers/groups/${groupId}`,
      await storedBody(groupId, { name }),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await call(portal, admin, 'GET', `/customers/groups/${groupId}`)).json<Detail>()).toMatchObject({
      name,
      accessLimitation: week([1, 2, 3, 4, 5, 6, 7], '07:00', '21:00'),
    });
    // Other hours are still a change of them.
    const widened = await call(
      portal,
      manager,
      'PUT',
      `/customers/groups/${groupId}`,
      await storedBody(groupId, { accessLimitation: week([1, 2, 3, 4, 5, 6, 7], '06:00', '21:00') }),
    );
    expect(widened.statusCode).toBe(403);
    expect(widened.json()).toMatchObject({ code: 'GROUP_RESTRICTIONS_LOCKED' });
  });

  it('lets staff and the administrator create company groups, managed by nobody', async () => {
    const byAdmin = await createGroup(uniqueName('Da empresa'));
    const byStaff = (
      await call(backoffice, staff, 'POST', `/customers/${demoId}/groups`, body(uniqueName('Do suporte')))
    ).json<{ groupId: number }>().groupId;
    const rows = await h.db
      .selectFrom('groups')
      .select('managedByGroupId')
      .where('id', 'in', [byAdmin, byStaff])
      .execute();
    expect(rows).toEqual([{ managedByGroupId: null }, { managedByGroupId: null }]);
    expect((await listOf(manager)).map((g) => g.id)).not.toContain(byAdmin);
  });
});
