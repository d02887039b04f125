/**
 * What the token endpoint hands out for a user's session: the access token (opaque for the
 * first-party apps, a signed JWT for products, RFC 9068), the OpenID Connect ID token and the
 * scope granted (`issueTokens`, the one place both a code's redemption and a refresh answer from).
 * Sessions are started and renewed in sessions.service.ts.
 */
import { createHash } from 'node:crypto';
import { OIDC_SCOPES } from '@painel/contracts';
import { newToken } from '../../lib/tokens';
import { idTokenAlgorithm, issuerOf, signToken, type SigningAlgorithm } from '../../core/auth/signing-keys';
import { accessTokenAudience, type Resource } from '../oidc/resource-indicators';
import type { AppContext } from '../../core/context';
import type { ClientRow as Client } from '../../core/auth/session.repository';

export type IssuedTokens = {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  firstParty: boolean;
  /** OpenID Connect: the granted scope, and an ID token when it includes `openid`. */
  scope?: string;
  idToken?: string;
};

/**
 * First-party browsers get an opaque token (in a cookie); sibling products get a signed JWT they
 * can verify with the JWKS — bound to the same session row, so ending the session ends it here too.
 */
export async function mintAccessToken(
  ctx: AppContext,
  client: Client,
  input: {
    userId: number;
    companyId: number;
    sessionId: string;
    expiresAt: Date;
    now: Date;
    scope: string | null;
    resource: Resource | null;
  },
): Promise<string> {
  if (client.environment !== 'product') return newToken();
  return signToken(ctx, {
    issuer: issuerOf(ctx.config),
    subject: String(input.userId),
    // RFC 9068: `aud` is the resource asked for (RFC 8707), else the product itself.
    ...accessTokenAudience(client.id, input.resource),
    expiresInSeconds: Math.max(1, Math.round((input.expiresAt.getTime() - input.now.getTime()) / 1000)),
    claims: {
      sid: input.sessionId,
      client_id: client.id,
      company_id: input.companyId,
      ...(input.scope ? { scope: input.scope } : {}),
    },
  });
}

export function grantedScope(requested: string | null | undefined): string | undefined {
  if (!requested) return undefined;
  const asked = new Set(requested.split(' ').filter(Boolean));
  // The scopes this provider knows (OIDC_SCOPES); others asked for are ignored (RFC 6749 3.3 lets the server narrow).
  const granted = OIDC_SCOPES.filter((s) => asked.has(s));
  return granted.length ? granted.join(' ') : undefined;
}

export const hasOpenid = (scope: string | undefined | null) => !!scope && scope.split(' ').includes('openid');

/** Authentication Context Class: whether a second factor was used (amr names it, RFC 8176). */
export const ACR_PASSWORD = 'urn:painel:acr:senha';
export const ACR_SECOND_FACTOR = 'urn:painel:acr:segundo-fator';

/** An OpenID Connect ID token (Core 2, 3.1.3.6): the client's algorithm (RS256 by default), with at_hash for the access token it came with. */
async function mintIdToken(
  ctx: AppContext,
  input: {
    clientId: string;
    /** The client's registered `id_token_signed_response_alg`, RS256 by default. */
    algorithm: SigningAlgorithm;
    userId: number;
    sessionId: string;
    nonce: string | null;
    authTime: Date | string;
    amr: string[] | null;
    expiresIn: number;
    accessToken: string;
  },
): Promise<string> {
  const amr = input.amr?.length ? input.amr : ['pwd'];
  const half = createHash('sha256').update(input.accessToken).digest().subarray(0, 16);
  return signToken(ctx, {
    issuer: issuerOf(ctx.config),
    subject: String(input.userId),
    audience: input.clientId,
    expiresInSeconds: Math.max(1, input.expiresIn),
    type: 'JWT',
    algorithm: input.algorithm,
    claims: {
      azp: input.clientId,
      sid: input.sessionId,
      auth_time: Math.floor(new Date(input.authTime).getTime() / 1000),
      ...(input.nonce ? { nonce: input.nonce } : {}),
      amr,
      acr: amr.includes('mfa') ? ACR_SECOND_FACTOR : ACR_PASSWORD,
      at_hash: half.toString('base64url'),
    },
  });
}

/**
 * The token endpoint's answer for a session just started (a code's redemption) or renewed (a
 * refresh): its lifetime, the scope granted and, for a product that was granted `openid`, an ID
 * token. A renewal passes no nonce and the session's own auth_time (OIDC Core 12.2).
 */
export async function issueTokens(
  ctx: AppContext,
  client: Client,
  input: {
    sessionId: string;
    userId: number;
    accessToken: string;
    refreshToken: string;
    expiresAt: Date;
    now: Date;
    /** The scope the session was asked with (the code's, or the session's on a refresh). */
    requestedScope: string | null;
    nonce: string | null;
    authTime: Date | string;
    amr: string[] | null;
  },
): Promise<IssuedTokens> {
  const expiresIn = Math.round((input.expiresAt.getTime() - input.now.getTime()) / 1000);
  const firstParty = client.environment !== 'product';
  const scope = grantedScope(input.requestedScope);
  const idToken =
    !firstParty && hasOpenid(scope)
      ? await mintIdToken(ctx, {
          clientId: client.id,
          algorithm: idTokenAlgorithm(client),
          userId: input.userId,
          sessionId: input.sessionId,
          nonce: input.nonce,
          authTime: input.authTime,
          amr: input.amr,
          expiresIn,
          accessToken: input.accessToken,
        })
      : undefined;
  return {
    sessionId: input.sessionId,
    accessToken: input.accessToken,
    refreshToken: input.refreshToken,
    expiresIn,
    firstParty,
    ...(scope ? { scope } : {}),
    ...(idToken ? { idToken } : {}),
  };
}
