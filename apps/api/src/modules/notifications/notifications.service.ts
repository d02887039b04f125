/**
 * Rules of portal notifications: a customer reads only what is meant
 * for everyone, for the company or for the user; marking as read touches only those; staff write
 * notifications whose HTML is cleaned before it is stored, for an audience that must exist.
 */
import {
  NOTIFICATION_CONTENT_MAX,
  pagedList,
  type BackofficeExtraNotification,
  type BackofficeNotificationPage,
  type BackofficeNotificationQuery,
  type CreateExtraNotificationBody,
  type CreateNotificationBody,
  type ExtraNotification,
  type MarkNotificationsReadBody,
  type NotificationPage,
} from '@painel/contracts';
import { DEFAULT_PAGE_SIZE, PROVIDER_COMPANY_ID, apiMessages, validationMessages } from '@painel/domain';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { richTextPlainText, sanitizeRichText } from '../../lib/rich-text';
import { recordAudit } from '../../core/audit/record-audit';
import * as repo from './notifications.repository';
import {
  presentExtra,
  presentNotification,
  presentStaffExtra,
  presentStaffNotification,
} from './notifications.presenter';

/** PF 7: the bell pages by ten. */
export const NOTIFICATION_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/** Extra notifications sent at once (ours): the shell shows a few at a time. */
export const EXTRA_NOTIFICATIONS_MAX = 50;

export type Reader = repo.Reader;

export async function listForReader(db: Db, reader: Reader, numPage: number): Promise<NotificationPage> {
  const { rows, total } = await repo.listNotifications(db, reader, {
    numPage,
    numPageSize: NOTIFICATION_PAGE_SIZE,
  });
  return pagedList(rows.map(presentNotification), total, { numPage, numPageSize: NOTIFICATION_PAGE_SIZE });
}

export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  return repo.countUnread(db, reader);
}

/** Ids the reader cannot see are ignored, so the answer tells nothing about them. */
export async function markAsRead(db: Db, reader: Reader, body: MarkNotificationsReadBody, now: Date) {
  const ids = [...new Set(body.map((item) => item.id))];
  const updated = await repo.markRead(db, reader, ids, now);
  return { updated, count: await repo.countUnread(db, reader) };
}

export async function extrasForReader(db: Db, reader: Reader, now: Date): Promise<ExtraNotification[]> {
  const rows = await repo.listExtras(db, reader, now, EXTRA_NOTIFICATIONS_MAX);
  return rows.map(presentExtra).filter((item): item is ExtraNotification => item !== null);
}

// --- Back office ---

export type Author = {
  userId: number;
  companyId: number;
  email: string;
  ip: string;
  userAgent: string | null;
};

function fieldError(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path, message }] });
}

async function resolveAudience(
  db: Db,
  audience: CreateNotificationBody['audience'],
): Promise<repo.AudienceRow> {
  switch (audience.type) {
    case 'ALL':
      return { audience: 'ALL', companyId: null, userId: null };
    case 'COMPANY': {
      const company = await repo.findCustomerCompany(db, audience.companyId, PROVIDER_COMPANY_ID);
      if (!company) throw fieldError('body.audience.companyId', apiMessages.customerNotFound);
      return { audience: 'COMPANY', companyId: company.id, userId: null };
    }
    case 'USER': {
      const user = await repo.findCustomerUser(db, audience.userId, PROVIDER_COMPANY_ID);
      if (!user) throw fieldError('body.audience.userId', apiMessages.userNotFound);
      return { audience: 'USER', companyId: user.companyId, userId: user.id };
    }
  }
}

/** Cleans staff HTML; refuses what is empty once cleaned or longer than the column allows. */
function cleanHtml(html: string): string {
  const content = sanitizeRichText(html);
  if (richTextPlainText(content) === '') throw fieldError('body.content', validationMessages.required);
  // Cleaning adds the forced link attributes and escapes; the column allows twice the input limit.
  if (content.length > 2 * NOTIFICATION_CONTENT_MAX) {
    throw fieldError('body.content', validationMessages.maxLength(NOTIFICATION_CONTENT_MAX));
  }
  return content;
}

/** Cleans the HTML (PF 3 content), refuses what is empty once cleaned, stores and audits. */
export async function createNotification(db: Db, author: Author, body: CreateNotificationBody, now: Date) {
  const content = cleanHtml(body.content);
  const audience = await resolveAudience(db, body.audience);
  const id = await db.transaction().execute(async (trx) => {
    const created = await repo.insertNotification(trx, {
      category: body.category,
      content,
      ...audience,
      createdBy: author.userId,
      createdAt: now,
    });
    await recordAudit(trx, author, 'NOTIFICATION_CREATED', {
      targetUserId: audience.userId,
      after: {
        notificationId: created,
        category: body.category,
        audience: audience.audience,
        companyId: audience.companyId,
        userId: audience.userId,
      },
    });
    return created;
  });
  const page = await repo.listForStaff(db, { id }, { numPage: 0, numPageSize: 1 });
  const row = page.rows[0];
  if (!row) throw new AppError('INTERNAL');
  return presentStaffNotification(row);
}

export async function listForStaff(
  db: Db,
  query: BackofficeNotificationQuery,
): Promise<BackofficeNotificationPage> {
  const { numPage, numPageSize, customerId } = query;
  const { rows, total } = await repo.listForStaff(db, customerId === undefined ? {} : { customerId }, {
    numPage,
    numPageSize,
  });
  return pagedList(rows.map(presentStaffNotification), total, { numPage, numPageSize });
}

/** The stored text of an extra notification's content, by type: cleaned HTML, a path, or the seller's JSON. */
function extraContent(body: CreateExtraNotificationBody): string {
  switch (body.componentType) {
    case 'BANNER':
      return cleanHtml(body.content);
    case 'REDIRECT':
      return body.content;
    case 'VIRTUAL_SELLER':
      return JSON.stringify(body.content);
  }
}

/** A banner, redirect or virtual seller for an audience that must exist; stored, audited, answered as presented. */
export async function createExtraNotification(
  db: Db,
  author: Author,
  body: CreateExtraNotificationBody,
  now: Date,
): Promise<BackofficeExtraNotification> {
  const content = extraContent(body);
  const audience = await resolveAudience(db, body.audience);
  const row = await db.transaction().execute(async (trx) => {
    const created = await repo.insertExtra(trx, {
      componentType: body.componentType,
      content,
      priority: body.priority,
      productId: body.productId,
      productIds: [...new Set(body.productIds)],
      allowedRoutes: body.allowedRoutes,
      blockedRoutes: body.blockedRoutes,
      variant: body.variant,
      eventCategory: body.eventCategory,
      eventLabel: body.eventLabel,
      targetRoute: body.targetRoute,
      startsAt: body.startsAt === null ? null : new Date(body.startsAt),
      endsAt: body.endsAt === null ? null : new Date(body.endsAt),
      ...audience,
      createdBy: author.userId,
      createdAt: now,
    });
    await recordAudit(trx, author, 'EXTRA_NOTIFICATION_CREATED', {
      targetUserId: audience.userId,
      after: {
        extraNotificationId: created.id,
        componentType: created.componentType,
        audience: audience.audience,
        companyId: audience.companyId,
        userId: audience.userId,
      },
    });
    return created;
  });
  const presented = presentStaffExtra(row);
  // The body was checked against the same shapes presentExtra reads back, so this cannot be null.
  if (!presented) throw new AppError('INTERNAL');
  return presented;
}
