import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { BASE_PROFILE_IDS, RICH_TEXT_POLICY, apiMessages, validationMessages } from '@painel/domain';
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
let trialId: number;
let operatorId: number;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  backoffice = await h.app('backoffice');
  demoId = await companyId(h.db, DEMO_DOCUMENTS.demo);
  trialId = await companyId(h.db, DEMO_DOCUMENTS.trial);
  operatorId = await userId(h.db, 'operador@empresa.example');
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

type Item = { id: number; category: string; date: string; content: string; read: boolean };
type Page = { list: Item[]; numPage: number; totalPages: number };

const list = (cookie: string, query = '') =>
  portal.inject({ url: `/api/notifications${query}`, headers: { cookie } });
const count = async (cookie: string) =>
  (await portal.inject({ url: '/api/notifications/count', headers: { cookie } })).json<{ count: number }>()
    .count;
const mark = (cookie: string, payload: unknown) =>
  portal.inject({
    method: 'PATCH',
    url: '/api/notifications',
    headers: { cookie },
    payload: payload as object,
  });
const extras = (cookie: string) => portal.inject({ url: '/api/notifications/extra', headers: { cookie } });
const create = (cookie: string, payload: unknown) =>
  backoffice.inject({
    method: 'POST',
    url: '/api/backoffice/notifications',
    headers: { cookie },
    payload: payload as object,
  });
const staffList = (cookie: string, query = '') =>
  backoffice.inject({ url: `/api/backoffice/notifications${query}`, headers: { cookie } });

