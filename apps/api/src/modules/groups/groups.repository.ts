/**
 * The SQL of groups: a company's groups with their user counts and access hours, one group with its
 * members, the customer's limits, and the writes. Every query takes the target company, so a group
 * of another company is simply not found.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { GroupScope } from '@painel/domain';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { groupInScope } from '../../lib/group-scope';

export type GroupRow = {
  id: number;
  name: string;
  statusId: number;
  consumptionLimit: string | null;
  ips: string[];
  managedByGroupId: number | null;
  usersCount: number;
};

export type HourRow = { groupId: number; day: number; active: boolean; startTime: string; endTime: string };

function groupsOf(db: Db, companyId: number) {
  return db
    .selectFrom('groups')
    .select((eb) => [
      'groups.id',
      'groups.name',
      'groups.statusId',
      'groups.consumptionLimit',
      'groups.ips',
      'groups.managedByGroupId',
      eb
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('users.groupId', '=', 'groups.id')
        .as('usersCount'),
    ])
    .where('groups.companyId', '=', companyId);
}

function normalise(row: Omit<GroupRow, 'usersCount'> & { usersCount: number | null }): GroupRow {
  return { ...row, usersCount: Number(row.usersCount ?? 0) };
}

/** The groups a list reaches: the company's, narrowed by the actor's scope (`groupInScope`). */
function reachable(companyId: number, scope: GroupScope) {
  return (eb: ExpressionBuilder<Database, 'groups'>) =>
    eb.and([eb('groups.companyId', '=', companyId), groupInScope(eb, scope)]);
}

/** One page of the company's groups in the scope by name and how many there are, in parallel, from one filter. */
export async function listGroups(
  db: Db,
  companyId: number,
  scope: GroupScope,
  page: { numPage: number; numPageSize: number },
): Promise<{ rows: GroupRow[]; total: number }> {
  const where = reachable(companyId, scope);
  const [rows, count] = await Promise.all([
    groupsOf(db, companyId)
      .where(where)
      .orderBy(sql`lower(groups.name)`)
      .orderBy('groups.id')
      .limit(page.numPageSize)
      .offset(page.numPage * page.numPageSize)
      .execute(),
    db
      .selectFrom('groups')
      .where(where)
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(normalise), total: Number(count.n) };
}

/** What each group consumed in the month starting `month` ('YYYY-MM-01'), from the running totals. */
export async function monthAmounts(
  db: Db,
  companyId: number,
  month: string,
  groupIds: readonly number[],
): Promise<Map<number, string>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('groupMonthTotals')
    .select(['groupId', 'amount'])
    .where('companyId', '=', companyId)
    .where('month', '=', month)
    .where('groupId', 'in', [...groupIds])
    .execute();
  return new Map(rows.map((row) => [row.groupId, row.amount]));
}

export async function findGroup(db: Db, companyId: number, groupId: number): Promise<GroupRow | undefined> {
  const row = await groupsOf(db, companyId).where('groups.id', '=', groupId).executeTakeFirst();
  return row ? normalise(row) : undefined;
}

export async function hoursOf(db: Db, groupIds: readonly number[]): Promise<HourRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('groupAccessHours')
    .select([
      'groupId',
      'day',
      'active',
      sql<string>`to_char(start_time, 'HH24:MI')`.as('startTime'),
      sql<string>`to_char(end_time, 'HH24:MI')`.as('endTime'),
    ])
    .where('groupId', 'in', [...groupIds])
    .orderBy('groupId')
    .orderBy('day')
    .execute();
}

export function membersOf(db: Db, companyId: number, groupId: number) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.profileId')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.statusId',
      'profiles.id as profileId',
      'profiles.name as profileName',
    ])
    .where('users.companyId', '=', companyId)
    .where('users.groupId', '=', groupId)
    .orderBy(sql`lower(users.name)`)
    .orderBy('users.id')
    .execute();
}

export async function memberIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('groupId', '=', groupId).execute();
  return rows.map((row) => row.id);
}

export function companyLimits(db: Db, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['consumptionLimit', 'allowZeroConsumption'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}

export type GroupValues = { name: string; statusId: number; consumptionLimit: string | null; ips: string[] };

export async function insertGroup(
  trx: Db,
  companyId: number,
  values: GroupValues,
  managedByGroupId: number | null,
): Promise<number> {
  const row = await trx
    .insertInto('groups')
    .values({
      companyId,
      name: values.name,
      statusId: values.statusId,
      consumptionLimit: values.consumptionLimit,
      ips: values.ips,
      managedByGroupId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Locks a group of the company for a change, so its before and after are exact. */
export function lockGroup(trx: Db, companyId: number, groupId: number) {
  return trx
    .selectFrom('groups')
    .select(['id', 'name', 'statusId', 'consumptionLimit', 'ips'])
    .where('id', '=', groupId)
    .where('companyId', '=', companyId)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function updateGroup(trx: Db, groupId: number, values: GroupValues): Promise<void> {
  await trx
    .updateTable('groups')
    .set({
      name: values.name,
      statusId: values.statusId,
      consumptionLimit: values.consumptionLimit,
      ips: values.ips,
    })
    .where('id', '=', groupId)
    .execute();
}

export async function replaceHours(
  trx: Db,
  groupId: number,
  hours: readonly { day: number; active: boolean; startTime: string; endTime: string }[],
): Promise<void> {
  await trx.deleteFrom('groupAccessHours').where('groupId', '=', groupId).execute();
  if (hours.length === 0) return;
  await trx
    .insertInto('groupAccessHours')
    .values(
      hours.map((h) => ({
        groupId,
        day: h.day,
        active: h.active,
        startTime: h.startTime,
        endTime: h.endTime,
      })),
    )
    .execute();
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
