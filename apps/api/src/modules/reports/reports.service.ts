/**
 * The consolidated consumption report: whose company, which São Paulo days,
 * and what leaves. A customer reads its own company (a `customerId` naming another is a 404);
 * staff name the customer ('Informe o cliente.' when they do not) and see the ID cliente and
 * Cliente columns only with the product-view permission.
 */
import {
  PROVIDER_COMPANY_ID,
  accountMessages,
  canSeeUnitPrice,
  formatMilli,
  functionalityLabel,
  hasPermission,
  parseMilli,
  policies,
  reportMessages,
  reportPeriod,
  usageDayOf,
  usageMonthOf,
} from '@painel/domain';
import {
  pagedList,
  type ConsolidatedUsage,
  type ConsolidatedUsageQuery,
  type MonthConsumption,
  type ReportGroups,
  type ReportGroupsQuery,
  type ReportProducts,
  type ReportProductsQuery,
  type UnitPrices,
  type UsageByProduct,
} from '@painel/contracts';

import type { AppContext } from '../../core/context';
import type { Actor } from '../../core/actor';
import { AppError } from '../../lib/app-error';
import * as repo from './reports.repository';

/** The customer a report call is about: the actor's own company, or (back office) the one named. */
async function reportCustomer(ctx: AppContext, actor: Actor, customerId: number | undefined) {
  let companyId = actor.companyId;
  if (ctx.environment === 'backoffice') {
    if (customerId === undefined) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'customerId', message: accountMessages.reportCustomerRequired }],
      });
    }
    companyId = customerId;
  } else if (customerId !== undefined && customerId !== actor.companyId) {
    throw new AppError('NOT_FOUND');
  }
  const customer = companyId === PROVIDER_COMPANY_ID ? undefined : await repo.findCustomer(ctx.db, companyId);
  if (!customer) throw new AppError('NOT_FOUND');
  return customer;
}

/** The report's company and São Paulo days for this actor and query (exports use it too). */
export async function reportScope(
  ctx: AppContext,
  actor: Actor,
  query: ReportProductsQuery & { groupId?: number },
) {
  const customer = await reportCustomer(ctx, actor, query.customerId);
  // Another company's group is unknown here, as another company's id is (never an empty page).
  if (query.groupId !== undefined && !(await repo.groupOf(ctx.db, customer.id, query.groupId)))
    throw new AppError('NOT_FOUND');
  const period = reportPeriod(ctx.environment, query, ctx.now());
  if (!period.ok) throw new AppError('VALIDATION_FAILED', { fields: [...period.errors] });
  return { customer, from: period.from, to: period.to };
}

export async function consolidatedUsage(
  ctx: AppContext,
  actor: Actor,
  query: ConsolidatedUsageQuery,
): Promise<ConsolidatedUsage> {
  const { customer, from, to } = await reportScope(ctx, actor, query);
  const [{ rows, total, totals }, billedLater] = await Promise.all([
    repo.consolidatedUsage(
      ctx.db,
      { companyId: customer.id, from, to, groupId: query.groupId, productId: query.productId },
      query,
    ),
    repo.billedLater(ctx.db, { companyId: customer.id, from, to }),
  ]);
  const showCustomer = hasPermission(actor.permissions, policies.reports.customerColumns[ctx.environment]);
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
    billedLater: billedLater.map((line) => ({
      period: line.period,
      amount: formatMilli(parseMilli(line.amount)),
      invoiceNumber: line.invoiceNumber,
    })),
  };
}

export async function reportProducts(
  ctx: AppContext,
  actor: Actor,
  query: ReportProductsQuery,
): Promise<ReportProducts> {
  const { customer, from, to } = await reportScope(ctx, actor, query);
  return { list: await repo.productsWithUsage(ctx.db, { companyId: customer.id, from, to }) };
}

/** The customer's groups, for the back office's group filter (enabled once a customer is chosen). */
export async function reportGroups(
  ctx: AppContext,
  actor: Actor,
  query: ReportGroupsQuery,
): Promise<ReportGroups> {
  const customer = await reportCustomer(ctx, actor, query.customerId);
  return { list: await repo.groupsOf(ctx.db, customer.id) };
}

/**
 * 'Preço Unitário': the company's prices in force today (São Paulo) and the rest as
 * history. PF 6 hides the page for trial users and for a company blocked for non-payment; the
 * API refuses them the same way (the route is open to every signed-in user of the portal).
 */
export async function unitPrices(ctx: AppContext, actor: Actor, companyId: number): Promise<UnitPrices> {
  if (ctx.environment === 'portal' && !canSeeUnitPrice(actor.viewer)) throw new AppError('FORBIDDEN');
  const today = usageDayOf(ctx.now());
  const rows = await repo.unitPricesOf(ctx.db, companyId);
  const present = rows.map((row) => ({
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    functionalityId: row.functionalityId,
    functionality: functionalityLabel(row.functionalityId),
    pricingKind: row.pricingKind,
    unitPrice: formatMilli(parseMilli(row.unitPrice)),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
  }));
  const inForce = (row: (typeof present)[number]) =>
    row.validFrom <= today && (row.validUntil === null || row.validUntil > today);
  return { current: present.filter(inForce), history: present.filter((row) => !inForce(row)) };
}

/** 'Consumo': the current São Paulo month so far, by product and by group, against the limits. */
export async function monthConsumption(ctx: AppContext, actor: Actor): Promise<MonthConsumption> {
  const customer = await reportCustomer(ctx, actor, undefined);
  const month = usageMonthOf(ctx.now());
  const today = usageDayOf(ctx.now());
  const facts = await repo.monthConsumption(ctx.db, customer.id, month, today);
  const money = (text: string | null) => (text === null ? null : formatMilli(parseMilli(text)));
  return {
    month,
    companyAmount: money(facts.companyAmount) ?? '0.000',
    companyLimit: money(facts.companyLimit),
    byProduct: facts.byProduct.map((row) => ({
      id: row.id,
      name: row.name,
      amount: money(row.amount) ?? '0.000',
    })),
    byGroup: facts.byGroup.map((row) => ({
      id: row.id,
      name: row.name ?? reportMessages.noGroup,
      amount: money(row.amount) ?? '0.000',
      limit: money(row.limit),
    })),
  };
}

/** The chart above the table: the same filter, summed per product. */
export async function usageByProduct(
  ctx: AppContext,
  actor: Actor,
  query: ConsolidatedUsageQuery,
): Promise<UsageByProduct> {
  const { customer, from, to } = await reportScope(ctx, actor, query);
  const rows = await repo.usageByProduct(ctx.db, {
    companyId: customer.id,
    from,
    to,
    groupId: query.groupId,
    productId: query.productId,
  });
  return {
    list: rows.map((row) => ({
      productId: row.productId,
      productName: row.productName,
      quantity: Number(row.quantity),
      amount: formatMilli(parseMilli(row.amount)),
    })),
  };
}
