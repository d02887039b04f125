/**
 * Pagamentos through the real apps: the month's invoice computed from the rated usage and the
 * plan's fee, its boleto and PIX, filters and paging, the signed PDF link, another company's
 * invoice (404), the providers' signed webhook (bad signature, repeats, concurrent repeats), the
 * demo payment that lifts the non-payment block, and the sweep that warns and then blocks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { BASE_PROFILE_IDS, PLAN_MONTHLY_FEES, formatMilli, invoiceAmounts, parseMilli } from '@painel/domain';
import type { InvoicePage } from '@painel/contracts';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { addUser } from '../../test/fixtures';
import { installationSecret } from '../../lib/installation-secret';
import { DEMO_WEBHOOK_SECRET_NAME } from './payments.config';
import { generateInvoice } from './payments.service';
import { webhookSignature } from './payments.signing';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
// Wednesday 25 November 2026, 12:00 in São Paulo: October is the last closed month, due 10/11.
const now = new Date('2026-11-25T15:00:00Z');
let adminCookie: string;
let staffCookie: string;
let demoCompanyId: number;
let blockedCompanyId: number;
let expressCompanyId: number;
let demoSecret: string;

async function companyId(document: string) {
  const row = await h.db
    .selectFrom('companies')
    .select('id')
    .where('document', '=', document)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => now });
  backoffice = await h.app('backoffice', { now: () => now });
  await h.db.deleteFrom('paymentEvents').execute();
  await h.db.deleteFrom('invoices').execute();
  demoCompanyId = await companyId('11444777000161');
  blockedCompanyId = await companyId('00000000000191');
  expressCompanyId = await companyId('33000167000101');
  adminCookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  staffCookie = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
  demoSecret = await installationSecret(h.db, h.config, DEMO_WEBHOOK_SECRET_NAME);
}, 120_000);
afterAll(() => h?.close());

const list = (cookie: string, query = '') =>
  portal.inject({ method: 'GET', url: `/api/customers/payments/invoices${query}`, headers: { cookie } });

function webhook(app: FastifyInstance, body: object | string, signature?: string, provider = 'demo') {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/api/payments/webhooks/${provider}`,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? { 'x-painel-signature': webhookSignature(demoSecret, raw) }
        : signature
          ? { 'x-painel-signature': signature }
          : {}),
    },
    payload: raw,
  });
}

describe('GET /api/customers/payments/invoices', () => {
  it("generates October's invoice once: the month's rated usage plus the plan fee, exact, with a valid boleto and PIX", async () => {
    const usage = await h.db
      .selectFrom('usageDailyRollups')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
      .where('companyId', '=', demoCompanyId)
      .where('usageDay', '>=', '2026-10-01')
      .where('usageDay', '<=', '2026-10-31')
      .executeTakeFirstOrThrow();
    const expected = invoiceAmounts(parseMilli(Number(usage.total).toFixed(3)), PLAN_MONTHLY_FEES.PADRAO);
    const first = await list(adminCookie);
    expect(first.statusCode, first.body).toBe(200);
    const again = await list(adminCookie);
    const body = again.json<InvoicePage>();
    expect(body).toMatchObject({ numPage: 0, numPageSize: 10, totalItems: 1, totalPages: 1 });
    const [invoice] = body.list;
    expect(invoice).toMatchObject({
      number: `2026-10-${String(demoCompanyId).padStart(6, '0')}`,
      period: '2026-10',
      dueDate: '2026-11-10',
      planFee: '1490.000',
      amount: formatMilli(expected.total),
      amountCents: Number(expected.cents),
      status: 'VENCIDA',
      paidAt: null,
    });
    expect(isValidBoleto(invoice!.boleto!.digitableLine)).toBe(true);
    expect(getBoletoInfo(invoice!.boleto!.digitableLine)?.amount).toBe(Number(expected.cents));
    // No PSP configured (PIX_API_URL): the boleto only (pix.test.ts charges PIX through the stand-in PSP).
    expect(invoice!.pix).toBeNull();
    expect(invoice).toMatchObject({ receipts: [], receivedCents: 0 });
    const noteOfUnpaid = await portal.inject({
      method: 'GET',
      url: `/api/customers/payments/invoices/${invoice!.id}/service-invoice`,
      headers: { cookie: adminCookie },
    });
    expect(noteOfUnpaid.statusCode).toBe(404);
  });

  it('filters by period and status (by São Paulo day), and refuses a malformed period', async () => {
    expect((await list(adminCookie, '?status=VENCIDA')).json<InvoicePage>().totalItems).toBe(1);
    expect((await list(adminCookie, '?status=EM_ABERTO')).json<InvoicePage>().totalItems).toBe(0);
    expect((await list(adminCookie, '?status=PAGA')).json<InvoicePage>().totalItems).toBe(0);
    expect((await list(adminCookie, '?period=2026-10')).json<InvoicePage>().totalItems).toBe(1);
    expect((await list(adminCookie, '?period=2026-09')).json<InvoicePage>()).toMatchObject({
      list: [],
      totalItems: 0,
    });
    const bad = await list(adminCookie, '?period=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("staff read a customer's invoices in the back office", async () => {
    const res = await backoffice.inject({
      method: 'GET',
      url: `/api/customers/${demoCompanyId}/payments/invoices`,
      headers: { cookie: staffCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InvoicePage>().totalItems).toBe(1);
  });
});

describe('the invoice PDF through a signed, expiring link', () => {
  it('answers { data: { url } }; the url downloads the PDF; a tampered or expired token is a 404', async () => {
    const [invoice] = (await list(adminCookie)).json<InvoicePage>().list;
    const link = await portal.inject({
      method: 'GET',
      url: `/api/customers/payments/invoices/${invoice!.id}/pdf`,
      headers: { cookie: adminCookie },
    });
    expect(link.statusCode, link.body).toBe(200);
    const url = link.json<{ data: { url: string } }>().data.url;
    const pdf = await portal.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="fatura-${invoice!.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const tampered = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await portal.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const later = await h.app('portal', { now: () => new Date(now.getTime() + 10 * 60_000) });
    expect((await later.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('only an administrator may simulate a payment: the Financeiro profile sees invoices but gets 403 and no button', async () => {
    await generateInvoice(h.db, demoCompanyId, '2026-08');
    const financeiro = await signIn(portal, h.config, 'financeiro@empresa.example', DEMO_PASSWORD);
    const { id } = await h.db
      .selectFrom('invoices')
      .select('id')
      .where('companyId', '=', demoCompanyId)
      .where('period', '=', '2026-08-01')
      .executeTakeFirstOrThrow();
    const res = await portal.inject({
      method: 'POST',
      url: `/api/customers/payments/invoices/${id}/simulate-payment`,
      headers: { cookie: financeiro },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Você não tem permissão para realizar esta ação.',
    });
    const row = await h.db
      .selectFrom('invoices')
      .select('paidAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.paidAt).toBeNull();
    expect((await list(financeiro)).json<InvoicePage>().demoPayments).toBe(false);
    expect((await list(adminCookie)).json<InvoicePage>().demoPayments).toBe(true);
  });

  it("another company's invoice is a 404, never its data", async () => {
    await generateInvoice(h.db, expressCompanyId, '2026-10');
    const other = await h.db
      .selectFrom('invoices')
      .select('id')
      .where('companyId', '=', expressCompanyId)
      .executeTakeFirstOrThrow();
    for (const url of [
      `/api/customers/payments/invoices/${other.id}/pdf`,
      `/api/customers/payments/invoices/${other.id}/simulate-payment`,
    ]) {
      const res = await portal.inject({
        method: url.endsWith('pdf') ? 'GET' : 'POST',
        url,
        headers: { cookie: adminCookie },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Seguro');
    }
  });
});

describe('POST /api/payments/webhooks/:provider', () => {
  let number: string;
  let cents: number;
  beforeAll(async () => {
    const [invoice] = (await list(adminCookie)).json<InvoicePage>().list;
    number = invoice!.number;
    cents = invoice!.amountCents;
  });
  const confirmation = (eventId: string) => ({
    eventId,
    invoiceNumber: number,
    amountCents: cents,
    paidAt: '2026-11-25T14:00:00Z',
    method: 'BOLETO',
  });

  it('refuses a missing or wrong signature (401), an unknown provider (404) and a malformed body (400)', async () => {
    for (const signature of ['', `sha256=${'0'.repeat(64)}`]) {
      const res = await webhook(portal, confirmation('e-1'), signature);
      expect(res.statusCode).toBe(401);
      // Its own code and text: not the user's 'Sua sessão expirou…'.
      expect(res.json()).toMatchObject({
        code: 'WEBHOOK_SIGNATURE_INVALID',
        message: 'Assinatura do webhook inválida.',
      });
    }
    expect(
      (
        await webhook(
          portal,
          confirmation('e-1'),
          webhookSignature('outro-segredo', JSON.stringify(confirmation('e-1'))),
        )
      ).statusCode,
    ).toBe(401);
    expect((await webhook(portal, confirmation('e-1'), undefined, 'banco-desconhecido')).statusCode).toBe(
      404,
    );
    expect((await webhook(portal, '{"eventId":')).statusCode).toBe(400);
    expect((await webhook(portal, { eventId: 'e-1' })).statusCode).toBe(400);
    const unpaid = await h.db
      .selectFrom('invoices')
      .select('paidAt')
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(unpaid.paidAt).toBeNull();
  });

  it('refuses a paidAt later than now (beyond 5 minutes of clock drift), audited, and claims nothing', async () => {
    const future = { ...confirmation('futuro-1'), paidAt: '2030-01-01T00:00:00Z' };
    const res = await webhook(portal, future);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'PAYMENT_PAID_AT_IN_FUTURE',
      message: 'A data do pagamento (paidAt) não pode ser posterior ao momento atual.',
    });
    const unpaid = await h.db
      .selectFrom('invoices')
      .select('paidAt')
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(unpaid.paidAt).toBeNull();
    expect(
      await h.db.selectFrom('paymentEvents').select('eventId').where('eventId', '=', 'futuro-1').execute(),
    ).toHaveLength(0);
    const audit = await h.db
      .selectFrom('auditEvents')
      .select(['companyId', 'outcome'])
      .where('action', '=', 'PAYMENT_REFUSED')
      .execute();
    expect(audit).toEqual([{ companyId: demoCompanyId, outcome: 'PAID_AT_IN_FUTURE' }]);
  });

  it('applies a confirmation once, even when repeated concurrently', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () => webhook(portal, confirmation('evento-unico'))),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.json<{ status: string }>().status).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect((await webhook(portal, confirmation('evento-unico'))).json()).toEqual({ status: 'duplicate' });
    const events = await h.db
      .selectFrom('paymentEvents')
      .selectAll()
      .where('eventId', '=', 'evento-unico')
      .execute();
    expect(events).toHaveLength(1);
    const audits = await h.db
      .selectFrom('auditEvents')
      .select('action')
      .where('action', '=', 'PAYMENT_CONFIRMED')
      .execute();
    expect(audits).toHaveLength(1);
    const [invoice] = (await list(adminCookie)).json<InvoicePage>().list;
    expect(invoice).toMatchObject({
      status: 'PAGA',
      paidAt: '2026-11-25T14:00:00.000Z',
      boleto: null,
      pix: null,
    });
  });

  it('records a payment short of the amount without settling the invoice, and says so', async () => {
    const other = await h.db
      .selectFrom('invoices')
      .select(['number', 'amountCents'])
      .where('companyId', '=', expressCompanyId)
      .executeTakeFirstOrThrow();
    const short = {
      eventId: 'curto-1',
      invoiceNumber: other.number,
      amountCents: Number(other.amountCents) - 1,
      paidAt: '2026-11-25T14:00:00Z',
      method: 'PIX',
    };
    expect((await webhook(portal, short)).json()).toEqual({ status: 'partial' });
    const row = await h.db
      .selectFrom('invoices')
      .select('paidAt')
      .where('number', '=', other.number)
      .executeTakeFirstOrThrow();
    expect(row.paidAt).toBeNull();
    expect(
      await h.db.selectFrom('paymentEvents').select('eventId').where('eventId', '=', 'curto-1').execute(),
    ).toHaveLength(1);
  });

  it('a paid invoice has its nota fiscal (a PDF through a signed link); an unpaid one has none', async () => {
    const [invoice] = (await list(adminCookie)).json<InvoicePage>().list;
    const link = await portal.inject({
      method: 'GET',
      url: `/api/customers/payments/invoices/${invoice!.id}/service-invoice`,
      headers: { cookie: adminCookie },
    });
    expect(link.statusCode, link.body).toBe(200);
    const pdf = await portal.inject({ method: 'GET', url: link.json<{ data: { url: string } }>().data.url });
    expect(pdf.statusCode).toBe(200);
    // The portal's receipt says so in its file name; the official NFS-e is the provider's.
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="recibo-${invoice!.number}.pdf"`);
    const unpaid = await h.db
      .selectFrom('invoices')
      .select('id')
      .where('companyId', '=', demoCompanyId)
      .where('paidAt', 'is', null)
      .executeTakeFirst();
    if (unpaid) {
      const none = await portal.inject({
        method: 'GET',
        url: `/api/customers/payments/invoices/${unpaid.id}/service-invoice`,
        headers: { cookie: adminCookie },
      });
      expect(none.statusCode).toBe(404);
    }
  });
});

describe('non-payment: the block, the demo payment that lifts it, and the sweep', () => {
  it("the blocked company's administrator pays through the demo provider and the block is lifted at once", async () => {
    await generateInvoice(h.db, blockedCompanyId, '2026-09');
    const blockedCookie = await signIn(portal, h.config, 'bloqueado@inadimplente.example', DEMO_PASSWORD);
    const session = () =>
      portal.inject({ method: 'GET', url: '/api/oauth2/session', headers: { cookie: blockedCookie } });
    expect((await session()).json()).toMatchObject({ blockedState: 'nonPayment' });
    const page = (await list(blockedCookie)).json<InvoicePage>();
    expect(page.list.map((i) => i.status)).toEqual(['VENCIDA', 'VENCIDA']);
    // Paying one of two overdue invoices keeps the block.
    const [october, september] = page.list;
    const pay = (id: number) =>
      portal.inject({
        method: 'POST',
        url: `/api/customers/payments/invoices/${id}/simulate-payment`,
        headers: { cookie: blockedCookie },
      });
    expect((await pay(september!.id)).json()).toEqual({ status: 'applied' });
    const still = await h.db
      .selectFrom('companies')
      .select('blockedForNonPayment')
      .where('id', '=', blockedCompanyId)
      .executeTakeFirstOrThrow();
    expect(still.blockedForNonPayment).toBe(true);
    expect((await pay(october!.id)).json()).toEqual({ status: 'applied' });
    expect((await pay(october!.id)).json()).toEqual({ status: 'duplicate' });
    const lifted = await h.db
      .selectFrom('companies')
      .select('blockedForNonPayment')
      .where('id', '=', blockedCompanyId)
      .executeTakeFirstOrThrow();
    expect(lifted.blockedForNonPayment).toBe(false);
    const audit = await h.db
      .selectFrom('auditEvents')
      .select('action')
      .where('action', '=', 'NON_PAYMENT_BLOCK_LIFTED')
      .where('companyId', '=', blockedCompanyId)
      .execute();
    expect(audit).toHaveLength(1);
    // On the next request the products are back: the session carries no blocked state.
    expect((await session()).json()).toMatchObject({ blockedState: null });
  });

  it('warns once from the first day overdue and blocks after 5 days', async () => {
    const sweepAt = async (iso: string) => {
      const app = await h.app('backoffice', { now: () => new Date(iso) });
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/non-payment-sweep',
        headers: { cookie: staffCookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const blocked = async () =>
      (
        await h.db
          .selectFrom('companies')
          .select('blockedForNonPayment')
          .where('id', '=', expressCompanyId)
          .executeTakeFirstOrThrow()
      ).blockedForNonPayment;
    const notices = async () =>
      (
        await h.db
          .selectFrom('notifications')
          .select('content')
          .where('companyId', '=', expressCompanyId)
          .where('audience', '=', 'COMPANY')
          .execute()
      ).map((n) => n.content);
    // Seguro Pagamentos' October invoice falls due on 10/11 (created above).
    await sweepAt('2026-11-10T23:00:00Z'); // 20:00 on the due date in São Paulo: not overdue yet
    expect(await notices()).toEqual([]);
    await sweepAt('2026-11-11T13:00:00Z');
    expect(await notices()).toHaveLength(1);
    expect((await notices())[0]).toContain('Pague até 15/11/2026');
    await sweepAt('2026-11-15T13:00:00Z');
    expect(await notices()).toHaveLength(1);
    expect(await blocked()).toBe(false);
    await sweepAt('2026-11-16T13:00:00Z');
    expect(await blocked()).toBe(true);
    expect(await notices()).toHaveLength(2);
  });

  it('in the back office only financial staff may simulate a payment: Atendimento gets 403', async () => {
    const provider = await h.db
      .selectFrom('companies')
      .select('id')
      .where('document', '=', '11222333000181')
      .executeTakeFirstOrThrow();
    await addUser(h.db, {
      companyId: provider.id,
      profileId: BASE_PROFILE_IDS.attendance,
      email: 'atendimento@painel.example',
      name: 'Ana Atendimento',
    });
    const attendance = await signIn(
      backoffice,
      h.config,
      'atendimento@painel.example',
      DEMO_PASSWORD,
      'backoffice',
    );
    await generateInvoice(h.db, expressCompanyId, '2026-07');
    const { id } = await h.db
      .selectFrom('invoices')
      .select('id')
      .where('companyId', '=', expressCompanyId)
      .where('period', '=', '2026-07-01')
      .executeTakeFirstOrThrow();
    const simulate = (cookie: string) =>
      backoffice.inject({
        method: 'POST',
        url: `/api/customers/${expressCompanyId}/payments/invoices/${id}/simulate-payment`,
        headers: { cookie },
      });
    // Atendimento still reads the customer's invoices, without the button.
    const page = await backoffice.inject({
      method: 'GET',
      url: `/api/customers/${expressCompanyId}/payments/invoices`,
      headers: { cookie: attendance },
    });
    expect(page.statusCode, page.body).toBe(200);
    const refused = await simulate(attendance);
    expect(refused.statusCode).toBe(403);
    const unpaid = await h.db
      .selectFrom('invoices')
      .select('paidAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(unpaid.paidAt).toBeNull();
    const paid = await simulate(staffCookie);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ status: 'applied' });
    const audit = await h.db
      .selectFrom('auditEvents')
      .select(['action', 'userId'])
      .where('action', '=', 'PAYMENT_SIMULATED')
      .where('companyId', '=', expressCompanyId)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('the sweep is staff-only', async () => {
    const res = await portal.inject({
      method: 'POST',
      url: '/api/payments/non-payment-sweep',
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(404);
  });
});
