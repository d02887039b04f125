/**
 * POST /analytics/v3/metric: one analytics event, answered 204 whether or not it is kept.
 * The server stores the category as '<Product name> - <category>' (analyticsCategory, domain) and
 * keeps nothing for the provider's own company (id 1). Rate-limited per session
 * (ANALYTICS_EVENTS_PER_MINUTE).
 */
import { z } from 'zod';
import {
  ANALYTICS_ACTION_MAX,
  ANALYTICS_CATEGORY_MAX,
  ANALYTICS_LABEL_MAX,
  isProductId,
  validationMessages,
} from '@painel/domain';
import { plainText } from './schemas';

export const analyticsPaths = { metric: '/analytics/v3/metric' } as const;

const required = (max: number) =>
  plainText(max).refine((value) => value.trim() !== '', validationMessages.required);

export const analyticsMetricBodySchema = z
  .object({
    /** The product the user is in (6 'Gestão da conta' for the portal's own pages). */
    productId: z.number().int().refine(isProductId, validationMessages.invalidValue),
    eventCategory: required(ANALYTICS_CATEGORY_MAX),
    eventAction: required(ANALYTICS_ACTION_MAX),
    eventLabel: plainText(ANALYTICS_LABEL_MAX).optional(),
    /** A non-negative whole number, as analytics tools count values. */
    eventValue: z.number().int().min(0).max(2_147_483_647).optional(),
  })
  .strict()
  .meta({ id: 'AnalyticsMetric' });
export type AnalyticsMetricBody = z.infer<typeof analyticsMetricBodySchema>;
