/**
 * An ombudsman request: stored first (so nothing a customer wrote is lost), then handed to the
 * mail transport; the row records when it was sent. A transport failure answers 502
 * OMBUDSMAN_NOT_SENT, whose text is the spec's failure message; the request stays stored unsent.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ombudsmanSuccess, type OmbudsmanBody, type OmbudsmanResponse } from '@painel/contracts';
import { OMBUDSMAN_TYPES, isOmbudsmanReason, onlyDigits, validationMessages } from '@painel/domain';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../core/auth/authenticate';
import { ombudsmanMail } from './ombudsman-mail';
import { insertRequest, markSent } from './ombudsman.repository';
import type { AppContext } from '../../core/context';

export async function sendOmbudsmanRequest(
  ctx: AppContext,
  principal: Principal,
  body: OmbudsmanBody,
  log: FastifyBaseLogger,
): Promise<OmbudsmanResponse> {
  // The contract already ran validateOmbudsman; this only narrows the type.
  if (!isOmbudsmanReason(body.reason)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'body.reason', message: validationMessages.required }],
    });
  }
  const { user } = principal;
  const createdAt = ctx.now ? ctx.now() : new Date();
  const ticket = body.ticket.trim() === '' ? null : body.ticket.trim();
  const phone = onlyDigits(body.phone);
  const id = await insertRequest(ctx.db, {
    companyId: user.companyId,
    userId: user.id,
    reason: body.reason,
    phone,
    ticket,
    request: body.request,
    createdAt,
  });
  const mail = ombudsmanMail(ctx.config.ombudsmanEmail, {
    id,
    type: OMBUDSMAN_TYPES[body.reason],
    companyName: user.companyName,
    companyDocument: user.document,
    userName: user.name,
    userEmail: user.email,
    phone,
    ticket,
    request: body.request,
    createdAt,
  });
  try {
    await ctx.delivery.sendMail(mail);
  } catch (error: unknown) {
    // The error of the transport only: never the request's text.
    log.error({ err: error, ombudsmanRequestId: id }, 'ombudsman e-mail not sent');
    throw new AppError('OMBUDSMAN_NOT_SENT');
  }
  await markSent(ctx.db, id, ctx.now ? ctx.now() : new Date());
  return ombudsmanSuccess;
}
