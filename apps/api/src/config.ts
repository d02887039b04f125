/**
 * Configuration, parsed once at boot with zod (STYLE.md item 2). Every knob has a default that
 * runs the embedded demo; production sets DATABASE_URL, the public URLs and NODE_ENV=production.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_REDIRECT_HOSTS, SESSION_ABSOLUTE_S, SESSION_IDLE_S } from '@painel/domain';

/**
 * The checkout this module runs from: the nearest folder above it that holds apps/api. Found by
 * looking, not by counting '..': the same code runs as src/config.ts (tsx), dist/server.js and a
 * split chunk under dist/chunks/ (the build splits so tracing can load first).
 */
export function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'apps', 'api', 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../..');
  }
}
const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/** Where `npm start` runs the stand-in sibling product, so launching a product lands somewhere real. */
const DEFAULT_PRODUCT_DEMO_PORT = 3002;

const booleanish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('localhost'),
    PORTAL_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    BACKOFFICE_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
    PORTAL_URL: z.url().optional(),
    BACKOFFICE_URL: z.url().optional(),
    DATABASE_URL: z.string().min(1).optional(),
    // Connections each process may hold to the PostgreSQL server, and how long a request waits for
    // one before answering 503 (docs/deployment.md says how to size them). PGlite has one connection.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
    DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    // Usage batches each process records at once on PostgreSQL (its ingestion thread's connections,
    // beside the pool above; modules/usage/usage-ingestion.ts): authorize's p99 during ingestion
    // against events/s (docs/architecture.md, bench:report). More batches wait their turn.
    INGESTION_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(4),
    // How much lower than the API's thread the ingestion thread runs (Linux niceness, 0 to 19): a
    // core freed by a batch goes to authorize first. Weighed only against this service's threads
    // (its session or cgroup); 0 keeps them equal.
    INGESTION_THREAD_NICE: z.coerce.number().int().min(0).max(19).default(10),
    // How long a verified caller is trusted without a query (core/auth/principal-cache.ts). A
    // change made through any process reaches the others at once on PostgreSQL (LISTEN/NOTIFY);
    // this is the bound when a notice is lost. 0: every request reads its session.
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    // Where background report exports keep their files: 'database' (chunks in PostgreSQL or the
    // embedded database: every process serves every file, backups hold them) or 'disk' (a folder,
    // REPORT_EXPORTS_DIR: one process, or a folder every process shares).
    REPORT_EXPORT_STORAGE: z.enum(['database', 'disk']).default('database'),
    // The folder of 'disk' storage, and of files written on disk before; DATA_DIR/exports by default.
    REPORT_EXPORTS_DIR: z.string().optional(),
    SESSION_IDLE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(SESSION_IDLE_S),
    SESSION_ABSOLUTE_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(7 * 86_400)
      .default(SESSION_ABSOLUTE_S),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    // Signing keys rotate on their own this many days after the last rotation; 0: only by command.
    SIGNING_KEY_ROTATION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
    TRUST_PROXY: z.string().optional(),
    // Prometheus metrics (GET /metrics) on a listener of their own, off unless a port is given; on
    // 127.0.0.1 unless METRICS_HOST names a private interface. Never on the portal or back office.
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: booleanish.optional(),
    // Demo mode (demo accounts, development mailbox, stand-in product): on unless NODE_ENV=production;
    // DEMO=0 turns it off elsewhere too, DEMO=1 is refused in production.
    DEMO: booleanish.optional(),
    // This start takes over the OAuth clients' redirect URIs for the configured public addresses
    // (PORTAL_URL, BACKOFFICE_URL, PRODUCT_URL_TEMPLATE) when they differ from the recorded ones.
    // Demo mode always does; elsewhere it is an explicit step (db/reference-data.ts).
    ADOPT_PUBLIC_URLS: booleanish.default(false),
    // The API document and its pages at /docs: off in production unless API_DOCS=on.
    API_DOCS: z.enum(['on', 'off']).optional(),
    // Delivery: SMTP by URL (smtp://user:pass@host:port); SMS through an HTTP provider. With neither,
    // messages go to the outbox table, the console and /dev/caixa-de-saida (not in production).
    SMTP_URL: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default('Painel <nao-responda@painel.example>'),
    OMBUDSMAN_EMAIL: z.email().default('ouvidoria@painel.example'),
    /** Contratar planos: where a trial company's contract request is e-mailed (the sales team). */
    SALES_EMAIL: z.email().default('comercial@painel.example'),
    SMS_URL: z.url().optional(),
    SMS_TOKEN: z.string().min(1).optional(),
    // 32-byte key (base64) that encrypts MFA secrets at rest; development derives one in DATA_DIR.
    SECRET_KEY: z.string().min(32).optional(),
    // Captcha: 'altcha' (self-hosted proof of work, default), 'recaptcha' (needs the secret) or 'off' (tests only).
    CAPTCHA: z.enum(['altcha', 'recaptcha', 'off']).default('altcha'),
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    // Google's siteverify by default; tests point it at a local stand-in.
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(50_000),
    // Where each sibling product lives; {slug} is the product's slug (localize, autentica, …).
    // Default: the stand-in product when it runs (see PRODUCT_DEMO_PORT), else the provider's domains.
    PRODUCT_URL_TEMPLATE: z
      .string()
      .regex(/^https?:\/\/\S*\{slug\}\S*$/, 'must be an http(s) URL containing {slug}')
      .optional(),
    // The stand-in sibling product (modules/demo-product) listens here; 3002 by default in
    // development, off in test unless set, refused in production.
    PRODUCT_DEMO_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    // The development mailbox's own listener, on 127.0.0.1 only (demo mode; refused in production).
    // Default: PORTAL_PORT + 3 (3003).
    DEV_MAILBOX_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    // What the web shows from configuration (GET /api/config): help centre, privacy policy, login
    // contacts (comma-separated), security seal and login campaign banner (each optional).
    HELP_CENTER_URL: z.url().default('https://ajuda.painel.example'),
    PRIVACY_POLICY_URL: z.url().default('https://painel.example/politica-de-privacidade'),
    LOGIN_CONTACT_PHONES: z.string().default('0800 777 7777,(11) 3000-0000'),
    LOGIN_CONTACT_EMAILS: z.string().default('atendimento@painel.example'),
    SECURITY_SEAL_IMAGE_URL: z.string().min(1).optional(),
    SECURITY_SEAL_LINK_URL: z.url().optional(),
    LOGIN_BANNER_IMAGE_URL: z.string().min(1).optional(),
    LOGIN_BANNER_LINK_URL: z.url().optional(),
    // Shared counters of the per-person rate limits: Redis when set (redis://host:6379), else the database.
    REDIS_URL: z.string().min(1).optional(),
    REDIS_PREFIX: z.string().default('painel:'),
    // The provider's own domains (comma-separated, subdomains included): where a browser may be sent
    // after login. Outside production localhost and IP literals are allowed too.
    REDIRECT_HOSTS: z.string().default(DEFAULT_REDIRECT_HOSTS.join(',')),
    LOGIN_BANNER_COLOR: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .default('#0D47A1'),
  })
  .superRefine((e, ctx) => {
    // A server that forgot its captcha must not start: 'off' exists for tests only.
    if (e.CAPTCHA === 'off' && e.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA'],
        message: "'off' is not allowed when NODE_ENV=production",
      });
    }
    if (e.PRODUCT_DEMO_PORT !== undefined && e.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['PRODUCT_DEMO_PORT'],
        message: 'the stand-in product does not run when NODE_ENV=production',
      });
    }
    if (e.DEV_MAILBOX_PORT !== undefined && (e.NODE_ENV === 'production' || e.DEMO === false)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_MAILBOX_PORT'],
        message:
          'the development mailbox exists only in demo mode (never when NODE_ENV=production or DEMO=0)',
      });
    }
    if (e.DEMO === true && e.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO'],
        message: 'demo mode (published accounts, development mailbox) is refused when NODE_ENV=production',
      });
    }
    if (e.SEED_DEMO === true && (e.NODE_ENV === 'production' || e.DEMO === false)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'demo accounts are seeded only in demo mode (never when NODE_ENV=production or DEMO=0)',
      });
    }
    if (e.CAPTCHA === 'recaptcha' && !e.RECAPTCHA_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_SECRET'],
        message: "required when CAPTCHA='recaptcha'",
      });
    }
  });

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  ports: { portal: number; backoffice: number };
  publicUrls: { portal: string; backoffice: string };
  databaseUrl: string | undefined;
  /** The PostgreSQL pool of this process: its size and the wait for a connection (ms). */
  databasePool: { size: number; timeoutMs: number };
  /** Usage batches recorded at once on PostgreSQL: the ingestion thread's own connections. */
  ingestionConnections: number;
  /** Niceness added to the ingestion thread's (Linux; 0: the API thread's own). */
  ingestionThreadNice: number;
  /** How long a verified caller is trusted without a query (ms). */
  sessionCacheMs: number;
  dataDir: string;
  /** Where background report exports write their files (kept a week, pruned with their rows). */
  reportExportStorage: 'database' | 'disk';
  /** The folder of 'disk' storage (and of exports written on disk before 'database' existed). */
  reportExportsDir: string;
  webDist: string;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  loginRateLimitPerMinute: number;
  /** Days between automatic signing-key rotations (core/auth/signing-keys.ts); 0: by command only. */
  signingKeyRotationDays: number;
  trustProxy: string | undefined;
  logLevel: string;
  /** The private metrics listener (METRICS_HOST:METRICS_PORT); undefined: not started. */
  metrics: { host: string; port: number } | undefined;
  /**
   * Demo mode: the published demo accounts, the development mailbox and the stand-in product exist
   * only here. NODE_ENV !== 'production' unless DEMO=0; never in production (see docs/architecture.md).
   */
  demoMode: boolean;
  /** Demo data (demo mode only): by default on the first start of the embedded database (never on a server). */
  seedDemo: boolean | undefined;
  /** ADOPT_PUBLIC_URLS: this start records the configured public addresses as the OAuth clients' redirect URIs. */
  adoptPublicUrls: boolean;
  /** Serve the OpenAPI document and its pages at /docs (API_DOCS; off in production by default). */
  apiDocs: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  ombudsmanEmail: string;
  salesEmail: string;
  smsUrl: string | undefined;
  smsToken: string | undefined;
  secretKey: string | undefined;
  captcha: 'altcha' | 'recaptcha' | 'off';
  recaptchaSecret: string | undefined;
  recaptchaVerifyUrl: string;
  altchaMaxNumber: number;
  /** A sibling product's base address. */
  productUrl: (slug: string) => string;
  /** Port of the stand-in sibling product (development and journeys only); undefined: not started. */
  productDemoPort: number | undefined;
  /** Port of the development mailbox's loopback listener (demo mode only); undefined: no mailbox. */
  devMailboxPort: number | undefined;
  helpCenterUrl: string;
  privacyPolicyUrl: string;
  loginContacts: { phones: string[]; emails: string[] };
  securitySeal: { imageUrl: string; linkUrl: string } | null;
  loginBanner: { imageUrl: string; redirectUrl: string; backgroundColor: string } | null;
  redisUrl: string | undefined;
  /** Prefix of every Redis key this deployment writes. */
  redisPrefix: string;
  /** The provider's domains a redirect after login may lead to (domain's redirect-safety). */
  redirectHosts: string[];
};

