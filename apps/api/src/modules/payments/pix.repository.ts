/** SQL of the invoices' PIX charges at the PSP (API Pix `cobv`), one per invoice. */
import type { Db } from '../../db/database';

export async function findCharge(db: Db, invoiceId: number) {
  return db
    .selectFrom('pixCharges')
    .select(['invoiceId', 'txid', 'location', 'amountCents'])
    .where('invoiceId', '=', invoiceId)
    .executeTakeFirst();
}

/** Reserves the invoice's txid; the first of two concurrent reservations wins, both read it back. */
export async function reserveCharge(db: Db, row: { invoiceId: number; txid: string; amountCents: string }) {
  await db
    .insertInto('pixCharges')
    .values(row)
    .onConflict((oc) => oc.column('invoiceId').doNothing())
    .execute();
  return findCharge(db, row.invoiceId);
}

export async function setLocation(db: Db, invoiceId: number, location: string): Promise<void> {
  await db.updateTable('pixCharges').set({ location }).where('invoiceId', '=', invoiceId).execute();
}

/** The amount the invoice's charge asks for at the PSP now (after a revision). */
export async function setAmount(db: Db, invoiceId: number, amountCents: string): Promise<void> {
  await db.updateTable('pixCharges').set({ amountCents }).where('invoiceId', '=', invoiceId).execute();
}

/** The invoice a txid charges (its number, for the payment-applying function). */
export async function invoiceOfTxid(db: Db, txid: string) {
  return db
    .selectFrom('pixCharges')
    .innerJoin('invoices', 'invoices.id', 'pixCharges.invoiceId')
    .select(['invoices.number', 'invoices.companyId'])
    .where('pixCharges.txid', '=', txid)
    .executeTakeFirst();
}
