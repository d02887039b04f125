/**
 * 'Alterar usuário' edits the contact fields: the AA 5 rules on the server, and
 * a new e-mail that counts only once its owner confirms it by the e-mailed link, which ends the
 * user's sessions. Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, EMAIL_CHANGE_LINK_TTL_HOURS, userMessages } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, addUser, companyId } from '../../test/fixtures';

let h: Harness;
let portal: FastifyInstance;
let admin: string;
let manager: string;
let otherAdmin: string;
let demoId: number;
let comercial: number;
let clock = new Date();
const now = () => clock;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now });
  demoId = await companyId(h.db, DEMO_DOCUMENTS.demo);
  comercial = (await h.db
    .selectFrom('groups')
    .select('id')
    .where('companyId', '=', demoId)
    .where('name', '=', 'Comercial')
    .executeTakeFirstOrThrow())!.id;
  await h.db.updateTable('companies').set({ flagMfa: false }).where('id', '=', demoId).execute();
  [admin, manager, otherAdmin] = await Promise.all([
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'admin@pontual.example', DEMO_PASSWORD),
  ]);
});
afterAll(() => h.close());

let n = 0;
async function newOperator() {
  const email = `contato${++n}-${Date.now()}@empresa.example`;
  const id = await addUser(h.db, {
    companyId: demoId,
    profileId: BASE_PROFILE_IDS.operator,
    email,
    name: `Pessoa Contato`,
  });
  await h.db.updateTable('users').set({ groupId: comercial }).where('id', '=', id).execute();
  return { id, email };
}

const edit = (cookie: string, id: number, fields: object) =>
  portal.inject({
    method: 'PUT',
    url: `/api/customers/users/${id}`,
    headers: { cookie },
    payload: { statusId: 1, groupId: comercial, profileId: BASE_PROFILE_IDS.operator, ...fields },
  });
const confirm = (hash: string) =>
  portal.inject({ method: 'POST', url: '/api/users/email-change/confirmation', payload: { hash } });

const mailsTo = (email: string) =>
  h.db
    .selectFrom('outbox')
    .select(['subject', 'body'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
async function linkTo(email: string) {
  const match = /\/confirmacao-de-email\?hash=([A-Za-z0-9_-]{43})/.exec(
    (await mailsTo(email)).map((m) => m.body).join('\n'),
  );
  if (!match?.[1]) throw new Error(`no confirmation link to ${email}`);
  return match[1];
}
const stored = (id: number) =>
  h.db
    .selectFrom('users')
    .select(['email', 'name', 'mobile', 'phone', 'birthdate'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const liveSessions = (id: number) =>
  h.db.selectFrom('sessions').select('id').where('userId', '=', id).where('revokedAt', 'is', null).execute();

describe("'Alterar usuário': contact fields", () => {
  it('saves name, phones and birth date, and only asks for a new e-mail: link to it, notice to the old one, audited', async () => {
    const user = await newOperator();
    const newEmail = `corrigido${n}-${Date.now()}@empresa.example`;
    const res = await edit(admin, user.id, {
      name: 'maria  DA silva',
      email: newEmail,
      mobile: '(11) 98765-4321',
      phone: '(11) 3234-5678',
      birthdate: '15/03/1990',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: userMessages.updatedEmailPending });
    expect(await stored(user.id)).toMatchObject({
      email: user.email,
      name: 'Maria Da Silva',
      mobile: '11987654321',
      phone: '1132345678',
    });
    expect(String((await stored(user.id)).birthdate)).toContain('1990-03-15');
    await linkTo(newEmail);
    const oldMails = await mailsTo(user.email);
    expect(oldMails.some((m) => m.body.includes(newEmail) && !m.body.includes('confirmacao-de-email'))).toBe(
      true,
    );
    // The administrator sees which address awaits confirmation.
    const list = await portal.inject({
      method: 'GET',
      url: `/api/customers/users?email=${encodeURIComponent(user.email)}`,
      headers: { cookie: admin },
    });
    expect(list.json<{ list: { pendingEmail: string | null }[] }>().list[0]?.pendingEmail).toBe(newEmail);
    const audit = await h.db
      .selectFrom('auditEvents')
      .select(['action', 'detail'])
      .where('targetUserId', '=', user.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['USER_UPDATE', 'USER_EMAIL_CHANGE_REQUEST']),
    );
  });

  it('the link makes the new address the login, ends every session, works once; the old address no longer signs in', async () => {
    const user = await newOperator();
    await signIn(portal, h.config, user.email, DEMO_PASSWORD);
    expect(await liveSessions(user.id)).not.toHaveLength(0);
    const newEmail = `confirmado${n}-${Date.now()}@empresa.example`;
    expect((await edit(admin, user.id, { email: newEmail })).statusCode).toBe(200);
    const hash = await linkTo(newEmail);
    const ok = await confirm(hash);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: userMessages.emailChangeConfirmed });
    expect((await stored(user.id)).email).toBe(newEmail);
    expect(await liveSessions(user.id)).toHaveLength(0);
    await expect(signIn(portal, h.config, user.email, DEMO_PASSWORD)).rejects.toThrow();
    await signIn(portal, h.config, newEmail, DEMO_PASSWORD);
    const again = await confirm(hash);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'EMAIL_CHANGE_LINK_INVALID' });
    const audit = await h.db
      .selectFrom('auditEvents')
      .select(['detail'])
      .where('targetUserId', '=', user.id)
      .where('action', '=', 'USER_EMAIL_CHANGE')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ before: { email: user.email }, after: { email: newEmail } });
  });

  it('a newer request or the end of the link time leaves the link useless', async () => {
    const user = await newOperator();
    const first = `primeiro${n}-${Date.now()}@empresa.example`;
    await edit(admin, user.id, { email: first });
    const firstHash = await linkTo(first);
    const second = `segundo${n}-${Date.now()}@empresa.example`;
    await edit(admin, user.id, { email: second });
    expect((await confirm(firstHash)).statusCode).toBe(400);
    const secondHash = await linkTo(second);
    const before = clock;
    clock = new Date(clock.getTime() + EMAIL_CHANGE_LINK_TTL_HOURS * 3_600_000 + 1000);
    try {
      expect((await confirm(secondHash)).statusCode).toBe(400);
    } finally {
      // The signed-in sessions of the other tests live on the real clock.
      clock = before;
    }
    expect((await stored(user.id)).email).toBe(user.email);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
  });

  it('answers an address of another account like a free one, tells its owner, and changes nothing', async () => {
    const user = await newOperator();
    const res = await edit(admin, user.id, { email: 'TRIAL@teste.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: userMessages.updatedEmailPending });
    const owner = await mailsTo('trial@teste.example');
    expect(owner.some((m) => m.body.includes('confirmacao-de-email'))).toBe(false);
    expect(owner.length).toBeGreaterThan(0);
    expect((await stored(user.id)).email).toBe(user.email);
  });

  it.each([
    [{ email: 'maria' }, 'email', 'Informe um e-mail válido.'],
    [{ email: `${'a'.repeat(56)}@x.com.br` }, 'email', 'Insira no maximo 64 caracteres.'],
    [{ name: '' }, 'name', 'Informe o nome.'],
    [{ mobile: '1132345678' }, 'mobile', 'Informe um celular válido.'],
    [{ phone: '11987654321' }, 'phone', 'Informe um telefone fixo válido.'],
    [{ birthdate: '31/02/1990' }, 'birthdate', 'Data de nascimento inválida.'],
    [{ birthdate: '01/01/2024' }, 'birthdate', 'Data de nascimento não permitida.'],
  ])('refuses %j under its field (400), changing nothing', async (fields, path, message) => {
    const user = await newOperator();
    const res = await edit(admin, user.id, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path, message }] });
    expect((await stored(user.id)).email).toBe(user.email);
  });

  it('with company MFA the mobile is neither judged nor changed', async () => {
    const user = await newOperator();
    await h.db.updateTable('users').set({ mobile: '11912345678' }).where('id', '=', user.id).execute();
    await h.db.updateTable('companies').set({ flagMfa: true }).where('id', '=', demoId).execute();
    try {
      const res = await edit(admin, user.id, { mobile: 'abc', phone: '' });
      expect(res.statusCode).toBe(200);
      expect((await stored(user.id)).mobile).toBe('11912345678');
    } finally {
      await h.db.updateTable('companies').set({ flagMfa: false }).where('id', '=', demoId).execute();
    }
  });

  it("refuses whom the list does not show: another group's user to a manager (403), another company's (404), audited", async () => {
    const theirs = await newOperator();
    await h.db.updateTable('users').set({ groupId: null }).where('id', '=', theirs.id).execute();
    const forbidden = await edit(manager, theirs.id, { email: `x${Date.now()}@empresa.example` });
    expect(forbidden.statusCode).toBe(403);
    const foreign = await edit(otherAdmin, theirs.id, { email: `y${Date.now()}@empresa.example` });
    expect(foreign.statusCode).toBe(404);
    const requests = await h.db
      .selectFrom('emailChanges')
      .select('tokenHash')
      .where('userId', '=', theirs.id)
      .execute();
    expect(requests).toHaveLength(0);
  });
});
