/**
 * The customer's default access days and hours (AA 4, issue 21 point 7), kept as seven entries in
 * companies.default_access_hours (jsonb). pg hands jsonb over parsed, the embedded database as
 * text: `hoursFromColumn` reads both, for every query that selects the column with its own rows.
 */
import { sql } from 'kysely';
import { CUSTOMER_DEFAULT_ACCESS, type AccessHour } from '@painel/domain';
import type { Db } from '../../db/database';

/** The stored entries, sorted by day; a customer row always holds seven (the column's check). */
export function hoursFromColumn(value: unknown): AccessHour[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(parsed)) return CUSTOMER_DEFAULT_ACCESS.map((d) => ({ ...d }));
  return (parsed as AccessHour[])
    .map(({ day, active, startTime, endTime }) => ({ day, active, startTime, endTime }))
    .sort((a, b) => a.day - b.day);
}

/** One customer's defaults; undefined when there is no such company. */
export async function customerHours(db: Db, companyId: number): Promise<AccessHour[] | undefined> {
  const row = await db
    .selectFrom('companies')
    .select('defaultAccessHours')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row ? hoursFromColumn(row.defaultAccessHours) : undefined;
}

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
