/**
 * SQL of portal notifications: the audience filter (everyone, the user's company, the user) is
 * written once per table and used by every query a customer runs, so no query can forget it.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

export type Reader = { userId: number; companyId: number };
export type AudienceRow = {
  audience: 'ALL' | 'COMPANY' | 'USER';
  companyId: number | null;
  userId: number | null;
};

function visibleNotification(reader: Reader) {
  return (eb: ExpressionBuilder<Database, 'notifications'>) =>
    eb.or([
      eb('notifications.audience', '=', 'ALL'),
      eb.and([
        eb('notifications.audience', '=', 'COMPANY'),
        eb('notifications.companyId', '=', reader.companyId),
      ]),
      eb.and([
        eb('notifications.audience', '=', 'USER'),
        eb('notifications.userId', '=', reader.userId),
        eb('notifications.companyId', '=', reader.companyId),
      ]),
    ]);
}

function visibleExtra(reader: Reader) {
  return (eb: ExpressionBuilder<Database, 'extraNotifications'>) =>
    eb.or([
      eb('extraNotifications.audience', '=', 'ALL'),
      eb.and([
        eb('extraNotifications.audience', '=', 'COMPANY'),
        eb('extraNotifications.companyId', '=', reader.companyId),
      ]),
      eb.and([
        eb('extraNotifications.audience', '=', 'USER'),
        eb('extraNotifications.userId', '=', reader.userId),
        eb('extraNotifications.companyId', '=', reader.companyId),
      ]),
    ]);
}

function unread(reader: Reader) {
  return (eb: ExpressionBuilder<Database, 'notifications'>) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('notificationReads')
          .select(sql<number>`1`.as('one'))
          .whereRef('notificationReads.notificationId', '=', 'notifications.id')
          .where('notificationReads.userId', '=', reader.userId),
      ),
    );
}

export async function listNotifications(
  db: Db,
  reader: Reader,
  page: { numPage: number; numPageSize: number },
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('notifications')
      .leftJoin('notificationReads', (join) =>
        join
          .onRef('notificationReads.notificationId', '=', 'notifications.id')
          .on('notificationReads.userId', '=', reader.userId),
      )
      .where(visibleNotification(reader))
      .select([
        'notifications.id',
        'notifications.category',
        'notifications.content',
        'notifications.createdAt',
        'notificationReads.readAt',
      ])
      .orderBy('notifications.createdAt', 'desc')
      .orderBy('notifications.id', 'desc')
      .limit(page.numPageSize)
      .offset(page.numPage * page.numPageSize)
      .execute(),
    db
      .selectFrom('notifications')
      .where(visibleNotification(reader))
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function countUnread(db: Db, reader: Reader): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .where(visibleNotification(reader))
    .where(unread(reader))
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks as read those of `ids` the reader can see and had not read; returns how many. */
export async function markRead(db: Db, reader: Reader, ids: readonly number[], now: Date): Promise<number> {
  const rows = await db
    .insertInto('notificationReads')
    .columns(['userId', 'notificationId', 'readAt'])
    .expression((eb) =>
      eb
        .selectFrom('notifications')
        .where('notifications.id', 'in', [...ids])
        .where(visibleNotification(reader))
        .select([
          sql<number>`cast(${reader.userId} as integer)`.as('userId'),
          'notifications.id as notificationId',
          sql<Date>`cast(${now.toISOString()} as timestamptz)`.as('readAt'),
        ]),
    )
    .onConflict((oc) => oc.columns(['userId', 'notificationId']).doNothing())
    .returning('notificationId')
    .execute();
  return rows.length;
}

export function listExtras(db: Db, reader: Reader, now: Date, limit: number) {
  return db
    .selectFrom('extraNotifications')
    .where(visibleExtra(reader))
    .where((eb) =>
      eb.or([eb('extraNotifications.startsAt', 'is', null), eb('extraNotifications.startsAt', '<=', now)]),
    )
    .where((eb) =>
      eb.or([eb('extraNotifications.endsAt', 'is', null), eb('extraNotifications.endsAt', '>', now)]),
    )
    .select([
      'id',
      'componentType',
      'content',
      'priority',
      'productId',
      'productIds',
      'allowedRoutes',
      'blockedRoutes',
      'variant',
      'eventCategory',
      'eventLabel',
      'targetRoute',
    ])
    .orderBy('priority', 'asc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type ExtraRow = Awaited<ReturnType<typeof listExtras>>[number];

// --- Back office ---

export async function insertNotification(
  db: Db,
  row: { category: string; content: string; createdBy: number; createdAt: Date } & AudienceRow,
): Promise<number> {
  const inserted = await db.insertInto('notifications').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** A customer company (never the provider's own), for a COMPANY audience. */
export function findCustomerCompany(db: Db, companyId: number, providerCompanyId: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', '=', companyId)
    .where('id', '<>', providerCompanyId)
    .executeTakeFirst();
}

/** A user of a customer company, for a USER audience. */
export function findCustomerUser(db: Db, userId: number, providerCompanyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'companyId'])
    .where('id', '=', userId)
    .where('companyId', '<>', providerCompanyId)
    .executeTakeFirst();
}

/** Staff listing, newest first; with a customer, what that customer's users can receive. */
export async function listForStaff(
  db: Db,
  filter: { customerId?: number; id?: number },
  page: { numPage: number; numPageSize: number },
) {
  const filtered = () => {
    let query = db.selectFrom('notifications');
    const { customerId, id } = filter;
    if (id !== undefined) query = query.where('notifications.id', '=', id);
    if (customerId !== undefined) {
      query = query.where((eb) =>
        eb.or([eb('notifications.audience', '=', 'ALL'), eb('notifications.companyId', '=', customerId)]),
      );
    }
    return query;
  };
  const [rows, count] = await Promise.all([
    filtered()
      .leftJoin('companies', 'companies.id', 'notifications.companyId')
      .leftJoin('users as target', 'target.id', 'notifications.userId')
      .leftJoin('users as author', 'author.id', 'notifications.createdBy')
      .select((eb) => [
        'notifications.id',
        'notifications.category',
        'notifications.content',
        'notifications.createdAt',
        'notifications.audience',
        'notifications.companyId',
        'notifications.userId',
        'companies.name as companyName',
        'target.name as userName',
        'author.id as authorId',
        'author.name as authorName',
        eb
          .selectFrom('notificationReads')
          .whereRef('notificationReads.notificationId', '=', 'notifications.id')
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .as('readCount'),
      ])
      .orderBy('notifications.createdAt', 'desc')
      .orderBy('notifications.id', 'desc')
      .limit(page.numPageSize)
      .offset(page.numPage * page.numPageSize)
      .execute(),
    filtered()
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type StaffNotificationRow = Awaited<ReturnType<typeof listForStaff>>['rows'][number];

// --- Back office: extra notifications ---

export type NewExtraRow = AudienceRow & {
  componentType: 'BANNER' | 'REDIRECT' | 'VIRTUAL_SELLER';
  content: string;
  priority: number;
  productId: number | null;
  productIds: number[];
  allowedRoutes: string[];
  blockedRoutes: string[];
  variant: string | null;
  eventCategory: string | null;
  eventLabel: string | null;
  targetRoute: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  createdBy: number;
  createdAt: Date;
};

export function insertExtra(db: Db, row: NewExtraRow) {
  return db.insertInto('extraNotifications').values(row).returningAll().executeTakeFirstOrThrow();
}

export type StoredExtraRow = Awaited<ReturnType<typeof insertExtra>>;
