/**
 * The OpenID Connect and OAuth lifecycle calls sibling products make besides authorize and token:
 * userinfo claims by scope, token introspection (RFC 7662), revocation (RFC 7009) and
 * RP-initiated logout. Client authentication is the token endpoint's (authenticateClient).
 */
import { compactVerify, createLocalJWKSet, type JWTPayload } from 'jose';
import type { AppContext } from '../../core/context';
import { digest } from '../../lib/tokens';
import * as sessionRepo from '../../core/auth/session.repository';
import { recordAudit } from '../../core/audit/record-audit';
import { productRefusal } from '../auth/login.service';
import { findRefreshToken, revokeSessionFamily } from '../auth/sessions.service';
import { grantedScope } from '../auth/token-minting';
import { presentSessionUser } from '../auth/session.presenter';
import type { Principal } from '../../core/auth/authenticate';
import { issuerOf, readPublishedKeys, SIGNING_ALGORITHMS } from '../../core/auth/signing-keys';
import { meantFor } from './resource-indicators';

type Client = NonNullable<Awaited<ReturnType<typeof sessionRepo.findClient>>>;

/** What a session without a recorded scope (launched before scopes were recorded, or first-party) may read. */
const LEGACY_SCOPE = 'openid profile email';

export async function sessionScope(ctx: AppContext, sessionId: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('sessions')
    .select('scope')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return grantedScope(row?.scope) ?? LEGACY_SCOPE;
}

/** OIDC Core 5.3: `sub` always; the standard claims of profile and email; the portal's own under `portal`. */
export function userinfoClaims(
  principal: Principal,
  scope: string,
  environment: 'portal' | 'backoffice',
  now: Date,
) {
  const scopes = new Set(scope.split(' '));
  const user = presentSessionUser(principal, principal.session, environment, now);
  return {
    sub: String(user.id),
    ...(scopes.has('profile')
      ? {
          name: user.name,
          given_name: user.firstName,
          family_name: user.lastName || undefined,
          locale: 'pt-BR',
          zoneinfo: 'America/Sao_Paulo',
        }
      : {}),
    ...(scopes.has('email') ? { email: user.email, email_verified: true } : {}),
    ...(scopes.has('portal')
      ? {
          company: {
            id: user.company.id,
            name: user.company.name,
            trading_name: user.company.tradingName,
            document: user.company.document,
          },
          group: user.group,
          products: user.products.map((p) => ({ id: p.id, name: p.name })),
          permissions: user.permissions,
          blocked_state: user.blockedState,
        }
      : {}),
  };
}

// --- Introspection (RFC 7662) ---

/**
 * Who may ask about a token: the client it was issued to, or a confidential client of the same
 * product (a product's back end introspecting what its browser app received).
 */
function mayInspect(caller: Client, owner: Client | undefined): boolean {
  if (!owner) return false;
  if (caller.id === owner.id) return true;
  return (
    caller.secretHash !== null &&
    caller.productId !== null &&
    caller.productId === owner.productId &&
    caller.companyId === null
  );
}

/** A product's token whose person may no longer use the product: inactive, as its next refresh is refused. */
async function productWithheld(ctx: AppContext, owner: Client | undefined, userId: number): Promise<boolean> {
  if (owner?.environment !== 'product' || owner.productId === null) return false;
  return (await productRefusal(ctx, userId, owner.productId)) !== null;
}

const seconds = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

async function verifiedClaims(ctx: AppContext, token: string, typ?: string): Promise<JWTPayload | null> {
  if (token.split('.').length !== 3) return null;
  try {
    // Either algorithm: an ID token is RS256 or ES256 as its client registered.
    const { payload, protectedHeader } = await compactVerify(
      token,
      createLocalJWKSet(await readPublishedKeys(ctx)),
      { algorithms: [...SIGNING_ALGORITHMS] },
    );
    if (typ !== undefined && protectedHeader.typ !== typ) return null;
    // Our own signature is on it: the payload is the JSON we signed.
    return JSON.parse(new TextDecoder().decode(payload)) as JWTPayload;
  } catch {
    return null;
  }
}

/**
 * An ID token this provider issued to `clientId` (whatever its age, OIDC Core 3.1.2.1): its claims,
 * or null. Access tokens (`typ: at+jwt`) and logout tokens are signed with the same keys, so the
 * `typ` of an ID token (`JWT`, mintIdToken) is what tells them apart.
 */
export async function verifiedIdToken(
  ctx: AppContext,
  token: string,
  clientId?: string,
): Promise<(JWTPayload & { aud: string; sub: string }) | null> {
  const claims = await verifiedClaims(ctx, token, 'JWT');
  if (!claims || claims.iss !== issuerOf(ctx.config)) return null;
  const { aud, sub } = claims;
  if (typeof aud !== 'string' || typeof sub !== 'string' || (clientId !== undefined && aud !== clientId))
    return null;
  return { ...claims, aud, sub };
}

