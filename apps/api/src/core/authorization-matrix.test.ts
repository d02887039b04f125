/**
 * The authorization matrix, generated from the route table: every route of both apps × every kind
 * of caller, checked against the rule the route declares. A new route is covered the moment it is
 * registered, without anyone writing a test for it; a route whose handler lets a caller through
 * that its rule denies, or denies one its rule admits, fails here.
 *
 * Callers include a sibling product's server (its client_credentials token), admitted only by
 * `access.productClient()` routes.
 *
 * For each call: a caller the rule denies gets 401 (no session, a product's token where products are
 * not admitted, a session of the other environment) or 403 with an ACCESS_DENIED audit row; a
 * caller it admits never gets the guard's answers (no 401, no audited 403) and never a 500. Every
 * answer given to a customer is searched for the names and e-mails of the other companies: none
 * may appear.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Environment } from '@painel/contracts';
import { BASE_PROFILE_IDS, PROVIDER_COMPANY_ID, hasPermission } from '@painel/domain';
import { PRODUCT_REDIRECT_PATH, productClientId } from '../db/reference-data';
import { DEMO_PASSWORD, basic, createHarness, pkcePair, signIn, type Harness } from '../test/harness';
import { saveProductServerClient } from '../modules/oidc/product-client-token';
import type { AccessRule } from './access';
import type { RouteAccess } from './guard';

let h: Harness;
const apps = {} as Record<Environment, FastifyInstance>;

type Persona = {
  name: string;
  environment: Environment;
  /** Headers that carry the credential; none for the anonymous caller. */
  headers: () => Promise<Record<string, string>>;
  kind: 'anonymous' | 'session' | 'product' | 'productClient' | 'foreignSession';
  /** The caller's company (null: anonymous or staff, who may see any customer). */
  companyId: number | null;
  /** Effective permissions, as GET /oauth2/session answers them. */
  permissions: string[];
  /** The session's blocked state (PF 4), as GET /oauth2/session answers it; null: none. */
  blockedState?: string | null;
};

const MFA_PENDING_EMAIL = 'pendente@seguro.example';
const PRODUCT_USER = 'financeiro@empresa.example';
const PRODUCT_SLUG = 'localize';

/** A user of the MFA-required company who has not enrolled: PF 4's 'pending MFA validation'. */
async function createMfaPendingUser() {
  const admin = await h.db
    .selectFrom('users')
    .select(['companyId', 'groupId', 'passwordHash'])
    .where('email', '=', 'mfa@seguro.example')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('users')
    .values({
      companyId: admin.companyId,
      groupId: admin.groupId,
      profileId: BASE_PROFILE_IDS.operator,
      email: MFA_PENDING_EMAIL,
      name: 'Paula Pendente Prado',
      cpf: '15350946056',
      statusId: 1,
      mfaStatus: 'INATIVO',
      passwordHash: admin.passwordHash,
      updatedAt: new Date(),
    })
    .execute();
}

const sessions = new Map<string, string>();

async function sessionCookie(email: string, environment: Environment, fresh = false): Promise<string> {
  const key = `${environment}:${email}`;
  const known = sessions.get(key);
  if (known && !fresh) return known;
  const cookie = await signIn(apps[environment], h.config, email, DEMO_PASSWORD, environment);
  sessions.set(key, cookie);
  return cookie;
}

/** A sibling product's access token, launched from the product user's portal session (real SSO). */
async function productToken(fresh = false): Promise<string> {
  const known = sessions.get('product');
  if (known && !fresh) return known;
  const cookie = await sessionCookie(PRODUCT_USER, 'portal', fresh);
  const { verifier, challenge } = pkcePair();
  const redirectUri = `${h.config.productUrl(PRODUCT_SLUG)}${PRODUCT_REDIRECT_PATH}`;
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: productClientId(PRODUCT_SLUG),
    redirect_uri: redirectUri,
    state: 'estado-da-matriz-1234567890',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const launched = await apps.portal.inject({ method: 'GET', url: `/api/oauth2/oauth/authorize?${query}`, headers: { cookie } });
  const code = new URL(String(launched.headers.location)).searchParams.get('code');
  if (!code) throw new Error(`product launch failed: ${launched.statusCode} ${String(launched.headers.location)}`);
  const token = await apps.portal.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: productClientId(PRODUCT_SLUG),
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }).toString(),
  });
  const accessToken = token.json<{ access_token?: string }>().access_token;
  if (!accessToken) throw new Error(`product token failed: ${token.statusCode} ${token.body}`);
  sessions.set('product', accessToken);
  return accessToken;
}

/** A sibling product's server: its confidential client's client_credentials token. */
async function productClientToken(): Promise<string> {
  const known = sessions.get('productClient');
  if (known) return known;
  const secret = 'segredo-do-servidor-da-matriz';
  const clientId = await saveProductServerClient(h.db, { productId: 1, slug: PRODUCT_SLUG, name: 'Localize (servidor)', secret });
  const res = await apps.portal.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(clientId, secret) },
    payload: 'grant_type=client_credentials',
  });
  const accessToken = res.json<{ access_token?: string }>().access_token;
  if (!accessToken) throw new Error(`product client token failed: ${res.statusCode} ${res.body}`);
  sessions.set('productClient', accessToken);
  return accessToken;
}

