/**
 * A stand-in sibling product, for development and the journeys only (config.ts refuses it in
 * production): a fake at the edge of the world that speaks the real single sign-on protocol with a
 * standard relying-party library (openid-client, as a product team would), so a launch from the
 * portal lands somewhere real. One small server on its own port (PRODUCT_DEMO_PORT) serves every
 * product at `/<slug>/`:
 *
 * 1. `/<slug>/` discovers the portal (OpenID Connect discovery), creates a PKCE verifier, a state
 *    and a nonce, keeps them in a cookie scoped to the product's path, and sends the browser to
 *    the portal's authorize as client `produto-<slug>` with scope `openid profile email portal`
 *    (and the `prompt` and `max_age` it was opened with);
 * 2. `/<slug>/oauth/retorno?code&state&iss` (the redirect URI reference-data.ts registers): the
 *    library checks state, iss, redeems the code with the verifier, validates the ID token (RS256,
 *    issuer, audience, nonce), then reads the user from userinfo, and says who came in;
 * 3. `POST /<slug>/consultar` ('Fazer uma consulta'): with its server client (client_credentials) the
 *    stand-in asks the portal's usage authorize and reports the event, as a product's back end does;
 * 4. `POST /<slug>/oauth/logout-backchannel` receives the portal's signed logout token (OIDC
 *    Back-Channel Logout) and ends the product's session; `/<slug>/sessao` shows whether it lives.
 *
 * Why a server and not a page script: a real product redeems codes on its back end. Outside
 * production PRODUCT_URL_TEMPLATE points here by default (development: port 3002; the journeys set both).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { Configuration } from 'openid-client';
import {
  API_BASE,
  apiPaths,
  messageForError,
  oidcPaths,
  productSsoPortalPaths,
  tokenResponseSchema,
  usageAuthorizeResponseSchema,
  usageBatchResultSchema,
  usagePaths,
} from '@painel/contracts';
import {
  METERED_FUNCTIONALITIES,
  PRODUCTS,
  launcherMessages,
  reportMessages,
  sessionMessages,
  type Product,
} from '@painel/domain';
import type { Config } from '../../config';
import {
  PRODUCT_BACKCHANNEL_LOGOUT_PATH,
  PRODUCT_REDIRECT_PATH,
  productClientId,
} from '../../db/reference-data';
import { loadSecretKey } from '../../lib/secret-key';
import { BACKCHANNEL_LOGOUT_EVENT } from '../oidc/backchannel-logout';
import { productServerClientId } from '../../core/auth/product-client-token';

/** How the stand-in reaches the portal: `fetch` by default; tests pass one built on app.inject. */
export type PortalFetch = (url: string, init?: RequestInit) => Promise<Response>;

const PENDING_TTL_S = 10 * 60;
const USER_TTL_S = 60 * 60;
const text = launcherMessages.standIn;
const usageText = reportMessages.standIn;

/**
 * The secret of a product's server client in demo mode, derived from SECRET_KEY: the demo seed
 * registers `produto-<slug>-servidor` with it (seed/demo-product-clients.ts) and the stand-in
 * uses it for its client_credentials token, without either storing it.
 */
export function standInServerSecret(
  config: Pick<Config, 'secretKey' | 'nodeEnv' | 'dataDir'>,
  slug: string,
): string {
  return createHmac('sha256', loadSecretKey(config))
    .update(`painel:stand-in-server:${slug}`)
    .digest('base64url');
}

/** The functionality the stand-in's 'Fazer uma consulta' consumes: the product's first metered one. */
export function standInFunctionality(productId: number) {
  return METERED_FUNCTIONALITIES.find((f) => f.productId === productId);
}

const userCookie = (slug: string) => `produto_demo_${slug.replaceAll('-', '_')}_usuario`;

function productOf(slug: string): Product | undefined {
  return Object.values(PRODUCTS).find((product) => product.slug === slug && product.kind === 'solution');
}

