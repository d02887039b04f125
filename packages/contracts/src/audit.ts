/** GET /audit: the security trail (logins, failures, lockouts, MFA, passwords, session ends). */
import { z } from 'zod';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  auditMessages,
  auditPeriod,
  isIsoDate,
  validationMessages,
} from '@painel/domain';
import { pageQueryShape, pagedListSchema } from './paging';
import { idSchema, isoDateSchema } from './schemas';

export const auditQuerySchema = z
  .object({
    numPage: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_PAGE),
    numPageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
    userId: idSchema.optional(),
    action: z
      .string()
      .regex(/^[A-Z_]{2,40}$/)
      .optional(),
    /** Back office only: one customer's trail. */
    customerId: idSchema.optional(),
  })
  .strict();

export const auditEventSchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  companyId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  email: z.string().nullable(),
  action: z.string(),
  outcome: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** The paging contract's answer (`numPageSize` too, like every list). */
export const auditPageSchema = pagedListSchema(auditEventSchema).meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;

// --- 'Atividade' ---

/**
 * GET {customers}/audit: the company's trail as the 'Atividade' view reads it. The portal's is the
 * own company's (`/customers/audit`), the back office's the customer of the path
 * (`/customers/:customerId/audit`). `from`/`to` are São Paulo days, both inclusive; `user` finds
 * the e-mail of who acted or of whom it was done to.
 */
export const activityQuerySchema = z
  .object({
    ...pageQueryShape(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    user: z.string().trim().max(255, validationMessages.maxLength(255)).optional(),
    action: z
      .string()
      .regex(/^[A-Z_]{2,40}$/, validationMessages.invalidValue)
      .optional(),
  })
  .strict()
  .superRefine(({ from, to }, ctx) => {
    // A date that does not exist already carries its own field message.
    if ([from, to].some((day) => day !== undefined && !isIsoDate(day))) return;
    if ((from ?? to) !== undefined && auditPeriod(from, to) === null)
      ctx.addIssue({ code: 'custom', path: ['to'], message: auditMessages.periodInvalid });
  });
export type ActivityQuery = z.input<typeof activityQuerySchema>;

const personSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const activityEventSchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  action: z.string(),
  outcome: z.string(),
  /**
   * Who acted: a user, or nobody known (a failed login by an unknown e-mail shows the e-mail typed).
   * `staff`: the provider's staff acting on the customer; the portal does not name the person.
   */
  actor: z.object({ person: personSchema.nullable(), email: z.string().nullable(), staff: z.boolean() }),
  /** To whom an admin change was done. */
  target: personSchema.nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Admin changes: each field that changed, as text, before and after. */
  changes: z.array(
    z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

export const activityPageSchema = pagedListSchema(activityEventSchema)
  // The company's name: the back office's page names the customer, not its number.
  .extend({ companyName: z.string() })
  .meta({ id: 'ActivityPage' });
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** The web's address of the call: null is the own company (portal). */
export function activityPath(customerId: number | null): string {
  return customerId === null ? '/customers/audit' : `/customers/${customerId}/audit`;
}