/** Beside the portal's port (3000 -> 3003); none when the portal takes any free port (0). */
function defaultMailboxPort(portalPort: number): number | undefined {
  return portalPort > 0 && portalPort + 3 <= 65535 ? portalPort + 3 : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const demoMode = e.DEMO ?? e.NODE_ENV !== 'production';
  const productDemoPort =
    e.PRODUCT_DEMO_PORT ?? (e.NODE_ENV === 'development' && demoMode ? DEFAULT_PRODUCT_DEMO_PORT : undefined);
  const productUrlTemplate =
    e.PRODUCT_URL_TEMPLATE ??
    (productDemoPort === undefined
      ? 'https://{slug}.painel.example'
      : `http://localhost:${productDemoPort}/{slug}`);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    ports: { portal: e.PORTAL_PORT, backoffice: e.BACKOFFICE_PORT },
    publicUrls: {
      portal: stripSlash(e.PORTAL_URL ?? `http://localhost:${e.PORTAL_PORT}`),
      backoffice: stripSlash(e.BACKOFFICE_URL ?? `http://localhost:${e.BACKOFFICE_PORT}`),
    },
    databaseUrl: e.DATABASE_URL,
    databasePool: { size: e.DATABASE_POOL_SIZE, timeoutMs: e.DATABASE_POOL_TIMEOUT_MS },
    ingestionConnections: e.INGESTION_CONNECTIONS,
    ingestionThreadNice: e.INGESTION_THREAD_NICE,
    sessionCacheMs: e.SESSION_CACHE_MS,
    dataDir: e.DATA_DIR,
    reportExportStorage: e.REPORT_EXPORT_STORAGE,
    reportExportsDir: e.REPORT_EXPORTS_DIR ?? path.join(e.DATA_DIR, 'exports'),
    webDist: e.WEB_DIST,
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: e.SESSION_ABSOLUTE_SECONDS,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    signingKeyRotationDays: e.SIGNING_KEY_ROTATION_DAYS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metrics: e.METRICS_PORT === undefined ? undefined : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    demoMode,
    seedDemo: e.SEED_DEMO,
    adoptPublicUrls: e.ADOPT_PUBLIC_URLS,
    apiDocs: (e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ombudsmanEmail: e.OMBUDSMAN_EMAIL,
    salesEmail: e.SALES_EMAIL,
    smsUrl: e.SMS_URL,
    smsToken: e.SMS_TOKEN,
    secretKey: e.SECRET_KEY,
    captcha: e.CAPTCHA,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
    productUrl: (slug) => stripSlash(productUrlTemplate.replaceAll('{slug}', slug)),
    productDemoPort,
    devMailboxPort:
      demoMode && e.NODE_ENV !== 'production'
        ? (e.DEV_MAILBOX_PORT ?? defaultMailboxPort(e.PORTAL_PORT))
        : undefined,
    helpCenterUrl: e.HELP_CENTER_URL,
    privacyPolicyUrl: e.PRIVACY_POLICY_URL,
    loginContacts: { phones: list(e.LOGIN_CONTACT_PHONES), emails: list(e.LOGIN_CONTACT_EMAILS) },
    redirectHosts: list(e.REDIRECT_HOSTS),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    // The demo (development) shows the seal and the campaign banner shipped in apps/web/public.
    securitySeal:
      e.SECURITY_SEAL_IMAGE_URL && e.SECURITY_SEAL_LINK_URL
        ? { imageUrl: e.SECURITY_SEAL_IMAGE_URL, linkUrl: e.SECURITY_SEAL_LINK_URL }
        : e.NODE_ENV === 'development'
          ? { imageUrl: '/selo-site-seguro.svg', linkUrl: 'https://painel.example/seguranca' }
          : null,
    loginBanner:
      e.LOGIN_BANNER_IMAGE_URL && e.LOGIN_BANNER_LINK_URL
        ? {
            imageUrl: e.LOGIN_BANNER_IMAGE_URL,
            redirectUrl: e.LOGIN_BANNER_LINK_URL,
            backgroundColor: e.LOGIN_BANNER_COLOR,
          }
        : e.NODE_ENV === 'development'
          ? {
              imageUrl: '/campanha-login.svg',
              redirectUrl: 'https://painel.example/campanha',
              backgroundColor: e.LOGIN_BANNER_COLOR,
            }
          : null,
  };
}

/** A comma-separated setting as a list; an empty setting is an empty list. */
function list(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
