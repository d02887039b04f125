/**
 * Resource indicators (RFC 8707) for JWT access tokens (RFC 9068). A resource server — a product's
 * API that other clients call — is a confidential product client that registered the absolute URI
 * naming it (`resource_uri`). Any client asks a token for it at the token endpoint (`resource`, in
 * the client_credentials, authorization_code and refresh_token grants); the token's `aud` is that
 * URI and it is signed with the resource server's algorithm (RS256 unless it registered ES256:
 * RFC 9068 2.1 and the resource-server libraries' default). The resource server verifies it with
 * the JWKS or introspects it with its own credentials (oidc.service.ts), and a token meant for
 * anyone else — another product's user token, a credential token for another resource — fails
 * its `aud` check: the audience, not a `sub` prefix, tells them apart.
 */
import type { AppContext } from '../../core/context';
import { AppError } from '../../lib/app-error';
import {
  ACCESS_TOKEN_ALGORITHM,
  idTokenAlgorithm,
  type SigningAlgorithm,
} from '../../core/auth/signing-keys';

export type Resource = { uri: string; clientId: string; algorithm: SigningAlgorithm };

/** RFC 8707 2: an absolute URI without a fragment (a query is discouraged, and refused here). */
export function isResourceUri(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.hash && !url.search;
  } catch {
    return false;
  }
}

/**
 * The registered resource a token request names, null when it names none. More than one distinct
 * resource, a malformed one, or one nobody registered is `invalid_target` (RFC 8707 2): a token
 * here has one audience.
 */
export async function requestedResource(
  ctx: AppContext,
  resource: string | string[] | undefined,
): Promise<Resource | null> {
  if (resource === undefined) return null;
  const asked = [...new Set(Array.isArray(resource) ? resource : [resource])];
  const [uri] = asked;
  if (asked.length !== 1 || uri === undefined || !isResourceUri(uri)) throw new AppError('INVALID_TARGET');
  const server = await ctx.db
    .selectFrom('oauthClients')
    .select(['id', 'idTokenSignedResponseAlg'])
    .where('resourceUri', '=', uri)
    .where('secretHash', 'is not', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  if (!server) throw new AppError('INVALID_TARGET');
  return { uri, clientId: server.id, algorithm: idTokenAlgorithm(server) };
}

/** Whom an access token is for and how it is signed: the resource, or else the client itself (ES256). */
export function accessTokenAudience(clientId: string, resource: Resource | null) {
  return resource
    ? { audience: resource.uri, algorithm: resource.algorithm }
    : { audience: clientId, algorithm: ACCESS_TOKEN_ALGORITHM };
}

/** Whether a token's `aud` (a string or a list) names the resource this client serves. */
export function meantFor(caller: { resourceUri: string | null }, aud: unknown): boolean {
  if (!caller.resourceUri) return false;
  return Array.isArray(aud) ? aud.includes(caller.resourceUri) : aud === caller.resourceUri;
}
