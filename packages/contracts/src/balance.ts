/**
 * 'Saldo e extrato', in both environments (`{customers}` is
 * `/customers` in the portal, `/customers/:customerId` in the back office):
 *
 *   GET {customers}/balance                                      the prepaid balance now, the last credit, the projection
 *   GET {customers}/statement?from&to&numPage&numPageSize        credits and daily debits with the running balance
 */
import { z } from 'zod';
import { PREPAID_CREDIT_KINDS, isIsoDate, statementPeriodError } from '@painel/domain';
import { pageQueryShape, pagedListSchema } from './paging';
import { isoDateSchema } from './schemas';
import { moneySchema } from './usage';

export const balancePath = (customerId: number | null) =>
  customerId === null ? '/customers/balance' : `/customers/${customerId}/balance`;
export const statementPath = (customerId: number | null) =>
  customerId === null ? '/customers/statement' : `/customers/${customerId}/statement`;

export const balanceSchema = z
  .object({
    /** Credits minus debits, every day up to today (São Paulo) included. */
    balance: moneySchema,
    credits: moneySchema,
    debits: moneySchema,
    /** The São Paulo day the balance is counted to (today). */
    asOf: isoDateSchema,
    lastCredit: z
      .object({
        date: isoDateSchema,
        kind: z.enum(PREPAID_CREDIT_KINDS),
        description: z.string(),
        amount: moneySchema,
      })
      .nullable(),
    /** Whole days the balance lasts at the last 30 days' pace; null without consumption. */
    projectedDays: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'PrepaidBalance' });
export type PrepaidBalance = z.infer<typeof balanceSchema>;

/** Both dates optional (the default is this month and the two before); both given, the period rule applies. */
export const statementQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional(), ...pageQueryShape() })
  .strict()
  .superRefine((query, issues) => {
    // A date that does not exist already carries its own field message.
    if (query.from === undefined || query.to === undefined || !isIsoDate(query.from) || !isIsoDate(query.to))
      return;
    const error = statementPeriodError(query.from, query.to);
    if (error) issues.addIssue({ code: 'custom', path: ['from'], message: error });
  });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementEntrySchema = z.object({
  date: isoDateSchema,
  kind: z.enum([...PREPAID_CREDIT_KINDS, 'CONSUMO']),
  description: z.string(),
  /** One of credit or debit is set (an adjustment that takes money away is a debit). */
  credit: moneySchema.nullable(),
  debit: moneySchema.nullable(),
  /** The balance after this line, counting every line since the first credit. */
  balance: moneySchema,
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = pagedListSchema(statementEntrySchema)
  .extend({ from: isoDateSchema, to: isoDateSchema })
  .meta({ id: 'PrepaidStatement' });
export type Statement = z.infer<typeof statementSchema>;
