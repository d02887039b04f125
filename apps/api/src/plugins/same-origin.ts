/**
 * CSRF defence for cookie sessions: a state-changing request from a browser must come from this
 * environment's own origin (Sec-Fetch-Site, else Origin). Requests with neither header are not
 * from a browser page (servers, CLIs) and carry no ambient cookie risk.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Another site's form posts here by design and the route changes nothing: it only sends the
     * browser on as a GET (RP-Initiated Logout's POST). The same-origin rule lets it through.
     */
    crossSiteForm?: boolean;
  }
}

export function registerSameOriginCheck(
  app: FastifyInstance,
  publicUrl: string,
  /** A cross-origin call admitted by CORS (a product's registered origin on the OAuth endpoints). */
  admittedCrossOrigin: (request: FastifyRequest) => boolean = () => false,
) {
  const origin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method) || admittedCrossOrigin(request)) return;
    if (request.routeOptions.config?.crossSiteForm) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string') {
      if (site === 'same-origin' || site === 'none') return;
      return sendError(reply, 'CROSS_SITE_REQUEST');
    }
    const requestOrigin = request.headers.origin;
    if (requestOrigin !== undefined && requestOrigin !== origin)
      return sendError(reply, 'CROSS_SITE_REQUEST');
  });
}