async function companyOf(email: string): Promise<number> {
  const row = await h.db.selectFrom('users').select('companyId').where('email', '=', email).executeTakeFirstOrThrow();
  return row.companyId;
}

async function sessionOf(environment: Environment, headers: Record<string, string>) {
  const res = await apps[environment].inject({ method: 'GET', url: '/api/oauth2/session', headers });
  expect(res.statusCode, `session of a persona: ${res.body}`).toBe(200);
  return res.json<{ permissions: string[]; blockedState: string | null }>();
}

async function effectivePermissions(environment: Environment, headers: Record<string, string>): Promise<string[]> {
  return (await sessionOf(environment, headers)).permissions;
}

async function customerPersona(name: string, email: string): Promise<Persona> {
  const headers = async () => ({ cookie: await sessionCookie(email, 'portal') });
  return {
    name,
    environment: 'portal',
    headers,
    kind: 'session',
    companyId: await companyOf(email),
    ...(({ permissions, blockedState }) => ({ permissions, blockedState }))(await sessionOf('portal', await headers())),
  };
}

let personas: Persona[] = [];
/** What each company is called and who belongs to it: what must never leak to another company. */
let companyMarkers: Map<number, string[]>;

beforeAll(async () => {
  h = await createHarness();
  apps.portal = await h.app('portal');
  apps.backoffice = await h.app('backoffice');
  await createMfaPendingUser();

  const product = async () => ({ authorization: `Bearer ${await productToken()}` });
  personas = [
    { name: 'sem sessão (portal)', environment: 'portal', headers: async () => ({}), kind: 'anonymous', companyId: null, permissions: [] },
    await customerPersona('operador', 'operador@empresa.example'),
    await customerPersona('gerente', 'gerente@empresa.example'),
    await customerPersona('administrador', 'admin@empresa.example'),
    await customerPersona('administrador de outra empresa', 'trial@teste.example'),
    await customerPersona('empresa bloqueada por inadimplência', 'bloqueado@inadimplente.example'),
    // A prepaid (PONTUAL) company in good standing: 'Saldo e extrato' answers it with its own ledger.
    await customerPersona('administrador de empresa pré-paga', 'admin@pontual.example'),
    await customerPersona('usuário com MFA pendente', MFA_PENDING_EMAIL),
    {
      name: 'token de um produto',
      environment: 'portal',
      headers: product,
      kind: 'product',
      companyId: await companyOf(PRODUCT_USER),
      permissions: await effectivePermissions('portal', await product()),
    },
    {
      name: 'servidor de um produto',
      environment: 'portal',
      headers: async () => ({ authorization: `Bearer ${await productClientToken()}` }),
      kind: 'productClient',
      companyId: null,
      permissions: [],
    },
    { name: 'sem sessão (backoffice)', environment: 'backoffice', headers: async () => ({}), kind: 'anonymous', companyId: null, permissions: [] },
    {
      name: 'equipe',
      environment: 'backoffice',
      headers: async () => ({ cookie: await sessionCookie('suporte@painel.example', 'backoffice') }),
      kind: 'session',
      companyId: null,
      permissions: await effectivePermissions('backoffice', { cookie: await sessionCookie('suporte@painel.example', 'backoffice') }),
    },
    {
      // A portal session presented to the back office (its cookie names a session there too, by the bearer path).
      name: 'sessão do portal no backoffice',
      environment: 'backoffice',
      headers: async () => ({ cookie: (await sessionCookie('admin@empresa.example', 'portal')).replaceAll('painel_', 'painel_bo_') }),
      kind: 'foreignSession',
      companyId: await companyOf('admin@empresa.example'),
      permissions: [],
    },
    { name: 'token de um produto no backoffice', environment: 'backoffice', headers: product, kind: 'foreignSession', companyId: null, permissions: [] },
    {
      name: 'servidor de um produto no backoffice',
      environment: 'backoffice',
      headers: async () => ({ authorization: `Bearer ${await productClientToken()}` }),
      kind: 'foreignSession',
      companyId: null,
      permissions: [],
    },
  ];

  const rows = await h.db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.companyId')
    .select(['companies.id', 'companies.name', 'companies.document', 'users.email'])
    .where('companies.id', '!=', PROVIDER_COMPANY_ID)
    .execute();
  companyMarkers = new Map();
  for (const row of rows) {
    const markers = companyMarkers.get(row.id) ?? [row.name, row.document];
    markers.push(row.email);
    companyMarkers.set(row.id, markers);
  }
}, 120_000);
afterAll(() => h?.close());

const DEMO_COMPANY_EMAIL = 'admin@empresa.example';

