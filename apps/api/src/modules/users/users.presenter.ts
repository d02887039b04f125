/** The fields of a user that leave the server in the back office's user search. */
import type { UserSearchItem } from '@painel/contracts';
import { customerDisplayName } from '@painel/domain';
import type { UserSearchRow } from './users.repository';

export function presentUserSearchItem(row: UserSearchRow): UserSearchItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    customer: {
      id: row.companyId,
      name: customerDisplayName({ customerName: row.companyName, tradingName: row.companyTradingName }),
    },
  };
}
