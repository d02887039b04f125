/**
 * Demo invoices: the last three closed months of every customer company with a plan,
 * computed like any month (usage + plan fee). The blocked company (Inadimplente Distribuidora)
 * keeps every invoice past its due date unpaid, so its block has a reason and paying lifts it;
 * the others have paid whatever fell due (so the hourly sweep blocks nobody else) and keep the
 * invoice not yet due open.
 */
import { PROVIDER_COMPANY_ID, invoiceStatus, usageDayOf } from '@painel/domain';
import { generateInvoice } from '../../modules/payments/payments.service';
import type { Db } from '../database';

const MONTHS = 3;

function periodsBefore(day: string, count: number): string[] {
  const out: string[] = [];
  let year = Number(day.slice(0, 4));
  let month = Number(day.slice(5, 7));
  for (let i = 0; i < count; i += 1) {
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
    out.push(`${year}-${String(month).padStart(2, '0')}`);
  }
  return out;
}

export async function seedDemoPayments(trx: Db, now: Date) {
  const today = usageDayOf(now);
  const companies = await trx
    .selectFrom('companies')
    .select(['id', 'blockedForNonPayment'])
    .where('id', '<>', PROVIDER_COMPANY_ID)
    .where('planType', '<>', 'TRIAL')
    .execute();
  for (const company of companies) {
    for (const period of periodsBefore(today, MONTHS)) await generateInvoice(trx, company.id, period);
    const invoices = await trx
      .selectFrom('invoices')
      .select(['id', 'dueDate', 'amountCents'])
      .where('companyId', '=', company.id)
      .execute();
    for (const invoice of invoices) {
      const status = invoiceStatus({ dueDate: invoice.dueDate, paid: false }, today);
      if (status === 'EM_ABERTO' || company.blockedForNonPayment) continue;
      const paidAt = new Date(`${invoice.dueDate}T15:00:00Z`);
      await trx
        .updateTable('invoices')
        .set({ paidAt, paymentMethod: 'BOLETO' })
        .where('id', '=', invoice.id)
        .execute();
    }
  }
}