export async function introspect(
  ctx: AppContext,
  caller: Client,
  token: string,
): Promise<{ active: boolean } & Record<string, unknown>> {
  const now = ctx.now();
  const inactive = { active: false };
  const issuer = issuerOf(ctx.config);
  // An access token of a user session (a product's JWT, found by its hash).
  const session = await sessionRepo.findSessionByToken(ctx.db, digest(token), now);
  if (session) {
    const live =
      !session.revokedAt &&
      !session.parentEnded &&
      new Date(session.expiresAt) > now &&
      new Date(session.absoluteExpiresAt) > now &&
      !(session.finalAccessAt && new Date(session.finalAccessAt) <= now);
    const owner = await sessionRepo.findClient(ctx.db, session.clientId);
    const claims = (await verifiedClaims(ctx, token)) ?? {};
    // The product it was issued to, or the resource server it was issued for (RFC 8707).
    const allowed = mayInspect(caller, owner) || meantFor(caller, claims.aud);
    if (!live || !allowed || (await productWithheld(ctx, owner, session.userId))) return inactive;
    return {
      active: true,
      token_type: 'Bearer',
      client_id: session.clientId,
      sub: String(session.userId),
      sid: session.id,
      iss: issuer,
      aud: claims.aud ?? session.clientId,
      scope: await sessionScope(ctx, session.id),
      iat: claims.iat ?? seconds(session.createdAt),
      exp: claims.exp ?? seconds(session.expiresAt),
    };
  }
  // A refresh token.
  const refresh = await findRefreshToken(ctx, token, now);
  if (refresh) {
    const live =
      !refresh.usedAt &&
      !refresh.revokedAt &&
      !refresh.sessionRevokedAt &&
      !refresh.parentEnded &&
      new Date(refresh.sessionExpiresAt) > now &&
      new Date(refresh.absoluteExpiresAt) > now;
    const owner = await sessionRepo.findClient(ctx.db, refresh.clientId);
    if (!live || !mayInspect(caller, owner) || (await productWithheld(ctx, owner, refresh.userId)))
      return inactive;
    return {
      active: true,
      token_type: 'refresh_token',
      client_id: refresh.clientId,
      sub: String(refresh.userId),
      sid: refresh.sessionId,
      iss: issuer,
      scope: grantedScope(refresh.scope) ?? LEGACY_SCOPE,
      exp: seconds(refresh.absoluteExpiresAt),
    };
  }
  // A client's own token (client_credentials): signed by us, unexpired, its client still registered,
  // asked about by that client (or its product's) or by the resource server it is for.
  const claims = await verifiedClaims(ctx, token, 'at+jwt');
  if (
    !claims ||
    claims.iss !== issuer ||
    typeof claims.client_id !== 'string' ||
    claims.sub !== `client:${claims.client_id}`
  )
    return inactive;
  if (typeof claims.exp !== 'number' || claims.exp <= seconds(now)) return inactive;
  const owner = await sessionRepo.findClient(ctx.db, claims.client_id);
  if (!owner || owner.revokedAt || !(mayInspect(caller, owner) || meantFor(caller, claims.aud)))
    return inactive;
  return {
    active: true,
    token_type: 'Bearer',
    client_id: claims.client_id,
    sub: claims.sub,
    iss: issuer,
    aud: claims.aud,
    iat: claims.iat,
    exp: claims.exp,
    // Whose credential it is: a company's API client or a product's server.
    ...(typeof claims.company_id === 'number' ? { company_id: claims.company_id } : {}),
    ...(typeof claims.product_id === 'number' ? { product_id: claims.product_id } : {}),
  };
}

// --- Revocation (RFC 7009) ---

/** Ends the grant behind an access or refresh token of this client; an unknown or foreign token is ignored (2.2). */
export async function revoke(ctx: AppContext, caller: Client, token: string): Promise<boolean> {
  const now = ctx.now();
  const session = await sessionRepo.findSessionByToken(ctx.db, digest(token), now);
  const refresh = session ? undefined : await findRefreshToken(ctx, token, now);
  const target = session
    ? { sessionId: session.id, clientId: session.clientId, userId: session.userId }
    : refresh
      ? { sessionId: refresh.sessionId, clientId: refresh.clientId, userId: refresh.userId }
      : null;
  if (!target || !mayInspect(caller, await sessionRepo.findClient(ctx.db, target.clientId))) return false;
  // The grant is the session: its refresh tokens and access token end together (RFC 7009 2.1).
  await revokeSessionFamily(ctx, target.sessionId, now);
  await recordAudit(ctx.db, { userId: target.userId }, 'SESSION_END', {
    outcome: 'TOKEN_REVOKED',
    clientId: caller.id,
  });
  return true;
}

// --- RP-initiated logout ---

/** The portal session behind a product session (or the session itself, when it is the portal's). */
export async function portalSessionOf(
  ctx: AppContext,
  sessionId: string,
): Promise<{ id: string; userId: number } | null> {
  const row = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'userId', 'parentSessionId', 'revokedAt'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.parentSessionId) return { id: row.parentSessionId, userId: row.userId };
  return { id: row.id, userId: row.userId };
}
