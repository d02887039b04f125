/**
 * Conformance of the identity provider, driven as a sibling product's developer would:
 * over real HTTP (the portal listening on an ephemeral port) with independent client libraries —
 * openid-client for the relying party, jose for the tokens — on both databases. A tiny HTTP
 * receiver stands in for the product's back-channel logout endpoint.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { FastifyInstance } from 'fastify';
import { encodeOwnPasswordChange } from '@painel/contracts';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { freePort } from '../../test/free-port';
import { testConfig } from '../../test/test-env';
import {
  BACKCHANNEL_LOGOUT_EVENT,
  deliverBackchannelLogouts,
  endSessionsOfInactiveUsers,
} from './backchannel-logout';
import { createAppContext } from '../../core/context';
import { DEMO_API_CLIENT } from '../../db/seed/demo-oidc';
import {
  NEXT_KEY_AHEAD_MS,
  RETIRED_KEY_GRACE_MS,
  rotateSigningKeys,
  rotateWhenDue,
} from '../../core/auth/signing-keys';

let h: Harness;
let portal: FastifyInstance;
let origin: string;
let issuer: URL;
let receiver: Server;
let rp: string;

/** Special characters that RFC 6749 2.3.1's form-url-encoding must carry through Basic. */
const CONFIDENTIAL = { id: 'produto-conformidade.v2', secret: 'segredo:com+espaço/&%=ü-~' };
const PUBLIC_ID = 'produto-conformidade-navegador';
/** A product that registered `id_token_signed_response_alg: ES256`. */
const ES256_CLIENT = { id: 'produto-conformidade-es256', secret: 'segredo-do-es256' };
/** The API product: a resource server (RFC 8707) that introspects with its own credentials. */
const RESOURCE_SERVER = {
  id: 'produto-conformidade-api',
  secret: 'segredo-do-servidor-de-recursos',
  uri: 'https://api.conformidade.example',
};

