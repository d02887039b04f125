/**
 * buildApp: the one builder that production and the tests both start (STYLE.md item 2). One
 * instance serves one environment (portal or back office) over a shared database handle.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, type Environment } from '@painel/contracts';
// zod's messages in pt-BR for every request the validator refuses: imported for its effect, since
// the contracts barrel is free of side effects and a bundler may drop its own import of it.
import '@painel/contracts/zod-locale';
import type { Config } from './config';
import { createAppContext } from './core/context';
import { publicScope, registerGuard } from './core/guard';
import { postgresPool, type Db } from './db/database';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { joinPrincipalNotices } from './core/auth/principal-notices';
import { oidcRoutes, wellKnownRoutes } from './modules/oidc/oidc.routes';
import { isAdmittedProductOrigin, registerProductCors } from './modules/oidc/product-cors';
import { productClientRoutes } from './modules/oidc/product-clients.routes';
import { developerAreaRoutes } from './modules/developer-area/developer-area.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { devMailboxRedirects } from './modules/dev-mailbox/dev-mailbox.routes';
import { passwordRoutes } from './modules/passwords/passwords.routes';
import { rateLimitStoreOver } from './lib/counter-store';
import { type Delivery } from './lib/delivery';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { ombudsmanRoutes } from './modules/ombudsman/ombudsman.routes';
import { trialRoutes } from './modules/trial/trial.routes';
import { featureFlagRoutes } from './modules/feature-flags/feature-flags.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { purposeOfUseRoutes } from './modules/purposes-of-use/purposes-of-use.routes';
import { publicConfigRoutes } from './modules/public-config/public-config.routes';
import { customerRoutes } from './modules/customers/customers.routes';
import { healthRoutes } from './modules/health/health.routes';
import { registerApiDocs } from './plugins/api-docs';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { groupRoutes } from './modules/groups/groups.routes';
import { usageRoutes } from './modules/usage/usage.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { balanceRoutes } from './modules/balance/balance.routes';
import { ownProfileRoutes } from './modules/own-profile/own-profile.routes';
import { userRoutes } from './modules/users/users.routes';
import { userSearchRoutes } from './modules/users/user-search.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { serializeRequest } from './lib/log-redaction';
import { frameworkErrorHandler, registerErrorHandler, sendError } from './plugins/error-handler';
import { registerInputHygiene, clientErrorHandler } from './plugins/input-hygiene';
import { registerSameOriginCheck } from './plugins/same-origin';
import { registerRequestMetrics } from './plugins/request-metrics';
import { OperatorRequestLog } from './plugins/request-log';
import type { Metrics } from './lib/metrics';
import { registerWeb } from './plugins/web';
import { traceLogMixin } from './lib/trace-hooks';

const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export type BuildAppOptions = {
  config: Config;
  db: Db;
  environment: Environment;
  /** Clock for the rules that depend on time; tests move it. */
  now?: () => Date;
  /** E-mail and SMS; by default SMTP/HTTP from the configuration, else the outbox. */
  delivery?: Delivery;
  logger?: boolean;
  /**
   * The process's metrics (lib/metrics.ts): server.ts shares one set between both environments and
   * serves it on the private metrics listener. By default this app counts into a set of its own.
   */
  metrics?: Metrics;
  /** Where the log goes (stdout by default); tests read it. */
  logStream?: { write(line: string): void };
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, environment } = options;
  const publicUrl = config.publicUrls[environment];
  const https = publicUrl.startsWith('https://');
  const traceMixin = traceLogMixin();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Credentials and session cookies never reach the log.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // Nor signed links and tokens in URLs (export links, PDF links, OAuth codes).
            serializers: { req: serializeRequest },
            // With tracing on (tracing.ts), each line carries the active trace and span ids.
            ...(traceMixin ? { mixin: traceMixin } : {}),
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Request lines at debug, a 5xx at warn (plugins/request-log.ts), instead of two lines at info.
    logController: new OperatorRequestLog(),
    trustProxy: config.trustProxy ? config.trustProxy.split(',').map((s) => s.trim()) : false,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputHygiene(app);

  const ctx = createAppContext({
    db,
    config,
    environment,
    delivery: options.delivery,
    now: options.now,
    metrics: options.metrics,
    log: app.log,
  });
  registerRequestMetrics(app, ctx.metrics, environment);
  app.addHook('onClose', () => ctx.counters.close());
  // What this app's cache forgets, the other apps on the database forget too (other processes included).
  const leavePrincipalNotices = joinPrincipalNotices(ctx);
  app.addHook('onClose', leavePrincipalNotices);
  // Before any route: every route registered from here on must declare its access rule.
  registerGuard(app, ctx);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Campaign images (virtual seller, login banner) may come from any https host; never plain http.
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https,
    crossOriginEmbedderPolicy: false,
  });
  // Powerful browser features the portal never uses stay off, for our pages and anything they embed.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(cookie);
  await app.register(formbody);
  // Per-address limits count in the shared counters (PostgreSQL, or Redis) when more than one process
  // can run; PGlite is one process, and its counters stay in memory.
  const sharedLimits = config.redisUrl !== undefined || postgresPool(db) !== undefined;
  await app.register(rateLimit, {
    global: false,
    ...(sharedLimits ? { store: rateLimitStoreOver(ctx.counters, environment) } : {}),
  });

  // The API document and its pages: API_DOCS (off in production by default).
  if (config.apiDocs) await registerApiDocs(app, ctx);
  await app.register(
    async (api) => {
      // Products in the browser: CORS for their registered origins on the OAuth endpoints, before the same-origin rule.
      registerProductCors(api, ctx);
      registerSameOriginCheck(api, publicUrl, isAdmittedProductOrigin);
      // Route modules. One line each; keep this list the only place routes are mounted.
      await api.register(authRoutes, { ctx });
      await api.register(captchaRoutes, { ctx });
      await api.register(passwordRoutes, { ctx });
      await api.register(auditRoutes, { ctx });
      await api.register(oidcRoutes, { ctx });
      await api.register(mfaRoutes, { ctx });
      await api.register(notificationRoutes, { ctx });
      await api.register(ombudsmanRoutes, { ctx });
      await api.register(trialRoutes, { ctx });
      await api.register(featureFlagRoutes, { ctx });
      await api.register(analyticsRoutes, { ctx });
      await api.register(purposeOfUseRoutes, { ctx });
      await api.register(publicConfigRoutes, { ctx });
      await api.register(customerRoutes, { ctx });
      await api.register(healthRoutes, { ctx });
      await api.register(profileRoutes, { ctx });
      await api.register(groupRoutes, { ctx });
      await api.register(usageRoutes, { ctx });
      await api.register(reportRoutes, { ctx });
      await api.register(ownProfileRoutes, { ctx });
      await api.register(userRoutes, { ctx });
      await api.register(userSearchRoutes, { ctx });
      await api.register(productClientRoutes, { ctx });
      await api.register(paymentRoutes, { ctx });
      await api.register(developerAreaRoutes, { ctx });
      await api.register(balanceRoutes, { ctx });
      // (end of route modules)
    },
    { prefix: API_BASE },
  );
  // OAuth/OIDC discovery at the origin's root (RFC 8414): JSON, never the web app's HTML.
  await app.register(wellKnownRoutes, { ctx });
  // The development mailbox (demo mode only) lives on a loopback listener of its own
  // (modules/dev-mailbox/dev-mailbox.server.ts); here its paths only redirect there.
  if (config.demoMode && config.nodeEnv !== 'production' && config.devMailboxPort !== undefined) {
    await app.register(devMailboxRedirects, { port: config.devMailboxPort });
  }

  let sendIndex: Awaited<ReturnType<typeof registerWeb>> | undefined;
  await app.register(async (web) => {
    publicScope(web);
    sendIndex = await registerWeb(web, config.webDist, environment, config.nodeEnv === 'production');
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === API_BASE ||
      request.url.startsWith(`${API_BASE}/`) ||
      request.url.startsWith(`${API_BASE}?`);
    // A missing build file is a 404: index.html in its place would be cached and run as a script.
    const isAsset = request.url.startsWith('/assets/');
    if (isApi || isAsset || (request.method !== 'GET' && request.method !== 'HEAD'))
      return sendError(reply, 'NOT_FOUND');
    return sendIndex ? sendIndex(reply) : sendError(reply, 'NOT_FOUND');
  });
  return app;
}
