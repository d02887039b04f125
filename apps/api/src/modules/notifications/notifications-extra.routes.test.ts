/** POST /api/backoffice/notifications/extra: staff write banners, redirects and virtual sellers for the portal. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, apiMessages, validationMessages } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, addUser, companyId, userId } from '../../test/fixtures';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let admin: string;
let trial: string;
let staff: string;
let attendance: string;
let trialId: number;
let operatorId: number;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  backoffice = await h.app('backoffice');
  trialId = await companyId(h.db, DEMO_DOCUMENTS.trial);
  operatorId = await userId(h.db, 'operador@empresa.example');
  await addUser(h.db, {
    companyId: 1,
    profileId: BASE_PROFILE_IDS.attendance,
    email: 'atendimento@painel.example',
    name: 'Alice Atendimento',
  });
  [admin, trial, staff, attendance] = await Promise.all([
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'trial@teste.example', DEMO_PASSWORD),
    signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice'),
    signIn(backoffice, h.config, 'atendimento@painel.example', DEMO_PASSWORD, 'backoffice'),
  ]);
});
afterAll(() => h.close());

const URL = '/api/backoffice/notifications/extra';
const create = (cookie: string, payload: object) =>
  backoffice.inject({ method: 'POST', url: URL, headers: { cookie }, payload });
const extras = async (cookie: string) =>
  (await portal.inject({ url: '/api/notifications/extra', headers: { cookie } })).json<
    { id: number; componentType: string; content: unknown }[]
  >();

const seller = {
  title: 'Conheça o Localize',
  text: 'Encontre endereços e telefones atualizados.',
  buttonText: 'QUERO CONHECER',
  image: '/imagens/localize.png',
  color: { background: '#FFFFFF', title: '#1A237E', text: '#333333', button: ['#FFFFFF', '#1A237E'] },
  campaignId: 'localize-2026',
  productId: 17,
};
const banner = {
  componentType: 'BANNER',
  content: '<p>Manutenção no domingo.</p>',
  audience: { type: 'ALL' },
};

type Created = {
  id: number;
  componentType: string;
  content: unknown;
  audience: { type: string; companyId: number | null; userId: number | null };
};

describe('POST /api/backoffice/notifications/extra', () => {
  it('needs a session, the permission, and the back office', async () => {
    expect((await create('', banner)).statusCode).toBe(401);
    const denied = await create(attendance, banner);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');
    const fromPortal = await portal.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: admin },
      payload: banner,
    });
    expect(fromPortal.statusCode).toBe(404);
    expect(
      await h.db
        .selectFrom('extraNotifications')
        .select('id')
        .where('content', '=', banner.content)
        .execute(),
    ).toEqual([]);
  });

  it('stores a banner with its HTML cleaned for everyone, audits it, and customers receive it', async () => {
    const res = await create(staff, {
      ...banner,
      content:
        '<p onclick="x()">Manutenção <a href="javascript:alert(1)">domingo</a>.<script>alert(1)</script></p>',
      priority: 0,
      variant: 'warning',
      blockedRoutes: ['/gestao-da-conta/*'],
      eventCategory: 'banner',
      eventLabel: 'manutencao',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Created>();
    expect(created).toMatchObject({
      componentType: 'BANNER',
      content: '<p>Manutenção domingo.</p>',
      priority: 0,
      variant: 'warning',
      allowedRoutes: [],
      blockedRoutes: ['/gestao-da-conta/*'],
      eventCategory: 'banner',
      eventLabel: 'manutencao',
      productId: null,
      audience: { type: 'ALL', companyId: null, userId: null },
      startsAt: null,
    });
    const row = await h.db
      .selectFrom('extraNotifications')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe('<p>Manutenção domingo.</p>');
    expect(row.createdBy).toBe(await userId(h.db, 'suporte@painel.example'));
    const audit = await h.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('action', '=', 'EXTRA_NOTIFICATION_CREATED')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ companyId: 1, email: 'suporte@painel.example', outcome: 'SUCCESS' });
    for (const cookie of [admin, trial]) {
      expect((await extras(cookie)).find((e) => e.id === created.id)).toMatchObject({
        componentType: 'BANNER',
        content: '<p>Manutenção domingo.</p>',
      });
    }
  });

  it('keeps the page an announcement leads to, for the portal to show it only to who may open it, and refuses one outside the app', async () => {
    const res = await create(staff, { ...banner, targetRoute: '/gestao-da-conta/relatorios' });
    expect(res.statusCode).toBe(201);
    const created = res.json<Created>();
    expect(created).toMatchObject({ targetRoute: '/gestao-da-conta/relatorios' });
    expect((await extras(admin)).find((e) => e.id === created.id)).toMatchObject({
      targetRoute: '/gestao-da-conta/relatorios',
    });
    expect(
      (await create(staff, { ...banner, targetRoute: 'https://fora.example/relatorios' })).statusCode,
    ).toBe(400);
    // Left out, it leads nowhere in particular.
    expect((await create(staff, banner)).json<Created>()).toMatchObject({ targetRoute: null });
  });

  it('stores a redirect for one company only', async () => {
    const res = await create(staff, {
      componentType: 'REDIRECT',
      content: '/contratar/planos',
      allowedRoutes: ['/inicio'],
      audience: { type: 'COMPANY', companyId: trialId },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Created>();
    expect(created).toMatchObject({
      componentType: 'REDIRECT',
      content: '/contratar/planos',
      audience: { type: 'COMPANY', companyId: trialId },
    });
    expect((await extras(trial)).find((e) => e.id === created.id)).toMatchObject({
      content: '/contratar/planos',
    });
    expect((await extras(admin)).map((e) => e.id)).not.toContain(created.id);
  });

  it('stores a virtual seller for one user, content as an object', async () => {
    const res = await create(staff, {
      componentType: 'VIRTUAL_SELLER',
      content: seller,
      productId: 17,
      productIds: [17, 17],
      priority: 3,
      audience: { type: 'USER', userId: operatorId },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Created>();
    expect(created).toMatchObject({
      componentType: 'VIRTUAL_SELLER',
      content: seller,
      productId: 17,
      productIds: [17],
      priority: 3,
      audience: { type: 'USER', userId: operatorId },
    });
    const row = await h.db
      .selectFrom('extraNotifications')
      .select('content')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.content)).toEqual(seller);
    const operator = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    expect((await extras(operator)).find((e) => e.id === created.id)).toMatchObject({ content: seller });
    expect((await extras(admin)).map((e) => e.id)).not.toContain(created.id);
  });

  it.each([
    ['a type that does not exist', { ...banner, componentType: 'POPUP' }, 'body.componentType'],
    [
      'a redirect off the portal',
      { componentType: 'REDIRECT', content: '//evil.example', audience: { type: 'ALL' } },
      'body.content',
    ],
    [
      'a redirect to javascript:',
      { componentType: 'REDIRECT', content: 'javascript:alert(1)', audience: { type: 'ALL' } },
      'body.content',
    ],
    [
      'a seller colour that is not #RRGGBB',
      {
        componentType: 'VIRTUAL_SELLER',
        content: { ...seller, color: { ...seller.color, title: 'red' } },
        audience: { type: 'ALL' },
      },
      'body.content.color.title',
    ],
    ['a route with * in the middle', { ...banner, allowedRoutes: ['/a*/b'] }, 'body.allowedRoutes.0'],
    ['a route to another host', { ...banner, blockedRoutes: ['//evil.example'] }, 'body.blockedRoutes.0'],
    [
      'too many routes',
      { ...banner, allowedRoutes: Array.from({ length: 21 }, (_, i) => `/r${i}`) },
      'body.allowedRoutes',
    ],
    ['a product that does not exist', { ...banner, productId: 999_999 }, 'body.productId'],
    ['a variant too long', { ...banner, variant: 'x'.repeat(31) }, 'body.variant'],
    [
      'an end before the start',
      { ...banner, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
      'body.endsAt',
    ],
    ['a field the table does not have', { ...banner, createdBy: 5 }, 'body'],
  ])('refuses %s with VALIDATION_FAILED', async (_label, payload, path) => {
    const res = await create(staff, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields.map((f: { path: string }) => f.path)).toContain(path);
  });

  it.each([
    [
      { ...banner, content: '<script>alert(1)</script><p> </p>' },
      'body.content',
      validationMessages.required,
    ],
    [
      { ...banner, audience: { type: 'COMPANY', companyId: 999_999 } },
      'body.audience.companyId',
      apiMessages.customerNotFound,
    ],
    [
      { ...banner, audience: { type: 'USER', userId: 999_999 } },
      'body.audience.userId',
      apiMessages.userNotFound,
    ],
  ])('refuses %j: %s', async (payload, path, message) => {
    const res = await create(staff, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ path, message });
  });
});