type Received = { path: string; body: URLSearchParams };
const received: Received[] = [];
const waiting: { sid: string; resolve: (r: Received) => void }[] = [];
const sidOf = (r: Received) => String(decodeJwt(r.body.get('logout_token') ?? '').sid);
/** The logout token for this session: already received, or the next one that names it. */
function logoutFor(sid: unknown) {
  return new Promise<Received>((resolve) => {
    const done = received.find((r) => sidOf(r) === sid);
    if (done) resolve(done);
    else waiting.push({ sid: String(sid), resolve });
  });
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  // The product's back end: it records the logout tokens POSTed to it.
  receiver = createServer((request, response) => {
    void readBody(request).then((body) => {
      const entry = { path: request.url ?? '', body: new URLSearchParams(body) };
      received.push(entry);
      for (const w of waiting.filter((w) => w.sid === sidOf(entry))) w.resolve(entry);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  rp = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const base = testConfig();
  h = await createHarness({ publicUrls: { ...base.publicUrls, portal: origin } });
  await h.db
    .updateTable('oauthClients')
    .set({ redirectUris: [`${origin}/login`] })
    .where('id', '=', 'painel-portal')
    .execute();
  await h.db
    .insertInto('oauthClients')
    .values([
      {
        id: CONFIDENTIAL.id,
        name: 'Conformidade',
        environment: 'product',
        productId: 16,
        companyId: null,
        secretHash: await hashPassword(CONFIDENTIAL.secret),
        redirectUris: [`${rp}/retorno`],
        postLogoutRedirectUris: [`${rp}/saiu`],
        backchannelLogoutUri: `${rp}/backchannel`,
      },
      {
        id: PUBLIC_ID,
        name: 'Conformidade no navegador',
        environment: 'product',
        productId: 16,
        companyId: null,
        secretHash: null,
        redirectUris: [`${rp}/spa`],
        allowedOrigins: [rp],
      },
      {
        id: ES256_CLIENT.id,
        name: 'Conformidade em ES256',
        environment: 'product',
        productId: 16,
        companyId: null,
        secretHash: await hashPassword(ES256_CLIENT.secret),
        redirectUris: [`${rp}/retorno`],
        postLogoutRedirectUris: [`${rp}/saiu`],
        backchannelLogoutUri: `${rp}/backchannel`,
        idTokenSignedResponseAlg: 'ES256',
      },
      {
        id: RESOURCE_SERVER.id,
        name: 'Conformidade: a API do produto',
        environment: 'product',
        productId: 19, // the 'api' product, not the one whose tokens it is shown
        companyId: null,
        secretHash: await hashPassword(RESOURCE_SERVER.secret),
        redirectUris: [],
        resourceUri: RESOURCE_SERVER.uri,
      },
    ])
    .execute();
  portal = await h.app('portal');
  await portal.listen({ host: '127.0.0.1', port });
  issuer = new URL(`${origin}/api/oauth2`);
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await h.close();
});

const insecure = { execute: [oidc.allowInsecureRequests] };
/** What RP libraries (Spring Security, openid-client) expect unless told otherwise: RS256 ID tokens. */
const rpMetadata = { id_token_signed_response_alg: 'RS256' };

async function confidential(auth: 'basic' | 'post' = 'basic') {
  const method =
    auth === 'basic'
      ? oidc.ClientSecretBasic(CONFIDENTIAL.secret)
      : oidc.ClientSecretPost(CONFIDENTIAL.secret);
  return oidc.discovery(
    issuer,
    CONFIDENTIAL.id,
    { ...rpMetadata, client_secret: CONFIDENTIAL.secret },
    method,
    insecure,
  );
}

/** The browser: signed in to the portal, it follows authorize to the product's redirect URI. */
async function authorizeInBrowser(url: URL, cookie: string | null) {
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '', origin);
}

async function codeFlow(
  config: oidc.Configuration,
  email = 'admin@empresa.example',
  scope = 'openid profile email portal',
) {
  const cookie = await signIn(portal, h.config, email, DEMO_PASSWORD);
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${rp}/retorno`,
    scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    nonce,
    state,
    resource: 'https://assinaturas.painel.example',
  });
  const callback = await authorizeInBrowser(url, cookie);
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    expectedNonce: nonce,
    expectedState: state,
    idTokenExpected: true,
  });
  return { tokens, cookie, nonce, callback };
}

describe('discovery', () => {
  it('answers OpenID Connect discovery and RFC 8414 metadata as JSON, with the same issuer', async () => {
    const config = await confidential();
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(issuer.href);
    expect(metadata).toMatchObject({
      userinfo_endpoint: `${origin}/api/oauth2/userinfo`,
      introspection_endpoint: `${origin}/api/oauth2/oauth/introspect`,
      revocation_endpoint: `${origin}/api/oauth2/oauth/revoke`,
      end_session_endpoint: `${origin}/api/oauth2/oauth/logout`,
      backchannel_logout_supported: true,
      authorization_response_iss_parameter_supported: true,
    });
    const rfc8414 = await oidc.discovery(issuer, CONFIDENTIAL.id, CONFIDENTIAL.secret, undefined, {
      ...insecure,
      algorithm: 'oauth2',
    });
    expect(rfc8414.serverMetadata().issuer).toBe(issuer.href);
    for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await response.json()) as { issuer: string }).issuer).toBe(issuer.href);
    }
  });

  it('publishes an RS256 (2048-bit) and an ES256 key from the first start, and advertises both', async () => {
    // The first start: no key yet (the test template makes them ahead, so drop them here).
    await h.db.deleteFrom('signingKeys').execute();
    const jwks = (await (await fetch(`${origin}/api/oauth2/jwks`)).json()) as {
      keys: Record<string, string>[];
    };
    const rsa = jwks.keys.find((k) => k.alg === 'RS256');
    const ec = jwks.keys.find((k) => k.alg === 'ES256');
    expect(rsa).toMatchObject({ kty: 'RSA', use: 'sig', e: 'AQAB', kid: expect.any(String) });
    expect(Buffer.from(rsa?.n ?? '', 'base64url').length * 8).toBe(2048);
    expect(ec).toMatchObject({ kty: 'EC', crv: 'P-256', use: 'sig', kid: expect.any(String) });
    expect(rsa?.kid).not.toBe(ec?.kid);
    for (const key of jwks.keys)
      for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(key).not.toHaveProperty(secret);
    const metadata = (await confidential()).serverMetadata();
    expect(metadata.id_token_signing_alg_values_supported).toEqual(['RS256', 'ES256']);
  });
});

describe('authorization code with PKCE and nonce', () => {
  it('gives a validated ID token, the scope, userinfo by scope, and refresh with reuse detection', async () => {
    const config = await confidential();
    const { tokens, nonce, callback } = await codeFlow(config);
    expect(callback.searchParams.get('iss')).toBe(issuer.href);
    expect(tokens.scope).toBe('openid profile email portal');
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: issuer.href,
      aud: CONFIDENTIAL.id,
      nonce,
      amr: ['pwd'],
      acr: 'urn:painel:acr:senha',
    });
    expect(claims?.sid).toEqual(expect.any(String));
    expect(claims?.auth_time).toEqual(expect.any(Number));
    // No id_token_signed_response_alg registered: RS256, which openid-client was told to demand.
    expect(decodeProtectedHeader(tokens.id_token ?? '').alg).toBe('RS256');
    // The access token is as before: ES256 (RFC 9068).
    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('ES256');

    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims?.sub ?? '');
    expect(info).toMatchObject({
      sub: claims?.sub,
      email: 'admin@empresa.example',
      email_verified: true,
      company: { document: '11444777000161' },
    });
    expect(info.permissions).toEqual(expect.any(Array));

    const renewed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(renewed.claims()?.sub).toBe(claims?.sub);
    expect(renewed.claims()?.sid).toBe(claims?.sid);
    // Reuse of the spent refresh token past the multi-tab grace ends the family.
    await h.db
      .updateTable('refreshTokens')
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where('usedAt', 'is not', null)
      .execute();
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(oidc.refreshTokenGrant(config, renewed.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('authenticates with client_secret_post as well as client_secret_basic (special characters)', async () => {
    const config = await confidential('post');
    const { tokens } = await codeFlow(config, 'gerente@empresa.example', 'openid');
    expect(tokens.claims()?.aud).toBe(CONFIDENTIAL.id);
    const wrong = await oidc.discovery(
      issuer,
      CONFIDENTIAL.id,
      { ...rpMetadata, client_secret: 'errado' },
      oidc.ClientSecretBasic('errado'),
      insecure,
    );
    // openid-client surfaces the WWW-Authenticate challenge that RFC 6749 5.2 asks for.
    expect(await oidc.clientCredentialsGrant(wrong).catch((e: unknown) => e)).toMatchObject({ status: 401 });
    const raw = await fetch(`${origin}/api/oauth2/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: CONFIDENTIAL.id,
        client_secret: 'errado',
      }),
    });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(((await raw.json()) as { error: string }).error).toBe('invalid_client');
  });

  it('answers userinfo without a token with a bare Bearer challenge, and a bad token with invalid_token', async () => {
    const response = await fetch(`${origin}/api/oauth2/userinfo`);
    expect(response.status).toBe(401);
    // RFC 6750 3.1: a request with no authentication at all gets no error code in the challenge.
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="painel"');
    const bad = await fetch(`${origin}/api/oauth2/userinfo`, { headers: { authorization: 'Bearer nada' } });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toBe('Bearer realm="painel", error="invalid_token"');
  });

  it('revokes what a replayed code issued', async () => {
    const config = await confidential();
    const { tokens, callback } = await codeFlow(config, 'operador@empresa.example', 'openid');
    const code = callback.searchParams.get('code') ?? '';
    const replay = await fetch(`${origin}/api/oauth2/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(CONFIDENTIAL.id)}:${encodeURIComponent(CONFIDENTIAL.secret)}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${rp}/retorno`,
        code_verifier: 'x'.repeat(43),
      }),
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
    expect(await oidc.tokenIntrospection(config, tokens.access_token)).toEqual({ active: false });
  });
});

