/**
 * The trial (PF 2 'Trial indicator', PF 3 'Trial balance', PF 4, PF 7): GET /trial/balance, and
 * POST /trial/contract-request, which records that the company asked to contract a plan (the
 * indicator then reads 'Em contratação.'). Both answer 403 TRIAL_ONLY outside a trial plan.
 * The web labels the balance with trialLabel (domain).
 */
import { z } from 'zod';

export const trialPaths = {
  balance: '/trial/balance',
  contractRequest: '/trial/contract-request',
} as const;

export const trialBalanceSchema = z
  .object({
    daysRemaining: z.number().int().min(0),
    hasContractRequest: z.boolean(),
    expired: z.boolean(),
  })
  .meta({ id: 'TrialBalance' });
export type TrialBalanceResponse = z.infer<typeof trialBalanceSchema>;

/** No fields: no body at all, or `{}`. */
export const trialContractRequestBodySchema = z.object({}).strict().nullish();
