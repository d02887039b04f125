/**
 * What leaves the server about notifications: the allow-listed fields of PF 3, HTML cleaned once
 * more on the way out (it was cleaned when written; a row put in by hand gets the same treatment).
 */
import {
  appPathSchema,
  virtualSellerContentSchema,
  type BackofficeExtraNotification,
  type BackofficeNotification,
  type ExtraNotification,
  type PortalNotification,
} from '@painel/contracts';
import { sanitizeRichText } from '../../lib/rich-text';
import type { ExtraRow, StaffNotificationRow, StoredExtraRow } from './notifications.repository';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function presentNotification(row: {
  id: number;
  category: string;
  content: string;
  createdAt: Date;
  readAt: Date | null;
}): PortalNotification {
  return {
    id: row.id,
    category: row.category,
    date: iso(row.createdAt),
    content: sanitizeRichText(row.content),
    read: row.readAt !== null,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An extra notification, or null when its stored content does not hold its type's shape. */
export function presentExtra(row: ExtraRow): ExtraNotification | null {
  const base = {
    id: row.id,
    priority: row.priority,
    productId: row.productId,
    productIds: row.productIds,
    allowedRoutes: row.allowedRoutes,
    blockedRoutes: row.blockedRoutes,
    variant: row.variant,
    eventCategory: row.eventCategory,
    eventLabel: row.eventLabel,
    targetRoute: row.targetRoute,
  };
  switch (row.componentType) {
    case 'BANNER':
      return { ...base, componentType: 'BANNER', content: sanitizeRichText(row.content) };
    case 'REDIRECT':
      // Only a path of this app: a redirect never leaves the portal.
      return appPathSchema.safeParse(row.content).success
        ? { ...base, componentType: 'REDIRECT', content: row.content }
        : null;
    case 'VIRTUAL_SELLER': {
      const content = virtualSellerContentSchema.safeParse(parseJson(row.content));
      return content.success ? { ...base, componentType: 'VIRTUAL_SELLER', content: content.data } : null;
    }
    default:
      return null;
  }
}

export function presentStaffNotification(row: StaffNotificationRow): BackofficeNotification {
  return {
    id: row.id,
    category: row.category,
    date: iso(row.createdAt),
    content: sanitizeRichText(row.content),
    audience: {
      type: row.audience,
      companyId: row.companyId,
      companyName: row.companyName,
      userId: row.userId,
      userName: row.userName,
    },
    createdBy:
      row.authorId !== null && row.authorName !== null ? { id: row.authorId, name: row.authorName } : null,
    readCount: Number(row.readCount ?? 0),
  };
}

/** The extra notification staff just wrote: what customers will receive, with its audience and dates; null as presentExtra. */
export function presentStaffExtra(row: StoredExtraRow): BackofficeExtraNotification | null {
  const extra = presentExtra(row);
  if (!extra) return null;
  return {
    ...extra,
    audience: { type: row.audience, companyId: row.companyId, userId: row.userId },
    startsAt: row.startsAt === null ? null : iso(row.startsAt),
    endsAt: row.endsAt === null ? null : iso(row.endsAt),
    date: iso(row.createdAt),
  };
}
