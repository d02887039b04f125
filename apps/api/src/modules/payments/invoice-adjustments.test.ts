/**
 * Late usage: an event dated inside a month already invoiced changes that month's usage (its
 * rollups), never its invoice; the difference is billed once, on the next invoice, as an
 * adjustment line naming the month (a credit when a correction took usage back), and shows on the
 * invoice list and its PDF.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ConsolidatedUsage, InvoicePage } from '@painel/contracts';
import { PLAN_MONTHLY_FEES, formatCurrencyMilli, formatMilli, parseMilli } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { generateInvoice } from './payments.service';

let h: Harness;
let portal: FastifyInstance;
let adminCookie: string;
let companyId: number;
// 25 December 2026: November is the last closed month.
const now = new Date('2026-12-25T15:00:00Z');

const invoiceOf = (period: string) =>
  h.db
    .selectFrom('invoices')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('period', '=', `${period}-01`)
    .executeTakeFirst();

/** What a late event does to a month: its rollup for one day grows (or shrinks, for a correction). */
async function lateUsage(day: string, amount: string) {
  const row = await h.db
    .selectFrom('usageDailyRollups')
    .select(['groupId', 'productId', 'functionalityId', 'pricingKind', 'unitPrice'])
    .where('companyId', '=', companyId)
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('usageDailyRollups')
    .values({ ...row, companyId, usageDay: day, quantity: 1, amount, eventCount: 1 })
    .onConflict((oc) =>
      oc
        .columns(['companyId', 'usageDay', 'groupId', 'productId', 'functionalityId'])
        .doUpdateSet({ amount: sql`usage_daily_rollups.amount + excluded.amount` }),
    )
    .execute();
}

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => now });
  companyId = (
    await h.db
      .selectFrom('companies')
      .select('id')
      .where('document', '=', '11444777000161')
      .executeTakeFirstOrThrow()
  ).id;
  await h.db.deleteFrom('paymentEvents').execute();
  await h.db.deleteFrom('nfseIssuances').execute();
  await h.db.deleteFrom('invoices').execute();
  adminCookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
}, 120_000);
afterAll(() => h?.close());

