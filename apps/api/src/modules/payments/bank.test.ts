/**
 * Registered boletos through the real back office and the stand-in bank's folders: the exchange
 * sends a CNAB 240 remittance registering each unpaid invoice's boleto, the bank's return
 * registers, rejects, settles (through the webhook's payment function: paid, audited, block
 * lifted) and lowers them; a return read twice changes nothing twice; staff see every line.
 */
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { boletoFor } from '@painel/domain';
import type { BankFileLinePage } from '@painel/contracts';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { importReturn } from './bank.service';
import { PROCESSED_DIR, writeFileAtomically } from './bank.provider';
import { parseRemittance, writeReturn } from './cnab240';
import { installationSecret } from '../../lib/installation-secret';
import { DEMO_WEBHOOK_SECRET_NAME, paymentsConfig } from './payments.config';
import { generateInvoice } from './payments.service';
import { webhookSignature } from './payments.signing';

let h: Harness;
let backoffice: FastifyInstance;
let portal: FastifyInstance;
let staffCookie: string;
let dataDir: string;
let blockedCompanyId: number;
let demoCompanyId: number;
// Wednesday 25 November 2026, 12:00 in São Paulo: October's invoice fell due on 10/11.
const now = new Date('2026-11-25T15:00:00Z');

const bankDir = () => path.join(dataDir, 'banco-demonstracao');

