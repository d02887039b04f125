/** SQL of the trial: the company's plan and end, and its contract request. */
import type { Db } from '../../db/database';

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
export async function insertContractRequest(db: Db, row: { companyId: number; userId: number; createdAt: Date }): Promise<boolean> {
  const inserted = await db
    .insertInto('trialContractRequests')
    .values(row)
    .onConflict((oc) => oc.column('companyId').doNothing())
    .returning('companyId')
    .executeTakeFirst();
  return inserted !== undefined;
}
