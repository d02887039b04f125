/**
 * A stand-in sibling product, for development and the journeys only (config.ts refuses it in
 * production): a fake at the edge of the world that speaks the real single sign-on protocol, so a
 * launch from the portal lands somewhere real. One small server on its own port
 * (PRODUCT_DEMO_PORT) serves every product at `/<slug>/`:
 *
 * 1. `/<slug>/` creates a PKCE verifier and a state, keeps them in a cookie scoped to the product's
 *    path, and sends the browser to the portal's GET authorize as client `produto-<slug>`;
 * 2. `/<slug>/oauth/retorno?code&state` (the redirect URI reference-data.ts registers) checks the
 *    state, redeems the code at the token endpoint with client_id and code_verifier, reads the user
 *    with the bearer token from GET /oauth2/session, and says who came in.
 *
 * Why a server and not a page script: a real product redeems codes on its back end, and the
 * portal's token endpoint rightly refuses cross-site browser requests. Outside production
 * PRODUCT_URL_TEMPLATE points here by default (development: port 3002; the journeys set both).
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import {
  API_BASE,
  apiPaths,
  errorResponseSchema,
  messageForError,
  sessionUserSchema,
  tokenResponseSchema,
  usageAuthorizeResponseSchema,
  usageBatchResultSchema,
  usagePaths,
} from '@painel/contracts';
import { METERED_FUNCTIONALITIES, PRODUCTS, launcherMessages, reportMessages, sessionMessages, type Product } from '@painel/domain';
import type { Config } from '../../config';
import { PRODUCT_REDIRECT_PATH, productClientId } from '../../db/reference-data';
import { loadSecretKey } from '../../lib/secret-key';
import { productServerClientId } from '../oidc/product-client-token';

/** How the stand-in reaches the portal's API: `fetch` on the portal's address; tests pass app.inject. */
export type PortalFetch = (path: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  json: () => Promise<unknown>;
}>;

const PENDING_TTL_S = 10 * 60;
const USER_TTL_S = 60 * 60;
const text = launcherMessages.standIn;
const usageText = reportMessages.standIn;

/**
 * The secret of a product's server client in demo mode, derived from SECRET_KEY: the demo seed
 * registers `produto-<slug>-servidor` with it (seed/demo-product-clients.ts) and the stand-in
 * uses it for its client_credentials token, without either storing it.
 */
