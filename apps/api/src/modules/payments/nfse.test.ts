/**
 * NFS-e through the real apps: paying queues one issuance (a repeated webhook or a double
 * 'Simular pagamento' never a second one), the queue sends the RPS to the demo's stand-in over its
 * HTTP protocol and keeps the number and verification code, the list and the service-invoice PDF
 * show them; with no provider the issuance waits honestly; failures go to FALHOU with backoff;
 * staff retry a failed one (audited with their identity), and only a failed one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { InvoicePage, RpsRequest } from '@painel/contracts';
import { BASE_PROFILE_IDS } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { createAppContext } from '../../core/context';
import type { AppContext } from '../../core/context';
import { DEMO_NFSE_TOKEN, nfseConfig } from './nfse.config';
import type { NfseFetch, NfseProvider } from './nfse.provider';
import { nfseRuntime, processNfseQueue, type NfseRuntime } from './nfse.service';
import { standInNfse } from './nfse.stand-in';
import { sampleRps } from './nfse.test-support';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let ctx: AppContext;
let adminCookie: string;
let staffCookie: string;
let attendanceCookie: string;
let demoCompanyId: number;
let otherCompanyId: number;
let invoiceId: number;
let invoiceNumber: string;
let clock = new Date('2026-11-25T15:00:00Z');
const now = () => clock;

/** The stand-in reached through app.inject: the same HTTP requests, without a listener. */
const injectFetch: NfseFetch = async (url, init) => {
  const target = new URL(url);
  const res = await portal.inject({
    method: init.method as 'GET' | 'POST',
    url: `${target.pathname}${target.search}`,
    headers: init.headers as Record<string, string>,
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
};

let demo: NfseRuntime;
/** The demo's provider, keeping each RPS it is sent. */
const recordingDemo = (sent: RpsRequest[]) =>
  nfseRuntime(nfseConfig(h.config, {}), async (url, init) => {
    if (init.method === 'POST' && typeof init.body === 'string')
      sent.push(JSON.parse(init.body) as RpsRequest);
    return injectFetch(url, init);
  });
const none: NfseRuntime = { provider: null, issuer: null };

async function companyId(document: string) {
  return (
    await h.db.selectFrom('companies').select('id').where('document', '=', document).executeTakeFirstOrThrow()
  ).id;
}

const issuances = (id: number) =>
  h.db.selectFrom('nfseIssuances').selectAll().where('invoiceId', '=', id).execute();

const simulate = (id: number) =>
  portal.inject({
    method: 'POST',
    url: `/api/customers/payments/invoices/${id}/simulate-payment`,
    headers: { cookie: adminCookie },
  });

const retry = (cookie: string, customerId: number, id: number) =>
  backoffice.inject({
    method: 'POST',
    url: `/api/customers/${customerId}/payments/invoices/${id}/nfse/retry`,
    headers: { cookie },
  });

async function newPaidInvoice(period: string) {
  const inserted = await h.db
    .insertInto('invoices')
    .values({
      companyId: demoCompanyId,
      number: `${period}-${String(demoCompanyId).padStart(6, '0')}`,
      period: `${period}-01`,
      dueDate: '2026-11-10',
      usageAmount: '10.000',
      planFee: '1490.000',
      amount: '1500.000',
      amountCents: '150000',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect((await simulate(inserted.id)).json()).toEqual({ status: 'applied' });
  return inserted.id;
}

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now });
  backoffice = await h.app('backoffice', { now });
  ctx = createAppContext({ db: h.db, config: h.config, environment: 'backoffice', now });
  demo = nfseRuntime(nfseConfig(h.config, {}), injectFetch);
  await h.db.deleteFrom('nfseIssuances').execute();
  await h.db.deleteFrom('paymentEvents').execute();
  await h.db.deleteFrom('invoices').execute();
  demoCompanyId = await companyId('11444777000161');
  otherCompanyId = await companyId('33000167000101');
  adminCookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  staffCookie = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
  // A staff member of the Atendimento profile: reads invoices, may not ask for a new issuance.
  const staff = await h.db
    .selectFrom('users')
    .select(['companyId', 'groupId', 'passwordHash'])
    .where('email', '=', 'suporte@painel.example')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('users')
    .values({
      companyId: staff.companyId,
      groupId: staff.groupId,
      profileId: BASE_PROFILE_IDS.attendance,
      email: 'atendimento.nfse@painel.example',
      name: 'Ana Atendimento Lima',
      cpf: '15350946056',
      statusId: 1,
      mfaStatus: 'INATIVO',
      passwordHash: staff.passwordHash,
      updatedAt: new Date(),
    })
    .execute();
  attendanceCookie = await signIn(
    backoffice,
    h.config,
    'atendimento.nfse@painel.example',
    DEMO_PASSWORD,
    'backoffice',
  );
  const page = await portal.inject({
    method: 'GET',
    url: '/api/customers/payments/invoices',
    headers: { cookie: adminCookie },
  });
  const [invoice] = page.json<InvoicePage>().list;
  invoiceId = invoice!.id;
  invoiceNumber = invoice!.number;
}, 120_000);
afterAll(() => h?.close());

