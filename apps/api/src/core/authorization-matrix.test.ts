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
import {
  BASE_PROFILE_IDS,
  METERED_FUNCTIONALITIES,
  PRODUCTS,
  PRODUCT_CATALOGUE,
  PRODUCT_IDS,
  PROVIDER_COMPANY_ID,
  hasPermission,
  trialAdmits,
  type CatalogueProduct,
  type ProductId,
  type TrialPhase,
} from '@painel/domain';
import { DEMO_PASSWORD, basic, createHarness, signIn, type Harness } from '../test/harness';
import { addCustomProfile, addUser } from '../test/fixtures';
import {
  launchProduct,
  openProductSession,
  productTokenRequest,
} from '../modules/auth/product-sso.test-support';
import { addPrice, productServerToken } from '../modules/usage/usage.test-support';
import { saveProductServerClient } from './auth/product-client-token';
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
  /** The session's blocked state, as GET /oauth2/session answers it; null: none. */
  blockedState?: string | null;
  /** A trial company's phase (domain trialPhase), as GET /oauth2/session answers it; null: a contract. */
  trial?: TrialPhase | null;
};

const MFA_PENDING_EMAIL = 'pendente@seguro.example';
/** The second demo trial company, its period made over in beforeAll. */
const EXPIRED_TRIAL_EMAIL = 'contratar@teste.example';
const PRODUCT_USER = 'financeiro@empresa.example';
const PRODUCT_SLUG = 'localize'; // PRODUCT_IDS.localize

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
  const { accessToken } = await openProductSession(apps.portal, h.config, PRODUCT_SLUG, cookie);
  sessions.set('product', accessToken);
  return accessToken;
}

/** A sibling product's server: its confidential client's client_credentials token. */
async function productClientToken(): Promise<string> {
  const known = sessions.get('productClient');
  if (known) return known;
  const secret = 'segredo-do-servidor-da-matriz';
  const clientId = await saveProductServerClient(h.db, {
    productId: 1,
    slug: PRODUCT_SLUG,
    name: 'Localize (servidor)',
    secret,
  });
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
  const row = await h.db
    .selectFrom('users')
    .select('companyId')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.companyId;
}

async function sessionOf(environment: Environment, headers: Record<string, string>) {
  const res = await apps[environment].inject({ method: 'GET', url: '/api/oauth2/session', headers });
  expect(res.statusCode, `session of a persona: ${res.body}`).toBe(200);
  const body = res.json<{
    permissions: string[];
    blockedState: string | null;
    trial: boolean;
    company: { trialExpired: boolean };
  }>();
  const trial: TrialPhase | null = body.trial ? (body.company.trialExpired ? 'expired' : 'running') : null;
  return { permissions: body.permissions, blockedState: body.blockedState, trial };
}

