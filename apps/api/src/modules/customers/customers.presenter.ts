/** The fields of a customer company that leave the server (PF 3 'Customer'), and the page around them. */
import {
  pagedList,
  type Customer,
  type CustomerOverview,
  type CustomerOverviewPage,
  type CustomerPage,
} from '@painel/contracts';
import { trialDaysRemaining, trialEndsAt, type PlanType } from '@painel/domain';

export type CustomerRow = { id: number; name: string; tradingName: string | null; document: string };

export function presentCustomer(row: CustomerRow): Customer {
  return { id: row.id, customerName: row.name, tradingName: row.tradingName, document: row.document };
}

export function presentCustomerPage(
  rows: CustomerRow[],
  total: number,
  page: { numPage: number; numPageSize: number },
): CustomerPage {
  return pagedList(rows.map(presentCustomer), total, page);
}

export type CustomerOverviewRow = CustomerRow & {
  planType: PlanType;
  blockedForNonPayment: boolean;
  trialEndsAt: Date | null;
  createdAt: Date;
  usersCount: number | null;
};

/** Trial days are São Paulo calendar days (domain trial.ts), counted at `now`. */
export function presentCustomerOverview(row: CustomerOverviewRow, now: Date): CustomerOverview {
  const trial =
    row.planType === 'TRIAL'
      ? trialDaysRemaining(
          trialEndsAt(new Date(row.createdAt), row.trialEndsAt ? new Date(row.trialEndsAt) : null),
          now,
        )
      : null;
  return {
    ...presentCustomer(row),
    planType: row.planType,
    blockedForNonPayment: row.blockedForNonPayment,
    trialDaysRemaining: trial ? trial.daysRemaining : null,
    trialExpired: trial?.expired ?? false,
    usersCount: Number(row.usersCount ?? 0),
  };
}

export function presentCustomerOverviewPage(
  rows: CustomerOverviewRow[],
  total: number,
  page: { numPage: number; numPageSize: number },
  now: Date,
): CustomerOverviewPage {
  return pagedList(
    rows.map((row) => presentCustomerOverview(row, now)),
    total,
    page,
  );
}
