/**
 * Who is calling, as the domain sees them: the actor the guard hands every guarded handler. Its
 * permissions and products are the EFFECTIVE ones: a blocked state of PF 4 has replaced them
 * already, so no handler can forget to apply it.
 */
import type { FastifyRequest } from 'fastify';
import type { Environment } from '@painel/contracts';
import {
  BLOCKED_STATE_GRANTS,
  PROVIDER_COMPANY_ID,
  blockedStateOf,
  isTrialOver,
  type BlockedState,
  type Viewer,
} from '@painel/domain';
import { AppError } from '../lib/app-error';
import type { Principal } from './auth/authenticate';

export type Actor = {
  readonly userId: number;
  readonly email: string;
  readonly name: string;
  readonly companyId: number;
  readonly groupId: number | null;
  readonly profile: {
    readonly id: number;
    readonly name: string;
    readonly isBase: boolean;
    readonly baseProfileId: number | null;
  };
  /** Effective permissions: a blocked state's grants when one applies, else the profile's. */
  readonly permissions: readonly string[];
  /** Effective products: owned, narrowed by a blocked state. */
  readonly productIds: readonly number[];
  readonly blockedState: BlockedState | null;
  readonly isStaff: boolean;
  readonly session: Principal['session'];
  /** A first-party session of this environment, or a sibling product's token. */
  readonly credential: 'session' | 'product';
  readonly ip: string;
  readonly userAgent: string | null;
  /** The same facts as the domain's show/hide rules take them. */
  readonly viewer: Viewer;
  /** The rows the session presenter needs (GET /oauth2/session). */
  readonly principal: Principal;
};

/** Whether the session's company is a trial whose seven days are over at `now` (domain isTrialOver). */
export function trialExpiredOfRows(rows: Pick<Principal, 'user'>, now: Date): boolean {
  const { user } = rows;
  return isTrialOver(
    { planType: user.planType, createdAt: user.companyCreatedAt, trialEndsAt: user.trialEndsAt },
    now,
  );
}

/** Which blocked state of PF 4 applies to these session rows, if any. */
export function blockedStateOfRows(rows: Pick<Principal, 'user'>): BlockedState | null {
  const { user } = rows;
  return blockedStateOf({
    companyRequiresMfa: user.flagMfa,
    mfaStatus: user.mfaStatus,
    blockedForNonPayment: user.blockedForNonPayment,
  });
}

export function buildActor(
  principal: Principal,
  input: {
    environment: Environment;
    credential: 'session' | 'product';
    ip: string;
    userAgent: string | null;
    /** The app's clock: whether a trial is over is decided per request. */
    now: Date;
  },
): Actor {
  const { user } = principal;
  const blockedState = blockedStateOfRows(principal);
  const grants = blockedState ? BLOCKED_STATE_GRANTS[blockedState] : null;
  const owned = principal.products.map((p) => p.id);
  const permissions = grants ? [...grants.permissions] : principal.permissions;
  const productIds = grants ? owned.filter((id) => grants.productIds.some((g) => g === id)) : owned;
  const profile = {
    id: user.profileId,
    name: user.profileName,
    isBase: user.profileIsBase,
    baseProfileId: user.baseProfileId,
  };
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    companyId: user.companyId,
    groupId: user.groupId,
    profile,
    permissions,
    productIds,
    blockedState,
    isStaff: user.companyId === PROVIDER_COMPANY_ID,
    session: principal.session,
    credential: input.credential,
    ip: input.ip,
    userAgent: input.userAgent,
    principal,
    viewer: {
      permissions,
      productIds,
      planType: user.planType,
      profile: {
        id: user.profileId,
        isCustomProfile: !user.profileIsBase,
        baseProfileId: user.baseProfileId,
      },
      company: {
        id: user.companyId,
        api: user.flagApi,
        blockedForNonPayment: user.blockedForNonPayment || blockedState === 'nonPayment',
        trialExpired: trialExpiredOfRows(principal, input.now),
      },
      environment: input.environment,
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on guarded routes; read it through actorOf(). */
    actor: Actor | null;
    /** Set by the guard on customer routes; read it through targetCompanyOf(). */
    targetCompanyId: number | null;
  }
}

/** The caller of a guarded route. A public route has none: calling this there is a programming error, answered 401. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

/** The company an `access.customer` route acts on, already checked by the guard. */
export function targetCompanyOf(request: FastifyRequest): number {
  if (request.targetCompanyId === null) throw new AppError('FORBIDDEN');
  return request.targetCompanyId;
}
