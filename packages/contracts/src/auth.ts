/**
 * Contracts of the login journey (PF 2 'Login screen', PF 7 oauth2 calls). The login form schema
 * is the one the web form resolves with and the one the API applies to the credentials header.
 */
import { z } from 'zod';
import { LOGIN_FIELD_MAX, validateLoginEmail, validateLoginPassword } from '@painel/domain';

/** Adapts a domain validator (value -> message | null) to zod, so the rule is written once. */
export function rule<T>(check: (value: T) => string | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

export const loginFormSchema = z.object({
  email: z.string().superRefine(rule(validateLoginEmail)),
  password: z.string().superRefine(rule(validateLoginPassword)),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

const base64url = /^[A-Za-z0-9_-]+$/;

/** POST /oauth2/oauth/authorize, form-encoded; credentials travel in the Authorization header. */
export const authorizeBodySchema = z
  .object({
    client_id: z.string().min(1).max(100),
    redirect_uri: z.string().min(1).max(2048),
    state: z.string().min(16).max(512),
    response_type: z.string().min(1).max(50),
    code_challenge: z.string().min(43).max(128).regex(base64url).optional(),
    code_challenge_method: z.literal('S256').optional(),
    /** OpenID Connect: `openid` asks for an ID token; the nonce comes back in it. */
    scope: z.string().max(1000).optional(),
    nonce: z.string().max(512).optional(),
  })
  .strict()
  .meta({ id: 'AuthorizeRequest' });
export type AuthorizeBody = z.infer<typeof authorizeBodySchema>;

export const authorizeHeadersSchema = z.object({
  authorization: z
    .string()
    .max(2 * LOGIN_FIELD_MAX + 64)
    .optional(),
  'x-device-info': z.string().max(2000).optional(),
  'x-captcha-token': z.string().max(4096).optional(),
});

export const authorizeResponseSchema = z
  .object({ code: z.string(), state: z.string() })
  .meta({ id: 'AuthorizeResponse' });
export type AuthorizeResponse = z.infer<typeof authorizeResponseSchema>;

/**
 * GET /oauth2/oauth/authorize: single sign-on of a sibling product. The product sends the browser
 * here and the portal's session cookie stands in for the credentials. Product clients are public
 * (they run in the browser), so PKCE S256 is required. Unknown parameters (e.g. `scope`) are dropped.
 */
export const productAuthorizeQuerySchema = z.object({
  // Only client_id and redirect_uri are checked before the handler: once they are known to be
  // registered, every other fault goes back to the product's redirect URI as an OAuth error (RFC 6749 4.1.2.1).
  client_id: z.string().min(1).max(100),
  redirect_uri: z.string().min(1).max(2048),
  response_type: z.string().max(50).optional(),
  /** Optional when PKCE is used (RFC 9700 / OAuth 2.1); echoed when sent. */
  state: z.string().max(512).optional(),
  code_challenge: z.string().max(128).optional(),
  code_challenge_method: z.string().max(10).optional(),
  scope: z.string().max(1000).optional(),
  nonce: z.string().max(512).optional(),
  prompt: z.string().max(100).optional(),
  /**
   * OIDC Core 3.1.2.1: seconds since the person last authenticated past which they sign in again.
   * Any text here: one that is no number goes back to the product as invalid_request.
   */
  max_age: z.string().max(100).optional(),
  /** OIDC Core 3.1.2.1: an ID token this product received, naming who it expects to be signed in. */
  id_token_hint: z.string().max(4096).optional(),
  /** Set by the portal itself on the way back from a fresh sign-in (productSsoPortalPaths.reauthSinceParam). */
  reauth_since: z.string().max(20).optional(),
});
// No `.meta({ id })` here: a named component becomes a $ref, which OpenAPI cannot expand into
// query parameters (the /docs document would fail to build; app.test.ts checks it).
export type ProductAuthorizeQuery = z.infer<typeof productAuthorizeQuerySchema>;

/** POST /oauth2/oauth/token, form-encoded; the client authenticates with a Basic header. */
export const tokenBodySchema = z
  .object({
    grant_type: z.string().min(1).max(50),
    code: z.string().min(1).max(200).optional(),
    redirect_uri: z.string().min(1).max(2048).optional(),
    code_verifier: z.string().min(43).max(128).regex(base64url).optional(),
    refresh_token: z.string().min(1).max(200).optional(),
    client_id: z.string().min(1).max(100).optional(),
    /** client_secret_post (RFC 6749 2.3.1), for confidential clients that do not send a Basic header. */
    client_secret: z.string().min(1).max(500).optional(),
    /** RFC 8707: the resource server the access token is for (its registered URI); repeated, an array. */
    resource: z
      .union([z.string().min(1).max(2048), z.array(z.string().min(1).max(2048)).min(1).max(10)])
      .optional(),
  })
  // Unknown parameters (scope, …) are ignored, as RFC 6749 3.2 says.
  .strip()
  .meta({ id: 'TokenRequest' });
export type TokenBody = z.infer<typeof tokenBodySchema>;

/**
 * First-party browser clients receive their tokens only as HttpOnly cookies, so the body carries
 * just the lifetimes; confidential clients (sibling products) get the tokens in the body too.
 */
export const tokenResponseSchema = z
  .object({
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    access_token: z.string().optional(),
    refresh_token: z.string().optional(),
    /** OpenID Connect: present when the code was asked for with scope `openid`. */
    id_token: z.string().optional(),
    scope: z.string().optional(),
  })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