describe('queueing the NFS-e of a paid invoice', () => {
  it('an unpaid invoice has none; paying twice queues exactly one, in the demo for the stand-in', async () => {
    expect((await issuances(invoiceId)).length).toBe(0);
    expect((await simulate(invoiceId)).json()).toEqual({ status: 'applied' });
    expect((await simulate(invoiceId)).json()).toEqual({ status: 'duplicate' });
    const rows = await issuances(invoiceId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'NA_FILA', attempts: 0, companyId: demoCompanyId });
  });

  it('a second insert for the same invoice is refused by the unique key, even bypassing the service', async () => {
    await expect(
      h.db
        .insertInto('nfseIssuances')
        .values({ invoiceId, companyId: demoCompanyId, status: 'NA_FILA' })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('the stand-in provider over its HTTP protocol', () => {
  const rps = sampleRps;
  const call = (method: 'GET' | 'POST', url: string, body?: object, token = DEMO_NFSE_TOKEN) =>
    portal.inject({
      method,
      url: `/api/demo/nfse${url}`,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      payload: body ? JSON.stringify(body) : undefined,
    });

  it('refuses a wrong token (401) and an RPS out of protocol (400)', async () => {
    expect((await call('POST', '/rps', rps('2026-01-x'), 'errado')).statusCode).toBe(401);
    const bad = await call('POST', '/rps', { ...rps('2026-01-x'), customer: { cnpj: '123', name: 'X' } });
    expect(bad.statusCode).toBe(400);
  });

  it('issues at once with a number and code, the same RPS answers the same NFS-e, GET and cancel follow', async () => {
    const first = await call('POST', '/rps', rps('TESTE-1'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      reference: 'TESTE-1',
      status: 'EMITIDA',
      ...standInNfse('TESTE-1', '2026'),
    });
    expect((await call('POST', '/rps', rps('TESTE-1'))).json()).toEqual(first.json());
    expect((await call('GET', '/rps/TESTE-1')).json()).toEqual(first.json());
    expect((await call('GET', '/rps/NUNCA')).statusCode).toBe(404);
    const cancelled = await call('POST', '/rps/TESTE-1/cancelamento', { reason: 'Erro de digitação' });
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELADA',
      number: first.json<{ number: string }>().number,
    });
    expect((await call('GET', '/rps/TESTE-1', undefined, '')).statusCode).toBe(401);
  });
});

describe('the queue', () => {
  it('sends the RPS, keeps number and code; a second sweep sends nothing', async () => {
    const sent: RpsRequest[] = [];
    const recording = recordingDemo(sent);
    const sweep = await processNfseQueue(ctx, recording);
    // What the national DPS needs: the competência, the regime, the tomador's address, the
    // national code, the ISS and the federal withholdings of a customer that withholds them
    // (R$ 1.500,00: IRRF 22,50, COFINS 45,00, CSLL 15,00; PIS 9,75 is under the R$ 10,00 dispensa).
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      reference: invoiceNumber,
      competence: `${invoiceNumber.slice(0, 7)}-01`,
      provider: { simplesNacional: '1', specialRegime: '0' },
      customer: {
        cnpj: '11444777000161',
        address: {
          postalCode: '01310100',
          street: 'Avenida Paulista',
          municipalityCode: '3550308',
          state: 'SP',
        },
      },
      service: { code: '1.03', nationalCode: '010301', issRate: '2.00', issWithheld: false },
    });
    const { amountCents, issCents, withholdings, netAmountCents } = sent[0]!.service;
    expect(issCents).toBe(Math.round(amountCents * 0.02));
    expect(withholdings.pisCents === 0 || withholdings.pisCents > 1000).toBe(true);
    expect(netAmountCents).toBe(
      amountCents -
        withholdings.irrfCents -
        withholdings.pisCents -
        withholdings.cofinsCents -
        withholdings.csllCents,
    );
    expect(withholdings.cofinsCents).toBeGreaterThan(0);
    expect(sweep.issued).toBe(1);
    const [row] = await issuances(invoiceId);
    const expected = standInNfse(invoiceNumber, '2026');
    expect(row).toMatchObject({
      status: 'EMITIDA',
      provider: 'demo',
      providerReference: invoiceNumber,
      nfseNumber: expected.number,
      verificationCode: expected.verificationCode,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(await processNfseQueue(ctx, demo)).toEqual({ queued: 0, issued: 0, sent: 0, failed: 0 });
    const audit = await h.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('action', '=', 'NFSE_ISSUED')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('the list shows the NFS-e (staff also see the last error); the service-invoice PDF opens', async () => {
    const page = await portal.inject({
      method: 'GET',
      url: '/api/customers/payments/invoices',
      headers: { cookie: adminCookie },
    });
    const invoice = page.json<InvoicePage>().list.find((i) => i.id === invoiceId);
    expect(invoice?.nfse).toMatchObject({
      status: 'EMITIDA',
      number: standInNfse(invoiceNumber, '2026').number,
    });
    expect(invoice?.nfse).not.toHaveProperty('lastError');
    const staffPage = await backoffice.inject({
      method: 'GET',
      url: `/api/customers/${demoCompanyId}/payments/invoices`,
      headers: { cookie: attendanceCookie },
    });
    expect(staffPage.statusCode).toBe(200);
    expect(staffPage.json<InvoicePage>().list.find((i) => i.id === invoiceId)?.nfse).toMatchObject({
      status: 'EMITIDA',
      lastError: null,
    });
    const link = await portal.inject({
      method: 'GET',
      url: `/api/customers/payments/invoices/${invoiceId}/service-invoice`,
      headers: { cookie: adminCookie },
    });
    const pdf = await portal.inject({ method: 'GET', url: link.json<{ data: { url: string } }>().data.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('with no provider the issuance waits as AGUARDANDO_CONFIGURACAO; a provider later releases and issues it', async () => {
    const id = await newPaidInvoice('2026-09');
    // The demo's payments config has a provider; a deployment without one queues it waiting.
    await h.db
      .updateTable('nfseIssuances')
      .set({ status: 'AGUARDANDO_CONFIGURACAO', nextAttemptAt: null })
      .where('invoiceId', '=', id)
      .execute();
    expect(await processNfseQueue(ctx, none)).toMatchObject({ issued: 0, failed: 0 });
    expect((await issuances(id))[0]).toMatchObject({ status: 'AGUARDANDO_CONFIGURACAO' });
    expect((await processNfseQueue(ctx, demo)).issued).toBe(1);
    expect((await issuances(id))[0]).toMatchObject({ status: 'EMITIDA' });
  });

  it('queues a paid invoice that has none (paid by any path) from the sweep', async () => {
    const id = await newPaidInvoice('2026-08');
    await h.db.deleteFrom('nfseIssuances').where('invoiceId', '=', id).execute();
    const sweep = await processNfseQueue(ctx, none);
    expect(sweep.queued).toBe(1);
    expect((await issuances(id))[0]).toMatchObject({ status: 'AGUARDANDO_CONFIGURACAO' });
    await h.db.deleteFrom('nfseIssuances').where('invoiceId', '=', id).execute();
    expect((await processNfseQueue(ctx, demo)).issued).toBe(1);
  });

  describe('failures, backoff and the staff retry', () => {
    let failedId: number;
    let sent: RpsRequest[] = [];
    const failing: NfseRuntime = {
      issuer: null,
      provider: {
        name: 'falho',
        issue: async (rps) => {
          sent.push(rps);
          throw new Error('timeout');
        },
        status: async () => {
          throw new Error('timeout');
        },
        cancel: async () => {
          throw new Error('timeout');
        },
      } satisfies NfseProvider,
    };

    it('an unreachable provider: FALHOU, attempt 1, next try a minute later, not before', async () => {
      const runtime: NfseRuntime = { ...failing, issuer: demo.issuer };
      sent = [];
      failedId = await newPaidInvoice('2026-07');
      const sweep = await processNfseQueue(ctx, runtime);
      expect(sweep.failed).toBe(1);
      const [row] = await issuances(failedId);
      expect(row).toMatchObject({ status: 'FALHOU', attempts: 1, provider: 'falho' });
      expect(row!.lastError).toContain('provedor');
      expect(row!.nextAttemptAt?.getTime()).toBe(clock.getTime() + 60_000);
      expect(await processNfseQueue(ctx, runtime)).toMatchObject({ failed: 0 });
      expect(sent).toHaveLength(1);
      clock = new Date(clock.getTime() + 60_000);
      expect(await processNfseQueue(ctx, runtime)).toMatchObject({ failed: 1 });
      expect((await issuances(failedId))[0]).toMatchObject({ status: 'FALHOU', attempts: 2 });
      expect((await issuances(failedId))[0]!.nextAttemptAt?.getTime()).toBe(clock.getTime() + 120_000);
    });

    it('retry: Atendimento 403, another customer 404, an issued one 409, the failed one queued again and audited', async () => {
      expect((await retry(attendanceCookie, demoCompanyId, failedId)).statusCode).toBe(403);
      expect((await retry(staffCookie, otherCompanyId, failedId)).statusCode).toBe(404);
      const issued = await retry(staffCookie, demoCompanyId, invoiceId);
      expect(issued.statusCode).toBe(409);
      expect(issued.json()).toMatchObject({ code: 'NFSE_NOT_RETRYABLE' });
      const res = await retry(staffCookie, demoCompanyId, failedId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ data: { status: 'NA_FILA', lastError: null } });
      expect((await issuances(failedId))[0]).toMatchObject({ status: 'NA_FILA', attempts: 0 });
      const audit = await h.db
        .selectFrom('auditEvents')
        .innerJoin('users', 'users.id', 'auditEvents.userId')
        .select(['users.email', 'auditEvents.detail'])
        .where('action', '=', 'NFSE_RETRY_REQUESTED')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ email: 'suporte@painel.example' });
      expect(audit[0]!.detail).toMatchObject({ before: { status: 'FALHOU' }, after: { status: 'NA_FILA' } });
      expect((await retry(staffCookie, demoCompanyId, failedId)).statusCode).toBe(409);
      expect((await processNfseQueue(ctx, demo)).issued).toBe(1);
    });
  });

  describe('a customer without fiscal data', () => {
    const fiscal = (cookie: string, customerId: number, body?: object) =>
      backoffice.inject({
        method: body ? 'PUT' : 'GET',
        url: `/api/customers/${customerId}/fiscal-data`,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        payload: body ? JSON.stringify(body) : undefined,
      });
    const address = {
      postalCode: '20040-020',
      street: ' Avenida   Rio Branco ',
      number: '156',
      complement: '',
      district: 'Centro',
      city: ' Rio de  Janeiro',
      municipalityCode: '3304557',
      state: 'RJ',
      municipalRegistration: '',
      issWithheld: true,
      federalWithholding: false,
    };

    it('its NFS-e fails saying what is missing; staff fill the data (audited) and a retry issues it', async () => {
      await h.db.deleteFrom('companyFiscalData').where('companyId', '=', demoCompanyId).execute();
      expect((await fiscal(staffCookie, demoCompanyId)).json()).toEqual({ data: null });
      const id = await newPaidInvoice('2026-06');
      expect(await processNfseQueue(ctx, demo)).toMatchObject({ failed: 1 });
      const [row] = await issuances(id);
      expect(row).toMatchObject({
        status: 'FALHOU',
        lastError:
          'Dados fiscais do cliente não cadastrados: preencha-os na página do cliente e peça nova emissão.',
      });

      // Atendimento reads invoices but may not write fiscal data; another customer's path is refused too.
      expect((await fiscal(attendanceCookie, demoCompanyId, address)).statusCode).toBe(403);
      const invalid = await fiscal(staffCookie, demoCompanyId, {
        ...address,
        postalCode: '123',
        state: 'XX',
      });
      expect(invalid.statusCode).toBe(400);
      expect(JSON.stringify(invalid.json())).toContain('Informe um CEP válido.');
      const saved = await fiscal(staffCookie, demoCompanyId, address);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        data: {
          postalCode: '20040020',
          street: 'Avenida Rio Branco',
          complement: null,
          city: 'Rio de Janeiro',
          municipalRegistration: null,
          state: 'RJ',
        },
      });
      expect((await fiscal(attendanceCookie, demoCompanyId)).json()).toMatchObject({
        data: { district: 'Centro' },
      });
      const audit = await h.db
        .selectFrom('auditEvents')
        .select(['companyId', 'detail'])
        .where('action', '=', 'CUSTOMER_FISCAL_DATA_UPDATE')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        companyId: demoCompanyId,
        detail: { before: null, after: { state: 'RJ' } },
      });

      expect((await retry(staffCookie, demoCompanyId, id)).statusCode).toBe(200);
      const sent: RpsRequest[] = [];
      const recording = recordingDemo(sent);
      expect((await processNfseQueue(ctx, recording)).issued).toBe(1);
      // ISS retido by this tomador: the net amount is less the ISS; no federal withholding.
      expect(sent[0]?.service).toMatchObject({
        issWithheld: true,
        issCents: 3000,
        withholdings: { irrfCents: 0, pisCents: 0, cofinsCents: 0, csllCents: 0 },
        netAmountCents: 147000,
      });
      expect(sent[0]?.customer.address).toMatchObject({ municipalityCode: '3304557', state: 'RJ' });
    });
  });
});
