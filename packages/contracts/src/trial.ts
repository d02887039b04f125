/**
 * The trial (PF 2 'Trial indicator', PF 3 'Trial balance', PF 4): GET /trial/balance, and
 * POST /trial/contract-request, which records that the company asked to contract a plan (the
 * indicator then reads 'Em contratação.'). Both answer 403 TRIAL_ONLY outside a trial plan.
 * The web labels the balance with trialLabel (domain). The request's form and the back office's
 * list are in contract-requests.ts: the private layout reads the balance on every screen, and a
 * module travels whole with it.
 */
import { z } from 'zod';

export const trialPaths = {
  balance: '/trial/balance',
  /** GET: the company's request (or null); POST: record it. */
  contractRequest: '/trial/contract-request',
  /** Back office: every trial company's request, and turning one into a plan. */
  backofficeContractRequests: '/customers/contract-requests',
  backofficeConvert: '/customers/:customerId/contract-request/convert',
} as const;

export const trialBalanceSchema = z
  .object({
    daysRemaining: z.number().int().min(0),
    hasContractRequest: z.boolean(),
    expired: z.boolean(),
  })
  .meta({ id: 'TrialBalance' });
export type TrialBalanceResponse = z.infer<typeof trialBalanceSchema>;
