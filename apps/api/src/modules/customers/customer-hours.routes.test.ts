/**
 * The customer's default access days and hours: staff read and set them,
 * the group form's select data and the group API are bounded by them, and every request of the
 * customer's users meets them with the group's hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, PROVIDER_COMPANY_ID, auditActionLabels } from '@painel/domain';
import { DEMO_PASSWORD, authorizeRequest, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, addUser, companyId } from '../../test/fixtures';
import { PRINCIPAL_CACHE_MS } from '../../core/auth/principal-cache';

type Day = { day: number; active: boolean; startTime: string; endTime: string };

/** Wednesday 25 November 2026, 15:00 in São Paulo. */
const NOW = new Date('2026-11-25T18:00:00Z');
const WEDNESDAY = 3;

const week = (
  active: readonly number[] = [1, 2, 3, 4, 5, 6, 7],
  startTime = '00:00',
  endTime = '23:59',
): Day[] => [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, active: active.includes(day), startTime, endTime }));

/** The portal's clock: the back office is another instance, whose changes the portal's cache of
 * callers sees within PRINCIPAL_CACHE_MS; the tests move this clock past it instead of waiting. */
let portalClock = NOW.getTime();
const afterPortalCache = () => {
  portalClock += PRINCIPAL_CACHE_MS;
};

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let admin: string;
let manager: string;
let staff: string;
let attendant: string;
let demoId: number;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => new Date(portalClock) });
  backoffice = await h.app('backoffice', { now: () => NOW });
  demoId = await companyId(h.db, DEMO_DOCUMENTS.demo);
  await addUser(h.db, {
    companyId: PROVIDER_COMPANY_ID,
    profileId: BASE_PROFILE_IDS.attendance,
    email: 'atendimento.horarios@painel.example',
    name: 'Ana Atendimento',
  });
  [admin, manager, staff, attendant] = await Promise.all([
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD),
    signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice'),
    signIn(backoffice, h.config, 'atendimento.horarios@painel.example', DEMO_PASSWORD, 'backoffice'),
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

const setDefaults = (accessLimitation: Day[], cookie = staff, id = demoId) =>
  call(backoffice, cookie, 'PUT', `/customers/${id}/access-hours`, { accessLimitation });

describe('who reads and sets a customer’s default hours', () => {
  it('every customer starts open every day, 00:00–23:59', async () => {
    const res = await call(backoffice, attendant, 'GET', `/customers/${demoId}/access-hours`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accessLimitation: week() });
  });

  it('refuses the signed-out (401), staff without the groups’ edit key (403), the portal (404), the provider and unknown customers (404)', async () => {
    expect(
      (await backoffice.inject({ method: 'GET', url: `/api/customers/${demoId}/access-hours` })).statusCode,
    ).toBe(401);
    expect((await setDefaults(week([1]), attendant)).statusCode).toBe(403);
    expect((await call(portal, admin, 'GET', '/customers/access-hours')).statusCode).toBe(404);
    expect(
      (await call(portal, admin, 'PUT', '/customers/access-hours', { accessLimitation: week() })).statusCode,
    ).toBe(404);
    expect((await setDefaults(week(), staff, PROVIDER_COMPANY_ID)).statusCode).toBe(404);
    expect((await setDefaults(week(), staff, 999_999)).statusCode).toBe(404);
    expect((await call(backoffice, staff, 'GET', '/customers/999999/access-hours')).statusCode).toBe(404);
  });

  it('refuses bad hours with a pt-BR message, never a 500', async () => {
    for (const accessLimitation of [
      week([]),
      week([1], '18:00', '08:00'),
      week().slice(0, 6),
      week([1], '25:00', '26:00'),
    ]) {
      const res = await setDefaults(accessLimitation);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[A-Za-zÀ-ú]/);
    }
    expect((await call(backoffice, staff, 'GET', `/customers/${demoId}/access-hours`)).json()).toEqual({
      accessLimitation: week(),
    });
  });

  it('saves, audits before and after with a pt-BR label, and feeds the group form’s select data', async () => {
    const office = week([1, 2, 3, 4, 5], '08:00', '18:00');
    const res = await setDefaults(office);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accessLimitation: office });
    const [row] = await h.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('action', '=', 'CUSTOMER_ACCESS_HOURS_UPDATE')
      .orderBy('id', 'desc')
      .execute();
    expect(row).toMatchObject({ companyId: demoId, outcome: 'SUCCESS' });
    expect(row?.detail).toMatchObject({
      before: { accessLimitation: week() },
      after: { accessLimitation: office },
    });
    expect(auditActionLabels.CUSTOMER_ACCESS_HOURS_UPDATE).toBe(
      'Alteração dos dias e horários de acesso padrão do cliente',
    );
    const select = await call(portal, admin, 'GET', '/customers/groups/select-data');
    expect(select.json()).toMatchObject({ accessLimitation: office });
    expect((await setDefaults(week())).statusCode).toBe(200);
  });
});