describe('errors the product receives', () => {
  it('sends authorize errors to the redirect URI with state and iss; prompt=none without a session is login_required', async () => {
    const config = await confidential();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${rp}/retorno`,
      scope: 'openid',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
      prompt: 'none',
      state: 'abc',
    });
    const callback = await authorizeInBrowser(url, null);
    await expect(
      oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: 'b'.repeat(43),
        expectedState: 'abc',
      }),
    ).rejects.toMatchObject({ error: 'login_required' });
    expect(callback.searchParams.get('iss')).toBe(issuer.href);
  });

  it('answers an unknown grant type with unsupported_grant_type', async () => {
    const response = await fetch(`${origin}/api/oauth2/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        client_id: PUBLIC_ID,
      }),
    });
    expect(((await response.json()) as { error: string }).error).toBe('unsupported_grant_type');
  });
});

describe('introspection and revocation for product back ends', () => {
  it('introspects an access and a refresh token, then revokes the grant', async () => {
    const config = await confidential();
    const { tokens } = await codeFlow(config, 'financeiro@empresa.example', 'openid email');
    const active = await oidc.tokenIntrospection(config, tokens.access_token);
    expect(active).toMatchObject({
      active: true,
      client_id: CONFIDENTIAL.id,
      scope: 'openid email',
      sid: tokens.claims()?.sid,
    });
    expect(await oidc.tokenIntrospection(config, tokens.refresh_token ?? '')).toMatchObject({
      active: true,
      token_type: 'refresh_token',
    });
    await oidc.tokenRevocation(config, tokens.refresh_token ?? '');
    expect(await oidc.tokenIntrospection(config, tokens.access_token)).toEqual({ active: false });
    expect(await oidc.tokenIntrospection(config, 'desconhecido')).toEqual({ active: false });
  });
});

