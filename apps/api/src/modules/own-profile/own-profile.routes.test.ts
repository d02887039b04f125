import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';

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
  await h.db.updateTable('companies').set({ flagMfa: false }).where('document', '=', '33000167000101').execute();
  await h.db.updateTable('users').set({ mfaStatus: 'ATIVO' }).where('email', '=', 'sms@seguro.example').execute();
  mfaUser = await signIn(portal, h.config, 'sms@seguro.example', DEMO_PASSWORD);
  await h.db.updateTable('companies').set({ flagMfa: true }).where('document', '=', '33000167000101').execute();
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
    const again = (await portal.inject({ url: '/api/customers/users/profile', headers: { cookie: admin } })).json();
    expect(again).toMatchObject({ name: 'Ana Administradora Souza', birthdate: '15/03/1990', mobile: '11987654321', phone: '1133334444' });
    const row = await h.db.selectFrom('auditEvents').selectAll().where('action', '=', 'OWN_PROFILE_UPDATE').executeTakeFirstOrThrow();
    expect(row.detail).toMatchObject({ before: { birthdate: null }, after: { birthdate: '1990-03-15', phone: '1133334444' } });
  });

  it('answers the rules of the form field by field', async () => {
    const res = await put(portal, admin, '/customers/users/profile', { name: '', birthdate: '01/01/2024', mobile: '123', phone: '99' });
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
    const res = await put(portal, mfaUser, '/customers/users/profile', { name: 'Sérgio Mensagens Prado', birthdate: null, mobile: '11911112222', phone: null });
    expect(res.statusCode).toBe(200);
    const row = await h.db.selectFrom('users').select('mobile').where('email', '=', 'sms@seguro.example').executeTakeFirstOrThrow();
    expect(row.mobile).toBe('11987654321');
  });

  it('serves staff their own profile in the back office', async () => {
    const res = await backoffice.inject({ url: '/api/users/profile', headers: { cookie: staff } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'suporte@painel.example', profileName: 'Administrativo' });
  });
});