const pendingCookie = (slug: string) => `produto_demo_${slug.replaceAll('-', '_')}`;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'",
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: Roboto, "Helvetica Neue", Arial, sans-serif; background: #f4f6fa; color: #1f2937; }
  main { max-width: 560px; margin: 12vh auto; padding: 40px; background: #fff; border-radius: 12px; border: 1px solid #dde3ec; }
  .badge { display: inline-block; padding: 4px 10px; border-radius: 999px; background: #e0f2f1; color: #00564d; font-size: 0.8rem; font-weight: 500; }
  h1 { font-size: 1.75rem; font-weight: 500; margin: 16px 0 8px; color: #0b3d91; }
  p { line-height: 1.5; }
  a { color: #0b3d91; font-weight: 500; }
</style></head>
<body><main>${body}</main></body>
</html>`);
}

export async function buildDemoProduct(options: {
  config: Config;
  portalFetch?: PortalFetch;
}): Promise<FastifyInstance> {
  const { config } = options;
  const portalUrl = config.publicUrls.portal;
  const portalFetch: PortalFetch = options.portalFetch ?? ((url, init) => fetch(url, init));
  // The relying-party library is a development dependency: loaded only where the stand-in runs.
  const oidc = await import('openid-client');
  const issuer = new URL(`${portalUrl}${API_BASE}/oauth2`);
  const discovered = new Map<string, Promise<Configuration>>();
  const configurationOf = (product: Product) => {
    let configuration = discovered.get(product.slug);
    if (!configuration) {
      configuration = oidc.discovery(
        issuer,
        productClientId(product.slug),
        // RS256, what the portal signs ID tokens with unless the client registered otherwise.
        { id_token_signed_response_alg: 'RS256' },
        oidc.None(),
        {
          [oidc.customFetch]: (url, init) => portalFetch(url, init as RequestInit),
          execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        },
      );
      configuration.catch(() => discovered.delete(product.slug));
      discovered.set(product.slug, configuration);
    }
    return configuration;
  };
  /** Product sessions by the portal's `sid`; a back-channel logout ends them. */
  const sessions = new Map<string, { slug: string; ended: boolean }>();

  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  await app.register(cookie);
  await app.register(formbody);
  const userKey = createHmac('sha256', loadSecretKey(config)).update('painel:stand-in-user').digest();
  const signUser = (slug: string, userId: number) =>
    createHmac('sha256', userKey).update(`${slug}:${userId}`).digest('base64url');
  const userOf = (slug: string, value: string | undefined): number | null => {
    const [id, signature] = (value ?? '').split('.');
    if (!id || !signature || !/^\d+$/.test(id)) return null;
    const expected = Buffer.from(signUser(slug, Number(id)));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? Number(id) : null;
  };
  const serverTokens = new Map<string, { token: string; until: number }>();
  async function serverToken(product: Product): Promise<string | null> {
    const cached = serverTokens.get(product.slug);
    if (cached && cached.until > Date.now()) return cached.token;
    const id = productServerClientId(product.slug);
    const res = await portalFetch(`${portalUrl}${API_BASE}${apiPaths.token}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${id}:${standInServerSecret(config, product.slug)}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    });
    const issued = tokenResponseSchema.safeParse(await res.json());
    if (res.status !== 200 || !issued.success || !issued.data.access_token) return null;
    serverTokens.set(product.slug, { token: issued.data.access_token, until: Date.now() + 60_000 });
    return issued.data.access_token;
  }

  const notFound = (reply: FastifyReply) =>
    page(reply, 404, text.notFound, `<h1>${escapeHtml(text.notFound)}</h1>`);
  const failure = (reply: FastifyReply, product: Product, status: number, message: string) =>
    page(
      reply,
      status,
      product.name,
      `<span class="badge">${escapeHtml(text.badge)}</span><h1>${escapeHtml(text.failed)}</h1><p>${escapeHtml(message)}</p>` +
        `<p><a href="/${product.slug}/">${escapeHtml(text.retry)}</a></p>`,
    );
  const redirectUri = (product: Product) => `${config.productUrl(product.slug)}${PRODUCT_REDIRECT_PATH}`;
  const sessionCookie = (product: Product) => `${pendingCookie(product.slug)}_sessao`;
  const cookieOptions = (product: Product) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: portalUrl.startsWith('https://'),
    path: `/${product.slug}`,
  });

  // 1. Start: a fresh verifier, state and nonce for this attempt, then to the portal. `prompt` and
  // `max_age` pass through, so a journey can ask for a fresh sign-in as a product would.
  app.get<{ Params: { slug: string }; Querystring: { prompt?: string; max_age?: string } }>(
    '/:slug',
    async (request, reply) => {
      const product = productOf(request.params.slug);
      if (!product) return notFound(reply);
      const configuration = await configurationOf(product);
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      reply.setCookie(pendingCookie(product.slug), `${state}.${verifier}.${nonce}`, {
        ...cookieOptions(product),
        maxAge: PENDING_TTL_S,
      });
      const target = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(product),
        scope: 'openid profile email portal',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        ...(typeof request.query.prompt === 'string' ? { prompt: request.query.prompt } : {}),
        ...(typeof request.query.max_age === 'string' ? { max_age: request.query.max_age } : {}),
      });
      return reply.header('cache-control', 'no-store').redirect(target.href);
    },
  );

  // 2. Back from the portal: the library checks state and iss, redeems the code, validates the ID token.
  app.get<{ Params: { slug: string }; Querystring: Record<string, string> }>(
    `/:slug${PRODUCT_REDIRECT_PATH}`,
    async (request, reply) => {
      const product = productOf(request.params.slug);
      if (!product) return notFound(reply);
      const pending = request.cookies[pendingCookie(product.slug)]?.split('.');
      reply.clearCookie(pendingCookie(product.slug), { path: `/${product.slug}` });
      const [state, verifier, nonce] = pending ?? [];
      if (!state || !verifier || !nonce || request.query.state !== state)
        return failure(reply, product, 400, sessionMessages.stateMismatch);
      // The portal says the user may not open this product (their company does not own it): as
      // product-integration.md recommends, the portal's own access-denied page explains it.
      if (request.query.error === 'access_denied')
        return reply.redirect(`${portalUrl}${productSsoPortalPaths.accessDenied}`);
      const configuration = await configurationOf(product);
      const current = new URL(redirectUri(product));
      current.search = new URLSearchParams(request.query).toString();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(configuration, current, {
          pkceCodeVerifier: verifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: unknown } }).cause;
        return failure(
          reply,
          product,
          502,
          messageForError(typeof cause?.code === 'string' ? cause.code : null),
        );
      }
      const claims = tokens.claims();
      const user = await oidc
        .fetchUserInfo(configuration, tokens.access_token, claims?.sub ?? oidc.skipSubjectCheck)
        .catch(() => null);
      if (!claims || !user) return failure(reply, product, 502, messageForError(null));
      if (typeof claims.sid === 'string') {
        sessions.set(claims.sid, { slug: product.slug, ended: false });
        reply.setCookie(sessionCookie(product), claims.sid, cookieOptions(product));
      }
      const company = user.company as { name?: string; trading_name?: string | null } | undefined;
      const userId = Number(claims.sub);
      const functionality = standInFunctionality(product.id);
      if (Number.isSafeInteger(userId)) {
        reply.setCookie(userCookie(product.slug), `${userId}.${signUser(product.slug, userId)}`, {
          ...cookieOptions(product),
          maxAge: USER_TTL_S,
        });
      }
      return page(
        reply,
        200,
        product.name,
        `<span class="badge">${escapeHtml(text.badge)}</span><h1>${escapeHtml(product.name)}</h1>` +
          `<p>${escapeHtml(text.signedIn(product.name, String(user.name ?? '')))}</p>` +
          `<p>${escapeHtml(text.company(company?.trading_name ?? company?.name ?? ''))}</p>` +
          (functionality
            ? `<form method="post" action="/${product.slug}/consultar"><button type="submit">${escapeHtml(usageText.consult)}</button> ` +
              `<span>${escapeHtml(functionality.label)}</span></form>`
            : '') +
          `<p><a href="${escapeHtml(portalUrl)}/inicio">${escapeHtml(text.backToPortal)}</a></p>`,
      );
    },
  );

  // 3. 'Fazer uma consulta': authorize, consume, report — what a real product's server does.
  app.post<{ Params: { slug: string } }>('/:slug/consultar', async (request, reply) => {
    const product = productOf(request.params.slug);
    const functionality = product && standInFunctionality(product.id);
    if (!product || !functionality) return notFound(reply);
    const userId = userOf(product.slug, request.cookies[userCookie(product.slug)]);
    if (userId === null) return failure(reply, product, 401, usageText.signInAgain);
    const token = await serverToken(product);
    if (!token) return failure(reply, product, 502, usageText.failed);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const consumption = { userId, productId: product.id, functionalityId: functionality.id, quantity: 1 };
    const asked = await portalFetch(`${portalUrl}${API_BASE}${usagePaths.authorize}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(consumption),
    });
    const decision = usageAuthorizeResponseSchema.safeParse(await asked.json());
    if (asked.status !== 200 || !decision.success) return failure(reply, product, 502, usageText.failed);
    const back = `<p><a href="/${product.slug}/">${escapeHtml(text.retry)}</a> · <a href="${escapeHtml(portalUrl)}/gestao-da-conta/relatorios/consumo-consolidado">${escapeHtml(usageText.seeReport)}</a></p>`;
    const badge = `<span class="badge">${escapeHtml(text.badge)}</span>`;
    if (!decision.data.allowed) {
      return page(
        reply,
        403,
        product.name,
        `${badge}<h1>${escapeHtml(usageText.refused)}</h1><p role="alert">${escapeHtml(decision.data.message ?? usageText.failed)}</p>${back}`,
      );
    }
    const event = {
      idempotencyKey: `stand-in-${randomUUID()}`,
      ...consumption,
      occurredAt: new Date().toISOString(),
    };
    const sent = await portalFetch(`${portalUrl}${API_BASE}${usagePaths.events}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ events: [event] }),
    });
    const result = usageBatchResultSchema.safeParse(await sent.json());
    const outcome = result.success ? result.data.results[0] : undefined;
    if (sent.status !== 200 || !outcome) return failure(reply, product, 502, usageText.failed);
    if (outcome.status === 'refused') {
      return page(
        reply,
        403,
        product.name,
        `${badge}<h1>${escapeHtml(usageText.refused)}</h1><p role="alert">${escapeHtml(outcome.message ?? usageText.failed)}</p>${back}`,
      );
    }
    return page(
      reply,
      200,
      product.name,
      `${badge}<h1>${escapeHtml(product.name)}</h1><p role="status">${escapeHtml(usageText.consulted(functionality.label))}</p>${back}`,
    );
  });

  // 4. The portal's back channel: a signed logout token ends the product's session.
  app.post<{ Params: { slug: string }; Body: { logout_token?: string } }>(
    `/:slug${PRODUCT_BACKCHANNEL_LOGOUT_PATH}`,
    async (request, reply) => {
      const product = productOf(request.params.slug);
      if (!product) return reply.status(404).send();
      try {
        const jwks = (await (
          await portalFetch(`${portalUrl}${API_BASE}${oidcPaths.jwks}`)
        ).json()) as Parameters<typeof createLocalJWKSet>[0];
        const { payload } = await jwtVerify(request.body?.logout_token ?? '', createLocalJWKSet(jwks), {
          issuer: issuer.href,
          audience: productClientId(product.slug),
          typ: 'logout+jwt',
          maxTokenAge: '2 minutes',
        });
        const events = payload.events as Record<string, unknown> | undefined;
        if (!events?.[BACKCHANNEL_LOGOUT_EVENT] || 'nonce' in payload || typeof payload.sid !== 'string')
          throw new Error('not a logout token');
        sessions.set(payload.sid, { slug: product.slug, ended: true });
        return reply.header('cache-control', 'no-store').status(200).send();
      } catch {
        return reply.header('cache-control', 'no-store').status(400).send({ error: 'invalid_request' });
      }
    },
  );

  // Whether this browser's session in the product still lives (the portal may have ended it).
  app.get<{ Params: { slug: string } }>('/:slug/sessao', async (request, reply) => {
    const product = productOf(request.params.slug);
    if (!product) return notFound(reply);
    const sid = request.cookies[sessionCookie(product)];
    const session = sid ? sessions.get(sid) : undefined;
    const message = !session ? text.noSession : session.ended ? text.sessionEnded : text.sessionActive;
    return page(
      reply,
      200,
      product.name,
      `<span class="badge">${escapeHtml(text.badge)}</span><h1>${escapeHtml(product.name)}</h1><p>${escapeHtml(message)}</p>`,
    );
  });

  app.setNotFoundHandler((_request, reply) => notFound(reply));
  return app;
}
