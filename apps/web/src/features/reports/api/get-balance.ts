/** GET /customers/balance and GET /customers/statement ('Saldo e extrato'). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { balancePath, balanceSchema, statementPath, statementSchema } from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys, toSearch } from './keys';

export type StatementFilter = {
  from: string | null;
  to: string | null;
  numPage: number;
  numPageSize: number;
};

export function useBalance() {
  return useQuery({
    queryKey: reportKeys.balance(),
    queryFn: ({ signal }) => apiRequest(balancePath(null), { signal, schema: balanceSchema }),
  });
}

export function useStatement(filter: StatementFilter) {
  return useQuery({
    queryKey: reportKeys.statement(filter),
    queryFn: ({ signal }) =>
      apiRequest(`${statementPath(null)}${toSearch(filter)}`, { signal, schema: statementSchema }),
    // The previous page stays on screen while the next one loads: the table does not jump.
    placeholderData: keepPreviousData,
  });
}
