/**
 * Analytics events (PF 7 POST /analytics/v3/metric, PF 6): stored with the product's name in
 * front of the category ('Localize - Menu lateral'), and never for the provider's own company,
 * whose staff would skew what customers do.
 */
import { PROVIDER_COMPANY_ID, productName } from './catalogue';

export const ANALYTICS_CATEGORY_MAX = 100;
export const ANALYTICS_ACTION_MAX = 100;
export const ANALYTICS_LABEL_MAX = 255;
/** Events a signed-in user may send per minute before 429 (ours). */
export const ANALYTICS_EVENTS_PER_MINUTE = 120;

const SEPARATOR = ' - ';

/** '<Product name> - <category>', once: a category that already carries the prefix keeps it. */
export function analyticsCategory(productId: number, category: string): string {
  const prefix = `${productName(productId)}${SEPARATOR}`;
  const trimmed = category.trim();
  return trimmed.startsWith(prefix) ? trimmed : `${prefix}${trimmed}`;
}

/** Events of the provider's own company are not stored. */
export function isAnalyticsExcluded(companyId: number): boolean {
  return companyId === PROVIDER_COMPANY_ID;
}
