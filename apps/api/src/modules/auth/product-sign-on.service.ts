/**
 * Single sign-on of sibling products (GET authorize): the product client a
 * request names, checked before anything is redirected, and a signed-in portal user's launch of a
 * product: a code when the launcher would allow it, else the reason it is refused. Audited either way.
 */
import type { ProductAuthorizeQuery } from '@painel/contracts';
import {
  apiMessages,
  blockedStateOf,
  canLaunchProduct,
  isSafeRedirect,
  productAccessRefusal,
  restrictViewer,
  type ProductAccessRefusal,
  type Viewer,
} from '@painel/domain';
import { AppError } from '../../lib/app-error';
import * as repo from './auth.repository';
import * as sessionRepo from '../../core/auth/session.repository';
import type { AppContext } from '../../core/context';
import { trialExpiredOfRows } from '../../core/actor';
import { productLabel } from '../../lib/metrics';
import { writeAudit, type Caller } from './auth-audit';
import type { ClientRow as Client } from '../../core/auth/session.repository';
import { issueAuthorizationCode } from './login.service';

/**
 * The product client a GET authorize names, checked before anything else: a bad request is
 * answered here with an error and never redirected, so nobody can use the portal to send a
 * browser to an address a product did not register.
 */
export async function findProductClient(
  ctx: AppContext,
  query: Pick<ProductAuthorizeQuery, 'client_id' | 'redirect_uri'>,
): Promise<Client & { productId: number }> {
  const client = await sessionRepo.findClient(ctx.db, query.client_id);
  if (!client) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'querystring.client_id', message: apiMessages.invalidClient }],
    });
  }
  // First-party apps sign in with credentials (POST); a company's API client has no product to open.
  if (client.environment !== 'product' || client.productId === null)
    throw new AppError('UNAUTHORIZED_CLIENT');
  if (!client.redirectUris.includes(query.redirect_uri)) throw new AppError('INVALID_REDIRECT_URI');
  // Registered is not enough: in production only the provider's own domains (PF 5, the web's rule too).
  const policy = {
    currentOrigin: ctx.config.publicUrls[ctx.environment],
    allowedHosts: ctx.config.redirectHosts,
    developmentHosts: ctx.config.nodeEnv !== 'production',
  };
  if (!isSafeRedirect(query.redirect_uri, policy)) throw new AppError('INVALID_REDIRECT_URI');
  return { ...client, productId: client.productId };
}

/** The signed-in user as the domain's launch rule sees them, with a blocked state's grants applied. */
function launchViewer(rows: sessionRepo.SessionUserRows, now: Date): Viewer {
  const { user } = rows;
  const viewer: Viewer = {
    permissions: rows.permissions,
    productIds: rows.products.map((product) => product.id),
    planType: user.planType,
    profile: { id: user.profileId, isCustomProfile: !user.profileIsBase, baseProfileId: user.baseProfileId },
    company: {
      id: user.companyId,
      api: user.flagApi,
      blockedForNonPayment: user.blockedForNonPayment,
      trialExpired: trialExpiredOfRows(rows, now),
    },
    environment: 'portal',
  };
  const blocked = blockedStateOf({
    companyRequiresMfa: user.flagMfa,
    mfaStatus: user.mfaStatus,
    blockedForNonPayment: user.blockedForNonPayment,
  });
  return blocked ? restrictViewer(viewer, blocked) : viewer;
}

/** Why a launch was refused: the person may not use the product at all (not owned, not granted), or not now (blocked). */
export type ProductLaunch =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'denied'; reason: ProductAccessRefusal | 'PRODUCT_BLOCKED' };

/**
 * A signed-in portal user opens a product: a code for the product when the web's launcher would
 * let them (canLaunchProduct on the session's products — owned and granted by the profile —, not
 * blocked, API flag for API), else 'denied'. Audited either way.
 */
export async function launchProduct(
  ctx: AppContext,
  input: {
    client: Client & { productId: number };
    user: sessionRepo.SessionUserRows;
    /** The portal session the product is launched from. */
    sessionId: string;
    query: Omit<ProductAuthorizeQuery, 'scope'> & { code_challenge: string; scope: string | null };
  } & Caller,
): Promise<ProductLaunch> {
  const { client, user, query } = input;
  const audit = {
    userId: user.user.id,
    companyId: user.user.companyId,
    email: user.user.email,
    ip: input.ip,
    userAgent: input.userAgent,
    action: 'PRODUCT_SSO' as const,
    detail: { clientId: client.id },
  };
  if (!canLaunchProduct(launchViewer(user, ctx.now()), client.productId)) {
    const reason =
      productAccessRefusal(
        { ownedProductIds: user.ownedProducts.map((p) => p.id), permissions: user.permissions },
        client.productId,
      ) ?? 'PRODUCT_BLOCKED';
    await writeAudit(ctx.db, { ...audit, outcome: reason });
    ctx.metrics.productSignOns.inc({ product: productLabel(client.productId), outcome: 'denied' });
    return { kind: 'denied', reason };
  }
  await writeAudit(ctx.db, { ...audit, outcome: 'CODE_ISSUED' });
  ctx.metrics.productSignOns.inc({ product: productLabel(client.productId), outcome: 'issued' });
  const issued = await issueAuthorizationCode(ctx, {
    clientId: client.id,
    userId: user.user.id,
    redirectUri: query.redirect_uri,
    codeChallenge: query.code_challenge,
    state: query.state ?? '',
    parentSessionId: input.sessionId,
    scope: query.scope,
    nonce: query.nonce ?? null,
    // The product's sign-in is the portal's: when and how the person proved who they are there.
    ...(await repo.authenticationOf(ctx.db, input.sessionId)),
  });
  return { kind: 'code', ...issued };
}
