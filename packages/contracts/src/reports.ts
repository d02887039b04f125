/**
 * The consolidated consumption report, in both environments:
 *
 *   GET /reports/consolidated-usage  customer: date, customerId, productId, numPage, numPageSize
 *                                     back office: date | startDate+endDate, customerId, groupId,
 *                                     productId, numPage, numPageSize
 *   GET /reports/products            date (or startDate+endDate), customerId: the products with
 *                                     usage in the period
 *
 * One query schema for both: the domain's `reportPeriod` decides which period fields each
 * environment takes, with the spec's messages. Money is a three-decimal string.
 */
import { z } from 'zod';
import { pagedListSchema, pageQueryShape } from './paging';
import { idSchema, isoDateSchema } from './schemas';
import { moneySchema } from './usage';

export const reportPaths = {
  consolidatedUsage: '/reports/consolidated-usage',
  products: '/reports/products',
} as const;

const periodShape = {
  date: isoDateSchema.optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  /** Back office: required ('Informe o cliente.'). Customer: its own company, or absent. */
  customerId: idSchema.optional(),
};

export const consolidatedUsageQuerySchema = z
  .object({
    ...periodShape,
    groupId: idSchema.optional(),
    productId: idSchema.optional(),
    // Default page size 10 (AA 9's REPORT_PAGE_SIZE, the same as every list's).
    ...pageQueryShape(),
  })
  .strict();
export type ConsolidatedUsageQuery = z.infer<typeof consolidatedUsageQuerySchema>;

export const reportProductsQuerySchema = z.object(periodShape).strict();
export type ReportProductsQuery = z.infer<typeof reportProductsQuerySchema>;

export const consolidatedUsageRowSchema = z.object({
  /** The first day of the row's month (or the period's start, when later), 'YYYY-MM-DD'. */
  date: z.string(),
  /** Back office with the product-view permission only; null otherwise. */
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  functionalityId: z.number().int(),
  functionality: z.string(),
  pricingKind: z.enum(['PER_USE', 'PER_USER_MONTH']),
  unitPrice: moneySchema,
  quantity: z.number().int(),
  amount: moneySchema,
});
export type ConsolidatedUsageRow = z.infer<typeof consolidatedUsageRowSchema>;

export const consolidatedUsageSchema = pagedListSchema(consolidatedUsageRowSchema)
  .extend({
    totalQuantity: z.number().int(),
    /** Consumable products (priced per use). */
    totalAmount: moneySchema,
    /** Products priced per user and month ('Valor total produtos por usuário'). */
    totalPricePerUser: moneySchema,
    /**
     * Months of the period whose usage changed after their invoice, and the later invoice that
     * billed the difference (credit negative), oldest first. The whole month's change:
     * the report's group and product filters do not narrow it.
     */
    billedLater: z.array(
      z.object({
        /** 'YYYY-MM' */
        period: z.string(),
        amount: moneySchema,
        invoiceNumber: z.string(),
      }),
    ),
  })
  .meta({ id: 'ConsolidatedUsage' });
export type ConsolidatedUsage = z.infer<typeof consolidatedUsageSchema>;

export const reportProductsSchema = z
  .object({ list: z.array(z.object({ id: z.number().int(), name: z.string() })) })
  .meta({ id: 'ReportProducts' });
export type ReportProducts = z.infer<typeof reportProductsSchema>;
