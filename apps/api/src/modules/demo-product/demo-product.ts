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
import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import { API_BASE, apiPaths, errorResponseSchema, messageForError, sessionUserSchema, tokenResponseSchema } from '@painel/contracts';
import { PRODUCTS, launcherMessages, sessionMessages, type Product } from '@painel/domain';
import type { Config } from '../../config';
import { PRODUCT_REDIRECT_PATH, productClientId } from '../../db/reference-data';

/** How the stand-in reaches the portal's API: `fetch` on the portal's address; tests pass app.inject. */
export type PortalFetch = (path: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  json: () => Promise<unknown>;
}>;

const PENDING_TTL_S = 10 * 60;
const text = launcherMessages.standIn;

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
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'")
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
      return page(
        reply,
        200,
        product.name,
        `<span class="badge">${escapeHtml(text.badge)}</span><h1>${escapeHtml(product.name)}</h1>` +
          `<p>${escapeHtml(text.signedIn(product.name, name))}</p>` +
          `<p>${escapeHtml(text.company(company.tradingName ?? company.name))}</p>` +
          `<p><a href="${escapeHtml(portalUrl)}/inicio">${escapeHtml(text.backToPortal)}</a></p>`,
      );
    },
  );

  app.setNotFoundHandler((_request, reply) => notFound(reply));
  return app;
}