async function companyId(document: string) {
  const row = await h.db
    .selectFrom('companies')
    .select('id')
    .where('document', '=', document)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function invoiceOf(companyId: number) {
  return h.db
    .selectFrom('invoices')
    .select(['id', 'number', 'dueDate', 'amountCents', 'paidAt', 'paymentMethod'])
    .where('companyId', '=', companyId)
    .executeTakeFirstOrThrow();
}

const exchange = (cookie = staffCookie) =>
  backoffice.inject({ method: 'POST', url: '/api/payments/bank-files/exchange', headers: { cookie } });

async function lines(companyId: number) {
  const res = await backoffice.inject({
    method: 'GET',
    url: `/api/customers/${companyId}/payments/bank-files`,
    headers: { cookie: staffCookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BankFileLinePage>();
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'painel-bank-'));
  h = await createHarness({ dataDir });
  backoffice = await h.app('backoffice', { now: () => now });
  portal = await h.app('portal', { now: () => now });
  await h.db.deleteFrom('paymentEvents').execute();
  await h.db.deleteFrom('nfseIssuances').execute();
  await h.db.deleteFrom('invoices').execute();
  blockedCompanyId = await companyId('00000000000191');
  demoCompanyId = await companyId('11444777000161');
  await generateInvoice(h.db, blockedCompanyId, '2026-10');
  await h.db
    .updateTable('companies')
    .set({ blockedForNonPayment: true })
    .where('id', '=', blockedCompanyId)
    .execute();
  staffCookie = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
}, 120_000);
afterAll(() => h?.close());

describe('the bank file exchange', () => {
  it('needs a signed-in staff member; the portal has no such route', async () => {
    expect((await exchange('')).statusCode).toBe(401);
    const fromPortal = await portal.inject({ method: 'POST', url: '/api/payments/bank-files/exchange' });
    expect(fromPortal.statusCode).toBe(404);
  });

  it('registers each unpaid invoice by remittance; the bank confirms it in its return', async () => {
    const res = await exchange();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 1, received: 1 });
    const invoice = await invoiceOf(blockedCompanyId);
    const cents = BigInt(invoice.amountCents);
    const { ourNumber } = boletoFor(paymentsConfig(h.config).agreement, {
      sequence: invoice.id,
      cents,
      dueDate: invoice.dueDate,
    });
    // What the bank received: a CNAB 240 remittance with the boleto's nosso número, due date and amount.
    const remittanceText = await readFile(
      path.join(bankDir(), 'remessa', PROCESSED_DIR, 'remessa-000001.rem'),
      'latin1',
    );
    const remittance = parseRemittance(remittanceText);
    expect(remittance.items).toContainEqual(
      expect.objectContaining({
        movement: 'REGISTER',
        ourNumber,
        documentNumber: invoice.number,
        dueDate: '2026-11-10',
        cents,
        payerDocument: '00000000000191',
      }),
    );
    // Segment Q names the payer where it is: the address of the company's fiscal data, in the
    // layout's positions (address 74–113, district 114–128, CEP 129–136, city 137–151, UF 152–153).
    const segmentQ = remittanceText.split('\r\n').find((line) => line[13] === 'Q') ?? '';
    const at = (from: number, to: number) => segmentQ.slice(from - 1, to).trimEnd();
    expect(at(74, 113)).toMatch(/^AVENIDA PAULISTA, 10\d\d CONJUNTO \d+$/);
    expect([at(114, 128), at(129, 136), at(137, 151), at(152, 153)]).toEqual([
      'BELA VISTA',
      '01310100',
      'SAO PAULO',
      'SP',
    ]);
    const page = await lines(blockedCompanyId);
    expect(page).toMatchObject({ configured: true, demoBank: true, totalItems: 2 });
    expect(
      page.list.map((line) => [line.direction, line.sequence, line.movement, line.invoiceNumber]),
    ).toEqual([
      ['RETORNO', 1, 'REGISTERED', invoice.number],
      ['REMESSA', 1, 'REGISTER', invoice.number],
    ]);
    // Nothing new: nothing sent, nothing received.
    expect((await exchange()).json()).toEqual({ sent: 0, received: 0 });
  });

  it('settles a boleto paid at the bank through the payment function: paid, audited, block lifted', async () => {
    const invoice = await invoiceOf(blockedCompanyId);
    const res = await backoffice.inject({
      method: 'POST',
      url: `/api/customers/${blockedCompanyId}/payments/invoices/${invoice.id}/boleto/demo-payment`,
      headers: { cookie: staffCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 0, received: 1 });
    const paid = await invoiceOf(blockedCompanyId);
    expect(paid.paidAt).not.toBeNull();
    expect(paid.paymentMethod).toBe('BOLETO');
    const company = await h.db
      .selectFrom('companies')
      .select('blockedForNonPayment')
      .where('id', '=', blockedCompanyId)
      .executeTakeFirstOrThrow();
    expect(company.blockedForNonPayment).toBe(false);
    const audit = await h.db
      .selectFrom('auditEvents')
      .select(['action', 'companyId'])
      .where('action', 'in', ['PAYMENT_CONFIRMED', 'NON_PAYMENT_BLOCK_LIFTED'])
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'PAYMENT_CONFIRMED', companyId: blockedCompanyId },
        { action: 'NON_PAYMENT_BLOCK_LIFTED', companyId: blockedCompanyId },
      ]),
    );
    const [settled] = (await lines(blockedCompanyId)).list;
    expect(settled).toMatchObject({ direction: 'RETORNO', sequence: 2, movement: 'SETTLED' });
    expect(settled?.paidAmount).toMatch(/^R\$\s/);

    // The same return file read again changes nothing.
    const name = 'retorno-000002.ret';
    const content = await readFile(path.join(bankDir(), 'retorno', PROCESSED_DIR, name), 'latin1');
    const before = await h.db.selectFrom('paymentEvents').select('eventId').execute();
    const ctx = { db: h.db, now: () => now } as Parameters<typeof importReturn>[0];
    expect(await importReturn(ctx, paymentsConfig(h.config), { name, content })).toBe('already imported');
    expect(await h.db.selectFrom('paymentEvents').select('eventId').execute()).toEqual(before);
  });

  it("records a bank's rejection with its reason, and a line for a boleto it does not know", async () => {
    await generateInvoice(h.db, demoCompanyId, '2026-10');
    expect((await exchange()).json()).toEqual({ sent: 1, received: 1 });
    const invoice = await invoiceOf(demoCompanyId);
    const registration = await h.db
      .selectFrom('boletoRegistrations')
      .select(['ourNumber', 'status'])
      .where('invoiceId', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(registration.status).toBe('REGISTRADO');
    // A return the bank wrote itself (its own numbering), rejecting that boleto and naming an unknown one.
    const config = paymentsConfig(h.config);
    const entry = {
      documentNumber: invoice.number,
      dueDate: invoice.dueDate,
      cents: BigInt(invoice.amountCents),
      paidCents: 0n,
      occurredOn: '2026-11-25',
    };
    await writeFileAtomically(path.join(bankDir(), 'retorno'), {
      name: 'retorno-000090.ret',
      content: writeReturn(config.bank, { sequence: 90, day: '2026-11-25', time: '120000' }, [
        { ...entry, movement: 'REJECTED', ourNumber: registration.ourNumber, reasons: ['20'] },
        { ...entry, movement: 'REGISTERED', ourNumber: '99999999999999999', reasons: [] },
      ]),
    });
    expect((await exchange()).json()).toEqual({ sent: 0, received: 1 });
    const [rejected] = (await lines(demoCompanyId)).list;
    expect(rejected).toMatchObject({
      direction: 'RETORNO',
      sequence: 90,
      movement: 'REJECTED',
      reasons: ['Valor do título inválido'],
    });
    const unknown = await h.db
      .selectFrom('bankFileItems')
      .select(['movement', 'companyId'])
      .where('ourNumber', '=', '99999999999999999')
      .executeTakeFirstOrThrow();
    expect(unknown).toEqual({ movement: 'UNKNOWN', companyId: null });
    expect(await readdir(path.join(bankDir(), 'retorno'))).not.toContain('retorno-000090.ret');
  });

  it('asks the bank to lower a registered boleto whose invoice was paid by PIX', async () => {
    const express = await companyId('33000167000101');
    await generateInvoice(h.db, express, '2026-10');
    await exchange();
    const invoice = await invoiceOf(express);
    const raw = JSON.stringify({
      eventId: 'pix-baixa-1',
      invoiceNumber: invoice.number,
      amountCents: Number(invoice.amountCents),
      paidAt: '2026-11-25T14:00:00Z',
      method: 'PIX',
    });
    const paid = await portal.inject({
      method: 'POST',
      url: '/api/payments/webhooks/demo',
      headers: {
        'content-type': 'application/json',
        'x-painel-signature': webhookSignature(
          await installationSecret(h.db, h.config, DEMO_WEBHOOK_SECRET_NAME),
          raw,
        ),
      },
      payload: raw,
    });
    expect(paid.json()).toEqual({ status: 'applied' });
    expect((await exchange()).json()).toEqual({ sent: 1, received: 1 });
    expect((await lines(express)).list.slice(0, 2).map((line) => line.movement)).toEqual([
      'LOWERED',
      'LOWER',
    ]);
    const registration = await h.db
      .selectFrom('boletoRegistrations')
      .select('status')
      .where('invoiceId', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(registration.status).toBe('BAIXADO');
  });
});