async function insertNotification(row: {
  audience: 'ALL' | 'COMPANY' | 'USER';
  companyId?: number;
  userId?: number;
  content?: string;
  createdAt?: Date;
}) {
  const inserted = await h.db
    .insertInto('notifications')
    .values({
      category: 'FINANCEIRO',
      content: row.content ?? '<p>teste</p>',
      audience: row.audience,
      companyId: row.companyId ?? null,
      userId: row.userId ?? null,
      createdAt: row.createdAt ?? new Date(),
      createdBy: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

describe('customer routes need a session', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/count'],
    ['GET', '/api/notifications/extra'],
    ['PATCH', '/api/notifications'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await portal.inject({
      method,
      url,
      ...(method === 'PATCH' ? { payload: [{ id: 1, read: true }] } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: apiMessages.unauthenticated });
  });

  it('exist only in the portal: the back office has no bell', async () => {
    for (const url of ['/api/notifications', '/api/notifications/count', '/api/notifications/extra']) {
      expect((await backoffice.inject({ url, headers: { cookie: staff } })).statusCode).toBe(404);
    }
  });
});

describe('GET /api/notifications and /count', () => {
  it('shows the admin their own, their company’s and everyone’s notifications, newest first, with their read state', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page).toMatchObject({ numPage: 0, totalPages: 2 });
    expect(page.list.map((n) => [n.category, n.read])).toEqual([
      ['SEGURANÇA', false],
      ['LOCALIZE', false],
      ['ATUALIZAÇÕES', false],
      ['FINANCEIRO', false],
      ['SEGURANÇA', false],
      ['SMS', true],
      ['WEBPHONE', true],
      ['MARKETING', true],
      ['AUTENTICA', true],
      ['ASSINATURAS', true],
    ]);
    const dates = page.list.map((n) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.list[1]?.content).toContain('<strong>1.250 consultas</strong>');
    expect((await list(admin, '?numPage=1')).json<Page>().list.map((n) => n.category)).toEqual([
      'BASE CERTA',
      'CARTÃO DE CRÉDITO',
    ]);
    expect(await count(admin)).toBe(5);
  });

  it('never shows another company’s notification, nor another user’s (tenant isolation)', async () => {
    const page = (await list(trial)).json<Page>();
    expect(page.list.map((n) => n.category)).toEqual([
      'ATUALIZAÇÕES',
      'SEGURANÇA',
      'MARKETING',
      'ASSINATURAS',
      'CARTÃO DE CRÉDITO',
    ]);
    expect(page.list.every((n) => n.read === false)).toBe(true);
    expect(await count(trial)).toBe(5);
    // The operator shares the admin's company, but neither the admin's own notification nor the admin's reads.
    const adminOnly = (await list(admin)).json<Page>().list[0]?.id;
    const forOperator = [
      ...(await list(operator)).json<Page>().list,
      ...(await list(operator, '?numPage=1')).json<Page>().list,
    ];
    expect(forOperator).toHaveLength(11);
    expect(forOperator.map((n) => n.id)).not.toContain(adminOnly);
    expect(forOperator.every((n) => n.read === false)).toBe(true);
    expect(await count(operator)).toBe(11);
  });

  it('shows a notification for one user to that user only', async () => {
    const id = await insertNotification({ audience: 'USER', companyId: demoId, userId: operatorId });
    expect((await list(operator)).json<Page>().list.map((n) => n.id)).toContain(id);
    expect((await list(admin)).json<Page>().list.map((n) => n.id)).not.toContain(id);
    expect((await list(trial)).json<Page>().list.map((n) => n.id)).not.toContain(id);
    // A USER row whose company does not match the user's is shown to nobody.
    const crossed = await insertNotification({ audience: 'USER', companyId: trialId, userId: operatorId });
    expect((await list(operator)).json<Page>().list.map((n) => n.id)).not.toContain(crossed);
    await h.db.deleteFrom('notifications').where('id', 'in', [id, crossed]).execute();
  });

  it('pages by ten', async () => {
    const trialUser = await userId(h.db, 'trial@teste.example');
    const ids: number[] = [];
    for (let i = 0; i < 9; i += 1)
      ids.push(await insertNotification({ audience: 'USER', companyId: trialId, userId: trialUser }));
    const first = (await list(trial, '?numPage=0')).json<Page>();
    expect(first.list).toHaveLength(10);
    expect(first.totalPages).toBe(2);
    const second = (await list(trial, '?numPage=1')).json<Page>();
    expect(second).toMatchObject({ numPage: 1, totalPages: 2 });
    expect(second.list.map((n) => n.category)).toEqual([
      'SEGURANÇA',
      'MARKETING',
      'ASSINATURAS',
      'CARTÃO DE CRÉDITO',
    ]);
    expect((await list(trial, '?numPage=5')).json<Page>().list).toEqual([]);
    await h.db.deleteFrom('notifications').where('id', 'in', ids).execute();
  });

  it.each(['?numPage=-1', '?numPage=abc', '?numPage=1.5', '?numPageSize=50', '?foo=1'])(
    'refuses %s with 400',
    async (query) => {
      const res = await list(admin, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    },
  );
});

describe('PATCH /api/notifications', () => {
  it('marks the user’s own notifications read, per user, and answers the new count', async () => {
    const page = (await list(admin)).json<Page>();
    const readBefore = page.list.filter((n) => n.read).map((n) => n.id);
    const [first, second] = page.list.filter((n) => !n.read);
    if (!first || !second) throw new Error('demo notifications missing');
    const adminId = await userId(h.db, 'admin@empresa.example');
    const stored = async () =>
      (
        await h.db
          .selectFrom('notificationReads')
          .select('notificationId')
          .where('userId', '=', adminId)
          .execute()
      )
        .map((r) => r.notificationId)
        .sort();
    const storedBefore = await stored();
    const res = await mark(admin, [
      { id: first.id, read: true },
      { id: second.id, read: true },
      { id: first.id, read: true },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2, count: 3 });
    const after = (await list(admin)).json<Page>();
    expect(
      after.list
        .filter((n) => n.read)
        .map((n) => n.id)
        .sort(),
    ).toEqual([...readBefore, first.id, second.id].sort());
    expect(await count(admin)).toBe(3);
    // Read state is per user: the operator of the same company still has them unread.
    expect((await list(operator)).json<Page>().list.find((n) => n.id === second.id)?.read).toBe(false);
    // Marking again changes nothing.
    expect((await mark(admin, [{ id: first.id, read: true }])).json()).toEqual({ updated: 0, count: 3 });
    expect(await stored()).toEqual([...storedBefore, first.id, second.id].sort());
  });

  it('ignores notifications of another company and ids that do not exist, touching nothing', async () => {
    const other = await insertNotification({ audience: 'COMPANY', companyId: trialId });
    const before = await h.db
      .selectFrom('notificationReads')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await mark(admin, [
      { id: other, read: true },
      { id: 2_000_000_000, read: true },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ updated: number }>().updated).toBe(0);
    const after = await h.db
      .selectFrom('notificationReads')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await list(trial)).json<Page>().list.find((n) => n.id === other)?.read).toBe(false);
    await h.db.deleteFrom('notifications').where('id', '=', other).execute();
  });

  it.each([
    ['an empty list', []],
    ['read false', [{ id: 1, read: false }]],
    ['no read', [{ id: 1 }]],
    ['a text id', [{ id: '1', read: true }]],
    ['a negative id', [{ id: -1, read: true }]],
    ['an unknown field', [{ id: 1, read: true, category: 'X' }]],
    ['an object', { id: 1, read: true }],
    ['too many items', Array.from({ length: 101 }, (_, i) => ({ id: i + 1, read: true }))],
  ])('refuses %s with 400', async (_label, payload) => {
    const res = await mark(admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/notifications/extra', () => {
  type Extra = {
    id: number;
    componentType: string;
    content: unknown;
    priority: number;
    allowedRoutes: string[];
    blockedRoutes: string[];
  };

  it('gives the virtual sellers (content as an object) and the banner, by priority', async () => {
    const res = await extras(admin);
    expect(res.statusCode).toBe(200);
    const items = res.json<Extra[]>();
    expect(items.map((e) => e.componentType)).toEqual(['VIRTUAL_SELLER', 'VIRTUAL_SELLER', 'BANNER']);
    expect(items[0]).toMatchObject({
      priority: 1,
      productId: 17,
      allowedRoutes: ['/inicio'],
      content: {
        title: 'Conheça o Análise 360',
        buttonText: 'QUERO CONHECER',
        productId: 17,
        color: { button: ['#FFFFFF', '#6A1B9A'] },
      },
    });
    expect(items[2]).toMatchObject({ blockedRoutes: ['/gestao-da-conta/pagamentos'], variant: 'info' });
    // The trial company's redirect is its own.
    expect((await extras(trial)).json<Extra[]>().map((e) => e.componentType)).toEqual([
      'VIRTUAL_SELLER',
      'VIRTUAL_SELLER',
      'BANNER',
      'REDIRECT',
    ]);
  });

  it('filters by audience and by dates, and skips a row whose content is not valid', async () => {
    const base = { componentType: 'BANNER' as const, content: '<p>x</p>' };
    const inserted = await h.db
      .insertInto('extraNotifications')
      .values([
        { ...base, audience: 'COMPANY', companyId: trialId, userId: null, content: '<p>só trial</p>' },
        { ...base, audience: 'ALL', companyId: null, userId: null, endsAt: new Date(Date.now() - 1000) },
        {
          ...base,
          audience: 'ALL',
          companyId: null,
          userId: null,
          startsAt: new Date(Date.now() + 3_600_000),
        },
        {
          audience: 'ALL',
          companyId: null,
          userId: null,
          componentType: 'VIRTUAL_SELLER',
          content: '{"title": 1}',
        },
        {
          audience: 'ALL',
          companyId: null,
          userId: null,
          componentType: 'REDIRECT',
          content: 'https://evil.example',
        },
        {
          audience: 'ALL',
          companyId: null,
          userId: null,
          componentType: 'REDIRECT',
          content: '//evil.example',
        },
        {
          audience: 'ALL',
          companyId: null,
          userId: null,
          componentType: 'REDIRECT',
          content: '/contratar/planos',
          priority: 10,
        },
        {
          ...base,
          audience: 'ALL',
          companyId: null,
          userId: null,
          content: '<p onclick="x()">limpo<script>alert(1)</script></p>',
          priority: 9,
        },
      ])
      .returning('id')
      .execute();
    const forAdmin = (await extras(admin)).json<Extra[]>();
    expect(forAdmin.map((e) => e.componentType)).toEqual([
      'VIRTUAL_SELLER',
      'VIRTUAL_SELLER',
      'BANNER',
      'BANNER',
      'REDIRECT',
    ]);
    expect(forAdmin[3]?.content).toBe('<p>limpo</p>');
    expect(forAdmin[4]?.content).toBe('/contratar/planos');
    const forTrial = (await extras(trial)).json<Extra[]>();
    expect(forTrial.map((e) => e.content)).toContain('<p>só trial</p>');
    await h.db
      .deleteFrom('extraNotifications')
      .where(
        'id',
        'in',
        inserted.map((r) => r.id),
      )
      .execute();
  });
});

describe('back office: GET and POST /api/backoffice/notifications', () => {
  type Created = {
    id: number;
    category: string;
    content: string;
    audience: { type: string; companyId: number | null; userId: number | null; companyName: string | null };
    createdBy: { name: string } | null;
    readCount: number;
  };

  it('needs a session, the permission, and the back office', async () => {
    expect(
      (await create('', { category: 'SMS', content: '<p>x</p>', audience: { type: 'ALL' } })).statusCode,
    ).toBe(401);
    expect((await staffList('')).statusCode).toBe(401);
    const denied = await create(attendance, {
      category: 'SMS',
      content: '<p>x</p>',
      audience: { type: 'ALL' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');
    expect((await staffList(attendance)).statusCode).toBe(403);
    const fromPortal = await portal.inject({
      method: 'POST',
      url: '/api/backoffice/notifications',
      headers: { cookie: admin },
      payload: { category: 'SMS', content: '<p>x</p>', audience: { type: 'ALL' } },
    });
    expect(fromPortal.statusCode).toBe(404);
    expect(
      await h.db.selectFrom('notifications').select('id').where('content', '=', '<p>x</p>').execute(),
    ).toEqual([]);
  });

  it('stores cleaned HTML for every customer, audits it, and the bell shows it', async () => {
    const before = await count(trial);
    const res = await create(staff, {
      category: 'SEGURANÇA',
      content:
        '<p onmouseover="roubar()">Atenção: <a href="javascript:alert(1)">golpe</a> em circulação. <a href="https://painel.example/seguranca" target="_self">Veja</a><script>fetch("//x")</script><img src=x onerror=alert(1)></p>',
      audience: { type: 'ALL' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Created>();
    const clean =
      '<p>Atenção: golpe em circulação. <a href="https://painel.example/seguranca" rel="noopener noreferrer nofollow" target="_blank">Veja</a></p>';
    expect(created).toMatchObject({
      category: 'SEGURANÇA',
      content: clean,
      audience: { type: 'ALL', companyId: null },
      createdBy: { name: 'Sofia Suporte Andrade' },
      readCount: 0,
    });
    const row = await h.db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe(clean);
    expect(row.createdBy).toBe(await userId(h.db, 'suporte@painel.example'));
    const audit = await h.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('action', '=', 'NOTIFICATION_CREATED')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ companyId: 1, email: 'suporte@painel.example', outcome: 'SUCCESS' });
    expect(await count(trial)).toBe(before + 1);
    expect((await list(trial)).json<Page>().list[0]).toMatchObject({
      id: created.id,
      content: clean,
      read: false,
    });
  });

  it('sends to one company only, or to one user (whose company is recorded)', async () => {
    const toTrial = (
      await create(staff, {
        category: 'FINANCEIRO',
        content: '<p>Seu boleto vence amanhã.</p>',
        audience: { type: 'COMPANY', companyId: trialId },
      })
    ).json<Created>();
    expect(toTrial.audience).toMatchObject({
      type: 'COMPANY',
      companyId: trialId,
      companyName: 'Teste Gratuito Comércio Ltda',
    });
    expect((await list(trial)).json<Page>().list[0]?.id).toBe(toTrial.id);
    expect((await list(admin)).json<Page>().list.map((n) => n.id)).not.toContain(toTrial.id);

    const toOperator = (
      await create(staff, {
        category: 'SMS',
        content: '<p>Pacote de SMS no fim.</p>',
        audience: { type: 'USER', userId: operatorId },
      })
    ).json<Created>();
    expect(toOperator.audience).toMatchObject({ type: 'USER', userId: operatorId, companyId: demoId });
    expect((await list(operator)).json<Page>().list[0]?.id).toBe(toOperator.id);
    expect((await list(admin)).json<Page>().list.map((n) => n.id)).not.toContain(toOperator.id);
  });

  it.each([
    [
      { category: 'SMS', content: '<p>x</p>', audience: { type: 'COMPANY', companyId: 999_999 } },
      'body.audience.companyId',
      apiMessages.customerNotFound,
    ],
    [
      { category: 'SMS', content: '<p>x</p>', audience: { type: 'COMPANY', companyId: 1 } },
      'body.audience.companyId',
      apiMessages.customerNotFound,
    ],
    [
      { category: 'SMS', content: '<p>x</p>', audience: { type: 'USER', userId: 999_999 } },
      'body.audience.userId',
      apiMessages.userNotFound,
    ],
    [
      { category: 'SMS', content: '<script>alert(1)</script><p> </p>', audience: { type: 'ALL' } },
      'body.content',
      validationMessages.required,
    ],
    [
      { category: 'SMS', content: '', audience: { type: 'ALL' } },
      'body.content',
      validationMessages.required,
    ],
    [
      { category: 'SMS', content: 'x'.repeat(10_001), audience: { type: 'ALL' } },
      'body.content',
      validationMessages.maxLength(10_000),
    ],
    [
      { category: 'NOVIDADES', content: '<p>x</p>', audience: { type: 'ALL' } },
      'body.category',
      validationMessages.invalidValue,
    ],
  ])('refuses %j: %s %s', async (payload, path, message) => {
    const res = await create(staff, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().fields).toContainEqual({ path, message });
  });

  it.each([
    [{ category: 'SMS', content: '<p>x</p>', audience: { type: 'ALL' }, createdBy: 5 }],
    [{ category: 'SMS', content: '<p>x</p>', audience: { type: 'ALL', companyId: 2 } }],
    [{ category: 'SMS', content: '<p>x</p>', audience: { type: 'EVERYONE' } }],
    [{ category: 'SMS', content: '<p>x</p>' }],
  ])('refuses the malformed %j', async (payload) => {
    expect((await create(staff, payload)).statusCode).toBe(400);
  });

  it('lists them for staff, newest first, and what one customer receives', async () => {
    const all = (await staffList(staff)).json<{ list: Created[]; totalItems: number; totalPages: number }>();
    expect(all.totalItems).toBeGreaterThanOrEqual(7);
    expect(all.list[0]?.category).toBe('SMS');
    const forTrial = (await staffList(staff, `?customerId=${trialId}&numPageSize=50`)).json<{
      list: Created[];
    }>();
    expect(forTrial.list.every((n) => n.audience.type === 'ALL' || n.audience.companyId === trialId)).toBe(
      true,
    );
    expect(forTrial.list.some((n) => n.audience.companyId === trialId)).toBe(true);
    expect((await staffList(staff, '?numPageSize=7')).statusCode).toBe(400);
  });
});

describe('HTML a browser reads back from the API', () => {
  // jsdom parses as browsers do: whatever staff send, the bell's HTML holds only the allow-list.
  const vectors = [
    '<p>ok</p><svg><script>alert(1)</script></svg>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<b><style><style/><img src=x onerror=alert(1)>',
    '<textarea>x</textarea><!--</textarea><img src=x onerror=alert(1)>-->',
    '<a href="https://ok.example/&quot;onmouseover=alert(1)">x</a>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<p style="background:url(javascript:alert(1))">estilo</p><a href="https://ok.example">ok</a>',
  ];
  const { window } = new JSDOM('<!doctype html><body></body>');
  const allowed = new Set<string>(RICH_TEXT_POLICY.allowedTags.map((t) => t.toUpperCase()));

  it.each(vectors)('%j', async (content) => {
    const res = await create(staff, {
      category: 'ATUALIZAÇÕES',
      content: `<p>texto</p>${content}`,
      audience: { type: 'COMPANY', companyId: demoId },
    });
    expect(res.statusCode).toBe(201);
    const shown = (await list(admin)).json<Page>().list[0]?.content ?? '';
    const body = new window.DOMParser().parseFromString(`<!doctype html><body>${shown}`, 'text/html').body;
    expect(body.innerHTML).toBe(shown);
    for (const element of body.querySelectorAll('*')) {
      expect(allowed.has(element.tagName)).toBe(true);
      for (const attribute of element.getAttributeNames()) {
        expect(element.tagName === 'A' && ['href', 'rel', 'target'].includes(attribute)).toBe(true);
      }
      if (element.tagName === 'A') {
        expect(element.getAttribute('href')).toMatch(/^(https?:\/\/|mailto:)/);
        expect(element.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      }
    }
  });
});
