import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setPasswordAuthorization } from '@painel/contracts';
import { BASE_PROFILE_IDS, PROVIDER_COMPANY_ID, USER_STATUS_IDS, userMessages } from '@painel/domain';
import { hashPassword } from '../../lib/passwords';
import {
  DEMO_PASSWORD,
  authorizeRequest,
  createHarness,
  pkcePair,
  signIn,
  type Harness,
} from '../../test/harness';
import { DEMO_DOCUMENTS, addUser, companyId, userId } from '../../test/fixtures';

type Item = {
  id: number;
  email: string;
  status: { id: number; name: string };
  group: { id: number; name: string } | null;
  profile: { id: number; name: string; baseProfileName: string | null };
  mfa: { status: string };
  abilities: Record<string, boolean>;
};
type Page = {
  list: Item[];
  numPage: number;
  numPageSize: number;
  totalItems: number;
  totalPages: number;
  canCreate: boolean;
};

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let admin: string;
let manager: string;
let operatorCookie: string;
let staff: string;
let otherAdmin: string;
let demoId: number;
let trialId: number;
let comercial: number;
let financeiroGroup: number;
let clock = new Date();
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now });
  backoffice = await h.app('backoffice', { now });
  demoId = await companyId(h.db, DEMO_DOCUMENTS.demo);
  trialId = await companyId(h.db, DEMO_DOCUMENTS.trial);
  const groups = await h.db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('companyId', '=', demoId)
    .execute();
  comercial = groups.find((g) => g.name === 'Comercial')!.id;
  financeiroGroup = groups.find((g) => g.name === 'Financeiro')!.id;
  [admin, manager, operatorCookie, staff, otherAdmin] = await Promise.all([
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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const auditRows = (action: string) =>
  h.db.selectFrom('auditEvents').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

async function list(cookie: string, query = '', app = portal, prefix = '/customers') {
  const res = await call(app, cookie, 'GET', `${prefix}/users${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
}

let n = 0;
async function newUser(
  profileId: number,
  groupId: number | null = comercial,
  statusId: number = USER_STATUS_IDS.active,
) {
  const email = `pessoa${++n}-${Date.now()}@empresa.example`;
  const id = await addUser(h.db, { companyId: demoId, profileId, email, name: `Pessoa Teste ${n}` });
  await h.db.updateTable('users').set({ groupId, statusId }).where('id', '=', id).execute();
  return { id, email };
}

const liveSessions = (id: number) =>
  h.db.selectFrom('sessions').select('id').where('userId', '=', id).where('revokedAt', 'is', null).execute();

describe('listing users', () => {
  it('pages by 5 and lists the whole company for an administrator', async () => {
    const page = await list(admin);
    expect(page.numPageSize).toBe(5);
    expect(page.totalItems).toBeGreaterThanOrEqual(4);
    expect(page.list.every((u) => u.email.endsWith('@empresa.example') || u.email.includes('@'))).toBe(true);
    expect(page.canCreate).toBe(true);
  });

  it('shows a manager only the Operador users of their own group, the same set their actions reach', async () => {
    const page = await list(manager, '?numPageSize=100');
    expect(page.list.length).toBeGreaterThan(0);
    // Operador users, custom profiles built on Operador included (the demo's 'Analista de cadastro').
    expect(
      page.list.every(
        (u) =>
          (u.profile.id === BASE_PROFILE_IDS.operator || u.profile.baseProfileName === 'Operador') &&
          u.group?.id === comercial,
      ),
    ).toBe(true);
    expect(page.list.every((u) => u.abilities.edit === (u.status.id === 1 || u.status.id === 2))).toBe(true);
  });

  it('filters by exact match on the e-mail and the choices, and by parts of the name', async () => {
    const byEmail = await list(admin, '?email=OPERADOR@empresa.example');
    expect(byEmail.list.map((u) => u.email)).toEqual(['operador@empresa.example']);
    const partial = await list(admin, '?email=operador');
    expect(partial.totalItems).toBe(0);
    const byProfile = await list(
      admin,
      `?profileId=${BASE_PROFILE_IDS.financial}&groupId=${financeiroGroup}&userStatus=1&mfaStatus=INATIVO&name=fernanda%20financeiro%20costa`,
    );
    expect(byProfile.list.map((u) => u.email)).toEqual(['financeiro@empresa.example']);
  });

  it.each([
    ['Otávio', 'one word of the name, with its accent'],
    ['otavio', 'no accent, lower case'],
    ['OTÁVIO REIS', 'two words, upper case, not side by side'],
    ['  reis   ota ', 'parts of words in any order, with spaces'],
  ])("finds 'Otávio Operador Reis' by the name filter %j (%s)", async (typed) => {
    const found = await list(admin, `?numPageSize=100&name=${encodeURIComponent(typed)}`);
    expect(found.list.map((u) => u.email)).toContain('operador@empresa.example');
    expect(found.list.every((u) => u.email !== 'admin@empresa.example')).toBe(true);
  });

  it("takes the name filter's %, _ and \\ literally", async () => {
    expect((await list(admin, `?name=${encodeURIComponent('%')}`)).totalItems).toBe(0);
    expect((await list(admin, `?name=${encodeURIComponent('o_')}`)).totalItems).toBe(0);
  });

  it('refuses a profile without a users key (403) and bad filters (400)', async () => {
    expect((await call(portal, operatorCookie, 'GET', '/customers/users')).statusCode).toBe(403);
    expect((await call(portal, admin, 'GET', '/customers/users?userStatus=9')).statusCode).toBe(400);
  });

  it('lists a customer in the back office; an unknown customer is 404', async () => {
    const page = await list(staff, '', backoffice, `/customers/${demoId}`);
    expect(page.totalItems).toBeGreaterThan(0);
    expect((await call(backoffice, staff, 'GET', '/customers/999999/users')).statusCode).toBe(404);
  });
});

describe('delegation', () => {
  it('refuses a manager inviting an Administrador, and audits it', async () => {
    const res = await call(portal, manager, 'POST', '/customers/users/invitations', {
      groupId: comercial,
      profilesEmails: [{ profileId: BASE_PROFILE_IDS.administrator, emails: ['chefe-novo@empresa.example'] }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'USER_FORBIDDEN' });
    const [row] = await auditRows('USER_INVITE');
    expect(row).toMatchObject({ outcome: 'FORBIDDEN' });
    expect(
      await h.db.selectFrom('users').select('id').where('email', '=', 'chefe-novo@empresa.example').execute(),
    ).toHaveLength(0);
  });

  it("refuses a manager acting on another group's Operador, and audits it", async () => {
    const other = await newUser(BASE_PROFILE_IDS.operator, financeiroGroup);
    const res = await call(portal, manager, 'PUT', `/customers/users/${other.id}`, {
      statusId: 2,
      groupId: financeiroGroup,
      profileId: BASE_PROFILE_IDS.operator,
    });
    expect(res.statusCode).toBe(403);
    const [row] = await auditRows('USER_UPDATE');
    expect(row).toMatchObject({ outcome: 'FORBIDDEN', targetUserId: other.id });
    const del = await call(portal, manager, 'DELETE', `/customers/users/${other.id}`);
    expect(del.statusCode).toBe(403);
  });

  it('refuses moving a user into a more powerful profile, and audits it', async () => {
    const mine = await newUser(BASE_PROFILE_IDS.operator, comercial);
    const res = await call(portal, manager, 'PUT', `/customers/users/${mine.id}`, {
      statusId: 1,
      groupId: comercial,
      profileId: BASE_PROFILE_IDS.manager,
    });
    expect(res.statusCode).toBe(403);
    const [row] = await auditRows('USER_UPDATE');
    expect(row).toMatchObject({ outcome: 'FORBIDDEN', targetUserId: mine.id });
    expect(row?.detail).toMatchObject({ reason: 'ESCALATION' });
    const stored = await h.db
      .selectFrom('users')
      .select('profileId')
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(stored.profileId).toBe(BASE_PROFILE_IDS.operator);
  });

  it("answers 404 for another company's user", async () => {
    const foreign = await userId(h.db, 'trial@teste.example');
    expect(
      (
        await call(portal, admin, 'PUT', `/customers/users/${foreign}`, {
          statusId: 2,
          groupId: comercial,
          profileId: 3,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(portal, admin, 'DELETE', `/customers/users/${foreign}`)).statusCode).toBe(404);
    expect(
      (await call(portal, admin, 'POST', `/customers/users/${foreign}/password-change`)).statusCode,
    ).toBe(404);
    expect(
      (await call(backoffice, staff, 'DELETE', `/customers/${demoId}/users/${foreign}`)).statusCode,
    ).toBe(404);
    // Another company's group is unknown too.
    const trialGroup = await h.db
      .selectFrom('groups')
      .select('id')
      .where('companyId', '=', trialId)
      .executeTakeFirstOrThrow();
    const res = await call(portal, admin, 'POST', '/customers/users/invitations', {
      groupId: trialGroup.id,
      profilesEmails: [{ profileId: 3, emails: ['x@empresa.example'] }],
    });
    expect(res.statusCode).toBe(404);
    // Another company's customerId is an unknown customer (not an unknown user).
    const foreignCustomer = await call(portal, admin, 'POST', '/customers/users/invitations', {
      customerId: trialId,
      groupId: comercial,
      profilesEmails: [{ profileId: 3, emails: ['y@empresa.example'] }],
    });
    expect(foreignCustomer.statusCode).toBe(404);
    expect(foreignCustomer.json()).toEqual({
      code: 'CUSTOMER_NOT_FOUND',
      message: 'Cliente não encontrado.',
    });
    expect(JSON.stringify((await list(otherAdmin)).list)).not.toContain('empresa.example');
  });

  it('never deletes oneself', async () => {
    const self = await userId(h.db, 'admin@empresa.example');
    const res = await call(portal, admin, 'DELETE', `/customers/users/${self}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'USER_SELF_DELETE' });
  });
});

