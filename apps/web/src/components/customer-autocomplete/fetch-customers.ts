/**
 * GET /api/customers/list (PF 7; back office staff only): one page of customer companies whose
 * name, trading name or document contains `filter`. The autocomplete passes its AbortSignal, so a
 * search overtaken by typing is cancelled on the wire too.
 */
import { customerListSearch, customerPageSchema, type CustomerListQuery } from '@painel/contracts';
import { apiRequest } from '../../lib/api-client';

export function fetchCustomers(query: Partial<CustomerListQuery>, signal?: AbortSignal) {
  return apiRequest(customerListSearch(query), { schema: customerPageSchema, ...(signal ? { signal } : {}) });
}
