/**
 * Changes to the customer's default access days and hours, kept as seven
 * entries in companies.default_access_hours (jsonb); the session check reads them through
 * core/auth/session.repository.ts (hoursFromColumn, customerHours).
 */
import { sql } from 'kysely';
import type { AccessHour } from '@painel/domain';
import type { Db } from '../../db/database';
import { hoursFromColumn } from '../../core/auth/session.repository';

/** Locks the customer's row for a change of its defaults and returns the defaults before it. */
export async function lockCustomerHours(trx: Db, companyId: number): Promise<AccessHour[] | undefined> {
  const row = await trx
    .selectFrom('companies')
    .select('defaultAccessHours')
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  return row ? hoursFromColumn(row.defaultAccessHours) : undefined;
}

export async function writeCustomerHours(trx: Db, companyId: number, hours: readonly AccessHour[]) {
  await trx
    .updateTable('companies')
    .set({ defaultAccessHours: sql<string>`${JSON.stringify(hours)}::jsonb` })
    .where('id', '=', companyId)
    .execute();
}

/** The customer's users, whose cached callers a change forgets. */
export async function userIdsOf(db: Db, companyId: number): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('companyId', '=', companyId).execute();
  return rows.map((row) => row.id);
}
