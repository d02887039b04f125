/**
 * Portal notifications (PF 2 'Notifications menu', PF 3 'Portal notification' and 'Extra
 * notification', PF 4, PF 7) and their back-office authoring.
 *
 * - GET /notifications?numPage: the bell's list, 10 per page, newest first.
 * - GET /notifications/count: unread ones (the badge shows notificationMessages.overflow above 9).
 * - PATCH /notifications: `[{ id, read: true }]`; ids the user cannot see are ignored.
 * - GET /notifications/extra: banners, redirects and virtual-seller cards for this user.
 * - GET and POST /backoffice/notifications: staff list and write them (back office only).
 * - POST /backoffice/notifications/extra: staff write a banner, redirect or virtual seller.
 *
 * `content` is HTML already cleaned by the server (sanitize-html, apps/api/src/lib/rich-text.ts);
 * the web cleans it again (DOMPurify) before it is shown. Both apply RICH_TEXT_POLICY (domain).
 */
import { z } from 'zod';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  NOTIFICATION_CATEGORIES,
  PAGE_SIZE_OPTIONS,
  isProductId,
  validationMessages,
} from '@painel/domain';
import { pagedListSchema } from './paging';
import { bodyIdSchema, boundedString, idSchema, plainText } from './schemas';

export const notificationPaths = {
  list: '/notifications',
  count: '/notifications/count',
  extra: '/notifications/extra',
  backoffice: '/backoffice/notifications',
  backofficeExtra: '/backoffice/notifications/extra',
} as const;

/** Longest HTML staff may send; the stored, cleaned HTML is capped at twice this. */
export const NOTIFICATION_CONTENT_MAX = 10_000;
/** At most this many notifications marked read in one PATCH. */
export const NOTIFICATION_MARK_MAX = 100;

const pageNumber = z.coerce.number().int().min(0).max(100_000).default(DEFAULT_PAGE);

/** A category label as the chip shows it ('SEGURANÇA', 'CARTÃO DE CRÉDITO'…), see NOTIFICATION_CATEGORIES. */
export const notificationCategorySchema = z
  .string()
  .refine((value) => NOTIFICATION_CATEGORIES.some((c) => c.label === value), validationMessages.invalidValue);

// --- The bell ---

export const notificationListQuerySchema = z.object({ numPage: pageNumber }).strict();
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationSchema = z
  .object({
    id: z.number().int(),
    category: z.string(),
    /** ISO 8601 instant; the menu shows it with relativeDate (domain). */
    date: z.string(),
    content: z.string(),
    read: z.boolean(),
  })
  .meta({ id: 'PortalNotification' });
/** Named apart from the browser's own Notification (the desktop notice of the session countdown). */
export type PortalNotification = z.infer<typeof notificationSchema>;

/** PF 3 'Page response'. */
export const notificationPageSchema = pagedListSchema(notificationSchema).meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** PF 3 'Counter response': unread notifications. */
export const notificationCountSchema = z
  .object({ count: z.number().int().min(0) })
  .meta({ id: 'NotificationCount' });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

/** PF 7 PATCH /notifications: a list of `{ id, read: true }`. */
export const markNotificationsReadBodySchema = z
  .array(z.object({ id: bodyIdSchema, read: z.literal(true) }).strict())
  .min(1, validationMessages.required)
  .max(NOTIFICATION_MARK_MAX, validationMessages.invalidValue)
  .meta({ id: 'MarkNotificationsRead' });
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

/** How many were newly marked, and the unread count after it (saves refetching the counter). */
export const markNotificationsReadResponseSchema = z
  .object({ updated: z.number().int().min(0), count: z.number().int().min(0) })
  .meta({ id: 'MarkNotificationsReadResult' });
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;

// --- Extra notifications: banners, redirects, the virtual seller ---

