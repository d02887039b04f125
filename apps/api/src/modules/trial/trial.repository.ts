/** SQL of the trial: the company's plan and end, and its contract request. */
import type { Db } from '../../db/database';
import type { TrialContractRequestTable } from '../../db/schema';
import type { Insertable } from 'kysely';

export function findTrialState(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .leftJoin('trialContractRequests', 'trialContractRequests.companyId', 'companies.id')
    .select([
      'companies.planType',
      'companies.trialEndsAt',
      'companies.createdAt',
      'trialContractRequests.createdAt as contractRequestedAt',
    ])
    .where('companies.id', '=', companyId)
    .executeTakeFirst();
}

/** The first request stands: asking again changes nothing. True when this call recorded it. */
export async function insertContractRequest(
  db: Db,
  row: Insertable<TrialContractRequestTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('trialContractRequests')
    .values(row)
    .onConflict((oc) => oc.column('companyId').doNothing())
    .returning('companyId')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * A one-click request (no form) still pending takes the form sent after it: without this the
 * form's plan, contact and purpose were discarded. True when this call filled it in.
 */
export async function completeContractRequest(
  db: Db,
  companyId: number,
  details: Pick<
    Insertable<TrialContractRequestTable>,
    'planType' | 'name' | 'email' | 'phone' | 'cpf' | 'role' | 'purposeId'
  >,
): Promise<boolean> {
  const updated = await db
    .updateTable('trialContractRequests')
    .set(details)
    .where('companyId', '=', companyId)
    .where('status', '=', 'PENDENTE')
    .where('planType', 'is', null)
    .where('name', 'is', null)
    .returning('companyId')
    .executeTakeFirst();
  return updated !== undefined;
}

/** A purpose of use the plans form may name: a general one (no product). */
export async function isGeneralPurpose(db: Db, purposeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('lgpdPurposes')
    .select('id')
    .where('id', '=', purposeId)
    .where('productId', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

function requestQuery(db: Db) {
  return db
    .selectFrom('trialContractRequests as r')
    .innerJoin('companies as c', 'c.id', 'r.companyId')
    .leftJoin('lgpdPurposes as p', 'p.id', 'r.purposeId')
    .leftJoin('users as u', 'u.id', 'r.userId')
    .select([
      'r.companyId',
      'r.planType',
      'r.name',
      'r.email',
      'r.phone',
      'r.cpf',
      'r.role',
      'p.text as purpose',
      'r.status',
      'r.createdAt',
      'r.convertedAt',
      'r.convertedPlanType',
      'c.name as companyName',
      'c.document as companyDocument',
      'u.name as requestedBy',
    ]);
}

export type ContractRequestRow = Awaited<
  ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>
>;

export function findContractRequest(db: Db, companyId: number): Promise<ContractRequestRow | undefined> {
  return requestQuery(db).where('r.companyId', '=', companyId).executeTakeFirst();
}

/** Every request, the pending first, newest first (a handful a day: no paging). */
export function listContractRequests(db: Db): Promise<ContractRequestRow[]> {
  return requestQuery(db)
    .orderBy((eb) => eb.case().when('r.status', '=', 'PENDENTE').then(0).else(1).end())
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.companyId')
    .limit(500)
    .execute();
}

/**
 * Turns a trial company into a plan, once: the update only matches while the company is still on
 * TRIAL, so a second (or concurrent) conversion changes nothing and answers false. Runs in the
 * caller's transaction with the request's own update.
 */
export async function convertTrialCompany(
  trx: Db,
  input: { companyId: number; planType: 'PONTUAL' | 'EXPRESS' | 'PADRAO'; staffUserId: number; now: Date },
): Promise<boolean> {
  const company = await trx
    .updateTable('companies')
    .set({ planType: input.planType, trialEndsAt: input.now })
    .where('id', '=', input.companyId)
    .where('planType', '=', 'TRIAL')
    .returning('id')
    .executeTakeFirst();
  if (!company) return false;
  await trx
    .updateTable('trialContractRequests')
    .set({
      status: 'CONVERTIDA',
      convertedAt: input.now,
      convertedBy: input.staffUserId,
      convertedPlanType: input.planType,
    })
    .where('companyId', '=', input.companyId)
    .execute();
  return true;
}
