/**
 * The development mailbox: with no SMTP or SMS provider configured, messages are
 * kept in the outbox and read at /dev/caixa-de-saida (HTML) or, by tests and journeys, as JSON.
 * Neither exists when NODE_ENV=production.
 */
import { z } from 'zod';

export const outboxPaths = {
  /** The HTML page, outside the API base. */
  page: '/dev/caixa-de-saida',
  /** The JSON list, under the API base. */
  api: '/dev/caixa-de-saida',
} as const;

export const outboxQuerySchema = z
  .object({
    /** Only the messages sent to this e-mail address or phone number. */
    to: z.string().min(1).max(255).optional(),
  })
  .strict();

export const outboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** Newest first. */
export const outboxResponseSchema = z.object({ items: z.array(outboxItemSchema) }).meta({ id: 'Outbox' });
