/**
 * The token endpoint (RFC 6749 3.2): authenticates the client (secret, or none for public PKCE
 * clients) and dispatches the grant: an authorization code or a refresh token (sessions.service.ts)
 * or client credentials, answered here: a company's API client or a product's server client gets
 * a signed token of its own, with no user session.
 */
import type { TokenBody } from '@painel/contracts';
import { isIpAllowed } from '@painel/domain';
import { verify } from '@node-rs/argon2';
import { AppError } from '../../lib/app-error';
import { parseBasic } from '../../lib/http';
import * as repo from './auth.repository';
import * as sessionRepo from '../../core/auth/session.repository';
import { issuerOf, signToken } from '../../core/auth/signing-keys';
import { accessTokenAudience, requestedResource, type Resource } from '../oidc/resource-indicators';
import { isProductServerClient } from '../../core/auth/product-client-token';
import type { AppContext } from '../../core/context';
import { writeAudit, type Caller } from './auth-audit';
import type { ClientRow as Client } from '../../core/auth/session.repository';
import { redeemCode, refresh } from './sessions.service';
import type { IssuedTokens } from './token-minting';

const clock = (ctx: AppContext) => (ctx.now ? ctx.now() : new Date());

/**
 * Client authentication of the token, introspection and revocation endpoints (RFC 6749 2.3.1):
 * client_secret_basic (id and secret form-url-encoded inside the Basic header), client_secret_post
 * (in the body), or client_id alone for public clients. A confidential client must authenticate.
 */
export async function authenticateClient(
  ctx: AppContext,
  authorization: string | undefined,
  body: { client_id?: string | undefined; client_secret?: string | undefined },
) {
  const basic = parseClientBasic(authorization);
  if (basic === 'invalid') throw new AppError('INVALID_CLIENT');
  if (basic && body.client_secret !== undefined) throw new AppError('INVALID_CLIENT'); // one method per request (RFC 6749 2.3)
  if (basic && body.client_id && basic.user !== body.client_id) throw new AppError('INVALID_CLIENT');
  const clientId = basic?.user ?? body.client_id;
  if (!clientId) throw new AppError('INVALID_CLIENT');
  const client = await sessionRepo.findClient(ctx.db, clientId);
  const secret = basic?.secret ?? body.client_secret;
  // A company credential revoked in the developer area authenticates no more.
  if (!client || client.revokedAt) throw new AppError('INVALID_CLIENT');
  if (client.secretHash) {
    const matches = (hash: string) =>
      secret !== undefined ? verify(hash, secret).catch(() => false) : Promise.resolve(false);
    // After a rotation the previous secret still works until its overlap ends (product-clients.service.ts).
    const previousLive =
      client.previousSecretHash !== null &&
      client.previousSecretUntil !== null &&
      new Date(client.previousSecretUntil) > clock(ctx);
    const ok =
      (await matches(client.secretHash)) ||
      (previousLive && client.previousSecretHash !== null && (await matches(client.previousSecretHash)));
    if (!ok) throw new AppError('INVALID_CLIENT');
  } else if (secret !== undefined && secret !== '') {
    throw new AppError('INVALID_CLIENT'); // a public client has no secret to present
  }
  // A first-party client only obtains tokens through its own environment's origin; products and
  // companies' API clients through the portal's, the one issuer (signing-keys.ts issuerOf).
  const home = client.environment === 'product' ? 'portal' : client.environment;
  if (home !== ctx.environment) throw new AppError('INVALID_CLIENT');
  return client;
}

/** RFC 6749 2.3.1: the client id and secret are form-url-encoded before Basic encoding; 'invalid' when undecodable. */
export function parseClientBasic(
  header: string | undefined,
): { user: string; secret: string } | null | 'invalid' {
  const raw = parseBasic(header);
  if (!raw) return header && /^Basic\s/i.test(header) ? 'invalid' : null;
  const decode = (value: string) => decodeURIComponent(value.replaceAll('+', ' '));
  try {
    return { user: decode(raw.user), secret: decode(raw.secret) };
  } catch {
    return 'invalid';
  }
}

export async function exchangeToken(
  ctx: AppContext,
  input: { body: TokenBody; authorization: string | undefined; refreshCookie: string | undefined } & Caller,
): Promise<IssuedTokens> {
  const client = await authenticateClient(ctx, input.authorization, input.body);
  // RFC 8707: judged before any grant is spent, so a wrong `resource` costs no code or refresh token.
  const resource = await requestedResource(ctx, input.body.resource);
  if (input.body.grant_type === 'authorization_code') return redeemCode(ctx, client, { ...input, resource });
  if (input.body.grant_type === 'refresh_token') return refresh(ctx, client, { ...input, resource });
  if (input.body.grant_type === 'client_credentials')
    return clientCredentials(ctx, client, input.ip, resource);
  throw new AppError('UNSUPPORTED_GRANT_TYPE');
}

/** A company's own API client (companies with the API flag): a token for the company, no user session. */
export const CLIENT_CREDENTIALS_TTL_S = 3600;

async function clientCredentials(
  ctx: AppContext,
  client: Client,
  ip: string,
  resource: Resource | null,
): Promise<IssuedTokens> {
  if (isProductServerClient(client)) {
    // Products speak to the portal's issuer; the back office has nothing for them.
    if (ctx.environment !== 'portal') throw new AppError('UNAUTHORIZED_CLIENT');
    return clientToken(ctx, client, { companyId: null, claims: { product_id: client.productId }, resource });
  }
  if (!client.secretHash || client.companyId === null) throw new AppError('UNAUTHORIZED_CLIENT');
  const company = await repo.findCompanyFlags(ctx.db, client.companyId);
  if (!company?.flagApi || company.blockedForNonPayment) throw new AppError('UNAUTHORIZED_CLIENT');
  // The credential's IP allowlist (developer area): empty admits any address.
  if (!isIpAllowed(ip, client.ipAllowlist)) throw new AppError('UNAUTHORIZED_CLIENT');
  const issued = await clientToken(ctx, client, {
    companyId: client.companyId,
    claims: { company_id: client.companyId },
    resource,
  });
  await ctx.db
    .updateTable('oauthClients')
    .set({ lastUsedAt: clock(ctx) })
    .where('id', '=', client.id)
    .execute();
  return issued;
}

/**
 * A client's own token, no user session: a company's API client (claims its company) or a sibling
 * product's confidential client (claims its product, for server-to-server calls on
 * behalf of any company that owns it — `access.productClient()` admits it).
 */
async function clientToken(
  ctx: AppContext,
  client: Client,
  input: { companyId: number | null; claims: Record<string, number>; resource: Resource | null },
): Promise<IssuedTokens> {
  const accessToken = await signToken(ctx, {
    issuer: issuerOf(ctx.config),
    // Never a user's (those are digits): `client:` + the client id, and no `sid` (product-integration.md).
    subject: `client:${client.id}`,
    ...accessTokenAudience(client.id, input.resource),
    expiresInSeconds: CLIENT_CREDENTIALS_TTL_S,
    claims: { client_id: client.id, ...input.claims },
  });
  await writeAudit(ctx.db, {
    companyId: input.companyId,
    action: 'CLIENT_TOKEN',
    outcome: 'SUCCESS',
    detail: { clientId: client.id },
  });
  return {
    sessionId: '',
    accessToken,
    refreshToken: '',
    expiresIn: CLIENT_CREDENTIALS_TTL_S,
    firstParty: false,
  };
}
