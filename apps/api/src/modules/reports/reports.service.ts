/**
 * The consolidated consumption report (AA 2.1, 3-5, 7, 9): whose company, which São Paulo days,
 * and what leaves. A customer reads its own company (a `customerId` naming another is a 404);
 * staff name the customer ('Informe o cliente.' when they do not) and see the ID cliente and
 * Cliente columns only with the product-view permission.
 */
import { PERMISSIONS, PROVIDER_COMPANY_ID, accountMessages, formatMilli, functionalityLabel, hasPermission, parseMilli, reportPeriod } from '@painel/domain';
import { pagedList, type ConsolidatedUsage, type ConsolidatedUsageQuery, type ReportProducts, type ReportProductsQuery } from '@painel/contracts';
import type { AppContext } from '../../core/context';
import type { Actor } from '../../core/actor';
import { AppError } from '../../lib/app-error';
import * as repo from './reports.repository';

async function scope(ctx: AppContext, actor: Actor, query: ReportProductsQuery) {
  let companyId = actor.companyId;
  if (ctx.environment === 'backoffice') {
    if (query.customerId === undefined) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'customerId', message: accountMessages.reportCustomerRequired }] });
    }
    companyId = query.customerId;
  } else if (query.customerId !== undefined && query.customerId !== actor.companyId) {
    throw new AppError('NOT_FOUND');
  }
  const customer = companyId === PROVIDER_COMPANY_ID ? undefined : await repo.findCustomer(ctx.db, companyId);
  if (!customer) throw new AppError('NOT_FOUND');
  const period = reportPeriod(ctx.environment, query, ctx.now());
  if (!period.ok) throw new AppError('VALIDATION_FAILED', { fields: [...period.errors] });
  return { customer, from: period.from, to: period.to };
}

export async function consolidatedUsage(ctx: AppContext, actor: Actor, query: ConsolidatedUsageQuery): Promise<ConsolidatedUsage> {
  const { customer, from, to } = await scope(ctx, actor, query);
  const { rows, total, totals } = await repo.consolidatedUsage(
    ctx.db,
    { companyId: customer.id, from, to, groupId: query.groupId, productId: query.productId },
    query,
  );
  const showCustomer = ctx.environment === 'backoffice' && hasPermission(actor.permissions, PERMISSIONS.backofficeReportProductsView);
  const list = rows.map((row) => ({
    date: row.month < from ? from : row.month,
    customerId: showCustomer ? customer.id : null,
    customerName: showCustomer ? (customer.tradingName ?? customer.name) : null,
    productId: row.productId,
    productName: row.productName,
    functionalityId: row.functionalityId,
    functionality: functionalityLabel(row.functionalityId),
    pricingKind: row.pricingKind,
    unitPrice: formatMilli(parseMilli(row.unitPrice)),
    quantity: Number(row.quantity),
    amount: formatMilli(parseMilli(row.amount)),
  }));
  return {
    ...pagedList(list, total, query),
    totalQuantity: Number(totals.quantity),
    totalAmount: formatMilli(parseMilli(totals.perUse)),
    totalPricePerUser: formatMilli(parseMilli(totals.perUser)),
  };
}

export async function reportProducts(ctx: AppContext, actor: Actor, query: ReportProductsQuery): Promise<ReportProducts> {
  const { customer, from, to } = await scope(ctx, actor, query);
  return { list: await repo.productsWithUsage(ctx.db, { companyId: customer.id, from, to }) };
}
