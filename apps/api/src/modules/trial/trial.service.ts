/**
 * Contratar planos: a trial company's contract request (stored, audited, e-mailed to
 * the sales address) and the back office's conversion of a trial company into a plan.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ContractRequestBody } from '@painel/contracts';
import { onlyDigits, validationMessages, type ContractablePlan } from '@painel/domain';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../core/context';
import type { Actor } from '../../core/actor';
import type { Principal } from '../../core/auth/authenticate';
import { recordAudit } from '../../core/audit/record-audit';
import { contractRequestMail } from './contract-request-mail';
import {
  completeContractRequest,
  convertTrialCompany,
  findContractRequest,
  insertContractRequest,
  isGeneralPurpose,
} from './trial.repository';

const now = (ctx: AppContext) => (ctx.now ? ctx.now() : new Date());
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Records the company's request; the first one stands (asking again changes nothing, and sends
 * nothing), except that a one-click request without the form takes the form sent later. The e-mail goes after the row is stored: a mail failure is logged, never lost — the
 * request is in the back office's list whatever the mail server does.
 */
export async function requestContract(
  ctx: AppContext,
  principal: Principal,
  actor: Actor,
  body: ContractRequestBody | null | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  const { user } = principal;
  if (body && body.purposeId !== null && !(await isGeneralPurpose(ctx.db, body.purposeId))) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'body.purposeId', message: validationMessages.invalidValue }],
    });
  }
  const createdAt = now(ctx);
  const details = body
    ? {
        planType: body.planType,
        name: body.name.trim(),
        email: body.email.trim(),
        phone: onlyDigits(body.phone),
        cpf: orNull(onlyDigits(body.cpf)),
        role: orNull(body.role),
        purposeId: body.purposeId,
      }
    : null;
  const recorded =
    (await insertContractRequest(ctx.db, {
      companyId: user.companyId,
      userId: user.id,
      createdAt,
      ...details,
    })) ||
    (details !== null && (await completeContractRequest(ctx.db, user.companyId, details)));
  if (!recorded) return;
  await recordAudit(ctx.db, actor, 'TRIAL_CONTRACT_REQUEST', { planType: details?.planType ?? null });
  const stored = await findContractRequest(ctx.db, user.companyId);
  const mail = contractRequestMail(ctx.config.salesEmail, {
    companyName: user.companyName,
    companyDocument: user.document,
    userName: user.name,
    userEmail: user.email,
    planType: details?.planType ?? null,
    name: details?.name ?? null,
    email: details?.email ?? null,
    phone: details?.phone ?? null,
    cpf: details?.cpf ?? null,
    role: details?.role ?? null,
    purpose: stored?.purpose ?? null,
    createdAt,
  });
  try {
    await ctx.delivery.sendMail(mail);
  } catch (error: unknown) {
    log.error({ err: error, companyId: user.companyId }, 'contract request e-mail not sent');
  }
}

/**
 * Staff turn a trial company that asked to contract into a plan: the plan changes, the trial ends
 * now, the users keep their accounts, the request is marked CONVERTIDA, and the staff member is
 * audited — all in one transaction. The company row is updated only while it is still TRIAL, so
 * two conversions (or two staff at once) apply once; the second answers 409.
 */
export async function convertToPlan(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  planType: ContractablePlan,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const request = await findContractRequest(trx, companyId);
    if (!request) throw new AppError('CONTRACT_REQUEST_NOT_FOUND');
    const converted = await convertTrialCompany(trx, {
      companyId,
      planType,
      staffUserId: actor.userId,
      now: now(ctx),
    });
    if (!converted) throw new AppError('TRIAL_ALREADY_CONVERTED');
    await recordAudit(trx, actor, 'TRIAL_CONVERTED', {
      companyId,
      before: { planType: 'TRIAL' },
      after: { planType },
      requestedPlanType: request.planType,
    });
  });
}
