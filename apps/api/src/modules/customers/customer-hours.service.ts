/**
 * The customer's default access days and hours. Staff read them on the
 * customer's page and change them with the groups' edit key; the change is audited with before and
 * after, and binds the customer's users on their next request: the session check meets these
 * hours with the group's (domain effectiveAccessHours) on every request, and this instance forgets
 * its cached callers of the customer at once. Groups keep the hours an administrator saved
 * (docs/decisions.md): narrowing binds them through the meeting, widening gives them back.
 */
import type { CustomerAccessHours, CustomerAccessHoursBody } from '@painel/contracts';
import { PROVIDER_COMPANY_ID, groupMessages } from '@painel/domain';
import type { Actor } from '../../core/actor';
import type { AppContext } from '../../core/context';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../core/audit/record-audit';
import { customerHours } from '../../core/auth/session.repository';
import * as repo from './customer-hours.repository';

export async function getCustomerHours(ctx: AppContext, companyId: number): Promise<CustomerAccessHours> {
  // The provider's own company is not a customer.
  const hours = companyId === PROVIDER_COMPANY_ID ? undefined : await customerHours(ctx.db, companyId);
  if (!hours) throw new AppError('NOT_FOUND');
  return { accessLimitation: hours };
}

export async function updateCustomerHours(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  body: CustomerAccessHoursBody,
) {
  if (companyId === PROVIDER_COMPANY_ID) throw new AppError('NOT_FOUND');
  const hours = [...body.accessLimitation]
    .sort((a, b) => a.day - b.day)
    .map(({ day, active, startTime, endTime }) => ({ day, active, startTime, endTime }));
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.lockCustomerHours(trx, companyId);
    if (!before) throw new AppError('NOT_FOUND');
    await repo.writeCustomerHours(trx, companyId, hours);
    await recordAudit(trx, actor, 'CUSTOMER_ACCESS_HOURS_UPDATE', {
      companyId,
      before: { accessLimitation: before },
      after: { accessLimitation: hours },
    });
  });
  for (const userId of await repo.userIdsOf(ctx.db, companyId)) ctx.principals.forgetUser(userId);
  return { message: groupMessages.customerHoursSaved, accessLimitation: hours };
}