async function effectivePermissions(
  environment: Environment,
  headers: Record<string, string>,
): Promise<string[]> {
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
    ...(await sessionOf('portal', await headers())),
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
  await h.db
    .updateTable('companies')
    .set({ trialEndsAt: new Date(Date.now() - 86_400_000) })
    .where('id', '=', await companyOf(EXPIRED_TRIAL_EMAIL))
    .execute();

  const product = async () => ({ authorization: `Bearer ${await productToken()}` });
  personas = [
    {
      name: 'sem sessão (portal)',
      environment: 'portal',
      headers: async () => ({}),
      kind: 'anonymous',
      companyId: null,
      permissions: [],
    },
    await customerPersona('operador', 'operador@empresa.example'),
    await customerPersona('gerente', 'gerente@empresa.example'),
    await customerPersona('administrador', 'admin@empresa.example'),
    await customerPersona('administrador de outra empresa', 'trial@teste.example'),
    await customerPersona('avaliação expirada', EXPIRED_TRIAL_EMAIL),
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
    {
      name: 'sem sessão (backoffice)',
      environment: 'backoffice',
      headers: async () => ({}),
      kind: 'anonymous',
      companyId: null,
      permissions: [],
    },
    {
      name: 'equipe',
      environment: 'backoffice',
      headers: async () => ({ cookie: await sessionCookie('suporte@painel.example', 'backoffice') }),
      kind: 'session',
      companyId: null,
      permissions: await effectivePermissions('backoffice', {
        cookie: await sessionCookie('suporte@painel.example', 'backoffice'),
      }),
    },
    {
      // A portal session presented to the back office (its cookie names a session there too, by the bearer path).
      name: 'sessão do portal no backoffice',
      environment: 'backoffice',
      headers: async () => ({
        cookie: (await sessionCookie('admin@empresa.example', 'portal')).replaceAll('painel_', 'painel_bo_'),
      }),
      kind: 'foreignSession',
      companyId: await companyOf('admin@empresa.example'),
      permissions: [],
    },
    {
      name: 'token de um produto no backoffice',
      environment: 'backoffice',
      headers: product,
      kind: 'foreignSession',
      companyId: null,
      permissions: [],
    },
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
  return (
    url
      .replace(':customerId', String(customerId))
      .replace(/:[A-Za-z]+/g, '1')
      // The API document's own files: a real one, so the answer is the file.
      .replace(/\*$/, 'swagger-ui.css')
  );
}

type Expectation = 'unauthenticated' | 'forbidden' | 'admitted' | 'public';

function expectation(rule: AccessRule, persona: Persona): Expectation {
  if (rule.kind === 'public') return 'public';
  // Server-to-server routes take a product server's token in the portal, and nothing else.
  if (rule.kind === 'productClient')
    return persona.kind === 'productClient' && persona.environment === 'portal'
      ? 'admitted'
      : 'unauthenticated';
  if (persona.kind === 'productClient') return 'unauthenticated';
  if (persona.kind === 'anonymous' || persona.kind === 'foreignSession') return 'unauthenticated';
  if (persona.kind === 'product' && !rule.products) return 'unauthenticated';
  // Sessions travel in the cookie here, products' tokens in the Authorization header.
  if (rule.token === 'bearer' && persona.kind === 'session') return 'unauthenticated';
  if (rule.token === 'cookie' && persona.kind === 'product') return 'unauthenticated';
  const environmentRule = rule.environments[persona.environment];
  if (environmentRule === undefined) return 'forbidden';
  if (!trialAdmits(persona.trial ?? null, rule.trial)) return 'forbidden';
  if (environmentRule === 'member') return persona.blockedState ? 'forbidden' : 'admitted';
  if (environmentRule !== 'signedIn' && !hasPermission(persona.permissions, environmentRule))
    return 'forbidden';
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
const SESSION_ENDING = new Set([
  'DELETE /api/oauth2/session',
  'GET /api/oauth2/oauth/logout',
  'POST /api/oauth2/oauth/logout/confirmacao',
]);

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
        const res = await apps[environment].inject({
          method: route.method as 'GET',
          url,
          headers: await persona.headers(),
        });
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
        // The dev mailbox (every e-mail the demo sent) is not on these apps: its paths only redirect
        // to its loopback listener, so no route here is exempt.
        if (persona.companyId !== null && persona.kind !== 'foreignSession') {
          for (const [companyId, markers] of companyMarkers) {
            if (companyId === persona.companyId) continue;
            for (const marker of markers)
              expect(res.body.includes(marker), `${label} mostra '${marker}'`).toBe(false);
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

/**
 * The product dimension: a person opens, signs in to and consumes only the products
 * their company owns AND their access profile grants. Two custom profiles from Operador split the
 * demo company's products between them, so for every product one holder's profile grants it and
 * the other's does not; a product the company does not own is refused to both. For each product ×
 * holder: the session's product list, the session call naming the product, single sign-on (code,
 * token, the product's own session call), usage authorize and ingestion.
 */
describe('authorization matrix: products', () => {
  type Holder = { email: string; productIds: number[] };
  const holders: Holder[] = [];
  let companyId: number;
  let owned: CatalogueProduct[];
  const notOwned = PRODUCT_IDS.geotimize;
  const serverTokens = new Map<number, string>();

  beforeAll(async () => {
    companyId = await companyOf(DEMO_COMPANY_EMAIL);
    const ownedIds = (
      await h.db
        .selectFrom('companyProducts')
        .select('productId')
        .where('companyId', '=', companyId)
        .execute()
    ).map((r) => r.productId);
    owned = PRODUCT_CATALOGUE.filter((p) => ownedIds.includes(p.id) && PRODUCTS[p.id].kind === 'solution');
    expect(owned.length).toBeGreaterThan(3);
    expect(ownedIds).not.toContain(notOwned);
    const halves = [owned.filter((_, i) => i % 2 === 0), owned.filter((_, i) => i % 2 === 1)];
    for (const [i, half] of halves.entries()) {
      const profileId = await addCustomProfile(h.db, {
        companyId,
        name: `Matriz de produtos ${i + 1}`,
        baseProfileId: BASE_PROFILE_IDS.operator,
        functionalityIds: half.map((p) => p.functionalities[0]!.id),
      });
      const email = `matriz.produtos.${i + 1}@empresa.example`;
      await addUser(h.db, { companyId, profileId, email, name: `Mateus Matriz Produtos ${i + 1}` });
      holders.push({ email, productIds: half.map((p) => p.id) });
    }
    // Every metered functionality of these products has a price in force, so a granted consumption is allowed.
    for (const product of [...owned.map((p) => p.id), notOwned]) {
      const metered = METERED_FUNCTIONALITIES.find((f) => f.productId === product);
      if (metered)
        await addPrice(h.db, {
          companyId,
          productId: product,
          functionalityId: metered.id,
          unitPrice: '0.010',
          validFrom: '2000-01-01',
        });
    }
  });

  async function serverToken(productId: number): Promise<string> {
    const known = serverTokens.get(productId);
    if (known) return known;
    // The matrix's own product server already holds Localize's server client (one secret per client).
    if (productId === PRODUCT_IDS.localize) return productClientToken();
    const token = await productServerToken(apps.portal, h.db, {
      id: productId,
      slug: PRODUCTS[productId as ProductId].slug,
    });
    serverTokens.set(productId, token);
    return token;
  }

  it('lists, opens and bills each product for a profile that grants it, and for no other', async () => {
    const checked: string[] = [];
    for (const holder of holders) {
      const cookie = await sessionCookie(holder.email, 'portal', true);
      const session = await apps.portal.inject({ url: '/api/oauth2/session', headers: { cookie } });
      expect(
        session
          .json<{ products: { id: number }[] }>()
          .products.map((p) => p.id)
          .sort((a, b) => a - b),
      ).toEqual([...holder.productIds, PRODUCT_IDS.accountManagement].sort((a, b) => a - b));
      const { id: userId } = await h.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', holder.email)
        .executeTakeFirstOrThrow();
      for (const productId of [...owned.map((p) => p.id), notOwned]) {
        const granted = holder.productIds.includes(productId);
        const slug = PRODUCTS[productId as ProductId].slug;
        const label = `${holder.email} × ${slug} (${granted ? 'concedido' : 'negado'})`;

        const named = await apps.portal.inject({
          url: `/api/oauth2/session?productId=${productId}`,
          headers: { cookie },
        });
        expect(named.statusCode, label).toBe(granted ? 200 : 403);

        const launched = await launchProduct(apps.portal, h.config, slug, cookie);
        expect(launched.response.statusCode, label).toBe(302);
        if (granted) {
          expect(launched.code, label).toEqual(expect.any(String));
          const token = await productTokenRequest(apps.portal, h.config, slug, {
            code: launched.code!,
            verifier: launched.verifier,
          });
          expect(token.statusCode, `${label}: ${token.body}`).toBe(200);
          const bearer = { authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` };
          expect(
            (await apps.portal.inject({ url: '/api/oauth2/session', headers: bearer })).statusCode,
            label,
          ).toBe(200);
        } else {
          expect(launched.code, label).toBeNull();
          expect(launched.location?.searchParams.get('error'), label).toBe('access_denied');
        }

        const metered = METERED_FUNCTIONALITIES.find((f) => f.productId === productId);
        if (metered) {
          const headers = { authorization: `Bearer ${await serverToken(productId)}` };
          const consumption = { userId, productId, functionalityId: metered.id, quantity: 1 };
          const refusal = productId === notOwned ? 'PRODUCT_NOT_OWNED' : 'PRODUCT_NOT_GRANTED';
          const asked = await apps.portal.inject({
            method: 'POST',
            url: '/api/usage/authorize',
            headers,
            payload: consumption,
          });
          expect(asked.json(), label).toMatchObject(
            granted ? { allowed: true } : { allowed: false, code: refusal },
          );
          const event = {
            idempotencyKey: `matriz-${userId}-${productId}`,
            occurredAt: new Date().toISOString(),
            ...consumption,
          };
          const sent = await apps.portal.inject({
            method: 'POST',
            url: '/api/usage/events',
            headers,
            payload: { events: [event] },
          });
          expect(sent.json<{ results: unknown[] }>().results[0], label).toMatchObject(
            granted ? { status: 'accepted' } : { status: 'refused', code: refusal },
          );
        }
        checked.push(label);
      }
    }
    expect(checked.length).toBe(holders.length * (owned.length + 1));
  }, 300_000);
});
