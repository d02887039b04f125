/** Allow-lists what leaves the server about a session user (PF 3 'Session user'). */
import type { Environment, SessionUser } from '@painel/contracts';
import { BLOCKED_STATE_GRANTS, PLAN_TYPES, PROVIDER_COMPANY_ID, blockedStateOf } from '@painel/domain';
import { trialExpiredOfRows } from '../../core/actor';
import type { SessionUserRows } from '../../core/auth/session.repository';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

const MFA_STATUS = {
  ATIVO: 'active',
  INATIVO: 'inactive',
  PENDENTE: 'pending',
  SUSPENSO: 'suspended',
} as const;

export function presentSessionUser(
  rows: SessionUserRows,
  session: { createdAt: Date; expiresAt: Date; finalAccessAt: Date | null },
  environment: Environment,
  now: Date,
): SessionUser {
  const { user } = rows;
  const blockedState = blockedStateOf({
    companyRequiresMfa: user.flagMfa,
    mfaStatus: user.mfaStatus,
    blockedForNonPayment: user.blockedForNonPayment,
  });
  // A blocked state replaces the grants; products stay limited to those the company owns.
  const grants = blockedState ? BLOCKED_STATE_GRANTS[blockedState] : null;
  const permissions = grants ? [...grants.permissions] : rows.permissions;
  const products = grants
    ? rows.products.filter((p) => grants.productIds.some((id) => id === p.id))
    : rows.products;
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  const base =
    user.profileIsBase || user.baseProfileId === null
      ? { id: user.profileId, name: user.profileName }
      : { id: user.baseProfileId, name: user.baseProfileName ?? user.profileName };
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName,
    lastName: rest.join(' '),
    userTypeId: user.companyId === PROVIDER_COMPANY_ID ? 2 : 1,
    systemId: environment === 'portal' ? 1 : 2,
    createdAt: iso(user.createdAt),
    loginTime: iso(session.createdAt),
    trial: user.planType === 'TRIAL',
    profile: { id: user.profileId, name: user.profileName, isCustomProfile: !user.profileIsBase, base },
    company: {
      id: user.companyId,
      name: user.companyName,
      tradingName: user.tradingName,
      document: user.document,
      segment:
        user.segmentId === null || user.segmentName === null
          ? null
          : { id: user.segmentId, name: user.segmentName },
      api: user.flagApi,
      migration: user.flagMigration,
      mfa: user.flagMfa,
      blockedForNonPayment: user.blockedForNonPayment,
      trialExpired: trialExpiredOfRows(rows, now),
      createdAt: iso(user.companyCreatedAt),
      productIds: rows.ownedProducts.map((p) => p.id),
    },
    group:
      user.groupId === null || user.groupName === null ? null : { id: user.groupId, name: user.groupName },
    plan: { id: PLAN_TYPES.indexOf(user.planType) + 1, planType: user.planType },
    products,
    permissions,
    finalAccessTime: session.finalAccessAt ? iso(session.finalAccessAt) : null,
    mfa: { status: MFA_STATUS[user.mfaStatus], type: user.mfaType },
    blockedState,
    sessionExpiresAt: iso(session.expiresAt),
  };
}
