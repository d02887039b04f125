/** GET /audit: the security trail (logins, failures, lockouts, MFA, passwords, session ends). */
import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@painel/domain';
import { idSchema } from './schemas';

export const auditQuerySchema = z
  .object({
    numPage: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_PAGE),
    numPageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
    userId: idSchema.optional(),
    action: z.string().regex(/^[A-Z_]{2,40}$/).optional(),
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

export const auditPageSchema = z
  .object({ list: z.array(auditEventSchema), numPage: z.number().int(), totalPages: z.number().int(), totalItems: z.number().int() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;
