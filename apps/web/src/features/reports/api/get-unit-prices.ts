/** GET /customers/unit-prices ('Preço Unitário') and GET /reports/month-consumption ('Consumo'). */
import { useQuery } from '@tanstack/react-query';
import {
  monthConsumptionSchema,
  reportExportPaths,
  unitPricesPath,
  unitPricesSchema,
} from '@painel/contracts';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './keys';

export function useUnitPrices() {
  return useQuery({
    queryKey: reportKeys.unitPrices(),
    queryFn: ({ signal }) => apiRequest(unitPricesPath(null), { signal, schema: unitPricesSchema }),
  });
}

export function useMonthConsumption() {
  return useQuery({
    queryKey: reportKeys.monthConsumption(),
    queryFn: ({ signal }) =>
      apiRequest(reportExportPaths.monthConsumption, { signal, schema: monthConsumptionSchema }),
  });
}