describe('the group API is bounded by the defaults', () => {
  it('refuses a day the customer closes and hours outside the customer’s, accepts hours inside', async () => {
    expect((await setDefaults(week([1, 2, 3, 4, 5], '08:00', '18:00'))).statusCode).toBe(200);
    const group = (name: string, accessLimitation: Day[]) =>
      call(portal, admin, 'POST', '/customers/groups', {
        name,
        limitationPrice: '100.00',
        ips: [],
        accessLimitation,
      });
    for (const [name, hours] of [
      ['Sabado', week([6], '09:00', '12:00')],
      ['Cedo', week([1], '07:00', '12:00')],
      ['Tarde', week([1], '09:00', '19:00')],
    ] as const) {
      const res = await group(name, hours);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'GROUP_DAY_LOCKED', message: 'Horário de acesso inválido.' });
    }
    expect((await group('Dentro', week([1, 2], '09:00', '17:00'))).statusCode).toBe(201);
    expect((await setDefaults(week())).statusCode).toBe(200);
  });

  it('lets a Gerente rename their group whose hours the narrowed defaults now cut, keeping the hours saved', async () => {
    const groups = await call(portal, manager, 'GET', '/customers/groups');
    const own = groups.json<{ list: { id: number }[] }>().list[0]!;
    const detail = (await call(portal, manager, 'GET', `/customers/groups/${own.id}`)).json<{
      name: string;
      limitationPrice: string | null;
      ips: string[];
      accessLimitation: Day[];
    }>();
    expect((await setDefaults(week([1, 2, 3, 4, 5], '00:00', '23:59'))).statusCode).toBe(200);
    const renamed = await call(portal, manager, 'PUT', `/customers/groups/${own.id}`, {
      name: `${detail.name} Norte`,
      limitationPrice: detail.limitationPrice,
      ips: detail.ips,
      accessLimitation: detail.accessLimitation,
    });
    expect(renamed.statusCode).toBe(200);
    const after = (await call(portal, manager, 'GET', `/customers/groups/${own.id}`)).json<{
      accessLimitation: Day[];
    }>();
    expect(after.accessLimitation).toEqual(detail.accessLimitation);
    expect((await setDefaults(week())).statusCode).toBe(200);
  });
});

describe('every request meets the customer’s defaults', () => {
  it('ends a signed-in user’s session when staff close today, and lets them in again when staff reopen it', async () => {
    const email = 'padrao.cliente@empresa.example';
    await addUser(h.db, {
      companyId: demoId,
      profileId: BASE_PROFILE_IDS.operator,
      email,
      name: 'Paula Padrão',
    });
    const member = await signIn(portal, h.config, email, DEMO_PASSWORD);
    expect((await call(portal, member, 'GET', '/oauth2/session')).statusCode).toBe(200);

    expect((await setDefaults(week([1, 2, 3, 4, 5, 6, 7].filter((d) => d !== WEDNESDAY)))).statusCode).toBe(
      200,
    );
    afterPortalCache();
    const refused = await call(portal, member, 'GET', '/oauth2/session');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'SESSION_TIME_LIMIT' });
    expect(
      (await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD })).json(),
    ).toMatchObject({
      code: 'ACCESS_OUTSIDE_HOURS',
    });

    // 15:00 is after a 14:00 end: the hours bind as the days do.
    expect((await setDefaults(week(undefined, '08:00', '14:00'))).statusCode).toBe(200);
    expect(
      (await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD })).json(),
    ).toMatchObject({
      code: 'ACCESS_OUTSIDE_HOURS',
    });

    expect((await setDefaults(week())).statusCode).toBe(200);
    expect((await authorizeRequest(portal, h.config, { email, password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});
