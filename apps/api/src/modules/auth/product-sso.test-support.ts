/**
 * A sibling product's single sign-on as a product does it, for tests: GET authorize from a portal
 * session (PKCE S256), then the code redeemed at the token endpoint. Test-only (imported by
 * *.test.ts files).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../../config';
import { PRODUCT_REDIRECT_PATH, productClientId } from '../../db/reference-data';
import { pkcePair } from '../../test/harness';

export const productRedirectUri = (config: Config, slug: string) =>
  `${config.productUrl(slug)}${PRODUCT_REDIRECT_PATH}`;

export type ProductLaunchAnswer = {
  response: LightMyRequestResponse;
  /** Where the portal sent the browser. */
  location: URL | null;
  /** The code for the product, when the portal issued one. */
  code: string | null;
  verifier: string;
};

/** The browser of a signed-in portal user (its cookie) opening the product `slug`. */
export async function launchProduct(
  app: FastifyInstance,
  config: Config,
  slug: string,
  cookie: string,
): Promise<ProductLaunchAnswer> {
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: productClientId(slug),
    redirect_uri: productRedirectUri(config, slug),
    state: 'estado-do-produto-1234567890',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const response = await app.inject({
    method: 'GET',
    url: `/api/oauth2/oauth/authorize?${query}`,
    headers: { cookie },
  });
  const raw = response.headers.location;
  const location = typeof raw === 'string' ? new URL(raw, config.publicUrls.portal) : null;
  return { response, location, code: location?.searchParams.get('code') ?? null, verifier };
}

/** The product's back end redeeming a code (or a refresh token) at the token endpoint. */
export function productTokenRequest(
  app: FastifyInstance,
  config: Config,
  slug: string,
  grant: { code: string; verifier: string } | { refreshToken: string },
) {
  const form: Record<string, string> =
    'code' in grant
      ? {
          grant_type: 'authorization_code',
          code: grant.code,
          redirect_uri: productRedirectUri(config, slug),
          code_verifier: grant.verifier,
        }
      : { grant_type: 'refresh_token', refresh_token: grant.refreshToken };
  return app.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: productClientId(slug), ...form }).toString(),
  });
}

/** Launch and redeem: the product's access and refresh tokens, or an error naming what failed. */
export async function openProductSession(app: FastifyInstance, config: Config, slug: string, cookie: string) {
  const launched = await launchProduct(app, config, slug, cookie);
  if (!launched.code)
    throw new Error(`product launch failed: ${launched.response.statusCode} ${String(launched.location)}`);
  const token = await productTokenRequest(app, config, slug, {
    code: launched.code,
    verifier: launched.verifier,
  });
  const body = token.json<{ access_token?: string; refresh_token?: string }>();
  if (!body.access_token || !body.refresh_token)
    throw new Error(`product token failed: ${token.statusCode} ${token.body}`);
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}