describe('logout', () => {
  it('ends the portal session at the end_session_endpoint and tells the product by back-channel', async () => {
    const config = await confidential();
    const { tokens, cookie } = await codeFlow(config, 'admin@empresa.example', 'openid');
    const sid = tokens.claims()?.sid;
    const delivered = logoutFor(sid);
    const logoutUrl = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${rp}/saiu`,
      state: 'volta',
    });
    const response = await fetch(logoutUrl, { redirect: 'manual', headers: { cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${rp}/saiu?state=volta`);
    const { path, body } = await delivered;
    expect(path).toBe('/backchannel');
    const { payload, protectedHeader } = await jwtVerify(
      body.get('logout_token') ?? '',
      createRemoteJWKSet(new URL(`${origin}/api/oauth2/jwks`)),
      {
        issuer: issuer.href,
        audience: CONFIDENTIAL.id,
        typ: 'logout+jwt',
      },
    );
    // Validated as the product validates its ID tokens (Back-Channel Logout 2.6): RS256 here.
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sid,
      sub: tokens.claims()?.sub,
      events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
    });
    expect(payload).not.toHaveProperty('nonce');
    expect((await fetch(`${origin}/api/oauth2/session`, { headers: { cookie } })).status).toBe(401);
    expect(await oidc.tokenIntrospection(config, tokens.access_token)).toEqual({ active: false });
  });

  it("takes the logout request as a form POST from the product's site (section 2) and ends the session through the GET it sends the browser on to", async () => {
    const config = await confidential();
    const { tokens, cookie } = await codeFlow(config, 'operador@empresa.example', 'openid');
    const params = {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${rp}/saiu`,
      state: 'volta',
    };
    // As a browser posts a product's form: cross-site, so the SameSite=Lax session cookie stays behind.
    const posted = await fetch(`${origin}/api/oauth2/oauth/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(rp).origin,
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams(params),
    });
    expect(posted.status).toBe(303);
    const next = new URL(posted.headers.get('location') ?? '', origin);
    expect(next.pathname).toBe('/api/oauth2/oauth/logout');
    expect(Object.fromEntries(next.searchParams)).toEqual(params);
    expect((await fetch(`${origin}/api/oauth2/session`, { headers: { cookie } })).status).toBe(200);

    // The top-level GET carries the cookie and ends the session as a GET request would.
    const response = await fetch(next, { redirect: 'manual', headers: { cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${rp}/saiu?state=volta`);
    expect((await fetch(`${origin}/api/oauth2/session`, { headers: { cookie } })).status).toBe(401);
  });

  it('refuses a malformed logout POST without sending the browser anywhere', async () => {
    const response = await fetch(`${origin}/api/oauth2/oauth/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ state: 'x'.repeat(513) }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a post_logout_redirect_uri the client did not register', async () => {
    const config = await confidential();
    const url = oidc.buildEndSessionUrl(config, {
      client_id: CONFIDENTIAL.id,
      post_logout_redirect_uri: 'https://atacante.example/',
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('tells the product when a new login elsewhere ends the portal session', async () => {
    const config = await confidential();
    const { tokens } = await codeFlow(config, 'gerente@empresa.example', 'openid');
    const delivered = logoutFor(tokens.claims()?.sid);
    await signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD);
    // The sweep of every process also sends it; here it is sent at once.
    await deliverBackchannelLogouts(createAppContext({ db: h.db, config: h.config, environment: 'portal' }));
    const { body } = await delivered;
    const { payload } = await jwtVerify(
      body.get('logout_token') ?? '',
      createRemoteJWKSet(new URL(`${origin}/api/oauth2/jwks`)),
      { issuer: issuer.href },
    );
    expect(payload.sid).toBe(tokens.claims()?.sid);
  });
});

describe('products in the browser', () => {
  it('answers CORS preflight and calls for a registered origin only, and lets a public client sign in with PKCE', async () => {
    const preflight = (from: string) =>
      fetch(`${origin}/api/oauth2/oauth/token`, {
        method: 'OPTIONS',
        headers: {
          origin: from,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(rp);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(rp);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(
      (await preflight('https://atacante.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const jwks = await fetch(`${origin}/api/oauth2/jwks`, { headers: { origin: rp } });
    expect(jwks.headers.get('access-control-allow-origin')).toBe(rp);
    // Not a product endpoint: no CORS for anyone.
    expect(
      (await fetch(`${origin}/api/oauth2/session`, { headers: { origin: rp } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();

    // The browser app: a public client, its token call cross-site from its registered origin.
    const browserFetch: typeof fetch = (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...Object.fromEntries(new Headers(init?.headers)),
          origin: rp,
          'sec-fetch-site': 'cross-site',
        },
      });
    const config = await oidc.discovery(issuer, PUBLIC_ID, rpMetadata, oidc.None(), {
      ...insecure,
      [oidc.customFetch]: browserFetch,
    });
    const cookie = await signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD);
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${rp}/spa`,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const tokens = await oidc.authorizationCodeGrant(config, await authorizeInBrowser(url, cookie), {
      pkceCodeVerifier: verifier,
      idTokenExpected: true,
    });
    expect(tokens.claims()?.aud).toBe(PUBLIC_ID);
    // Another origin is still refused by the portal's same-origin rule.
    const foreign = await fetch(`${origin}/api/oauth2/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://atacante.example',
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: PUBLIC_ID,
        refresh_token: tokens.refresh_token ?? '',
      }),
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST', error: 'invalid_request' });
  });
});

describe('a deactivated user', () => {
  it('loses the product sessions at once, and the product is told', async () => {
    const config = await confidential();
    const { tokens } = await codeFlow(config, 'operador@empresa.example', 'openid');
    const delivered = logoutFor(tokens.claims()?.sid);
    await h.db
      .updateTable('users')
      .set({ statusId: 2 })
      .where('email', '=', 'operador@empresa.example')
      .execute();
    const ctx = createAppContext({ db: h.db, config: h.config, environment: 'portal' });
    expect(await endSessionsOfInactiveUsers(ctx)).toBeGreaterThan(0);
    await deliverBackchannelLogouts(ctx);
    expect(decodeJwt((await delivered).body.get('logout_token') ?? '').sub).toBe(tokens.claims()?.sub);
    await h.db
      .updateTable('users')
      .set({ statusId: 1 })
      .where('email', '=', 'operador@empresa.example')
      .execute();
  });
});

describe('a password change', () => {
  it('ends the product sessions, and the product is told', async () => {
    const config = await confidential();
    const { tokens, cookie } = await codeFlow(config, 'financeiro@empresa.example', 'openid');
    const delivered = logoutFor(tokens.claims()?.sid);
    const changed = await fetch(`${origin}/api/customers/users/profile/password`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(
        encodeOwnPasswordChange({
          current: DEMO_PASSWORD,
          email: 'financeiro@empresa.example',
          next: 'Pedra#Dura2026',
        }),
      ),
    });
    expect(changed.status).toBe(200);
    await deliverBackchannelLogouts(createAppContext({ db: h.db, config: h.config, environment: 'portal' }));
    expect(decodeJwt((await delivered).body.get('logout_token') ?? '').sid).toBe(tokens.claims()?.sid);
    expect(await oidc.tokenIntrospection(config, tokens.access_token)).toEqual({ active: false });
  });
});

/** The portal session of this person, its sign-in moved back by `seconds` (a login made a while ago). */
async function ageSignIn(email: string, seconds: number) {
  const user = await h.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await h.db
    .updateTable('sessions')
    .set({ authTime: new Date(Date.now() - seconds * 1000) })
    .where('userId', '=', user.id)
    .where('clientId', '=', 'painel-portal')
    .where('revokedAt', 'is', null)
    .execute();
}

/** An authorize request of the confidential client, with PKCE; `extra` adds prompt, max_age, id_token_hint… */
async function authorizeUrl(config: oidc.Configuration, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${rp}/retorno`,
    scope: 'openid',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: 'estado',
    ...extra,
  });
  return { url, verifier };
}

/** Where authorize sends the browser (the product, or the portal's login page). */
async function follow(url: URL | string, cookie: string | null) {
  const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '', origin);
}

const authTimeOf = (tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>) =>
  Number(tokens.claims()?.auth_time);

describe('asking for a fresh sign-in (prompt=login, max_age)', () => {
  /** The login page asks a signed-in person for the password again, then the product gets a fresh auth_time. */
  async function reauthenticate(
    config: oidc.Configuration,
    email: string,
    extra: Record<string, string>,
    checks: { maxAge?: number } = {},
  ) {
    const cookie = await signIn(portal, h.config, email, DEMO_PASSWORD);
    await ageSignIn(email, 600);
    const { url, verifier } = await authorizeUrl(config, extra);
    const login = await follow(url, cookie);
    // The login page, told to show the form even to a signed-in person (no redirect loop).
    expect(login.pathname).toBe('/');
    expect(login.searchParams.get('reautenticar')).toBe('1');
    const back = new URL(login.searchParams.get('redirectURL') ?? '', origin);
    expect(back.pathname).toBe('/api/oauth2/oauth/authorize');
    // Coming back without signing in again (another tab, the back button) is sent to the form again.
    const again = await follow(back, cookie);
    expect(again.pathname).toBe('/');
    expect(again.searchParams.get('reautenticar')).toBe('1');
    // The person types the password: a new portal session, and the product's code.
    const fresh = await signIn(portal, h.config, email, DEMO_PASSWORD);
    const callback = await follow(back, fresh);
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: 'estado',
      idTokenExpected: true,
      ...checks,
    });
    return tokens;
  }

  it('prompt=login shows the password form to a signed-in person and returns a fresh auth_time', async () => {
    const config = await confidential();
    const before = Math.floor(Date.now() / 1000);
    const tokens = await reauthenticate(config, 'gerente@empresa.example', { prompt: 'login' });
    expect(authTimeOf(tokens)).toBeGreaterThanOrEqual(before);
  });

  it('max_age older than the sign-in asks for the password again (no loop) and returns a fresh auth_time', async () => {
    const config = await confidential();
    const before = Math.floor(Date.now() / 1000);
    const tokens = await reauthenticate(config, 'admin@empresa.example', { max_age: '1' }, { maxAge: 1 });
    expect(authTimeOf(tokens)).toBeGreaterThanOrEqual(before);
  });

  it('max_age within the sign-in lets the person straight through, with the sign-in auth_time', async () => {
    const config = await confidential();
    const cookie = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    await ageSignIn('operador@empresa.example', 120);
    const { url, verifier } = await authorizeUrl(config, { max_age: '3600' });
    const callback = await follow(url, cookie);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: 'estado',
      maxAge: 3600,
    });
    expect(authTimeOf(tokens)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) - 119);
  });

  it('prompt=none with a sign-in older than max_age is login_required, never the login page', async () => {
    const config = await confidential();
    const cookie = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    await ageSignIn('operador@empresa.example', 120);
    const { url, verifier } = await authorizeUrl(config, { prompt: 'none', max_age: '60' });
    const callback = await follow(url, cookie);
    expect(callback.origin).toBe(rp);
    await expect(
      oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: 'estado' }),
    ).rejects.toMatchObject({ error: 'login_required' });
  });
});

describe('prompt=none never shows the portal', () => {
  it('a company blocked for non-payment is interaction_required at the redirect URI, not the access-denied page', async () => {
    const id = 'produto-conformidade-localize';
    await h.db
      .insertInto('oauthClients')
      .values({
        id,
        name: 'Conformidade Localize',
        environment: 'product',
        productId: 1,
        companyId: null,
        secretHash: await hashPassword(CONFIDENTIAL.secret),
        redirectUris: [`${rp}/retorno`],
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const config = await oidc.discovery(
      issuer,
      id,
      { ...rpMetadata, client_secret: CONFIDENTIAL.secret },
      oidc.ClientSecretBasic(CONFIDENTIAL.secret),
      insecure,
    );
    const cookie = await signIn(portal, h.config, 'bloqueado@inadimplente.example', DEMO_PASSWORD);
    const { url, verifier } = await authorizeUrl(config, { prompt: 'none' });
    const callback = await follow(url, cookie);
    expect(callback.origin).toBe(rp);
    await expect(
      oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: 'estado' }),
    ).rejects.toMatchObject({ error: 'interaction_required' });
    // Without prompt=none the person still sees the portal's page, which says why.
    expect((await follow((await authorizeUrl(config)).url, cookie)).pathname).toBe('/acesso-negado');
  });
});

describe('error codes of authorize and token', () => {
  it('answers a missing code, redirect_uri or refresh_token with invalid_request', async () => {
    const config = await confidential();
    await expect(
      oidc.genericGrantRequest(config, 'authorization_code', {
        redirect_uri: `${rp}/retorno`,
        code_verifier: 'x'.repeat(43),
      }),
    ).rejects.toMatchObject({ error: 'invalid_request' });
    await expect(
      oidc.genericGrantRequest(config, 'authorization_code', {
        code: 'um-codigo',
        code_verifier: 'x'.repeat(43),
      }),
    ).rejects.toMatchObject({ error: 'invalid_request' });
    await expect(oidc.genericGrantRequest(config, 'refresh_token', {})).rejects.toMatchObject({
      error: 'invalid_request',
    });
  });

  it('answers prompt=none with another value, and a max_age that is no number, with invalid_request at the redirect URI', async () => {
    const config = await confidential();
    const cookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
    const faults: Record<string, string>[] = [
      { prompt: 'none login' },
      { max_age: 'uma-hora' },
      { max_age: '-5' },
    ];
    for (const extra of faults) {
      const { url, verifier } = await authorizeUrl(config, extra);
      const callback = await follow(url, cookie);
      expect(callback.origin).toBe(rp);
      await expect(
        oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: verifier,
          expectedState: 'estado',
        }),
      ).rejects.toMatchObject({ error: 'invalid_request' });
    }
  });

  it('answers prompt=none with an id_token_hint of another person with login_required, and of this person with a code', async () => {
    const config = await confidential();
    const { tokens: other } = await codeFlow(config, 'gerente@empresa.example', 'openid');
    const { tokens: mine, cookie } = await codeFlow(config, 'admin@empresa.example', 'openid');
    const foreign = await authorizeUrl(config, { prompt: 'none', id_token_hint: other.id_token ?? '' });
    await expect(
      oidc.authorizationCodeGrant(config, await follow(foreign.url, cookie), {
        pkceCodeVerifier: foreign.verifier,
        expectedState: 'estado',
      }),
    ).rejects.toMatchObject({ error: 'login_required' });
    const own = await authorizeUrl(config, { prompt: 'none', id_token_hint: mine.id_token ?? '' });
    const tokens = await oidc.authorizationCodeGrant(config, await follow(own.url, cookie), {
      pkceCodeVerifier: own.verifier,
      expectedState: 'estado',
    });
    expect(tokens.claims()?.sub).toBe(mine.claims()?.sub);
  });
});

describe('the ID token algorithm the client registered (OIDC Core 15.1)', () => {
  it('signs ES256 for a client that registered ES256, and takes its ID token as a hint at authorize and logout', async () => {
    const config = await oidc.discovery(
      issuer,
      ES256_CLIENT.id,
      { id_token_signed_response_alg: 'ES256', client_secret: ES256_CLIENT.secret },
      oidc.ClientSecretBasic(ES256_CLIENT.secret),
      insecure,
    );
    const { tokens, cookie, nonce } = await codeFlow(config, 'admin@empresa.example', 'openid');
    expect(decodeProtectedHeader(tokens.id_token ?? '').alg).toBe('ES256');
    expect(tokens.claims()).toMatchObject({ iss: issuer.href, aud: ES256_CLIENT.id, nonce });
    const renewed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(decodeProtectedHeader(renewed.id_token ?? '').alg).toBe('ES256');

    const again = await authorizeUrl(config, { prompt: 'none', id_token_hint: tokens.id_token ?? '' });
    const hinted = await oidc.authorizationCodeGrant(config, await follow(again.url, cookie), {
      pkceCodeVerifier: again.verifier,
      expectedState: 'estado',
    });
    expect(hinted.claims()?.sub).toBe(tokens.claims()?.sub);

    const sid = hinted.claims()?.sid;
    const delivered = logoutFor(sid);
    const logoutUrl = oidc.buildEndSessionUrl(config, {
      id_token_hint: hinted.id_token ?? '',
      post_logout_redirect_uri: `${rp}/saiu`,
    });
    const response = await fetch(logoutUrl, { redirect: 'manual', headers: { cookie } });
    expect(response.headers.get('location')).toBe(`${rp}/saiu`);
    const { protectedHeader } = await jwtVerify(
      (await delivered).body.get('logout_token') ?? '',
      createRemoteJWKSet(new URL(`${origin}/api/oauth2/jwks`)),
      { issuer: issuer.href, audience: ES256_CLIENT.id, typ: 'logout+jwt', algorithms: ['ES256'] },
    );
    expect(protectedHeader.alg).toBe('ES256');
  });
});

describe('introspection needs an authenticated client', () => {
  it('refuses a public client_id alone (RFC 7662 2.1) with invalid_client', async () => {
    const confidentialConfig = await confidential();
    const { tokens } = await codeFlow(confidentialConfig, 'admin@empresa.example', 'openid');
    const publicConfig = await oidc.discovery(issuer, PUBLIC_ID, rpMetadata, oidc.None(), insecure);
    // openid-client surfaces the 401 with its WWW-Authenticate challenge (RFC 6749 5.2).
    expect(
      await oidc.tokenIntrospection(publicConfig, tokens.access_token).catch((e: unknown) => e),
    ).toMatchObject({ status: 401 });
    const raw = await fetch(`${origin}/api/oauth2/oauth/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.access_token, client_id: PUBLIC_ID }),
    });
    expect(await raw.json()).toMatchObject({ code: 'INVALID_CLIENT', error: 'invalid_client' });
    expect(await oidc.tokenIntrospection(confidentialConfig, tokens.access_token)).toMatchObject({
      active: true,
    });
  });
});