describe('late usage', () => {
  it('bills a late event of an invoiced month once, on the next invoice, naming the month', async () => {
    await generateInvoice(h.db, companyId, '2026-09');
    const september = await invoiceOf('2026-09');
    expect(september).toBeDefined();
    await lateUsage('2026-09-30', '12.345');

    await generateInvoice(h.db, companyId, '2026-10');
    const october = await invoiceOf('2026-10');
    // The September invoice is untouched; October carries the difference on its own line.
    expect((await invoiceOf('2026-09'))?.amount).toBe(september?.amount);
    const adjustments = await h.db
      .selectFrom('invoiceAdjustments')
      .select(['originalPeriod', 'amount'])
      .where('invoiceId', '=', october!.id)
      .execute();
    expect(adjustments).toEqual([{ originalPeriod: '2026-09-01', amount: '12.345' }]);
    const planFee = PLAN_MONTHLY_FEES.PADRAO;
    expect(parseMilli(october!.amount)).toBe(parseMilli(october!.usageAmount) + planFee + 12_345n);

    // A generation for October again (two requests at once, or a later look) bills nothing twice,
    // and November has no September difference left to bill.
    await generateInvoice(h.db, companyId, '2026-10');
    await generateInvoice(h.db, companyId, '2026-11');
    const november = await invoiceOf('2026-11');
    expect(
      await h.db
        .selectFrom('invoiceAdjustments')
        .select('amount')
        .where('invoiceId', '=', november!.id)
        .execute(),
    ).toEqual([]);
  });

  it('a correction that took usage back is a credit on the next invoice, shown on the list; the PDF opens', async () => {
    await lateUsage('2026-10-15', '-5.000');
    await lateUsage('2026-09-02', '1.000');
    await h.db.deleteFrom('invoices').where('period', '=', '2026-11-01').execute();

    const page = await portal.inject({
      method: 'GET',
      url: '/api/customers/payments/invoices',
      headers: { cookie: adminCookie },
    });
    expect(page.statusCode, page.body).toBe(200);
    const november = page.json<InvoicePage>().list.find((invoice) => invoice.period === '2026-11');
    expect(november?.adjustments).toEqual([
      { period: '2026-09', amount: '1.000' },
      { period: '2026-10', amount: '-5.000' },
    ]);
    expect(november?.amount).toBe(
      formatMilli(parseMilli(november!.usageAmount) + parseMilli(november!.planFee) - 4_000n),
    );
    const link = await portal.inject({
      method: 'GET',
      url: `/api/customers/payments/invoices/${november!.id}/pdf`,
      headers: { cookie: adminCookie },
    });
    const pdf = await portal.inject({ method: 'GET', url: link.json<{ data: { url: string } }>().data.url });
    expect(pdf.statusCode).toBe(200);
    if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF, pdf.rawPayload);
  });

  it('names each product of the usage line with its amount, summing to it even after late usage, on the list and the PDF', async () => {
    // November used a second product too; the invoice is issued again with both.
    const used = await h.db
      .selectFrom('usageDailyRollups')
      .select(['groupId', 'productId', 'functionalityId', 'pricingKind', 'unitPrice'])
      .where('companyId', '=', companyId)
      .executeTakeFirstOrThrow();
    const other = await h.db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('id', '<>', used.productId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('usageDailyRollups')
      .values({
        ...used,
        productId: other.id,
        companyId,
        usageDay: '2026-11-10',
        quantity: 3,
        amount: '7.005',
        eventCount: 3,
      })
      .execute();
    await h.db.deleteFrom('invoices').where('period', '=', '2026-11-01').execute();
    await generateInvoice(h.db, companyId, '2026-11');
    // A late event after November was invoiced changes its rollups, never its breakdown.
    await lateUsage('2026-11-20', '2.000');

    const page = await portal.inject({
      method: 'GET',
      url: '/api/customers/payments/invoices',
      headers: { cookie: adminCookie },
    });
    expect(page.statusCode, page.body).toBe(200);
    const invoices = page.json<InvoicePage>().list;
    for (const invoice of invoices)
      expect(
        formatMilli(invoice.products.reduce((sum, product) => sum + parseMilli(product.amount), 0n)),
        invoice.period,
      ).toBe(invoice.usageAmount);
    const november = invoices.find((invoice) => invoice.period === '2026-11')!;
    const names = await h.db
      .selectFrom('usageDailyRollups as r')
      .innerJoin('products as p', 'p.id', 'r.productId')
      .select('p.name')
      .distinct()
      .where('r.companyId', '=', companyId)
      .where('r.usageDay', '>=', '2026-11-01')
      .where('r.usageDay', '<=', '2026-11-30')
      .orderBy('p.name')
      .execute();
    expect(november.products.map((product) => product.name)).toEqual(names.map((row) => row.name));
    expect(november.products.map((product) => product.name)).toContain(other.name);

    const link = await portal.inject({
      method: 'GET',
      url: `/api/customers/payments/invoices/${november.id}/pdf`,
      headers: { cookie: adminCookie },
    });
    const pdf = await portal.inject({ method: 'GET', url: link.json<{ data: { url: string } }>().data.url });
    expect(pdf.statusCode).toBe(200);
    const file = join(await mkdtemp(join(tmpdir(), 'fatura-')), 'fatura.pdf');
    await writeFile(file, pdf.rawPayload);
    const text = (await promisify(execFile)('pdftotext', ['-layout', file, '-'])).stdout;
    for (const product of november.products)
      expect(text).toContain(`${product.name}: ${formatCurrencyMilli(parseMilli(product.amount))}`);
  });

  it("the month's usage report names what was billed later and on which invoice", async () => {
    const invoiceNumber = async (period: string) => (await invoiceOf(period))!.number;
    const report = async (date: string) => {
      const response = await portal.inject({
        method: 'GET',
        url: `/api/reports/consolidated-usage?date=${date}`,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ConsolidatedUsage>().billedLater;
    };
    // September grew twice: 12,345 billed on October's invoice, 1,000 on November's.
    expect(await report('2026-09-10')).toEqual([
      { period: '2026-09', amount: '12.345', invoiceNumber: await invoiceNumber('2026-10') },
      { period: '2026-09', amount: '1.000', invoiceNumber: await invoiceNumber('2026-11') },
    ]);
    expect(await report('2026-10-10')).toEqual([
      { period: '2026-10', amount: '-5.000', invoiceNumber: await invoiceNumber('2026-11') },
    ]);
    // November's late event is not billed yet: nothing to say.
    expect(await report('2026-11-10')).toEqual([]);
  });
});
