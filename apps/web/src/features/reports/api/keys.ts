/** Query keys of the reports area. */
export const reportKeys = {
  all: ['reports'] as const,
  usage: (query: Record<string, unknown>) => [...reportKeys.all, 'consolidated-usage', query] as const,
  chart: (query: Record<string, unknown>) => [...reportKeys.all, 'by-product', query] as const,
  products: (query: Record<string, unknown>) => [...reportKeys.all, 'products', query] as const,
  groups: (customerId: number | null) => [...reportKeys.all, 'groups', customerId] as const,
  exports: () => [...reportKeys.all, 'exports'] as const,
  unitPrices: () => [...reportKeys.all, 'unit-prices'] as const,
  monthConsumption: () => [...reportKeys.all, 'month-consumption'] as const,
  balance: () => [...reportKeys.all, 'balance'] as const,
  statement: (query: Record<string, unknown>) => [...reportKeys.all, 'statement', query] as const,
};

/** A query object as URL parameters, leaving out what is not set. */
export function toSearch(query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
