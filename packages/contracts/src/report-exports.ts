/**
 * Report exports and unit prices:
 *
 *   GET  /reports/consolidated-usage/export      the report's filter + format + columns → { presignedUrl }
 *                                                (a large one: 202 with the background job instead)
 *   POST /reports/exports                        the same filter → always a background job (202)
 *   GET  /reports/exports                        the actor's exports of the last 7 days ('Exportações'), with progress
 *   POST /reports/exports/:exportId/link         signs a fresh link for one of them
 *   GET  /reports/exports/:exportId/file         the file, streamed; needs only the link's signature
 *   GET  /reports/groups                         the customer's groups (the back office's group filter)
 *   GET  {customers}/unit-prices                 current prices and their history ('Preço Unitário')
 *   GET  /reports/consolidated-usage/by-product  the report's filter → amount and quantity per product (the chart)
 *   GET  /reports/month-consumption              this month so far by product and group vs limits ('Consumo')
 */
import { z } from 'zod';
import {
  REPORT_EXPORT_COLUMNS,
  REPORT_EXPORT_FORMATS,
  REPORT_EXPORT_FORMAT_NAMES,
  REPORT_EXPORT_STATUSES,
} from '@painel/domain';
import { idSchema, isoDateSchema } from './schemas';
import { moneySchema } from './usage';

export const reportExportPaths = {
  export: '/reports/consolidated-usage/export',
  list: '/reports/exports',
  link: '/reports/exports/:exportId/link',
  file: '/reports/exports/:exportId/file',
  groups: '/reports/groups',
  monthConsumption: '/reports/month-consumption',
  chart: '/reports/consolidated-usage/by-product',
} as const;

export const reportExportLinkPath = (exportId: string) => `/reports/exports/${exportId}/link`;

export const reportExportQuerySchema = z
  .object({
    date: isoDateSchema.optional(),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    customerId: idSchema.optional(),
    groupId: idSchema.optional(),
    productId: idSchema.optional(),
    format: z.enum(REPORT_EXPORT_FORMATS).default('csv'),
    /** AA 7 'columns (optional)': comma-separated names of REPORT_EXPORT_COLUMNS; all by default. */
    columns: z
      .string()
      .max(200)
      .optional()
      .transform((text) =>
        text === undefined || text === '' ? undefined : text.split(',').map((c) => c.trim()),
      )
      .pipe(z.array(z.enum(REPORT_EXPORT_COLUMNS)).optional()),
  })
  .strict();
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

export const presignedLinkSchema = z
  .object({ presignedUrl: z.string(), exportId: z.string(), expiresAt: z.string() })
  .meta({ id: 'PresignedLink' });
export type PresignedLink = z.infer<typeof presignedLinkSchema>;

/** A background export just created (202): its file is written by the API's worker; 'Exportações' shows progress. */
export const reportExportJobSchema = z
  .object({
    exportId: z.string(),
    status: z.enum(REPORT_EXPORT_STATUSES),
    rowsTotal: z.number().int().nullable(),
  })
  .meta({ id: 'ReportExportJob' });
export type ReportExportJob = z.infer<typeof reportExportJobSchema>;

export const reportExportSchema = z.object({
  id: z.string(),
  format: z.enum(REPORT_EXPORT_FORMATS),
  status: z.enum(REPORT_EXPORT_STATUSES),
  rowsWritten: z.number().int(),
  /** null: a synchronous export (its lines are counted only when it is downloaded). */
  rowsTotal: z.number().int().nullable(),
  createdAt: z.string(),
  from: z.string(),
  to: z.string(),
  customerName: z.string(),
});
export const reportExportListSchema = z
  .object({ list: z.array(reportExportSchema) })
  .meta({ id: 'ReportExports' });
export type ReportExportList = z.infer<typeof reportExportListSchema>;

export const reportExportParamsSchema = z.object({ exportId: z.string().regex(/^\d{1,18}$/) }).strict();

export const reportExportFileQuerySchema = z
  .object({
    expires: z.coerce.number().int().nonnegative(),
    signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  })
  .strict();

/** The file itself, streamed: Fastify does not serialise a stream. */
export const reportExportFileSchema = z.unknown().describe(`O arquivo (${REPORT_EXPORT_FORMAT_NAMES})`);

export const reportGroupsQuerySchema = z.object({ customerId: idSchema.optional() }).strict();
export type ReportGroupsQuery = z.infer<typeof reportGroupsQuerySchema>;
export const reportGroupsSchema = z
  .object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) })
  .meta({ id: 'ReportGroups' });
export type ReportGroups = z.infer<typeof reportGroupsSchema>;

export const unitPriceRowSchema = z.object({
  id: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  functionalityId: z.number().int(),
  functionality: z.string(),
  pricingKind: z.enum(['PER_USE', 'PER_USER_MONTH']),
  unitPrice: moneySchema,
  validFrom: z.string(),
  /** Exclusive; null while in force with no end. */
  validUntil: z.string().nullable(),
});
export const unitPricesSchema = z
  .object({ current: z.array(unitPriceRowSchema), history: z.array(unitPriceRowSchema) })
  .meta({ id: 'UnitPrices' });
export type UnitPrices = z.infer<typeof unitPricesSchema>;
export type UnitPriceRow = z.infer<typeof unitPriceRowSchema>;

export const unitPricesPath = (customerId: number | null) =>
  customerId === null ? '/customers/unit-prices' : `/customers/${customerId}/unit-prices`;

const consumptionLineSchema = z.object({ id: z.number().int(), name: z.string(), amount: moneySchema });
export const monthConsumptionSchema = z
  .object({
    month: z.string(),
    companyAmount: moneySchema,
    /** null: no company limit. */
    companyLimit: moneySchema.nullable(),
    byProduct: z.array(consumptionLineSchema),
    byGroup: z.array(consumptionLineSchema.extend({ limit: moneySchema.nullable() })),
  })
  .meta({ id: 'MonthConsumption' });
export type MonthConsumption = z.infer<typeof monthConsumptionSchema>;

export const usageByProductSchema = z
  .object({
    list: z.array(
      z.object({
        productId: z.number().int(),
        productName: z.string(),
        quantity: z.number().int(),
        amount: moneySchema,
      }),
    ),
  })
  .meta({ id: 'UsageByProduct' });
export type UsageByProduct = z.infer<typeof usageByProductSchema>;
