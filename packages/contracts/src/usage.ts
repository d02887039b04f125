/**
 * Usage metering: what a sibling product's server sends and receives.
 *
 *   POST /usage/authorize  may this user consume now?  → { allowed, code?, message?, … }
 *   POST /usage/events     a batch of up to 1,000 consumptions → one result per event, in order
 *
 * Money travels as a decimal string with three places ('0.350'), never a JSON number: the
 * domain's `parseMilli` reads it exactly.
 */
import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX, USAGE_BATCH_MAX, USAGE_QUANTITY_MAX, usageMessages } from '@painel/domain';
import { bodyIdSchema } from './schemas';

export const usagePaths = {
  authorize: '/usage/authorize',
  events: '/usage/events',
} as const;

/** A three-decimal amount, as the database's numeric prints it. */
export const moneySchema = z.string().regex(/^-?\d+\.\d{3}$/);

const quantitySchema = z
  .number()
  .int()
  .min(-USAGE_QUANTITY_MAX, { message: usageMessages.quantityOutOfRange })
  .max(USAGE_QUANTITY_MAX, { message: usageMessages.quantityOutOfRange })
  .refine((q) => q !== 0, { message: usageMessages.quantityZero });

const consumption = {
  userId: bodyIdSchema,
  productId: bodyIdSchema,
  functionalityId: bodyIdSchema,
  quantity: quantitySchema,
};

export const usageAuthorizeBodySchema = z
  .object({
    ...consumption,
    quantity: quantitySchema.refine((q) => q > 0, { message: usageMessages.quantityPositive }),
  })
  .strict()
  .meta({ id: 'UsageAuthorizeRequest' });
export type UsageAuthorizeBody = z.infer<typeof usageAuthorizeBodySchema>;

export const usageAuthorizeResponseSchema = z
  .object({
    allowed: z.boolean(),
    /** Why not, when not allowed: a refusal code and its pt-BR text, to show the user as is. */
    code: z.string().optional(),
    message: z.string().optional(),
    unitPrice: moneySchema.nullable(),
    amount: moneySchema.nullable(),
    /** The group's month (São Paulo calendar) so far and its limit; null limit: none. */
    groupSpent: moneySchema,
    groupLimit: moneySchema.nullable(),
  })
  .meta({ id: 'UsageAuthorizeResponse' });
export type UsageAuthorizeResponse = z.infer<typeof usageAuthorizeResponseSchema>;

export const usageEventSchema = z
  .object({
    /** Unique per product client: a retry with the same key is recorded once. */
    idempotencyKey: z
      .string()
      .min(1)
      .max(IDEMPOTENCY_KEY_MAX)
      .regex(/^[A-Za-z0-9._:-]+$/),
    ...consumption,
    /** When it was consumed, with its offset; it is billed on that moment's São Paulo day. */
    occurredAt: z.iso.datetime({ offset: true }),
  })
  .strict();
export type UsageEvent = z.infer<typeof usageEventSchema>;

export const usageBatchSchema = z
  .object({ events: z.array(usageEventSchema).min(1).max(USAGE_BATCH_MAX) })
  .strict()
  .meta({ id: 'UsageBatch' });
export type UsageBatch = z.infer<typeof usageBatchSchema>;

export const usageEventResultSchema = z.object({
  idempotencyKey: z.string(),
  status: z.enum(['accepted', 'duplicate', 'refused']),
  code: z.string().optional(),
  message: z.string().optional(),
  amount: moneySchema.optional(),
});
export type UsageEventResult = z.infer<typeof usageEventResultSchema>;

export const usageBatchResultSchema = z
  .object({
    accepted: z.number().int(),
    duplicate: z.number().int(),
    refused: z.number().int(),
    /** One per event, in the order sent. */
    results: z.array(usageEventResultSchema),
  })
  .meta({ id: 'UsageBatchResult' });
export type UsageBatchResult = z.infer<typeof usageBatchResultSchema>;
