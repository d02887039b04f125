/**
 * Contratar planos: the trial company's request with plan, contact and purpose, its
 * e-mail to the sales address and its audit row; the back office's list and the conversion into
 * a plan (once, audited with the staff member). On the dedicated demo trial company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, PROVIDER_COMPANY_ID, plansMessages, trialLabel } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { addUser, companyId, userId } from '../../test/fixtures';

const NOW = new Date('2026-11-21T13:00:00Z');
const DOCUMENT = '61830529000127';
const EMAIL = 'contratar@teste.example';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let customer: string;
let admin: string;
let staff: string;
let attendance: string;
let company: number;

const valid = {
  planType: 'EXPRESS',
  name: 'Carla Contratação Dias',
  email: 'carla@avaliacao.example',
  phone: '(11) 98765-4321',
  cpf: '396.142.587-64',
  role: 'Diretora <b>financeira</b>',
  purposeId: 1,
};

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => NOW });
  backoffice = await h.app('backoffice', { now: () => NOW });
  company = await companyId(h.db, DOCUMENT);
  await addUser(h.db, {
    companyId: PROVIDER_COMPANY_ID,
    profileId: BASE_PROFILE_IDS.attendance,
    email: 'atendimento@painel.example',
    name: 'Atila Atendimento Reis',
  });
  [customer, admin, staff, attendance] = await Promise.all([
    signIn(portal, h.config, EMAIL, DEMO_PASSWORD),
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
    signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice'),
    signIn(backoffice, h.config, 'atendimento@painel.example', DEMO_PASSWORD, 'backoffice'),
  ]);
});
afterAll(() => h.close());

const own = (cookie: string) => portal.inject({ url: '/api/trial/contract-request', headers: { cookie } });
const post = (cookie: string, payload: object) =>
  portal.inject({ method: 'POST', url: '/api/trial/contract-request', headers: { cookie }, payload });
const list = (cookie: string) =>
  backoffice.inject({ url: '/api/customers/contract-requests', headers: { cookie } });
const convert = (cookie: string, customerId: number | string, payload: object = { planType: 'PADRAO' }) =>
  backoffice.inject({
    method: 'POST',
    url: `/api/customers/${customerId}/contract-request/convert`,
    headers: { cookie },
    payload,
  });

describe('the trial company’s contract request', () => {
  it('GET needs a session and a trial plan; before asking it is null', async () => {
    expect((await portal.inject({ url: '/api/trial/contract-request' })).statusCode).toBe(401);
    expect((await own(admin)).json().code).toBe('TRIAL_ONLY');
    const res = await own(customer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ request: null });
  });

  it.each([
    [{ ...valid, planType: 'TRIAL' }, 'planType'],
    [{ ...valid, name: 'Carla' }, 'name', plansMessages.invalidName],
    [{ ...valid, email: 'carla@' }, 'email', 'Informe um e-mail válido.'],
    [{ ...valid, phone: '1234' }, 'phone', 'Informe um telefone válido.'],
    [{ ...valid, cpf: '111.111.111-11' }, 'cpf', 'Informe um CPF válido.'],
    [{ ...valid, purposeId: null }, 'purposeId', 'Campo obrigatório.'],
    [{ ...valid, purposeId: 7 }, 'purposeId', 'Valor inválido.'], // a product's own purpose
    [{ ...valid, purposeId: 999 }, 'purposeId', 'Valor inválido.'],
  ])('refuses %j on %s', async (payload, field, message?: string) => {
    const res = await post(customer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const fields: { path: string; message: string }[] = res.json().fields;
    expect(fields.map((f) => f.path)).toContain(`body.${field}`);
    if (message) expect(fields.find((f) => f.path === `body.${field}`)?.message).toBe(message);
    expect(
      await h.db.selectFrom('trialContractRequests').selectAll().where('companyId', '=', company).execute(),
    ).toEqual([]);
  });

  it('records the plan, the contact and the purpose, audits it and e-mails the sales address once', async () => {
    const res = await post(customer, valid);
    expect(res.statusCode).toBe(200);
    expect(trialLabel(res.json())).toBe('Em contratação.');
    const again = await post(customer, { ...valid, planType: 'PONTUAL' });
    expect(again.statusCode).toBe(200);

    const mine = (await own(customer)).json();
    expect(mine.request).toMatchObject({
      customerId: company,
      planType: 'EXPRESS',
      name: valid.name,
      email: valid.email,
      phone: '11987654321',
      cpf: '39614258764',
      role: valid.role,
      status: 'PENDENTE',
      convertedAt: null,
    });
    expect(mine.request.purpose).toEqual(expect.any(String));

    const audits = await h.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('action', '=', 'TRIAL_CONTRACT_REQUEST')
      .where('companyId', '=', company)
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ email: EMAIL, userId: await userId(h.db, EMAIL) });

    const mails = await h.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', h.config.salesEmail)
      .execute();
    expect(mails).toHaveLength(1);
    expect(h.config.salesEmail).toBe('comercial@painel.example');
    expect(mails[0]?.subject).toBe('Solicitação de contratação: Avaliação Contratação Serviços Ltda');
    expect(mails[0]?.body).toContain('Express (R$ 490,00 por mês)');
    expect(mails[0]?.body).toContain('(11) 98765-4321');
    expect(mails[0]?.body).toContain('396.142.587-64');
  });
});

describe('a one-click request followed by the form', () => {
  it('takes the form into the pending request (it was discarded), once; later forms change nothing', async () => {
    const trial = await signIn(portal, h.config, 'trial@teste.example', DEMO_PASSWORD);
    const trialCompany = await h.db
      .selectFrom('users')
      .select('companyId')
      .where('email', '=', 'trial@teste.example')
      .executeTakeFirstOrThrow();
    const oneClick = await portal.inject({
      method: 'POST',
      url: '/api/trial/contract-request',
      headers: { cookie: trial },
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await own(trial)).json().request).toMatchObject({ planType: null, name: null });
    const form = await post(trial, valid);
    expect(form.statusCode).toBe(200);
    expect((await own(trial)).json().request).toMatchObject({
      planType: 'EXPRESS',
      name: valid.name,
      email: valid.email,
      phone: '11987654321',
      status: 'PENDENTE',
    });
    expect((await post(trial, { ...valid, planType: 'PONTUAL' })).statusCode).toBe(200);
    expect((await own(trial)).json().request).toMatchObject({ planType: 'EXPRESS' });
    const audits = await h.db
      .selectFrom('auditEvents')
      .select('id')
      .where('action', '=', 'TRIAL_CONTRACT_REQUEST')
      .where('companyId', '=', trialCompany.companyId)
      .execute();
    expect(audits).toHaveLength(2);
  });
});

describe('the back office’s contract requests', () => {
  it('lists them for staff with the view key; not in the portal', async () => {
    expect((await backoffice.inject({ url: '/api/customers/contract-requests' })).statusCode).toBe(401);
    expect(
      (await portal.inject({ url: '/api/customers/contract-requests', headers: { cookie: admin } }))
        .statusCode,
    ).toBe(404);
    for (const cookie of [staff, attendance]) {
      const res = await list(cookie);
      expect(res.statusCode).toBe(200);
      const item = res.json().items.find((i: { customerId: number }) => i.customerId === company);
      expect(item).toMatchObject({
        companyName: 'Avaliação Contratação Serviços Ltda',
        companyDocument: DOCUMENT,
        requestedBy: 'Carla Contratação Dias',
        planType: 'EXPRESS',
        status: 'PENDENTE',
      });
    }
  });

  it('converting needs the convert key, an existing customer, a plan, and a request', async () => {
    expect(
      (
        await backoffice.inject({
          method: 'POST',
          url: `/api/customers/${company}/contract-request/convert`,
          payload: { planType: 'PADRAO' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await convert(attendance, company)).statusCode).toBe(403);
    expect((await convert(staff, 999_999)).statusCode).toBe(404);
    expect((await convert(staff, PROVIDER_COMPANY_ID)).statusCode).toBe(404);
    expect((await convert(staff, company, { planType: 'TRIAL' })).statusCode).toBe(400);
    expect((await convert(staff, company, { planType: 'PADRAO', extra: 1 })).statusCode).toBe(400);
    const demo = await companyId(h.db, '11444777000161');
    const none = await convert(staff, demo);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('CONTRACT_REQUEST_NOT_FOUND');
    expect(
      (
        await h.db
          .selectFrom('companies')
          .select('planType')
          .where('id', '=', company)
          .executeTakeFirstOrThrow()
      ).planType,
    ).toBe('TRIAL');
  });

  it('turns the trial company into the plan once: users keep their accounts, the request is done, audited with the staff member', async () => {
    const [first, second] = await Promise.all([convert(staff, company), convert(staff, company)]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    const conflict = first.statusCode === 200 ? second : first;
    expect(conflict.json()).toEqual({
      code: 'TRIAL_ALREADY_CONVERTED',
      message: plansMessages.alreadyConverted,
    });
    expect(ok.json().request).toMatchObject({
      status: 'CONVERTIDA',
      convertedPlanType: 'PADRAO',
      convertedAt: NOW.toISOString(),
      planType: 'EXPRESS',
    });

    const row = await h.db
      .selectFrom('companies')
      .select(['planType', 'trialEndsAt'])
      .where('id', '=', company)
      .executeTakeFirstOrThrow();
    expect(row.planType).toBe('PADRAO');
    expect(new Date(row.trialEndsAt ?? 0).toISOString()).toBe(NOW.toISOString());
    const request = await h.db
      .selectFrom('trialContractRequests')
      .selectAll()
      .where('companyId', '=', company)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      status: 'CONVERTIDA',
      convertedBy: await userId(h.db, 'suporte@painel.example'),
      convertedPlanType: 'PADRAO',
    });

    const audits = await h.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('action', '=', 'TRIAL_CONVERTED')
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      companyId: company,
      email: 'suporte@painel.example',
      outcome: 'SUCCESS',
    });
    expect(audits[0]?.detail).toMatchObject({ before: { planType: 'TRIAL' }, after: { planType: 'PADRAO' } });

    // The same account, no longer trial (the portal's principal cache lasts 500 ms of a clock
    // this file holds still, so a new session reads it).
    const again = await signIn(portal, h.config, EMAIL, DEMO_PASSWORD);
    const session = await portal.inject({ url: '/api/oauth2/session', headers: { cookie: again } });
    expect(session.json()).toMatchObject({ trial: false, plan: { planType: 'PADRAO' } });
    expect((await own(again)).json().code).toBe('TRIAL_ONLY');
    expect((await convert(staff, company, { planType: 'EXPRESS' })).statusCode).toBe(409);
  });
});
