import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, apiMessages, featureFlagMessages, validationMessages } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, addUser, companyId, userId } from '../../test/fixtures';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let admin: string;
let operator: string;
let trial: string;
let staff: string;
let attendance: string;
let demoId: number;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  backoffice = await h.app('backoffice');
  demoId = await companyId(h.db, DEMO_DOCUMENTS.demo);
  await addUser(h.db, {
    companyId: 1,
    profileId: BASE_PROFILE_IDS.attendance,
    email: 'atendimento@painel.example',
    name: 'Alice Atendimento',
  });
  [admin, operator, trial, staff, attendance] = await Promise.all([
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'trial@teste.example', DEMO_PASSWORD),
    signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice'),
    signIn(backoffice, h.config, 'atendimento@painel.example', DEMO_PASSWORD, 'backoffice'),
  ]);
});
afterAll(() => h.close());

const flags = async (app: FastifyInstance, cookie: string) => {
  const res = await app.inject({ url: '/api/feature-flags', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ flags: Record<string, boolean> }>().flags;
};
const staffList = (cookie: string) =>
  backoffice.inject({ url: '/api/backoffice/feature-flags', headers: { cookie } });
const put = (cookie: string, payload: unknown) =>
  backoffice.inject({
    method: 'PUT',
    url: '/api/backoffice/feature-flags',
    headers: { cookie },
    payload: payload as object,
  });

type StaffFlag = {
  name: string;
  description: string;
  defaultEnabled: boolean;
  companies: { companyId: number; companyName: string; enabled: boolean }[];
  users: { userId: number; email: string; enabled: boolean }[];
};

describe('GET /api/feature-flags', () => {
  it('needs a session', async () => {
    expect((await portal.inject({ url: '/api/feature-flags' })).statusCode).toBe(401);
    expect((await backoffice.inject({ url: '/api/feature-flags' })).statusCode).toBe(401);
  });

  it('gives each company its own values: the demo company’s overrides reach nobody else', async () => {
    expect(await flags(portal, admin)).toEqual({
      'balance-session': true,
      'sidebar-mostrar-protestos': true,
      'new-sidebar': true,
    });
    expect(await flags(portal, trial)).toEqual({
      'balance-session': false,
      'sidebar-mostrar-protestos': false,
      'new-sidebar': false,
    });
  });
});

describe('back office: GET and PUT /api/backoffice/feature-flags', () => {
  it('needs a session, the permission and the back office', async () => {
    expect((await staffList('')).statusCode).toBe(401);
    expect((await staffList(attendance)).statusCode).toBe(403);
    const denied = await put(attendance, {
      name: 'new-sidebar',
      defaultEnabled: true,
      companies: [],
      users: [],
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');
    expect(
      (await portal.inject({ url: '/api/backoffice/feature-flags', headers: { cookie: admin } })).statusCode,
    ).toBe(404);
    const row = await h.db
      .selectFrom('featureFlags')
      .selectAll()
      .where('name', '=', 'new-sidebar')
      .executeTakeFirstOrThrow();
    expect(row.defaultEnabled).toBe(false);
  });

  it('lists every flag with its description, default and overrides', async () => {
    const res = await staffList(staff);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ list: StaffFlag[] }>().list;
    expect(list.map((f) => f.name)).toEqual(['balance-session', 'sidebar-mostrar-protestos', 'new-sidebar']);
    expect(list[2]).toEqual({
      name: 'new-sidebar',
      description: featureFlagMessages.descriptions['new-sidebar'],
      defaultEnabled: false,
      companies: [{ companyId: demoId, companyName: 'Empresa Demonstração Ltda', enabled: true }],
      users: [],
    });
  });

  it('replaces a flag: default on, the demo company off, one of its users on; audited', async () => {
    const operatorId = await userId(h.db, 'operador@empresa.example');
    const res = await put(staff, {
      name: 'new-sidebar',
      defaultEnabled: true,
      companies: [{ companyId: demoId, enabled: false }],
      users: [{ userId: operatorId, enabled: true }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffFlag>()).toMatchObject({
      name: 'new-sidebar',
      defaultEnabled: true,
      companies: [{ companyId: demoId, enabled: false }],
      users: [{ userId: operatorId, email: 'operador@empresa.example', enabled: true }],
    });
    expect((await flags(portal, trial))['new-sidebar']).toBe(true); // the default
    expect((await flags(portal, admin))['new-sidebar']).toBe(false); // the company
    expect((await flags(portal, operator))['new-sidebar']).toBe(true); // the user
    const overrides = await h.db
      .selectFrom('featureFlagOverrides')
      .selectAll()
      .where('flagName', '=', 'new-sidebar')
      .execute();
    expect(overrides).toHaveLength(2);
    const audit = await h.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('action', '=', 'FEATURE_FLAG_CHANGED')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ companyId: 1, email: 'suporte@painel.example', outcome: 'SUCCESS' });
  });

  it('keeps the back office without the new sidebar whatever the flags say', async () => {
    expect((await flags(backoffice, staff))['new-sidebar']).toBe(false);
    await put(staff, {
      name: 'balance-session',
      defaultEnabled: true,
      companies: [{ companyId: demoId, enabled: true }],
      users: [],
    });
    expect((await flags(backoffice, staff))['balance-session']).toBe(true);
  });

  it('removes the overrides a PUT leaves out', async () => {
    expect(
      (await put(staff, { name: 'new-sidebar', defaultEnabled: false, companies: [], users: [] })).statusCode,
    ).toBe(200);
    expect(
      await h.db
        .selectFrom('featureFlagOverrides')
        .selectAll()
        .where('flagName', '=', 'new-sidebar')
        .execute(),
    ).toEqual([]);
    expect((await flags(portal, operator))['new-sidebar']).toBe(false);
    expect((await flags(portal, trial))['new-sidebar']).toBe(false);
  });

  it.each([
    [
      {
        name: 'new-sidebar',
        defaultEnabled: true,
        companies: [{ companyId: 999_999, enabled: true }],
        users: [],
      },
      'body.companies.0.companyId',
      apiMessages.customerNotFound,
    ],
    [
      {
        name: 'new-sidebar',
        defaultEnabled: true,
        companies: [],
        users: [{ userId: 999_999, enabled: true }],
      },
      'body.users.0.userId',
      apiMessages.userNotFound,
    ],
    [
      {
        name: 'new-sidebar',
        defaultEnabled: true,
        companies: [
          { companyId: 1, enabled: true },
          { companyId: 1, enabled: false },
        ],
        users: [],
      },
      'body.companies',
      validationMessages.repeatedItems,
    ],
  ])('refuses %j: %s', async (payload, path, message) => {
    const res = await put(staff, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ path, message });
    expect(
      await h.db
        .selectFrom('featureFlagOverrides')
        .selectAll()
        .where('flagName', '=', 'new-sidebar')
        .execute(),
    ).toEqual([]);
  });

  it.each([
    [{ name: 'dark-mode', defaultEnabled: true, companies: [], users: [] }],
    [{ name: 'new-sidebar', defaultEnabled: 'sim', companies: [], users: [] }],
    [{ name: 'new-sidebar', defaultEnabled: true }],
    [
      {
        name: 'new-sidebar',
        defaultEnabled: true,
        companies: [{ companyId: '2', enabled: true }],
        users: [],
      },
    ],
    [{ name: 'new-sidebar', defaultEnabled: true, companies: [], users: [], extra: 1 }],
  ])('refuses the malformed %j', async (payload) => {
    const res = await put(staff, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
