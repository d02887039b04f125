/**
 * POST /api/analytics/v3/metric: one event, fire and forget. The server prefixes the
 * category with the product's name and drops events of the provider's own company; a
 * failed event is never the user's problem, so errors are swallowed.
 */
import { analyticsPaths, type AnalyticsMetricBody } from '@painel/contracts';
import { PRODUCT_IDS } from '@painel/domain';
import { apiRequest } from './api-client';

export type AnalyticsEvent = Omit<AnalyticsMetricBody, 'productId'> & { productId?: number };

export function sendAnalyticsEvent(event: AnalyticsEvent): void {
  const body = { productId: PRODUCT_IDS.accountManagement, ...event };
  apiRequest(analyticsPaths.metric, { method: 'POST', json: body }).catch(() => undefined);
}
