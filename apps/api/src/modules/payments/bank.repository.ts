/** SQL of the bank files: CNAB files exchanged, their lines, and each invoice's registration. */
import { sql } from 'kysely';
import type { BankFileMovement } from '@painel/domain';
import type { Db } from '../../db/database';
import type { BoletoRegistrationTable } from '../../db/schema';

type RegistrationStatus = BoletoRegistrationTable['status'];

/** Serialises remittance building across processes (one sequence, one registration per invoice). */
export async function lockRemittances(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('painel.bank_remittance'))`.execute(db);
}

/**
 * Unpaid invoices with something to pay and no registration yet, with their payer: the company's
 * name and CNPJ, and its address from the fiscal data (absent until staff fill it in).
 */
export async function invoicesToRegister(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('companies', 'companies.id', 'invoices.companyId')
    .leftJoin('companyFiscalData as fiscal', 'fiscal.companyId', 'invoices.companyId')
    .leftJoin('boletoRegistrations', 'boletoRegistrations.invoiceId', 'invoices.id')
    .select([
      'invoices.id',
      'invoices.companyId',
      'invoices.number',
      'invoices.dueDate',
      'invoices.amountCents',
      'invoices.createdAt',
      'companies.name as payerName',
      'companies.document as payerDocument',
      'fiscal.street',
      'fiscal.number as addressNumber',
      'fiscal.complement',
      'fiscal.district',
      'fiscal.postalCode',
      'fiscal.city',
      'fiscal.state',
    ])
    .where('invoices.paidAt', 'is', null)
    .where('invoices.amountCents', '>', '0')
    .where('boletoRegistrations.invoiceId', 'is', null)
    .orderBy('invoices.id')
    .execute();
}

/** Registered boletos whose invoice was paid another way (PIX): the bank is asked to lower them. */
export async function registrationsToLower(db: Db) {
  return db
    .selectFrom('boletoRegistrations')
    .innerJoin('invoices', 'invoices.id', 'boletoRegistrations.invoiceId')
    .select([
      'invoices.id',
      'invoices.companyId',
      'invoices.number',
      'invoices.dueDate',
      'invoices.amountCents',
      'invoices.createdAt',
      'boletoRegistrations.ourNumber',
    ])
    .where('boletoRegistrations.status', '=', 'REGISTRADO')
    .where('invoices.paidAt', 'is not', null)
    .orderBy('invoices.id')
    .execute();
}

export async function nextSequence(db: Db, direction: 'REMESSA' | 'RETORNO'): Promise<number> {
  const row = await db
    .selectFrom('bankFiles')
    .select(sql<number>`coalesce(max(sequence), 0) + 1`.as('next'))
    .where('direction', '=', direction)
    .executeTakeFirstOrThrow();
  return Number(row.next);
}

/** Stores a file once per (direction, sequence); undefined when that one is already stored. */
export async function insertFile(
  db: Db,
  file: { direction: 'REMESSA' | 'RETORNO'; sequence: number; fileName: string; content: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('bankFiles')
    .values(file)
    .onConflict((oc) => oc.columns(['direction', 'sequence']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export interface FileItem {
  invoiceId: number | null;
  companyId: number | null;
  ourNumber: string;
  movement: BankFileMovement;
  amountCents: bigint;
  paidCents: bigint | null;
  reasons: string | null;
  payment: string | null;
}

export async function insertItems(db: Db, fileId: number, items: readonly FileItem[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('bankFileItems')
    .values(items.map((item) => ({ ...item, fileId })))
    .execute();
}

export async function insertRegistration(
  db: Db,
  row: { invoiceId: number; companyId: number; ourNumber: string },
): Promise<void> {
  await db
    .insertInto('boletoRegistrations')
    .values({ ...row, status: 'ENVIADO' })
    .execute();
}

export async function setRegistrationStatus(
  db: Db,
  ourNumber: string,
  status: RegistrationStatus,
): Promise<void> {
  await db
    .updateTable('boletoRegistrations')
    .set({ status, updatedAt: new Date() })
    .where('ourNumber', '=', ourNumber)
    .execute();
}

export async function findRegistration(db: Db, ourNumber: string) {
  return db
    .selectFrom('boletoRegistrations')
    .innerJoin('invoices', 'invoices.id', 'boletoRegistrations.invoiceId')
    .select([
      'boletoRegistrations.invoiceId',
      'boletoRegistrations.companyId',
      'boletoRegistrations.status',
      'invoices.number',
    ])
    .where('boletoRegistrations.ourNumber', '=', ourNumber)
    .executeTakeFirst();
}

export async function findRegistrationOfInvoice(db: Db, companyId: number, invoiceId: number) {
  return db
    .selectFrom('boletoRegistrations')
    .select(['ourNumber', 'status'])
    .where('invoiceId', '=', invoiceId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
}

export async function unsentFiles(db: Db) {
  return db
    .selectFrom('bankFiles')
    .select(['id', 'fileName', 'content'])
    .where('direction', '=', 'REMESSA')
    .where('sentAt', 'is', null)
    .orderBy('sequence')
    .execute();
}

export async function markSent(db: Db, fileId: number, now: Date): Promise<void> {
  await db.updateTable('bankFiles').set({ sentAt: now }).where('id', '=', fileId).execute();
}

/** A company's lines in every file, newest file first. */
export async function companyItems(db: Db, companyId: number, page: { limit: number; offset: number }) {
  const base = db
    .selectFrom('bankFileItems')
    .innerJoin('bankFiles', 'bankFiles.id', 'bankFileItems.fileId')
    .leftJoin('invoices', 'invoices.id', 'bankFileItems.invoiceId')
    .leftJoin('boletoRegistrations', 'boletoRegistrations.invoiceId', 'bankFileItems.invoiceId')
    .where('bankFileItems.companyId', '=', companyId);
  const [rows, count] = await Promise.all([
    base
      .select([
        'bankFileItems.id',
        'bankFiles.direction',
        'bankFiles.sequence',
        'bankFiles.fileName',
        'bankFiles.createdAt',
        'invoices.number as invoiceNumber',
        'bankFileItems.invoiceId',
        'bankFileItems.ourNumber',
        'bankFileItems.movement',
        'bankFileItems.amountCents',
        'bankFileItems.paidCents',
        'bankFileItems.reasons',
        'boletoRegistrations.status as registrationStatus',
      ])
      .orderBy('bankFiles.createdAt', 'desc')
      .orderBy('bankFileItems.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