describe('metadata advertises exactly what works', () => {
  it('lists no signed userinfo, no unauthenticated introspection, and every claim the tokens and userinfo carry', async () => {
    const config = await confidential();
    const metadata = config.serverMetadata();
    expect(metadata).not.toHaveProperty('userinfo_signing_alg_values_supported');
    expect(metadata.introspection_endpoint_auth_methods_supported).toEqual([
      'client_secret_basic',
      'client_secret_post',
    ]);
    const { tokens } = await codeFlow(config, 'admin@empresa.example', 'openid profile email portal');
    const info = await oidc.fetchUserInfo(config, tokens.access_token, tokens.claims()?.sub ?? '');
    const issued = new Set([...Object.keys(tokens.claims() ?? {}), ...Object.keys(info)]);
    expect([...issued].filter((c) => !metadata.claims_supported?.includes(c))).toEqual([]);
  });
});

describe("logout needs the product's proof or the person's confirmation", () => {
  const alive = async (cookie: string) =>
    (await fetch(`${origin}/api/oauth2/session`, { headers: { cookie } })).status;
  const clearsCookies = (response: Response) =>
    response.headers.getSetCookie().some((c) => /max-age=0|expires=thu, 01 jan 1970/i.test(c));

  it('without an id_token_hint asks the person on the portal, and signs out only once they confirm from the portal', async () => {
    const config = await confidential();
    const cookie = await signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD);
    // A link on any site: no hint.
    const url = oidc.buildEndSessionUrl(config, {
      client_id: CONFIDENTIAL.id,
      post_logout_redirect_uri: `${rp}/saiu`,
      state: 'volta',
    });
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(302);
    const confirmation = new URL(response.headers.get('location') ?? '', origin);
    expect(confirmation.pathname).toBe('/sair');
    expect(Object.fromEntries(confirmation.searchParams)).toEqual({
      client_id: CONFIDENTIAL.id,
      post_logout_redirect_uri: `${rp}/saiu`,
      state: 'volta',
    });
    expect(clearsCookies(response)).toBe(false);
    expect(await alive(cookie)).toBe(200);

    const confirm = (site: string) =>
      fetch(`${origin}/api/oauth2/oauth/logout/confirmacao`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': site },
        body: JSON.stringify(Object.fromEntries(confirmation.searchParams)),
      });
    // Another site cannot confirm for the person.
    expect((await confirm('cross-site')).status).toBe(403);
    expect(await alive(cookie)).toBe(200);
    const confirmed = await confirm('same-origin');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ redirectTo: `${rp}/saiu?state=volta` });
    expect(clearsCookies(confirmed)).toBe(true);
    expect(await alive(cookie)).toBe(401);
  });

  it('does not end a session from a browser that does not hold it, and takes no access token as a hint', async () => {
    const config = await confidential();
    const { tokens, cookie } = await codeFlow(config, 'admin@empresa.example', 'openid');
    const withHint = (hint: string) =>
      oidc.buildEndSessionUrl(config, { id_token_hint: hint, post_logout_redirect_uri: `${rp}/saiu` });
    // Another browser, signed out: back to the product, nothing ended.
    const elsewhere = await fetch(withHint(tokens.id_token ?? ''), { redirect: 'manual' });
    expect(elsewhere.headers.get('location')).toBe(`${rp}/saiu`);
    expect(await alive(cookie)).toBe(200);
    // Another browser, someone else signed in: that person is asked, and this session stays.
    const other = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    const otherBrowser = await fetch(withHint(tokens.id_token ?? ''), {
      redirect: 'manual',
      headers: { cookie: other },
    });
    expect(new URL(otherBrowser.headers.get('location') ?? '', origin).pathname).toBe('/sair');
    expect(await alive(cookie)).toBe(200);
    expect(await alive(other)).toBe(200);
    // The access token is signed with the same keys, but it is no ID token.
    const accessToken = await fetch(withHint(tokens.access_token), {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(accessToken.status).toBe(400);
    expect(await alive(cookie)).toBe(200);
    // The ID token, in the browser that holds the session: signed out at once.
    const own = await fetch(withHint(tokens.id_token ?? ''), { redirect: 'manual', headers: { cookie } });
    expect(own.headers.get('location')).toBe(`${rp}/saiu`);
    expect(await alive(cookie)).toBe(401);
  });

  it('keeps the session cookies when another site opens a bearer-only route', async () => {
    const cookie = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    const response = await fetch(`${origin}/api/oauth2/userinfo`, {
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(response.status).toBe(401);
    expect(clearsCookies(response)).toBe(false);
    expect(await alive(cookie)).toBe(200);
  });
});

/** A signed-in person's browser brings the product a code (PKCE); the product redeems it as it chooses. */
async function codeCallback(config: oidc.Configuration, scope: string) {
  const cookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  const verifier = oidc.randomPKCECodeVerifier();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: `${rp}/retorno`,
    scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const callback = await authorizeInBrowser(url, cookie);
  return { callback, checks: { pkceCodeVerifier: verifier, idTokenExpected: true } };
}

describe('resource indicators and JWT access tokens (RFC 8707, RFC 9068)', () => {
  const configOf = (id: string, secret: string) =>
    oidc.discovery(issuer, id, { client_secret: secret }, oidc.ClientSecretBasic(secret), insecure);
  const jwks = () => createRemoteJWKSet(new URL(`${issuer.href}/jwks`));
  const forResource = () => ({ issuer: issuer.href, audience: RESOURCE_SERVER.uri, typ: 'at+jwt' });

  it('gives an API credential a token for the API product, which verifies it and introspects it with its own credentials', async () => {
    const api = await configOf(DEMO_API_CLIENT.id, DEMO_API_CLIENT.secret);
    const server = await configOf(RESOURCE_SERVER.id, RESOURCE_SERVER.secret);
    const issued = await oidc.clientCredentialsGrant(api, { resource: RESOURCE_SERVER.uri });
    // RFC 9068 2.1: at+jwt, RS256 (the resource server registered no other algorithm).
    const { payload, protectedHeader } = await jwtVerify(issued.access_token, jwks(), forResource());
    expect(protectedHeader).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    expect(payload).toMatchObject({
      aud: RESOURCE_SERVER.uri,
      client_id: DEMO_API_CLIENT.id,
      sub: `client:${DEMO_API_CLIENT.id}`,
    });
    expect(payload).not.toHaveProperty('sid');
    expect(Object.keys(payload)).toEqual(expect.arrayContaining(['iat', 'exp', 'jti', 'company_id']));
    expect(await oidc.tokenIntrospection(server, issued.access_token)).toMatchObject({
      active: true,
      aud: RESOURCE_SERVER.uri,
      client_id: DEMO_API_CLIENT.id,
      sub: `client:${DEMO_API_CLIENT.id}`,
      company_id: payload.company_id,
    });
    // Without a resource the token is the credential's own: not the API product's to accept.
    const own = await oidc.clientCredentialsGrant(api);
    expect(decodeJwt(own.access_token).aud).toBe(DEMO_API_CLIENT.id);
    expect(await oidc.tokenIntrospection(server, own.access_token)).toEqual({ active: false });
    await expect(jwtVerify(own.access_token, jwks(), forResource())).rejects.toThrow();
  });

  it("gives a product's user token for the API product when asked at the token endpoint; another product's token is not the API product's (token confusion)", async () => {
    const config = await confidential();
    const server = await configOf(RESOURCE_SERVER.id, RESOURCE_SERVER.secret);
    // Another product's ordinary user token: signed by the same keys, but for that product.
    const { tokens: other } = await codeFlow(config, 'admin@empresa.example', 'openid email');
    expect(await oidc.tokenIntrospection(server, other.access_token)).toEqual({ active: false });
    await expect(jwtVerify(other.access_token, jwks(), forResource())).rejects.toThrow();

    const { callback, checks } = await codeCallback(config, 'openid email');
    const issued = await oidc.authorizationCodeGrant(config, callback, checks, {
      resource: RESOURCE_SERVER.uri,
    });
    const { payload } = await jwtVerify(issued.access_token, jwks(), forResource());
    expect(payload).toMatchObject({
      client_id: CONFIDENTIAL.id,
      scope: 'openid email',
      sid: issued.claims()?.sid,
    });
    expect(payload.sub).toBe(issued.claims()?.sub);
    expect(await oidc.tokenIntrospection(server, issued.access_token)).toMatchObject({
      active: true,
      aud: RESOURCE_SERVER.uri,
      client_id: CONFIDENTIAL.id,
      sub: issued.claims()?.sub,
      scope: 'openid email',
    });
    // The token is the API product's only: userinfo (the provider's own resource) refuses it.
    const userinfo = await fetch(`${issuer.href}/userinfo`, {
      headers: { authorization: `Bearer ${issued.access_token}` },
    });
    expect(userinfo.status).toBe(401);
    // A refresh without a resource gives the product its own token again.
    const renewed = await oidc.refreshTokenGrant(config, issued.refresh_token ?? '');
    expect(decodeJwt(renewed.access_token).aud).toBe(CONFIDENTIAL.id);
  });

  it('answers a resource nobody registered, or two at once, with invalid_target, and spends no code on it', async () => {
    const api = await configOf(DEMO_API_CLIENT.id, DEMO_API_CLIENT.secret);
    const refused = (p: Promise<unknown>) => p.catch((e: unknown) => e);
    expect(
      await refused(oidc.clientCredentialsGrant(api, { resource: 'https://desconhecido.example' })),
    ).toMatchObject({ error: 'invalid_target' });
    const two = new URLSearchParams([
      ['resource', RESOURCE_SERVER.uri],
      ['resource', 'https://outro.example'],
    ]);
    expect(await refused(oidc.clientCredentialsGrant(api, two))).toMatchObject({ error: 'invalid_target' });

    const config = await confidential();
    const { callback, checks } = await codeCallback(config, 'openid');
    expect(
      await refused(
        oidc.authorizationCodeGrant(config, callback, checks, { resource: 'https://desconhecido.example' }),
      ),
    ).toMatchObject({ error: 'invalid_target' });
    const issued = await oidc.authorizationCodeGrant(config, callback, checks);
    expect(decodeJwt(issued.access_token).aud).toBe(CONFIDENTIAL.id);
  });
});

describe('one issuer: the portal', () => {
  it('the back office publishes no OpenID Provider and its token endpoint knows no product or API client', async () => {
    const port = await freePort();
    const backofficeOrigin = `http://127.0.0.1:${port}`;
    const backoffice = await h.app('backoffice');
    await backoffice.listen({ host: '127.0.0.1', port });
    try {
      const elsewhere = new URL(`${backofficeOrigin}/api/oauth2`);
      const refused = await oidc
        .discovery(elsewhere, CONFIDENTIAL.id, CONFIDENTIAL.secret, undefined, insecure)
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Error);
      for (const path of [
        '/.well-known/openid-configuration',
        '/.well-known/oauth-authorization-server',
        '/api/oauth2/.well-known/openid-configuration',
        '/api/oauth2/jwks',
        '/api/oauth2/userinfo',
      ])
        expect((await fetch(`${backofficeOrigin}${path}`)).status, path).toBe(404);
      // Pointed at the back office's token endpoint, a product's and a company's credentials are unknown there.
      const config = await confidential();
      const misdirected = new oidc.Configuration(
        {
          issuer: config.serverMetadata().issuer,
          token_endpoint: `${backofficeOrigin}/api/oauth2/oauth/token`,
        },
        CONFIDENTIAL.id,
        CONFIDENTIAL.secret,
      );
      oidc.allowInsecureRequests(misdirected);
      expect(await oidc.clientCredentialsGrant(misdirected).catch((e: unknown) => e)).toMatchObject({
        status: 401,
      });
      const company = await fetch(`${backofficeOrigin}/api/oauth2/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: DEMO_API_CLIENT.id,
          client_secret: DEMO_API_CLIENT.secret,
        }),
      });
      expect(await company.json()).toMatchObject({ error: 'invalid_client' });
      // Every token a product sees names the portal's issuer, the one its discovery publishes.
      const api = await oidc.discovery(
        issuer,
        DEMO_API_CLIENT.id,
        DEMO_API_CLIENT.secret,
        oidc.ClientSecretBasic(DEMO_API_CLIENT.secret),
        insecure,
      );
      expect(api.serverMetadata().issuer).toBe(issuer.href);
      expect(decodeJwt((await oidc.clientCredentialsGrant(api)).access_token).iss).toBe(issuer.href);
    } finally {
      await backoffice.close();
    }
  });
});

describe('key rotation publishes the next key before it signs', () => {
  it('publishes the next key at once, signs with it an hour later, keeps the old one until its tokens expire, and rotates again when due', async () => {
    let now = new Date();
    const port = await freePort();
    const clocked = `http://127.0.0.1:${port}`;
    // A portal process whose clock the test moves, on the same database.
    const app = await h.app('portal', { now: () => now });
    await app.listen({ host: '127.0.0.1', port });
    try {
      // The same issuer, reached at this process's address.
      const api = new oidc.Configuration(
        { issuer: issuer.href, token_endpoint: `${clocked}/api/oauth2/oauth/token` },
        DEMO_API_CLIENT.id,
        DEMO_API_CLIENT.secret,
        oidc.ClientSecretBasic(DEMO_API_CLIENT.secret),
      );
      oidc.allowInsecureRequests(api);
      const kidOf = async () =>
        decodeProtectedHeader((await oidc.clientCredentialsGrant(api)).access_token).kid;
      const published = async () =>
        ((await (await fetch(`${clocked}/api/oauth2/jwks`)).json()) as { keys: { kid: string }[] }).keys.map(
          (k) => k.kid,
        );
      const before = await kidOf();
      const deps = { db: h.db, config: h.config, now: () => now };
      const rotation = await rotateSigningKeys(deps);
      const next = rotation?.kids.ES256;
      expect(rotation?.activatesAt.getTime()).toBe(now.getTime() + NEXT_KEY_AHEAD_MS);
      // Published at once, used only later: a product that fetches the JWKS now knows it in time.
      expect(await published()).toEqual(expect.arrayContaining([before, next]));
      expect(await kidOf()).toBe(before);

      now = new Date(now.getTime() + NEXT_KEY_AHEAD_MS + 1000);
      expect(await kidOf()).toBe(next);
      expect(await published()).toEqual(expect.arrayContaining([before, next]));

      now = new Date(now.getTime() + RETIRED_KEY_GRACE_MS);
      expect(await published()).not.toContain(before);
      expect(await published()).toContain(next);

      // The schedule: nothing until the interval has passed since the key began signing.
      expect(await rotateWhenDue(deps, 90)).toBeNull();
      now = new Date(now.getTime() + 90 * 24 * 60 * 60 * 1000);
      const due = await rotateWhenDue(deps, 90);
      expect(await published()).toContain(due?.kids.RS256);
      expect(await rotateWhenDue(deps, 90)).toBeNull(); // one rotation waiting is enough
    } finally {
      await app.close();
    }
  });
});