/** Fills a route's path parameters: the demo company as the back office's customer, small ids elsewhere. */
async function concreteUrl(url: string): Promise<string> {
  const customerId = await companyOf(DEMO_COMPANY_EMAIL);
  return url
    .replace(':customerId', String(customerId))
    .replace(/:[A-Za-z]+/g, '1')
    // The API document's own files: a real one, so the answer is the file.
    .replace(/\*$/, 'swagger-ui.css');
}

type Expectation = 'unauthenticated' | 'forbidden' | 'admitted' | 'public';

function expectation(rule: AccessRule, persona: Persona): Expectation {
  // app.inject calls from 127.0.0.1: loopback routes admit every persona here (other addresses: 404, dev-mailbox tests).
  if (rule.kind === 'public' || rule.kind === 'loopback') return 'public';
  // Server-to-server routes take a product server's token in the portal, and nothing else.
  if (rule.kind === 'productClient') return persona.kind === 'productClient' && persona.environment === 'portal' ? 'admitted' : 'unauthenticated';
  if (persona.kind === 'productClient') return 'unauthenticated';
  if (persona.kind === 'anonymous' || persona.kind === 'foreignSession') return 'unauthenticated';
  if (persona.kind === 'product' && !rule.products) return 'unauthenticated';
  // Sessions travel in the cookie here, products' tokens in the Authorization header.
  if (rule.token === 'bearer' && persona.kind === 'session') return 'unauthenticated';
  if (rule.token === 'cookie' && persona.kind === 'product') return 'unauthenticated';
  const environmentRule = rule.environments[persona.environment];
  if (environmentRule === undefined) return 'forbidden';
  if (environmentRule === 'member') return persona.blockedState ? 'forbidden' : 'admitted';
  if (environmentRule !== 'signedIn' && !hasPermission(persona.permissions, environmentRule)) return 'forbidden';
  return 'admitted';
}

async function lastAuditId(): Promise<string> {
  const row = await sql<{ id: string | null }>`select max(id)::text as id from audit_events`.execute(h.db);
  return row.rows[0]?.id ?? '0';
}

async function deniedSince(id: string): Promise<number> {
  const row = await h.db
    .selectFrom('auditEvents')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('id', '>', id)
    .where('action', '=', 'ACCESS_DENIED')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Calls that end the caller's own session when they succeed: the persona signs in again after them. */
const SESSION_ENDING = new Set(['DELETE /api/oauth2/session', 'GET /api/oauth2/oauth/logout']);

function routesOf(environment: Environment): RouteAccess[] {
  return apps[environment].routeAccess.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
}

describe('the route table', () => {
  it('declares an access rule on every route of both environments', () => {
    for (const environment of ['portal', 'backoffice'] as const) {
      const table = routesOf(environment);
      expect(table.length).toBeGreaterThan(20);
      expect(table.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    }
  });

  it('refuses to start an app with a route that declares no rule', async () => {
    const { buildApp } = await import('../app');
    const app = await buildApp({ config: h.config, db: h.db, environment: 'portal', logger: false });
    app.get('/api/esquecida', async () => ({ aberta: true }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/esquecida/);
  });
});

describe.each(['portal', 'backoffice'] as const)('authorization matrix: %s', (environment) => {
  it('answers every route as its declared rule says, for every kind of caller, and never leaks another company', async () => {
    const checked: string[] = [];
    for (const route of routesOf(environment)) {
      const rule = route.access;
      if (!rule) continue;
      for (const persona of personas.filter((p) => p.environment === environment)) {
        const url = await concreteUrl(route.url);
        const before = await lastAuditId();
        const res = await apps[environment].inject({ method: route.method as 'GET', url, headers: await persona.headers() });
        const label = `${route.method} ${route.url} como ${persona.name}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        const expected = expectation(rule, persona);
        expect(res.statusCode, label).toBeLessThan(500);
        if (expected === 'unauthenticated') expect(res.statusCode, label).toBe(401);
        if (expected === 'forbidden') {
          expect(res.statusCode, label).toBe(403);
          expect(await deniedSince(before), label).toBe(1);
        }
        if (expected === 'admitted') {
          expect(res.statusCode, label).not.toBe(401);
          expect(await deniedSince(before), label).toBe(0);
        }
        // Loopback routes are the machine's own demo tools (the dev mailbox shows every e-mail the
        // demo sent, such as a trial company's contract request to the sales address): no customer's.
        if (persona.companyId !== null && persona.kind !== 'foreignSession' && rule.kind !== 'loopback') {
          for (const [companyId, markers] of companyMarkers) {
            if (companyId === persona.companyId) continue;
            for (const marker of markers) expect(res.body.includes(marker), `${label} mostra '${marker}'`).toBe(false);
          }
        }
        if (SESSION_ENDING.has(`${route.method} ${route.url}`) && res.statusCode < 400) {
          // The persona's session ended by its own hand: sign in again for the routes after this one.
          if (persona.kind === 'product') await productToken(true);
          else sessions.clear();
        }
        checked.push(`${route.method} ${route.url} × ${persona.name}`);
      }
    }
    expect(checked.length).toBeGreaterThan(100);
  }, 300_000);
});
