/**
 * OpenID Connect and OAuth lifecycle calls of the identity provider: paths and request
 * schemas. Bodies are form-encoded; unknown parameters are ignored as RFC 6749 3.2 says.
 */
import { z } from 'zod';
import { productClientMessages } from '@painel/domain';

/** Under the gateway base `/api`; the issuer is `<origin>/api/oauth2`. */
export const oidcPaths = {
  discovery: '/oauth2/.well-known/openid-configuration',
  jwks: '/oauth2/jwks',
  userinfo: '/oauth2/userinfo',
  introspect: '/oauth2/oauth/introspect',
  revoke: '/oauth2/oauth/revoke',
  endSession: '/oauth2/oauth/logout',
  /** The portal's own confirmation page posts here (same origin only): the person chose to sign out. */
  endSessionConfirm: '/oauth2/oauth/logout/confirmacao',
} as const;

/** At the origin's root, outside `/api`: RFC 8414 3 (with the issuer's path appended) and OIDC discovery. */
export const wellKnownPaths = {
  authorizationServer: '/.well-known/oauth-authorization-server',
  openidConfiguration: '/.well-known/openid-configuration',
} as const;

export const OIDC_SCOPES = ['openid', 'profile', 'email', 'portal', 'offline_access'] as const;

/** RFC 7662 2.1 and RFC 7009 2.1: the token, a hint of its kind, and the client's credentials (post). */
export const tokenCallBodySchema = z
  .object({
    token: z.string().min(1).max(4096),
    token_type_hint: z.string().max(50).optional(),
    client_id: z.string().min(1).max(100).optional(),
    client_secret: z.string().min(1).max(500).optional(),
  })
  .strip();
export type TokenCallBody = z.infer<typeof tokenCallBodySchema>;

export const introspectionResponseSchema = z.object({ active: z.boolean() }).catchall(z.unknown());

/** OpenID Connect RP-Initiated Logout 1.0, section 2. */
export const endSessionQuerySchema = z
  .object({
    id_token_hint: z.string().max(4096).optional(),
    client_id: z.string().max(100).optional(),
    post_logout_redirect_uri: z.string().max(2048).optional(),
    state: z.string().max(512).optional(),
    logout_hint: z.string().max(512).optional(),
    ui_locales: z.string().max(100).optional(),
  })
  .strip();

/** POST end-session confirmation: what end_session validated and passed to the confirmation page. */
export const endSessionConfirmBodySchema = z
  .object({
    client_id: z.string().max(100).optional(),
    post_logout_redirect_uri: z.string().max(2048).optional(),
    state: z.string().max(512).optional(),
  })
  .strip();
export type EndSessionConfirmBody = z.infer<typeof endSessionConfirmBodySchema>;

/** Where the browser goes next (the product's post-logout address, or the login page), and what to say. */
export const endSessionConfirmResponseSchema = z.object({ redirectTo: z.string(), message: z.string() });

export const userinfoResponseSchema = z.object({ sub: z.string() }).catchall(z.unknown());

// --- Registration of product clients (back office) ---

export const productClientPaths = {
  list: '/product-clients',
  one: '/product-clients/:clientId',
  secret: '/product-clients/:clientId/secret',
  /** DELETE ends the previous secret's overlap now (after a leak, or once the product has deployed the new one). */
  previousSecret: '/product-clients/:clientId/secret/previous',
} as const;

const uriList = z.array(z.string().min(1).max(2048)).max(20);

export const productClientBodySchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    productId: z.number().int().positive(productClientMessages.productRequired),
    redirectUris: uriList.min(1, productClientMessages.redirectRequired),
    postLogoutRedirectUris: uriList.default([]),
    allowedOrigins: uriList.default([]),
    backchannelLogoutUri: z.string().min(1).max(2048).nullable().default(null),
    /** `id_token_signed_response_alg` (OIDC Registration 2): null signs ID tokens RS256, the default. */
    idTokenSignedResponseAlg: z.enum(['RS256', 'ES256']).nullable().default(null),
    /** RFC 8707: the URI naming this client's API, when it is a resource server (confidential only). */
    resourceUri: z.string().min(1).max(2048).nullable().default(null),
  })
  .strict();

export const createProductClientBodySchema = productClientBodySchema
  .extend({
    id: z.string().min(1).max(64),
    /** Confidential (a back end keeps a secret) or public (a browser or mobile app: PKCE only). */
    confidential: z.boolean(),
  })
  .strict()
  .meta({ id: 'CreateProductClientRequest' });
export type CreateProductClientBody = z.infer<typeof createProductClientBodySchema>;
export const updateProductClientBodySchema = productClientBodySchema.meta({
  id: 'UpdateProductClientRequest',
});
export type UpdateProductClientBody = z.infer<typeof updateProductClientBodySchema>;

export const productClientSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    productId: z.number().int(),
    confidential: z.boolean(),
    redirectUris: z.array(z.string()),
    postLogoutRedirectUris: z.array(z.string()),
    allowedOrigins: z.array(z.string()),
    backchannelLogoutUri: z.string().nullable(),
    /** The algorithm of the client's ID tokens; null: RS256. */
    idTokenSignedResponseAlg: z.enum(['RS256', 'ES256']).nullable(),
    /** The resource (RFC 8707) this client serves; tokens asked for it carry it as `aud`. */
    resourceUri: z.string().nullable(),
    /** Until when the secret before the last rotation is still accepted. */
    previousSecretUntil: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ProductClient' });
export type ProductClient = z.infer<typeof productClientSchema>;

export const productClientListSchema = z.object({ list: z.array(productClientSchema) });
export const productClientParamsSchema = z.object({ clientId: z.string().min(1).max(100) });

/** The secret is shown once, here; only its hash is kept. */
export const productClientSecretSchema = z
  .object({ client: productClientSchema, secret: z.string().nullable() })
  .meta({ id: 'ProductClientWithSecret' });
export type ProductClientSecret = z.infer<typeof productClientSecretSchema>;