export const EXTRA_NOTIFICATION_TYPES = ['BANNER', 'REDIRECT', 'VIRTUAL_SELLER'] as const;
export type ExtraNotificationType = (typeof EXTRA_NOTIFICATION_TYPES)[number];

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** A path of this app: '/x', never '//host'; no spaces or backslashes. */
const APP_PATH = /^\/(?![/\\])[^\s\\]*$/;
const HTTPS_URL = /^https:\/\/[^\s\\/?#@]+(?:[/?#][^\s\\]*)?$/i;

export const appPathSchema = z.string().max(300).regex(APP_PATH, validationMessages.invalidValue);
const colorSchema = z.string().regex(HEX_COLOR, validationMessages.invalidValue);

/** PF 3 'Virtual seller content': the card that slides in at the left. Plain text, never HTML. */
export const virtualSellerContentSchema = z
  .object({
    title: boundedString(80),
    text: boundedString(300),
    buttonText: boundedString(40),
    /** An https address or a path of this app. */
    image: z
      .string()
      .max(2048)
      .refine((value) => APP_PATH.test(value) || HTTPS_URL.test(value), validationMessages.invalidValue),
    color: z
      .object({
        background: colorSchema,
        title: colorSchema,
        text: colorSchema,
        button: z.tuple([colorSchema, colorSchema]),
      })
      .strict(),
    campaignId: boundedString(60),
    productId: z.number().int().refine(isProductId, validationMessages.invalidValue),
  })
  .strict()
  .meta({ id: 'VirtualSellerContent' });
export type VirtualSellerContent = z.infer<typeof virtualSellerContentSchema>;

const extraBase = {
  id: z.number().int(),
  /** Lower first: 1 is shown before 2. */
  priority: z.number().int(),
  productId: z.number().int().nullable(),
  productIds: z.array(z.number().int()),
  /** Route patterns where it may show ('*' at the end matches a prefix); empty: everywhere. */
  allowedRoutes: z.array(z.string()),
  /** Route patterns where it never shows; wins over allowedRoutes. */
  blockedRoutes: z.array(z.string()),
  variant: z.string().nullable(),
  /** Analytics event sent on click. */
  eventCategory: z.string().nullable(),
  eventLabel: z.string().nullable(),
  /**
   * The page of this app it leads to ('Veja em Relatórios'): the portal shows it only to readers who
   * may open that page. Null: it leads nowhere in particular.
   */
  targetRoute: z.string().nullable(),
};

/** PF 3 'Extra (banner/redirect) notification', by componentType. */
export const extraNotificationSchema = z
  .discriminatedUnion('componentType', [
    /** content: HTML cleaned by the server with RICH_TEXT_POLICY (domain). */
    z.object({ ...extraBase, componentType: z.literal('BANNER'), content: z.string() }),
    /** content: the path of this app to send the user to. */
    z.object({ ...extraBase, componentType: z.literal('REDIRECT'), content: z.string() }),
    z.object({
      ...extraBase,
      componentType: z.literal('VIRTUAL_SELLER'),
      content: virtualSellerContentSchema,
    }),
  ])
  .meta({ id: 'ExtraNotification' });
export type ExtraNotification = z.infer<typeof extraNotificationSchema>;

export const extraNotificationListSchema = z
  .array(extraNotificationSchema)
  .meta({ id: 'ExtraNotificationList' });

// --- Back office ---

export const NOTIFICATION_AUDIENCES = ['ALL', 'COMPANY', 'USER'] as const;
export type NotificationAudienceType = (typeof NOTIFICATION_AUDIENCES)[number];

/** Every customer (not staff), one company, or one user. */
export const notificationAudienceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ALL') }).strict(),
  z.object({ type: z.literal('COMPANY'), companyId: bodyIdSchema }).strict(),
  z.object({ type: z.literal('USER'), userId: bodyIdSchema }).strict(),
]);
export type NotificationAudience = z.infer<typeof notificationAudienceSchema>;

export const createNotificationBodySchema = z
  .object({
    category: notificationCategorySchema,
    content: z
      .string({ error: validationMessages.required })
      .min(1, validationMessages.required)
      .max(NOTIFICATION_CONTENT_MAX, validationMessages.maxLength(NOTIFICATION_CONTENT_MAX)),
    audience: notificationAudienceSchema,
  })
  .strict()
  .meta({ id: 'CreateNotification' });
export type CreateNotificationBody = z.infer<typeof createNotificationBodySchema>;

export const backofficeNotificationQuerySchema = z
  .object({
    numPage: pageNumber,
    numPageSize: z.coerce
      .number()
      .int()
      .refine((n) => PAGE_SIZE_OPTIONS.some((size) => size === n), validationMessages.invalidValue)
      .default(DEFAULT_PAGE_SIZE),
    /** Only the notifications a customer receives: its own, its users' and those for everyone. */
    customerId: idSchema.optional(),
  })
  .strict();
export type BackofficeNotificationQuery = z.infer<typeof backofficeNotificationQuerySchema>;

export const backofficeNotificationSchema = z
  .object({
    id: z.number().int(),
    category: z.string(),
    date: z.string(),
    content: z.string(),
    audience: z.object({
      type: z.enum(NOTIFICATION_AUDIENCES),
      companyId: z.number().int().nullable(),
      companyName: z.string().nullable(),
      userId: z.number().int().nullable(),
      userName: z.string().nullable(),
    }),
    createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** How many users have read it. */
    readCount: z.number().int().min(0),
  })
  .meta({ id: 'BackofficeNotification' });
export type BackofficeNotification = z.infer<typeof backofficeNotificationSchema>;

