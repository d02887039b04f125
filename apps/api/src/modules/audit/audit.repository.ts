/** SQL of the audit trail listing: one filter, shared by the page and the count, run side by side. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { containsPattern } from '../../lib/search';

export type AuditFilter = { companyId?: number; userId?: number; action?: string };

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('auditEvents');
  if (filter.companyId !== undefined) query = query.where('companyId', '=', filter.companyId);
  if (filter.userId !== undefined) query = query.where('userId', '=', filter.userId);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  return query;
}

export async function listAuditEvents(
  db: Db,
  filter: AuditFilter,
  page: { numPage: number; numPageSize: number },
) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(['id', 'occurredAt', 'companyId', 'userId', 'email', 'action', 'outcome', 'ip', 'userAgent'])
      .orderBy('occurredAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.numPageSize)
      .offset(page.numPage * page.numPageSize)
      .execute(),
    filtered(db, filter)
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

// --- 'Atividade': one company's trail with who acted and to whom ---

export type ActivityFilter = { since?: Date; until?: Date; action?: string; user?: string };

function activityOf(db: Db, companyId: number, filter: ActivityFilter) {
  let query = db
    .selectFrom('auditEvents as a')
    .leftJoin('users as actor', 'actor.id', 'a.userId')
    .leftJoin('users as target', 'target.id', 'a.targetUserId')
    .where('a.companyId', '=', companyId);
  if (filter.since) query = query.where('a.occurredAt', '>=', filter.since);
  if (filter.until) query = query.where('a.occurredAt', '<', filter.until);
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (filter.user) {
    const pattern = containsPattern(filter.user);
    // Who acted (the e-mail typed at a login, or the user's) or to whom it was done.
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('a.email')} ilike ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('actor.email')} ilike ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('target.email')} ilike ${pattern} escape '\\'`,
      ]),
    );
  }
  return query;
}

/** A page of the trail, newest first, and its count: one filter, run side by side. */
export async function listActivity(
  db: Db,
  companyId: number,
  filter: ActivityFilter,
  page: { numPage: number; numPageSize: number },
) {
  const [rows, count] = await Promise.all([
    activityOf(db, companyId, filter)
      .select([
        'a.id',
        'a.occurredAt',
        'a.action',
        'a.outcome',
        'a.email',
        'a.ip',
        'a.userAgent',
        'a.detail',
        'actor.id as actorId',
        'actor.name as actorName',
        'actor.email as actorEmail',
        'actor.companyId as actorCompanyId',
        'target.id as targetId',
        'target.name as targetName',
        'target.email as targetEmail',
      ])
      .orderBy('a.occurredAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(page.numPageSize)
      .offset(page.numPage * page.numPageSize)
      .execute(),
    activityOf(db, companyId, filter)
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type ActivityRow = Awaited<ReturnType<typeof listActivity>>['rows'][number];

/** The name 'Atividade' shows for the company (its trading name when it has one). */
export async function activityCompanyName(db: Db, companyId: number): Promise<string> {
  const row = await db
    .selectFrom('companies')
    .select(['name', 'tradingName'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.tradingName ?? row?.name ?? '';
}
