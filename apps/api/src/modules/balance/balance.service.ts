/**
 * 'Saldo e extrato': the prepaid balance and the statement of a company.
 * In the portal the caller's own company, with the page's own rule (menu.ts `canOpenRoute`: the
 * account area, not trial, a balance or statement key); in the back office the customer of the
 * address, for staff with the reports key. Money stays in thousandths (bigint) end to end.
 */
import {
  balanceWindowStart,
  PROVIDER_COMPANY_ID,
  canOpenRoute,
  defaultStatementPeriod,
  formatMilli,
  parseMilli,
  prepaidMessages,
  projectedBalanceDays,
  usageDayOf,
  type StatementEntryKind,
} from '@painel/domain';
import { pagedList, type PrepaidBalance, type Statement, type StatementQuery } from '@painel/contracts';
import type { AppContext } from '../../core/context';
import type { Actor } from '../../core/actor';
import { AppError } from '../../lib/app-error';
import * as repo from './balance.repository';

function ledgerCompany(ctx: AppContext, actor: Actor, companyId: number): number {
  if (
    ctx.environment === 'portal' &&
    !canOpenRoute('balance', { viewer: actor.viewer, blockedState: actor.blockedState })
  ) {
    throw new AppError('FORBIDDEN');
  }
  // The guard found the customer of the address (else 404); the provider's own company has no ledger.
  if (companyId === PROVIDER_COMPANY_ID) throw new AppError('NOT_FOUND');
  return companyId;
}

const money = (text: string) => formatMilli(parseMilli(text));

export async function prepaidBalance(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<PrepaidBalance> {
  const company = ledgerCompany(ctx, actor, companyId);
  const today = usageDayOf(ctx.now());
  const since = balanceWindowStart(today);
  const [totals, last] = await Promise.all([
    repo.balanceTotals(ctx.db, company, today, since),
    repo.lastCredit(ctx.db, company, today),
  ]);
  const balance = parseMilli(totals.credits) - parseMilli(totals.debits);
  return {
    balance: formatMilli(balance),
    credits: money(totals.credits),
    debits: money(totals.debits),
    asOf: today,
    lastCredit: last
      ? { date: last.creditDay, kind: last.kind, description: last.description, amount: money(last.amount) }
      : null,
    projectedDays: projectedBalanceDays(balance, parseMilli(totals.recentDebits)),
  };
}

export async function statement(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  query: StatementQuery,
): Promise<Statement> {
  const company = ledgerCompany(ctx, actor, companyId);
  const fallback = defaultStatementPeriod(usageDayOf(ctx.now()));
  const from = query.from ?? fallback.from;
  const to = query.to ?? fallback.to;
  if (from > to)
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'from', message: prepaidMessages.periodOrder }],
    });
  const { rows, total } = await repo.statementPage(ctx.db, { companyId: company, from, to }, query);
  const list = rows.map((row) => {
    const amount = parseMilli(row.amount);
    const kind = row.kind as StatementEntryKind; // the SQL writes only the ledger's kinds and 'CONSUMO'
    return {
      date: row.day,
      kind,
      description: kind === 'CONSUMO' ? prepaidMessages.kinds.CONSUMO : row.description,
      credit: amount > 0n ? formatMilli(amount) : null,
      debit: amount < 0n ? formatMilli(-amount) : null,
      balance: money(row.balance),
    };
  });
  return { ...pagedList(list, total, query), from, to };
}