export const backofficeNotificationPageSchema = pagedListSchema(backofficeNotificationSchema).meta({
  id: 'BackofficeNotificationPage',
});
export type BackofficeNotificationPage = z.infer<typeof backofficeNotificationPageSchema>;

// --- Back office: extra notifications ---

/** A route pattern of this app: a path ('/x', never '//host'), '*' only at the end (a prefix). */
const ROUTE_PATTERN = /^\/(?![/\\])[^\s\\*]*\*?$/;
/** At most this many patterns in allowedRoutes or blockedRoutes (ours). */
export const EXTRA_ROUTES_MAX = 20;
/** At most this many products in productIds (ours). */
export const EXTRA_PRODUCTS_MAX = 50;
/** priority is a smallint; lower shows first. */
export const EXTRA_PRIORITY_MAX = 32_767;

export const routePatternSchema = z
  .string()
  .max(300, validationMessages.maxLength(300))
  .regex(ROUTE_PATTERN, validationMessages.invalidValue);
const routeListSchema = z
  .array(routePatternSchema)
  .max(EXTRA_ROUTES_MAX, validationMessages.invalidValue)
  .default([]);
const productIdSchema = z.number().int().refine(isProductId, validationMessages.invalidValue);
/** Free text, or null for none. */
const optionalText = (max: number) => plainText(max).nullable().default(null);
const isoInstant = z.iso
  .datetime({ offset: true, error: validationMessages.invalidValue })
  .nullable()
  .default(null);

const createExtraBase = {
  priority: z
    .number()
    .int()
    .min(0, validationMessages.invalidValue)
    .max(EXTRA_PRIORITY_MAX, validationMessages.invalidValue)
    .default(0),
  productId: productIdSchema.nullable().default(null),
  productIds: z.array(productIdSchema).max(EXTRA_PRODUCTS_MAX, validationMessages.invalidValue).default([]),
  allowedRoutes: routeListSchema,
  blockedRoutes: routeListSchema,
  /** The banner's alert colour (info, success, warning, error); free for the other types. */
  variant: optionalText(30),
  eventCategory: optionalText(100),
  eventLabel: optionalText(255),
  /** The page of this app it leads to; readers who may not open it do not get it. */
  targetRoute: appPathSchema.nullable().default(null),
  /** When it starts and stops showing (ISO 8601); null: at once, and until removed. */
  startsAt: isoInstant,
  endsAt: isoInstant,
  audience: notificationAudienceSchema,
};

export const createExtraNotificationBodySchema = z
  .discriminatedUnion('componentType', [
    /** HTML, cleaned by the server with RICH_TEXT_POLICY before it is stored. */
    z
      .object({
        ...createExtraBase,
        componentType: z.literal('BANNER'),
        content: z
          .string({ error: validationMessages.required })
          .min(1, validationMessages.required)
          .max(NOTIFICATION_CONTENT_MAX, validationMessages.maxLength(NOTIFICATION_CONTENT_MAX)),
      })
      .strict(),
    /** A path of this app: a redirect never leaves the portal. */
    z.object({ ...createExtraBase, componentType: z.literal('REDIRECT'), content: appPathSchema }).strict(),
    z
      .object({
        ...createExtraBase,
        componentType: z.literal('VIRTUAL_SELLER'),
        content: virtualSellerContentSchema,
      })
      .strict(),
  ])
  .refine(
    (body) =>
      body.startsAt === null || body.endsAt === null || Date.parse(body.startsAt) < Date.parse(body.endsAt),
    {
      path: ['endsAt'],
      message: validationMessages.invalidValue,
    },
  )
  .meta({ id: 'CreateExtraNotification' });
export type CreateExtraNotificationBody = z.infer<typeof createExtraNotificationBodySchema>;

const staffExtra = {
  audience: z.object({
    type: z.enum(NOTIFICATION_AUDIENCES),
    companyId: z.number().int().nullable(),
    userId: z.number().int().nullable(),
  }),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** When it was written (ISO 8601). */
  date: z.string(),
};

/** What POST /backoffice/notifications/extra answers: the stored row, as customers receive it, with its audience. */
export const backofficeExtraNotificationSchema = z
  .discriminatedUnion('componentType', [
    z.object({ ...extraBase, ...staffExtra, componentType: z.literal('BANNER'), content: z.string() }),
    z.object({ ...extraBase, ...staffExtra, componentType: z.literal('REDIRECT'), content: z.string() }),
    z.object({
      ...extraBase,
      ...staffExtra,
      componentType: z.literal('VIRTUAL_SELLER'),
      content: virtualSellerContentSchema,
    }),
  ])
  .meta({ id: 'BackofficeExtraNotification' });
export type BackofficeExtraNotification = z.infer<typeof backofficeExtraNotificationSchema>;