export function standInServerSecret(config: Pick<Config, 'secretKey' | 'nodeEnv' | 'dataDir'>, slug: string): string {
  return createHmac('sha256', loadSecretKey(config)).update(`painel:stand-in-server:${slug}`).digest('base64url');
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
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'")
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

export async function buildDemoProduct(options: { config: Config; portalFetch?: PortalFetch }): Promise<FastifyInstance> {
  const { config } = options;
  const portalUrl = config.publicUrls.portal;
  const portalFetch: PortalFetch =
    options.portalFetch ?? ((path, init) => fetch(`${portalUrl}${path}`, init));
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  await app.register(cookie);
  // 'Fazer uma consulta' posts an empty form: its body carries nothing the stand-in reads.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
  const userKey = createHmac('sha256', loadSecretKey(config)).update('painel:stand-in-user').digest();
  const signUser = (slug: string, userId: number) => createHmac('sha256', userKey).update(`${slug}:${userId}`).digest('base64url');
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
    const res = await portalFetch(`${API_BASE}${apiPaths.token}`, {
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

  const notFound = (reply: FastifyReply) => page(reply, 404, text.notFound, `<h1>${escapeHtml(text.notFound)}</h1>`);
  const failure = (reply: FastifyReply, product: Product, status: number, message: string) =>
    page(
      reply,
      status,
      product.name,
      `<span class="badge">${escapeHtml(text.badge)}</span><h1>${escapeHtml(text.failed)}</h1><p>${escapeHtml(message)}</p>` +
        `<p><a href="/${product.slug}/">${escapeHtml(text.retry)}</a></p>`,
    );

  // 1. Start: a fresh verifier and state for this attempt, then to the portal.
  app.get<{ Params: { slug: string } }>('/:slug', async (request, reply) => {
    const product = productOf(request.params.slug);
    if (!product) return notFound(reply);
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(24).toString('base64url');
    reply.setCookie(pendingCookie(product.slug), `${state}.${verifier}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: portalUrl.startsWith('https://'),
      path: `/${product.slug}`,
      maxAge: PENDING_TTL_S,
    });
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: productClientId(product.slug),
      redirect_uri: `${config.productUrl(product.slug)}${PRODUCT_REDIRECT_PATH}`,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    return reply.header('cache-control', 'no-store').redirect(`${portalUrl}${API_BASE}${apiPaths.authorize}?${query.toString()}`);
  });

  // 2. Back from the portal: our state, then the code for a token, then who it is.
  app.get<{ Params: { slug: string }; Querystring: { code?: string; state?: string } }>(
    `/:slug${PRODUCT_REDIRECT_PATH}`,
    async (request, reply) => {
      const product = productOf(request.params.slug);
      if (!product) return notFound(reply);
      const pending = request.cookies[pendingCookie(product.slug)]?.split('.');
      reply.clearCookie(pendingCookie(product.slug), { path: `/${product.slug}` });
      const [state, verifier] = pending ?? [];
      const { code } = request.query;
      if (!state || !verifier || !code || request.query.state !== state) {
        return failure(reply, product, 400, sessionMessages.stateMismatch);
      }
      const token = await portalFetch(`${API_BASE}${apiPaths.token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: productClientId(product.slug),
          code,
          redirect_uri: `${config.productUrl(product.slug)}${PRODUCT_REDIRECT_PATH}`,
          code_verifier: verifier,
        }).toString(),
      });
      const tokenBody = await token.json();
      const issued = tokenResponseSchema.safeParse(tokenBody);
      if (token.status !== 200 || !issued.success || !issued.data.access_token) {
        return failure(reply, product, 502, messageForError(errorResponseSchema.safeParse(tokenBody).data?.code));
      }
      const session = await portalFetch(`${API_BASE}${apiPaths.session}`, {
        method: 'GET',
        headers: { authorization: `Bearer ${issued.data.access_token}` },
      });
      const user = sessionUserSchema.safeParse(await session.json());
      if (session.status !== 200 || !user.success) return failure(reply, product, 502, messageForError(null));
      const { name, company } = user.data;
      const functionality = standInFunctionality(product.id);
      reply.setCookie(userCookie(product.slug), `${user.data.id}.${signUser(product.slug, user.data.id)}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure: portalUrl.startsWith('https://'),
        path: `/${product.slug}`,
        maxAge: USER_TTL_S,
      });
      return page(
        reply,
        200,
        product.name,
        `<span class="badge">${escapeHtml(text.badge)}</span><h1>${escapeHtml(product.name)}</h1>` +
          `<p>${escapeHtml(text.signedIn(product.name, name))}</p>` +
          `<p>${escapeHtml(text.company(company.tradingName ?? company.name))}</p>` +
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
    const asked = await portalFetch(`${API_BASE}${usagePaths.authorize}`, { method: 'POST', headers, body: JSON.stringify(consumption) });
    const decision = usageAuthorizeResponseSchema.safeParse(await asked.json());
    if (asked.status !== 200 || !decision.success) return failure(reply, product, 502, usageText.failed);
    const back = `<p><a href="/${product.slug}/">${escapeHtml(text.retry)}</a> · <a href="${escapeHtml(portalUrl)}/gestao-da-conta/relatorios/consumo-consolidado">${escapeHtml(usageText.seeReport)}</a></p>`;
    const badge = `<span class="badge">${escapeHtml(text.badge)}</span>`;
    if (!decision.data.allowed) {
      return page(reply, 403, product.name, `${badge}<h1>${escapeHtml(usageText.refused)}</h1><p role="alert">${escapeHtml(decision.data.message ?? usageText.failed)}</p>${back}`);
    }
    const event = { idempotencyKey: `stand-in-${randomUUID()}`, ...consumption, occurredAt: new Date().toISOString() };
    const sent = await portalFetch(`${API_BASE}${usagePaths.events}`, { method: 'POST', headers, body: JSON.stringify({ events: [event] }) });
    const result = usageBatchResultSchema.safeParse(await sent.json());
    const outcome = result.success ? result.data.results[0] : undefined;
    if (sent.status !== 200 || !outcome) return failure(reply, product, 502, usageText.failed);
    if (outcome.status === 'refused') {
      return page(reply, 403, product.name, `${badge}<h1>${escapeHtml(usageText.refused)}</h1><p role="alert">${escapeHtml(outcome.message ?? usageText.failed)}</p>${back}`);
    }
    return page(reply, 200, product.name, `${badge}<h1>${escapeHtml(product.name)}</h1><p role="status">${escapeHtml(usageText.consulted(functionality.label))}</p>${back}`);
  });

  app.setNotFoundHandler((_request, reply) => notFound(reply));
  return app;
}