describe('the last active administrator', () => {
  it('cannot be deactivated, demoted or deleted; two concurrent deactivations leave one administrator', async () => {
    const second = await newUser(BASE_PROFILE_IDS.administrator, comercial);
    const first = await userId(h.db, 'admin@empresa.example');
    // Two requests at once, each deactivating a different administrator: one wins.
    const [a, b] = await Promise.all([
      call(backoffice, staff, 'PUT', `/customers/${demoId}/users/${first}`, {
        statusId: 2,
        groupId: comercial,
        profileId: 1,
      }),
      call(backoffice, staff, 'PUT', `/customers/${demoId}/users/${second.id}`, {
        statusId: 2,
        groupId: comercial,
        profileId: 1,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const survivor = a.statusCode === 409 ? first : second.id;
    const refused = [a, b].find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'LAST_ADMINISTRATOR',
      message: userMessages.lastAdministrator,
    });
    const demote = await call(backoffice, staff, 'PUT', `/customers/${demoId}/users/${survivor}`, {
      statusId: 1,
      groupId: comercial,
      profileId: 3,
    });
    expect(demote.statusCode).toBe(409);
    const del = await call(backoffice, staff, 'DELETE', `/customers/${demoId}/users/${survivor}`);
    expect(del.statusCode).toBe(409);
    const rows = await auditRows('USER_DELETE');
    expect(rows[0]).toMatchObject({ outcome: 'FORBIDDEN' });
    // The list offers no 'Ativar'/'Inativar' on the last one (changeStatus), other edits still.
    const survivorRow = (await list(staff, '?numPageSize=100', backoffice, `/customers/${demoId}`)).list.find(
      (u) => u.id === survivor,
    )!;
    expect(survivorRow.abilities).toMatchObject({ edit: true, changeStatus: false });
    // Put the demo administrator back for the tests below. Which of the two requests won is a race:
    // when the demo administrator was the one deactivated, their sessions ended, so sign in again.
    await h.db.updateTable('users').set({ statusId: 1 }).where('id', 'in', [first, second.id]).execute();
    if (survivor !== first) admin = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  });
});

describe('the last active administrator under concurrent changes', () => {
  const activeAdministrators = async () =>
    (
      await h.db
        .selectFrom('users')
        .select('id')
        .where('companyId', '=', demoId)
        .where('statusId', '=', USER_STATUS_IDS.active)
        .where('profileId', '=', BASE_PROFILE_IDS.administrator)
        .execute()
    ).map((r) => r.id);

  it('a promotion, a demotion of the same user and a self-demotion at once never leave the company without one', async () => {
    const others = await activeAdministrators();
    // Only the fresh administrator of each round holds the role while the three requests race.
    await h.db
      .updateTable('users')
      .set({ statusId: USER_STATUS_IDS.inactive })
      .where('id', 'in', others)
      .execute();
    try {
      for (let round = 0; round < 8; round++) {
        const sole = await newUser(BASE_PROFILE_IDS.administrator, comercial);
        const target = await newUser(BASE_PROFILE_IDS.operator, comercial);
        const cookie = await signIn(portal, h.config, sole.email, DEMO_PASSWORD);
        const answers = await Promise.all([
          call(backoffice, staff, 'PUT', `/customers/${demoId}/users/${target.id}`, {
            statusId: 1,
            groupId: comercial,
            profileId: BASE_PROFILE_IDS.administrator,
          }),
          call(backoffice, staff, 'PUT', `/customers/${demoId}/users/${target.id}`, {
            statusId: 1,
            groupId: comercial,
            profileId: BASE_PROFILE_IDS.operator,
          }),
          call(portal, cookie, 'PUT', `/customers/users/${sole.id}`, {
            statusId: 1,
            groupId: comercial,
            profileId: BASE_PROFILE_IDS.operator,
          }),
        ]);
        for (const res of answers) expect([200, 409]).toContain(res.statusCode);
        expect((await activeAdministrators()).length).toBeGreaterThanOrEqual(1);
        await h.db
          .updateTable('users')
          .set({ statusId: USER_STATUS_IDS.inactive })
          .where('id', 'in', [sole.id, target.id])
          .execute();
      }
    } finally {
      await h.db
        .updateTable('users')
        .set({ statusId: USER_STATUS_IDS.active })
        .where('id', 'in', others)
        .execute();
    }
  });
});

describe('changes', () => {
  it('deactivates a user, ends their sessions at once and audits before and after', async () => {
    const target = await newUser(BASE_PROFILE_IDS.operator, comercial);
    const cookie = await signIn(portal, h.config, target.email, DEMO_PASSWORD);
    expect(await liveSessions(target.id)).toHaveLength(1);
    const res = await call(portal, manager, 'PUT', `/customers/users/${target.id}`, {
      statusId: 2,
      groupId: comercial,
      profileId: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: userMessages.updated });
    expect(await liveSessions(target.id)).toHaveLength(0);
    expect((await call(portal, cookie, 'GET', '/oauth2/session')).statusCode).toBe(401);
    const [row] = await auditRows('USER_UPDATE');
    expect(row).toMatchObject({ outcome: 'SUCCESS', targetUserId: target.id });
    expect(row?.detail).toMatchObject({ before: { statusId: 1 }, after: { statusId: 2 } });
  });

  it('edits only Ativo or Inativo users', async () => {
    const pending = await newUser(BASE_PROFILE_IDS.operator, comercial, USER_STATUS_IDS.pending);
    const res = await call(portal, admin, 'PUT', `/customers/users/${pending.id}`, {
      statusId: 1,
      groupId: comercial,
      profileId: 3,
    });
    expect(res.statusCode).toBe(409);
  });

  it('deletes a user and their sessions', async () => {
    const target = await newUser(BASE_PROFILE_IDS.operator, comercial);
    await signIn(portal, h.config, target.email, DEMO_PASSWORD);
    const res = await call(portal, admin, 'DELETE', `/customers/users/${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(await h.db.selectFrom('users').select('id').where('id', '=', target.id).execute()).toHaveLength(0);
    expect(await liveSessions(target.id)).toHaveLength(0);
    const [row] = await auditRows('USER_DELETE');
    expect(row?.detail).toMatchObject({ deletedUserId: target.id, before: { email: target.email } });
  });

  it("'Solicitar troca de senha' blocks the user, ends their sessions and mails a reset link", async () => {
    const target = await newUser(BASE_PROFILE_IDS.operator, comercial);
    await signIn(portal, h.config, target.email, DEMO_PASSWORD);
    const res = await call(portal, manager, 'POST', `/customers/users/${target.id}/password-change`);
    expect(res.statusCode).toBe(200);
    const stored = await h.db
      .selectFrom('users')
      .select('statusId')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(stored.statusId).toBe(USER_STATUS_IDS.securityBlocked);
    expect(await liveSessions(target.id)).toHaveLength(0);
    const mails = await h.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', target.email)
      .execute();
    expect(mails.some((m) => m.body.includes('/alteracao-de-senha?hash='))).toBe(true);
  });
});

describe('invitations', () => {
  const token = async (email: string, index = -1) => {
    const mails = await h.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', email)
      .orderBy('id')
      .execute();
    const body = mails.at(index)?.body ?? '';
    const match = /\/cadastro-de-senha\?hash=([A-Za-z0-9_-]{43})/.exec(body);
    if (!match?.[1]) throw new Error(`no link in ${body}`);
    return match[1];
  };
  const register = (hash: string, password = 'Mar#Aberto2026') =>
    portal.inject({
      method: 'PUT',
      url: '/api/users/password/cadastro',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: setPasswordAuthorization({ password, passwordCheck: password, hash }),
      },
      payload: '',
    });

  it("answers the same for a new address and one with an account anywhere, and tells that account's owner by e-mail", async () => {
    const before = await h.db
      .selectFrom('users')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call(portal, manager, 'POST', '/customers/users/invitations', {
      groupId: comercial,
      profilesEmails: [
        {
          profileId: BASE_PROFILE_IDS.operator,
          // A new address, one of this company, one of another company (in other letters), one typed twice, an invalid one.
          emails: [
            'novo.operador@empresa.example',
            'operador@empresa.example',
            'Trial@Teste.example',
            'novo.operador@empresa.example',
            'não é e-mail',
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const results = res.json<{ results: Record<string, unknown>[] }>().results;
    expect(results).toEqual([
      { email: 'novo.operador@empresa.example', profileId: BASE_PROFILE_IDS.operator, outcome: 'sent' },
      { email: 'operador@empresa.example', profileId: BASE_PROFILE_IDS.operator, outcome: 'sent' },
      { email: 'Trial@Teste.example', profileId: BASE_PROFILE_IDS.operator, outcome: 'sent' },
      { email: 'novo.operador@empresa.example', profileId: BASE_PROFILE_IDS.operator, outcome: 'sent' },
      { email: 'não é e-mail', profileId: BASE_PROFILE_IDS.operator, outcome: 'invalid' },
    ]);
    const created = await h.db
      .selectFrom('users')
      .select(['statusId', 'groupId', 'profileId'])
      .where('email', '=', 'novo.operador@empresa.example')
      .executeTakeFirstOrThrow();
    expect(created).toEqual({
      statusId: USER_STATUS_IDS.pending,
      groupId: comercial,
      profileId: BASE_PROFILE_IDS.operator,
    });
    // Only the new address became an account; the others are untouched.
    const after = await h.db
      .selectFrom('users')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    const trial = await h.db
      .selectFrom('users')
      .select(['companyId', 'statusId'])
      .where('email', '=', 'trial@teste.example')
      .executeTakeFirstOrThrow();
    expect(trial.statusId).toBe(USER_STATUS_IDS.active);
    // The owners hear of it, named by the inviting company; the new address gets its link, once.
    for (const owner of ['operador@empresa.example', 'trial@teste.example']) {
      const mails = await h.db
        .selectFrom('outbox')
        .select(['subject', 'body'])
        .where('recipient', '=', owner)
        .execute();
      expect(mails.at(-1), owner).toMatchObject({ subject: 'Tentativa de convite para o Painel' });
      expect(mails.at(-1)?.body).toContain(
        'Alguém da empresa Empresa Demonstração tentou convidar este endereço',
      );
      expect(mails.at(-1)?.body).not.toContain('hash=');
    }
    const links = await h.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', 'novo.operador@empresa.example')
      .execute();
    expect(links.filter((m) => m.body.includes('/cadastro-de-senha?hash='))).toHaveLength(1);
  });

  it('mails a single-use link; the user is Ativo after setting the password and signs in', async () => {
    const hash = await token('novo.operador@empresa.example');
    const ok = await register(hash);
    expect(ok.statusCode).toBe(200);
    const stored = await h.db
      .selectFrom('users')
      .select('statusId')
      .where('email', '=', 'novo.operador@empresa.example')
      .executeTakeFirstOrThrow();
    expect(stored.statusId).toBe(USER_STATUS_IDS.active);
    expect((await register(hash, 'Mar#Aberto2027')).statusCode).toBe(400);
    await signIn(portal, h.config, 'novo.operador@empresa.example', 'Mar#Aberto2026');
  });

  it('resending replaces the old link; links expire after 7 days (injected clock)', async () => {
    await call(portal, admin, 'POST', '/customers/users/invitations', {
      groupId: comercial,
      profilesEmails: [{ profileId: BASE_PROFILE_IDS.financial, emails: ['reenvio@empresa.example'] }],
    });
    const first = await token('reenvio@empresa.example');
    const id = await userId(h.db, 'reenvio@empresa.example');
    const resend = await call(portal, admin, 'POST', `/customers/users/${id}/invitation`);
    expect(resend.statusCode).toBe(200);
    const second = await token('reenvio@empresa.example');
    expect(second).not.toBe(first);
    expect((await register(first)).statusCode).toBe(400);
    advance(7 * 86_400_000 + 1000);
    expect((await register(second)).statusCode).toBe(400);
    // Sessions do not outlive a week either: sign in again at the new time.
    [admin, manager, staff] = await Promise.all([
      signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
      signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD),
      signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice'),
    ]);
    // Resending only for Pendente users.
    const active = await userId(h.db, 'operador@empresa.example');
    expect((await call(portal, admin, 'POST', `/customers/users/${active}/invitation`)).statusCode).toBe(409);
  });
});

describe("'Desbloquear'", () => {
  const authorize = (email: string) =>
    authorizeRequest(portal, h.config, {
      email,
      password: DEMO_PASSWORD,
      environment: 'portal',
      challenge: pkcePair().challenge,
    });

  it('lets the administrator unblock a user blocked by wrong codes: Ativo again, signs in, audited with before and after', async () => {
    const target = await newUser(BASE_PROFILE_IDS.operator, comercial, USER_STATUS_IDS.securityBlocked);
    await h.db.updateTable('users').set({ mfaFailures: 2 }).where('id', '=', target.id).execute();
    expect((await authorize(target.email)).statusCode).toBe(403);
    const row = (await list(admin, `?email=${encodeURIComponent(target.email)}`)).list[0];
    expect(row?.abilities).toMatchObject({ unblock: true, edit: false });

    const res = await call(portal, admin, 'POST', `/customers/users/${target.id}/unblock`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: userMessages.unblocked });
    const stored = await h.db
      .selectFrom('users')
      .select(['statusId', 'mfaFailures'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ statusId: USER_STATUS_IDS.active, mfaFailures: 0 });
    const [audit] = await auditRows('USER_UNBLOCK');
    expect(audit).toMatchObject({ outcome: 'SUCCESS', targetUserId: target.id });
    expect(audit?.detail).toMatchObject({
      before: { statusId: USER_STATUS_IDS.securityBlocked },
      after: { statusId: USER_STATUS_IDS.active },
    });
    expect((await authorize(target.email)).statusCode).toBe(200);
    // Nothing left to lift: a second unblock is refused with its own code.
    const again = await call(portal, admin, 'POST', `/customers/users/${target.id}/unblock`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USER_NOT_BLOCKED', message: userMessages.notBlocked });
  });

  it('lets support (Atendimento) unblock in the back office', async () => {
    const attendant = `atendimento-${Date.now()}@painel.example`;
    await addUser(h.db, {
      companyId: PROVIDER_COMPANY_ID,
      profileId: BASE_PROFILE_IDS.attendance,
      email: attendant,
      name: 'Ana Atendimento',
    });
    const support = await signIn(backoffice, h.config, attendant, DEMO_PASSWORD, 'backoffice');
    const target = await newUser(BASE_PROFILE_IDS.administrator, comercial, USER_STATUS_IDS.securityBlocked);
    const page = await list(
      support,
      `?email=${encodeURIComponent(target.email)}`,
      backoffice,
      `/customers/${demoId}`,
    );
    expect(page.list[0]?.abilities).toMatchObject({ unblock: true });
    const res = await call(backoffice, support, 'POST', `/customers/${demoId}/users/${target.id}/unblock`);
    expect(res.statusCode).toBe(200);
    const [audit] = await auditRows('USER_UNBLOCK');
    expect(audit).toMatchObject({ outcome: 'SUCCESS', targetUserId: target.id });
  });

  it("refuses a manager, an operator, another company's administrator and an unknown user", async () => {
    const target = await newUser(BASE_PROFILE_IDS.operator, comercial, USER_STATUS_IDS.securityBlocked);
    const managersView = (await list(manager, `?email=${encodeURIComponent(target.email)}`)).list[0];
    expect(managersView?.abilities.unblock).toBe(false);
    expect((await call(portal, manager, 'POST', `/customers/users/${target.id}/unblock`)).statusCode).toBe(
      403,
    );
    const operator = await newUser(BASE_PROFILE_IDS.operator, comercial);
    const operatorSession = await signIn(portal, h.config, operator.email, DEMO_PASSWORD);
    expect(
      (await call(portal, operatorSession, 'POST', `/customers/users/${target.id}/unblock`)).statusCode,
    ).toBe(403);
    const otherCompanyAdmin = await signIn(portal, h.config, 'admin@pontual.example', DEMO_PASSWORD);
    expect(
      (await call(portal, otherCompanyAdmin, 'POST', `/customers/users/${target.id}/unblock`)).statusCode,
    ).toBe(404);
    expect((await call(portal, admin, 'POST', '/customers/users/999999/unblock')).statusCode).toBe(404);
    expect((await call(portal, admin, 'POST', '/customers/users/abc/unblock')).statusCode).toBe(400);
    expect(
      (await portal.inject({ method: 'POST', url: `/api/customers/users/${target.id}/unblock` })).statusCode,
    ).toBe(401);
    const stored = await h.db
      .selectFrom('users')
      .select('statusId')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(stored.statusId).toBe(USER_STATUS_IDS.securityBlocked);
  });

  it('refuses a user who is not blocked', async () => {
    const target = await newUser(BASE_PROFILE_IDS.operator, comercial);
    const res = await call(portal, admin, 'POST', `/customers/users/${target.id}/unblock`);
    expect(res.statusCode).toBe(409);
    expect((await list(admin, `?email=${encodeURIComponent(target.email)}`)).list[0]?.abilities.unblock).toBe(
      false,
    );
  });
});

describe('MFA reset and the security question', () => {
  it('resets only Ativo or Suspenso and leaves the user Suspenso; the portal needs an administrator', async () => {
    const target = await newUser(BASE_PROFILE_IDS.operator, comercial);
    expect((await call(portal, admin, 'PUT', `/customers/users/${target.id}/mfa/reset`)).statusCode).toBe(
      409,
    );
    await h.db
      .updateTable('users')
      .set({ mfaStatus: 'ATIVO', mfaType: 'TOTP' })
      .where('id', '=', target.id)
      .execute();
    expect((await call(portal, manager, 'PUT', `/customers/users/${target.id}/mfa/reset`)).statusCode).toBe(
      403,
    );
    const res = await call(backoffice, staff, 'PUT', `/customers/${demoId}/users/${target.id}/mfa/reset`);
    expect(res.statusCode).toBe(200);
    const stored = await h.db
      .selectFrom('users')
      .select(['mfaStatus', 'mfaType'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ mfaStatus: 'SUSPENSO', mfaType: null });
    const [row] = await auditRows('USER_MFA_RESET');
    expect(row?.detail).toMatchObject({ before: { mfaStatus: 'ATIVO' }, after: { mfaStatus: 'SUSPENSO' } });
  });

  it('answers whether a typed answer matches the hashed one, never the answer; back office only', async () => {
    const target = await newUser(BASE_PROFILE_IDS.operator, comercial);
    await h.db
      .updateTable('users')
      .set({
        mfaStatus: 'ATIVO',
        mfaSecurityQuestion: 'Cidade natal?',
        mfaSecurityAnswerHash: await hashPassword('sao paulo'),
      })
      .where('id', '=', target.id)
      .execute();
    const url = `/customers/${demoId}/users/${target.id}/mfa/security-question`;
    const right = await call(backoffice, staff, 'POST', url, { answer: 'São  Paulo' });
    expect(right.json()).toEqual({ matches: true, attemptsLeft: 5 });
    const wrong = await call(backoffice, staff, 'POST', url, { answer: 'Rio' });
    expect(wrong.json()).toEqual({ matches: false, attemptsLeft: 4 });
    expect(
      JSON.stringify((await list(staff, '?numPageSize=100', backoffice, `/customers/${demoId}`)).list),
    ).not.toContain('argon2');
    expect(
      (
        await call(portal, admin, 'POST', `/customers/users/${target.id}/mfa/security-question`, {
          answer: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('allows 5 wrong answers per user in 15 minutes, says how many are left, audits every attempt, and refuses even the right answer at the limit', async () => {
    const [target, other] = [
      await newUser(BASE_PROFILE_IDS.operator, comercial),
      await newUser(BASE_PROFILE_IDS.operator, comercial),
    ];
    for (const u of [target, other]) {
      await h.db
        .updateTable('users')
        .set({
          mfaStatus: 'ATIVO',
          mfaSecurityQuestion: 'Cidade natal?',
          mfaSecurityAnswerHash: await hashPassword('sao paulo'),
        })
        .where('id', '=', u.id)
        .execute();
    }
    const url = (id: number) => `/customers/${demoId}/users/${id}/mfa/security-question`;
    const auditOf = async (id: number) =>
      (await auditRows('USER_SECURITY_QUESTION'))
        .filter((r) => r.targetUserId === id)
        .map((r) => [r.outcome, (r.detail as { attemptsLeft?: number } | null)?.attemptsLeft])
        .reverse();
    // A right answer starts afresh.
    await call(backoffice, staff, 'POST', url(target.id), { answer: 'Rio' });
    expect((await call(backoffice, staff, 'POST', url(target.id), { answer: 'sao paulo' })).json()).toEqual({
      matches: true,
      attemptsLeft: 5,
    });
    for (const left of [4, 3, 2, 1, 0]) {
      const wrong = await call(backoffice, staff, 'POST', url(target.id), { answer: `errada ${left}` });
      expect(wrong.json()).toEqual({ matches: false, attemptsLeft: left });
    }
    advance(10 * 60_000);
    const locked = await call(backoffice, staff, 'POST', url(target.id), { answer: 'São Paulo' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'SECURITY_QUESTION_LOCKED',
      message: 'Limite de tentativas atingido para este usuário. Tente novamente em 5 minutos.',
    });
    // The limit is per target user: another user of the same company is checked as usual.
    expect((await call(backoffice, staff, 'POST', url(other.id), { answer: 'sao paulo' })).json()).toEqual({
      matches: true,
      attemptsLeft: 5,
    });
    expect(await auditOf(target.id)).toEqual([
      ['NO_MATCH', 4],
      ['MATCH', 5],
      ['NO_MATCH', 4],
      ['NO_MATCH', 3],
      ['NO_MATCH', 2],
      ['NO_MATCH', 1],
      ['NO_MATCH', 0],
      ['LOCKED', 0],
    ]);
    // 15 minutes after the first wrong answer of the window, the count starts again.
    advance(5 * 60_000);
    expect((await call(backoffice, staff, 'POST', url(target.id), { answer: 'São Paulo' })).json()).toEqual({
      matches: true,
      attemptsLeft: 5,
    });
  });
});

describe('choices of the dialogs', () => {
  it('offers a manager only their own group and Operador; every profile carries its permission names', async () => {
    const res = await call(portal, manager, 'GET', '/customers/users/options');
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      groups: { id: number; assignable: boolean }[];
      profiles: { id: number; assignable: boolean; permissions: string[] }[];
    }>();
    expect(body.groups.filter((g) => g.assignable).map((g) => g.id)).toEqual([comercial]);
    const assignable = body.profiles.filter((p) => p.assignable).map((p) => p.id);
    expect(assignable).toContain(BASE_PROFILE_IDS.operator);
    expect(assignable.some((id) => [1, 2, 4].includes(id))).toBe(false);
    expect(
      body.profiles.find((p) => p.id === BASE_PROFILE_IDS.administrator)?.permissions.length,
    ).toBeGreaterThan(0);
  });

  it('names each permission as product › area › action and says which groups are inactive', async () => {
    const body = (await call(portal, admin, 'GET', '/customers/users/options')).json<{
      groups: { name: string; active: boolean }[];
      profiles: { id: number; permissions: string[] }[];
    }>();
    const administrator = body.profiles.find((p) => p.id === BASE_PROFILE_IDS.administrator)!;
    expect(administrator.permissions).toContain('Financeiro › Saldo › Visualizar');
    expect(administrator.permissions.every((label) => label.split(' › ').length === 3)).toBe(true);
    expect(body.groups.find((g) => g.name === 'Auditoria')).toMatchObject({ active: false });
    expect(body.groups.find((g) => g.name === 'Comercial')).toMatchObject({ active: true });
  });
});
