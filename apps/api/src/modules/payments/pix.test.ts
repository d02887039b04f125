/**
 * PIX through the API Pix, end to end over real HTTP: the portal listens, the demo's stand-in PSP
 * answers on the same port (OAuth2 token, PUT /cobv, GET /pix, PUT /webhook) and notifies the
 * portal's webhook when its payer pays a BR Code. Each case a bank would meet: exact, short then
 * the rest (the charge revised to it), over, the same PIX notified again, a second PIX after the invoice was paid, a PIX for
 * a txid that is not ours, and a notification the PSP does not confirm.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { PIX_TXID, pixDynamicCopyPaste, pixValueOfCents } from '@painel/domain';
import type { Invoice, InvoicePage } from '@painel/contracts';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, companyId } from '../../test/fixtures';
import { freePort } from '../../test/free-port';
import { generateInvoice } from './payments.service';
import { pixClient } from './pix.client';
import { pixApiConfig } from './pix.config';

let h: Harness;
let portal: FastifyInstance;
let base: string;
let adminCookie: string;
let blockedCookie: string;
let demoCompany: number;
let blockedCompany: number;
// Wednesday 25 November 2026, 12:00 in São Paulo: October is the last closed month, due 10/11.
const now = new Date('2026-11-25T15:00:00Z');

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  process.env.PIX_API_URL = `${base}/api/demo/pix`;
  process.env.PIX_WEBHOOK_URL = `${base}/api/payments/pix/webhook`;
  h = await createHarness();
  await h.db.deleteFrom('paymentEvents').execute();
  await h.db.deleteFrom('invoices').execute();
  demoCompany = await companyId(h.db, DEMO_DOCUMENTS.demo);
  blockedCompany = await companyId(h.db, DEMO_DOCUMENTS.blocked);
  portal = await h.app('portal', { now: () => now });
  await portal.listen({ port, host: '127.0.0.1' });
  adminCookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  blockedCookie = await signIn(portal, h.config, 'bloqueado@inadimplente.example', DEMO_PASSWORD);
}, 120_000);
afterAll(async () => {
  delete process.env.PIX_API_URL;
  delete process.env.PIX_WEBHOOK_URL;
  await h?.close();
});

async function invoices(cookie: string): Promise<Invoice[]> {
  const res = await portal.inject({
    method: 'GET',
    url: '/api/customers/payments/invoices',
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InvoicePage>().list;
}

/** The payer's bank pays a BR Code at the stand-in PSP, which notifies the portal at once. */
async function pay(copyPaste: string, extra: { valor?: string; endToEndId?: string } = {}) {
  const res = await fetch(`${base}/api/demo/pix/pagamentos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pixCopiaECola: copyPaste, ...extra }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { endToEndId: string; webhookStatus: number | null };
  expect(body.webhookStatus).toBe(200);
  return body.endToEndId;
}

async function auditOf(action: string, companyIdValue: number | null = null) {
  let query = h.db.selectFrom('auditEvents').select(['detail', 'outcome']).where('action', '=', action);
  if (companyIdValue !== null) query = query.where('companyId', '=', companyIdValue);
  return query.execute();
}

describe('PIX charges (cobv) at the PSP', () => {
  it('gives each open invoice one charge with a valid txid, and its dynamic BR Code from the location', async () => {
    const [invoice] = await invoices(adminCookie);
    const code = invoice!.pix!.copyPaste;
    expect(isValidPixPayload(code)).toBe(true);
    expect(code).not.toMatch(/\n/);
    const info = getPixPayloadInfo(code);
    expect(info?.url).toMatch(/^pix\.psp-demonstracao\.example\/qr\/[0-9a-f]{32}$/);
    const charge = await h.db
      .selectFrom('pixCharges')
      .selectAll()
      .where('invoiceId', '=', invoice!.id)
      .executeTakeFirstOrThrow();
    expect(charge.txid).toMatch(PIX_TXID);
    expect(charge.location).toBe(info?.url);
    // The PSP holds the charge with due date, payer and amount.
    const atPsp = await fetch(`${base}/api/demo/pix/qr/${charge.location!.split('/').pop()}`);
    expect(await atPsp.json()).toMatchObject({
      txid: charge.txid,
      status: 'ATIVA',
      calendario: { dataDeVencimento: '2026-11-10' },
      devedor: { cnpj: DEMO_DOCUMENTS.demo },
      valor: { original: pixValueOfCents(BigInt(invoice!.amountCents)) },
      loc: { tipoCob: 'cobv' },
    });
    // Asking again reuses it.
    expect((await invoices(adminCookie))[0]!.pix!.copyPaste).toBe(code);
    expect(await auditOf('PIX_CHARGE_CREATED', demoCompany)).toHaveLength(1);
  });
});

describe('PIX notifications through the standard webhook', () => {
  it('a short payment is recorded and leaves the balance; the rest pays the invoice', async () => {
    const [invoice] = await invoices(adminCookie);
    const cents = BigInt(invoice!.amountCents);
    await pay(invoice!.pix!.copyPaste, { valor: '1.00' });
    const [short] = await invoices(adminCookie);
    expect(short).toMatchObject({
      status: 'VENCIDA',
      paidAt: null,
      receivedCents: 100,
      receipts: [{ amountCents: 100, method: 'PIX', outcome: 'PARCIAL' }],
    });
    expect(await auditOf('PAYMENT_PARTIAL', demoCompany)).toHaveLength(1);
    // The charge at the PSP now asks for what is still due (PATCH /cobv), under the same code.
    expect(short!.pix!.copyPaste).toBe(invoice!.pix!.copyPaste);
    const location = getPixPayloadInfo(short!.pix!.copyPaste)!.url!;
    const atPsp = await fetch(`${base}/api/demo/pix/qr/${location.split('/').pop()}`);
    expect(await atPsp.json()).toMatchObject({
      status: 'ATIVA',
      revisao: 1,
      valor: { original: pixValueOfCents(cents - 100n) },
    });
    // The payer's bank pays the charge as it stands: the rest, and the invoice is paid.
    await pay(short!.pix!.copyPaste);
    const [paid] = await invoices(adminCookie);
    expect(paid).toMatchObject({
      status: 'PAGA',
      paidAt: now.toISOString(),
      pix: null,
      receivedCents: Number(cents),
      receipts: [{ outcome: 'PARCIAL' }, { amountCents: Number(cents) - 100, outcome: 'QUITADO' }],
    });
  });

  it('the same PIX notified again records nothing; another PIX after payment is a duplicate payment, shown and audited', async () => {
    await generateInvoice(h.db, demoCompany, '2026-09');
    const [, september] = await invoices(adminCookie);
    expect(september!.period).toBe('2026-09');
    const code = september!.pix!.copyPaste;
    const e2e = await pay(code);
    await pay(code, { endToEndId: e2e });
    expect((await invoices(adminCookie))[1]!.receipts).toHaveLength(1);
    await pay(code);
    const [, after] = await invoices(adminCookie);
    expect(after!.receipts.map((receipt) => receipt.outcome)).toEqual(['QUITADO', 'DUPLICADO']);
    expect(after!.receivedCents).toBe(2 * september!.amountCents);
    const duplicated = await auditOf('PAYMENT_DUPLICATED', demoCompany);
    expect(duplicated).toHaveLength(1);
    expect(duplicated[0]!.detail).toMatchObject({ provider: 'pix', method: 'PIX' });
  });

  it('an over payment pays the invoice, records the excess and lifts the non-payment block', async () => {
    await generateInvoice(h.db, blockedCompany, '2026-10');
    const [october] = await invoices(blockedCookie);
    expect(october!.status).toBe('VENCIDA');
    await pay(october!.pix!.copyPaste, { valor: pixValueOfCents(BigInt(october!.amountCents) + 500n) });
    const [paid] = await invoices(blockedCookie);
    expect(paid).toMatchObject({
      status: 'PAGA',
      receivedCents: october!.amountCents + 500,
      receipts: [{ outcome: 'EXCEDENTE' }],
    });
    expect(await auditOf('PAYMENT_OVERPAID', blockedCompany)).toHaveLength(1);
    const company = await h.db
      .selectFrom('companies')
      .select('blockedForNonPayment')
      .where('id', '=', blockedCompany)
      .executeTakeFirstOrThrow();
    expect(company.blockedForNonPayment).toBe(false);
  });

  it("a PIX for a txid that is not one of the portal's is refused into the audit trail, nothing paid", async () => {
    const api = pixApiConfig(h.config)!;
    const client = pixClient(api);
    const txid = 'OUTRACOBRANCA0000000000000001';
    const charge = await client.createDueCharge(txid, {
      calendario: { dataDeVencimento: '2026-12-10' },
      devedor: { cnpj: DEMO_DOCUMENTS.demo, nome: 'Outra' },
      valor: { original: '10.00' },
      chave: 'financeiro@painel.example',
    });
    const before = await h.db.selectFrom('paymentEvents').select('eventId').execute();
    const e2e = await pay(
      pixDynamicCopyPaste({ merchantName: 'Painel', merchantCity: 'Sao Paulo' }, charge.loc.location),
    );
    expect(await h.db.selectFrom('paymentEvents').select('eventId').execute()).toHaveLength(before.length);
    const refused = await auditOf('PAYMENT_REFUSED');
    expect(refused).toEqual([
      expect.objectContaining({
        outcome: 'UNKNOWN_TXID',
        detail: expect.objectContaining({ eventId: e2e, txid }),
      }),
    ]);
  });

  it('a notification the PSP does not confirm (forged) is ignored: it never pays', async () => {
    await generateInvoice(h.db, demoCompany, '2026-08');
    const august = (await invoices(adminCookie)).find((invoice) => invoice.period === '2026-08')!;
    const txid = (
      await h.db
        .selectFrom('pixCharges')
        .select('txid')
        .where('invoiceId', '=', august.id)
        .executeTakeFirstOrThrow()
    ).txid;
    const res = await fetch(`${base}/api/payments/pix/webhook/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pix: [
          {
            endToEndId: 'E12345678202611251500FORJADO0001',
            txid,
            valor: pixValueOfCents(BigInt(august.amountCents)),
            horario: '2026-11-25T14:00:00Z',
          },
        ],
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      pix: [{ endToEndId: 'E12345678202611251500FORJADO0001', status: 'notConfirmed' }],
    });
    const again = (await invoices(adminCookie)).find((invoice) => invoice.id === august.id)!;
    expect(again).toMatchObject({ status: 'VENCIDA', receipts: [] });
    // A body that is not a notification is a 400 with the contract's code.
    const bad = await fetch(`${base}/api/payments/pix/webhook/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pix: [{ txid }] }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
