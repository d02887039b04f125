import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiMessages, securityQuestionMessages, SECURITY_QUESTIONS } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, companyId, userId } from '../../test/fixtures';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let admin: string;
let mfaUser: string;
let staff: string;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  backoffice = await h.app('backoffice');
  [admin, staff] = await Promise.all([
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
    signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice'),
  ]);
  // The MFA company's operator (SMS factor): the company flag makes the mobile read-only.
  await h.db
    .updateTable('companies')
    .set({ flagMfa: false })
    .where('document', '=', '33000167000101')
    .execute();
  await h.db
    .updateTable('users')
    .set({ mfaStatus: 'ATIVO' })
    .where('email', '=', 'sms@seguro.example')
    .execute();
  mfaUser = await signIn(portal, h.config, 'sms@seguro.example', DEMO_PASSWORD);
  await h.db
    .updateTable('companies')
    .set({ flagMfa: true })
    .where('document', '=', '33000167000101')
    .execute();
});
afterAll(() => h.close());

const put = (app: FastifyInstance, cookie: string, url: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api${url}`, headers: { cookie }, payload });

describe('own profile', () => {
  it('reads the signed-in user, group and profile', async () => {
    const res = await portal.inject({ url: '/api/customers/users/profile', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ana Administradora Souza',
      email: 'admin@empresa.example',
      cpf: '11144477735',
      groupName: 'Comercial',
      profileName: 'Administrador',
      mobileLocked: false,
    });
  });

  it('saves name, birth date and phones, normalised and audited', async () => {
    const res = await put(portal, admin, '/customers/users/profile', {
      name: 'ana  administradora souza',
      birthdate: '15/03/1990',
      mobile: '(11) 98765-4321',
      phone: '(11) 3333-4444',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Dados atualizados com sucesso!' });
    const again = (
      await portal.inject({ url: '/api/customers/users/profile', headers: { cookie: admin } })
    ).json();
    expect(again).toMatchObject({
      name: 'Ana Administradora Souza',
      birthdate: '15/03/1990',
      mobile: '11987654321',
      phone: '1133334444',
    });
    const row = await h.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('action', '=', 'OWN_PROFILE_UPDATE')
      .executeTakeFirstOrThrow();
    expect(row.detail).toMatchObject({
      before: { birthdate: null },
      after: { birthdate: '1990-03-15', phone: '1133334444' },
    });
  });

  it('answers the rules of the form field by field', async () => {
    const res = await put(portal, admin, '/customers/users/profile', {
      name: '',
      birthdate: '01/01/2024',
      mobile: '123',
      phone: '99',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: { path: string; message: string }[] }>().fields;
    expect(Object.fromEntries(fields.map((f) => [f.path, f.message]))).toEqual({
      name: 'Informe o nome.',
      birthdate: 'Data de nascimento não permitida.',
      mobile: 'Informe um celular válido.',
      phone: 'Informe um telefone fixo válido.',
    });
  });

  it('keeps the mobile of a company with MFA', async () => {
    const res = await put(portal, mfaUser, '/customers/users/profile', {
      name: 'Sérgio Mensagens Prado',
      birthdate: null,
      mobile: '11911112222',
      phone: null,
    });
    expect(res.statusCode).toBe(200);
    const row = await h.db
      .selectFrom('users')
      .select('mobile')
      .where('email', '=', 'sms@seguro.example')
      .executeTakeFirstOrThrow();
    expect(row.mobile).toBe('11987654321');
  });

  it('serves staff their own profile in the back office', async () => {
    const res = await backoffice.inject({ url: '/api/users/profile', headers: { cookie: staff } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'suporte@painel.example', profileName: 'Administrativo' });
  });
});

describe('own security question', () => {
  const url = '/customers/users/profile/security-question';
  const [pet, city] = [SECURITY_QUESTIONS[0], SECURITY_QUESTIONS[1]];
  let operator: string;
  let operatorId: number;
  let demoId: number;

  beforeAll(async () => {
    operator = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    operatorId = await userId(h.db, 'operador@empresa.example');
    demoId = await companyId(h.db, DEMO_DOCUMENTS.demo);
  });

  const setMfa = (status: 'ATIVO' | 'INATIVO') =>
    h.db.updateTable('users').set({ mfaStatus: status }).where('id', '=', operatorId).execute();
  const stored = () =>
    h.db
      .selectFrom('users')
      .select(['mfaSecurityQuestion', 'mfaSecurityAnswerHash'])
      .where('id', '=', operatorId)
      .executeTakeFirstOrThrow();
  const ownQuestion = async () =>
    (await portal.inject({ url: '/api/customers/users/profile', headers: { cookie: operator } })).json<{
      securityQuestion: unknown;
    }>().securityQuestion;
  /** What staff see when they type the caller's answer in the back office. */
  const staffCheck = async (answer: string) => {
    const res = await backoffice.inject({
      method: 'POST',
      url: `/api/customers/${demoId}/users/${operatorId}/mfa/security-question`,
      headers: { cookie: staff },
      payload: { answer },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ matches: boolean }>().matches;
  };
  const audits = () =>
    h.db
      .selectFrom('auditEvents')
      .select(['outcome', 'detail', 'userId', 'targetUserId'])
      .where('action', '=', 'OWN_SECURITY_QUESTION')
      .orderBy('id')
      .execute();

  it('is refused while the second factor is not Ativo, and the profile says so', async () => {
    await setMfa('INATIVO');
    expect(await ownQuestion()).toEqual({ mfaActive: false, question: null });
    const res = await put(portal, operator, url, {
      question: pet,
      answer: 'Rex',
      currentPassword: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'SECURITY_QUESTION_MFA_INACTIVE',
      message: securityQuestionMessages.mfaRequired,
    });
    expect(await stored()).toEqual({ mfaSecurityQuestion: null, mfaSecurityAnswerHash: null });
  });

  it('sets the question with the current password; staff then match the answer however it is typed', async () => {
    await setMfa('ATIVO');
    const res = await put(portal, operator, url, {
      question: city,
      answer: '  Ribeirão   PRETO ',
      currentPassword: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: securityQuestionMessages.saved });
    expect(await ownQuestion()).toEqual({ mfaActive: true, question: city });
    const row = await stored();
    expect(row.mfaSecurityQuestion).toBe(city);
    expect(row.mfaSecurityAnswerHash).toMatch(/^\$argon2id\$/);
    expect(await staffCheck('ribeirao preto')).toBe(true);
    expect(await staffCheck('Ribeirão Preto')).toBe(true);
    expect(await staffCheck('Ribeirão')).toBe(false);
    // Staff see which question to ask; the company's administrator does not.
    type Listed = { list: { id: number; mfa: { securityQuestion?: string | null } }[] };
    const listed = async (app: FastifyInstance, cookie: string, path: string) =>
      (await app.inject({ url: `/api${path}?numPageSize=100`, headers: { cookie } }))
        .json<Listed>()
        .list.find((u) => u.id === operatorId)?.mfa;
    expect(await listed(backoffice, staff, `/customers/${demoId}/users`)).toMatchObject({
      securityQuestion: city,
    });
    expect(await listed(portal, admin, '/customers/users')).toMatchObject({ securityQuestion: null });
    expect((await audits()).map((a) => a.outcome)).toEqual(['MFA_INACTIVE', 'SUCCESS']);
    expect((await audits()).at(-1)).toMatchObject({
      outcome: 'SUCCESS',
      userId: operatorId,
      targetUserId: operatorId,
      detail: { question: city, before: { question: null } },
    });
    // The answer is written nowhere but in its hash.
    const trail = JSON.stringify(await h.db.selectFrom('auditEvents').selectAll().execute()).toLowerCase();
    expect(trail).not.toContain('ribeir');
  });

  it('changes question and answer: the old answer no longer matches', async () => {
    const res = await put(portal, operator, url, {
      question: pet,
      answer: 'Totó',
      currentPassword: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(await ownQuestion()).toEqual({ mfaActive: true, question: pet });
    expect(await staffCheck('ribeirao preto')).toBe(false);
    expect(await staffCheck('TOTO')).toBe(true);
    expect((await audits()).at(-1)?.detail).toMatchObject({ question: pet, before: { question: city } });
  });

  it('refuses a wrong current password, audited, and keeps the answer', async () => {
    const before = await stored();
    const res = await put(portal, operator, url, {
      question: city,
      answer: 'Campinas',
      currentPassword: 'Errada#123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'CURRENT_PASSWORD_INVALID',
      message: apiMessages.currentPasswordInvalid,
    });
    expect(await stored()).toEqual(before);
    expect((await audits()).at(-1)).toMatchObject({ outcome: 'WRONG_CURRENT_PASSWORD' });
    expect(await staffCheck('toto')).toBe(true);
  });

  it('answers the rules field by field, in pt-BR', async () => {
    const res = await put(portal, operator, url, {
      question: 'Qual a sua cor favorita?',
      answer: ' a  ',
      currentPassword: '',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ code: string; fields: { path: string; message: string }[] }>().fields;
    expect(Object.fromEntries(fields.map((f) => [f.path, f.message]))).toEqual({
      'body.question': securityQuestionMessages.questionRequired,
      'body.answer': securityQuestionMessages.answerTooShort(3),
      'body.currentPassword': 'Senha atual é obrigatória.',
    });
    const long = await put(portal, operator, url, {
      question: pet,
      answer: 'x'.repeat(61),
      currentPassword: DEMO_PASSWORD,
    });
    expect(long.json<{ fields: { path: string; message: string }[] }>().fields).toEqual([
      { path: 'body.answer', message: securityQuestionMessages.answerTooLong(60) },
    ]);
    // Only for oneself: the body names no other user.
    const other = await put(portal, operator, url, {
      question: pet,
      answer: 'Rex',
      currentPassword: DEMO_PASSWORD,
      userId: 1,
    });
    expect(other.statusCode).toBe(400);
    expect(await staffCheck('toto')).toBe(true);
  });

  it("is not the back office's: staff have no question", async () => {
    const res = await put(backoffice, staff, '/users/profile/security-question', {
      question: pet,
      answer: 'Rex',
      currentPassword: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    const profile = await backoffice.inject({ url: '/api/users/profile', headers: { cookie: staff } });
    expect(profile.json()).toMatchObject({ securityQuestion: null });
  });
});
