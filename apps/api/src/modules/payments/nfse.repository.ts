/** SQL of the NFS-e queue (one issuance per invoice; `next_attempt_at` is the backoff and the claim). */
import type { Db } from '../../db/database';
import type { NfseState } from '@painel/domain';

const COLUMNS = [
  'id',
  'invoiceId',
  'companyId',
  'status',
  'provider',
  'providerReference',
  'nfseNumber',
  'verificationCode',
  'documentUrl',
  'attempts',
  'nextAttemptAt',
  'lastError',
  'issuedAt',
] as const;

/** Queues the issuance of a paid invoice; a second call (repeated webhook, double click) finds it there. */
export async function insertIssuanceIfAbsent(
  db: Db,
  row: { invoiceId: number; companyId: number; state: NfseState; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('nfseIssuances')
    .values({
      invoiceId: row.invoiceId,
      companyId: row.companyId,
      status: row.state.status,
      attempts: row.state.attempts,
      nextAttemptAt: row.state.nextAttemptAt,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflict((oc) => oc.column('invoiceId').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function issuancesOf(db: Db, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return db.selectFrom('nfseIssuances').select(COLUMNS).where('invoiceId', 'in', invoiceIds).execute();
}

export type IssuanceRow = Awaited<ReturnType<typeof issuancesOf>>[number];

export async function findIssuance(db: Db, companyId: number, invoiceId: number) {
  return db
    .selectFrom('nfseIssuances')
    .select(COLUMNS)
    .where('invoiceId', '=', invoiceId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
}

/** Paid invoices since `since` without an issuance: paid by any path, or before a provider existed. */
export async function paidWithoutIssuance(db: Db, since: Date, limit: number) {
  return db
    .selectFrom('invoices')
    .select(['invoices.id', 'invoices.companyId'])
    .where('invoices.paidAt', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('nfseIssuances')
            .select('nfseIssuances.id')
            .whereRef('nfseIssuances.invoiceId', '=', 'invoices.id'),
        ),
      ),
    )
    .orderBy('invoices.id')
    .limit(limit)
    .execute();
}

/** A provider is configured now: the waiting issuances join the queue. */
export async function releaseWaiting(db: Db, now: Date): Promise<number> {
  const result = await db
    .updateTable('nfseIssuances')
    .set({ status: 'NA_FILA', attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where('status', '=', 'AGUARDANDO_CONFIGURACAO')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function dueIssuances(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('nfseIssuances')
    .select(COLUMNS)
    .where('status', 'in', ['NA_FILA', 'ENVIADA', 'FALHOU'])
    .where('nextAttemptAt', '<=', now)
    .orderBy('nextAttemptAt')
    .limit(limit)
    .execute();
}

/** Takes a due issuance for this sweep by moving its next attempt past the lease: false when another sweep has it. */
export async function claimIssuance(db: Db, id: number, now: Date, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('nfseIssuances')
    .set({ nextAttemptAt: leaseUntil })
    .where('id', '=', id)
    .where('nextAttemptAt', '<=', now)
    .where('status', 'in', ['NA_FILA', 'ENVIADA', 'FALHOU'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateIssuance(
  db: Db,
  id: number,
  patch: {
    state: NfseState;
    now: Date;
    provider?: string;
    providerReference?: string;
    nfseNumber?: string;
    verificationCode?: string;
    documentUrl?: string | null;
    lastError?: string | null;
    issuedAt?: Date;
  },
  expectedStatus?: NfseState['status'],
): Promise<boolean> {
  const { state, now, ...rest } = patch;
  let query = db
    .updateTable('nfseIssuances')
    .set({
      ...rest,
      status: state.status,
      attempts: state.attempts,
      nextAttemptAt: state.nextAttemptAt,
      updatedAt: now,
    })
    .where('id', '=', id);
  if (expectedStatus) query = query.where('status', '=', expectedStatus);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What an RPS needs of the invoice and its customer. */
export async function rpsSourceOf(db: Db, invoiceId: number) {
  return db
    .selectFrom('invoices')
    .innerJoin('companies', 'companies.id', 'invoices.companyId')
    .leftJoin('companyFiscalData as fiscal', 'fiscal.companyId', 'invoices.companyId')
    .select([
      'invoices.number',
      'invoices.period',
      'invoices.amountCents',
      'invoices.paidAt',
      'companies.name',
      'companies.document',
      'fiscal.postalCode',
      'fiscal.street',
      'fiscal.number as addressNumber',
      'fiscal.complement',
      'fiscal.district',
      'fiscal.municipalityCode',
      'fiscal.state',
      'fiscal.municipalRegistration',
      'fiscal.issWithheld',
      'fiscal.federalWithholding',
    ])
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirst();
}
