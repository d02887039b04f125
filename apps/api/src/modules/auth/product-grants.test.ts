/**
 * A custom access profile limits which products its holders open and are billed
 * for — the session's list, single sign-on (GET and POST authorize, token, refresh, the product's
 * session call, introspection) and usage metering — and a change of profile reaches the next call,
 * including that of a product session already open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, PRODUCT_IDS, screenMessages, usageMessages } from '@painel/domain';
import { productClientId } from '../../db/reference-data';
import { DEMO_PASSWORD, basic, createHarness, pkcePair, signIn, type Harness } from '../../test/harness';
import {
  DEMO_DOCUMENTS,
  addCustomProfile,
  addUser,
  companyId as companyIdOf,
  userId as userIdOf,
} from '../../test/fixtures';
import { addPrice, productServerToken } from '../usage/usage.test-support';
import { saveProductServerClient } from '../../core/auth/product-client-token';
import {
  launchProduct,
  openProductSession,
  productRedirectUri,
  productTokenRequest,
} from './product-sso.test-support';

let h: Harness;
let portal: FastifyInstance;
let demoCompany: number;
let admin: string;

const P = PRODUCT_IDS;
/** The issue's steps: from Operador, only Localize (11, 12, 13) and Gestão de Cobrança (25, 26). */
const ISSUE_SELECTION = [
  { id: P.localize, functionalities: [11, 12, 13].map((id) => ({ id, active: true })) },
  { id: P.debtCollection, functionalities: [25, 26].map((id) => ({ id, active: true })) },
];
const SMS_SENDING = 1011;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  demoCompany = await companyIdOf(h.db, DEMO_DOCUMENTS.demo);
  admin = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  await addPrice(h.db, {
    companyId: demoCompany,
    productId: P.sms,
    functionalityId: SMS_SENDING,
    unitPrice: '0.090',
    validFrom: '2000-01-01',
  });
  await addPrice(h.db, {
    companyId: demoCompany,
    productId: P.localize,
    functionalityId: 1001,
    unitPrice: '0.500',
    validFrom: '2000-01-01',
  });
});
afterAll(() => h.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  portal.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function sessionProducts(cookie: string): Promise<number[]> {
  const res = await portal.inject({ url: '/api/oauth2/session', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ products: { id: number }[] }>()
    .products.map((p) => p.id)
    .sort((a, b) => a - b);
}

async function consume(productId: number, functionalityId: number, userId: number, key: string) {
  const headers = {
    authorization: `Bearer ${await productServerToken(portal, h.db, { id: productId, slug: productId === P.sms ? 'sms' : 'localize' })}`,
  };
  const consumption = { userId, productId, functionalityId, quantity: 1 };
  const asked = await portal.inject({
    method: 'POST',
    url: '/api/usage/authorize',
    headers,
    payload: consumption,
  });
  const sent = await portal.inject({
    method: 'POST',
    url: '/api/usage/events',
    headers,
    payload: { events: [{ idempotencyKey: key, occurredAt: new Date().toISOString(), ...consumption }] },
  });
  return {
    authorize: asked.json<Record<string, unknown>>(),
    event: sent.json<{ results: Record<string, unknown>[] }>().results[0],
  };
}

/** A profile made as the wizard makes it (POST /customers/profiles by the administrator), and a holder of it. */
async function issueProfileHolder(name: string, email: string) {
  const created = await api('POST', '/customers/profiles', admin, {
    name,
    description: '',
    baseProfileId: BASE_PROFILE_IDS.operator,
    products: ISSUE_SELECTION,
  });
  expect(created.statusCode, created.body).toBe(201);
  const profileId = created.json<{ profileId: number }>().profileId;
  const userId = await addUser(h.db, {
    companyId: demoCompany,
    profileId,
    email,
    name: 'Cecília Cobrança Lima',
  });
  return { profileId, userId, cookie: await signIn(portal, h.config, email, DEMO_PASSWORD) };
}

describe('a custom profile limits its holders to the products it grants', () => {
  it("the issue's profile (Operador with only Localize and Gestão de Cobrança): the session lists those, SMS is neither opened nor billed", async () => {
    const holder = await issueProfileHolder('Cobranca e Localize', 'cobranca.localize@empresa.example');
    expect(await sessionProducts(holder.cookie)).toEqual([P.localize, P.accountManagement, P.debtCollection]);
    expect(
      (
        await portal.inject({
          url: `/api/oauth2/session?productId=${P.sms}`,
          headers: { cookie: holder.cookie },
        })
      ).statusCode,
    ).toBe(403);

    const sms = await launchProduct(portal, h.config, 'sms', holder.cookie);
    expect(sms.code).toBeNull();
    expect(sms.location?.searchParams.get('error')).toBe('access_denied');
    const audit = await h.db
      .selectFrom('auditEvents')
      .select('outcome')
      .where('userId', '=', holder.userId)
      .where('action', '=', 'PRODUCT_SSO')
      .execute();
    expect(audit.map((row) => row.outcome)).toEqual(['PRODUCT_NOT_GRANTED']);
    expect((await launchProduct(portal, h.config, 'localize', holder.cookie)).code).toEqual(
      expect.any(String),
    );

    const refused = await consume(P.sms, SMS_SENDING, holder.userId, 'sms-nao-concedido-1');
    expect(refused.authorize).toMatchObject({
      allowed: false,
      code: 'PRODUCT_NOT_GRANTED',
      message: usageMessages.refusals.PRODUCT_NOT_GRANTED,
      groupLimit: null,
    });
    expect(refused.event).toMatchObject({
      status: 'refused',
      code: 'PRODUCT_NOT_GRANTED',
      message: usageMessages.refusals.PRODUCT_NOT_GRANTED,
    });
    const billed = await h.db
      .selectFrom('usageEvents')
      .select('id')
      .where('userId', '=', holder.userId)
      .execute();
    expect(billed).toEqual([]);
    expect((await consume(P.localize, 1001, holder.userId, 'localize-concedido-1')).event).toMatchObject({
      status: 'accepted',
    });
  });

  it("the seeded 'Analista de cadastro' (analista@) gets Localize, Autentica and account management only", async () => {
    const cookie = await signIn(portal, h.config, 'analista@empresa.example', DEMO_PASSWORD);
    expect(await sessionProducts(cookie)).toEqual([P.localize, P.accountManagement, P.autentica]);
    expect((await launchProduct(portal, h.config, 'sms', cookie)).location?.searchParams.get('error')).toBe(
      'access_denied',
    );
  });

  it('a base profile keeps every product its company owns', async () => {
    const owned = await h.db
      .selectFrom('companyProducts')
      .select('productId')
      .where('companyId', '=', demoCompany)
      .orderBy('productId')
      .execute();
    const operador = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    expect(await sessionProducts(operador)).toEqual(owned.map((row) => row.productId));
  });

  it('refuses a product client signing the user in with credentials (POST authorize) when the profile does not grant it', async () => {
    const profileId = await addCustomProfile(h.db, {
      companyId: demoCompany,
      name: 'Somente Localize',
      baseProfileId: BASE_PROFILE_IDS.operator,
      functionalityIds: [11],
    });
    await addUser(h.db, {
      companyId: demoCompany,
      profileId,
      email: 'somente.localize@empresa.example',
      name: 'Lia Localize Souza',
    });
    const res = await portal.inject({
      method: 'POST',
      url: '/api/oauth2/oauth/authorize',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic('somente.localize@empresa.example', DEMO_PASSWORD),
      },
      payload: new URLSearchParams({
        client_id: productClientId('sms'),
        redirect_uri: productRedirectUri(h.config, 'sms'),
        state: 'estado-do-produto-1234567890',
        response_type: 'code',
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      }).toString(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PRODUCT_NOT_GRANTED',
      message: screenMessages.productDenied,
      error: 'access_denied',
    });
  });
});

describe('a change of profile reaches the next call, product sessions already open included', () => {
  async function expectProductSessionRefused(
    slug: string,
    tokens: { accessToken: string; refreshToken: string },
    userId: number,
    productId: number,
    functionalityId: number,
  ) {
    const bearer = { authorization: `Bearer ${tokens.accessToken}` };
    expect((await portal.inject({ url: '/api/oauth2/session', headers: bearer })).statusCode).toBe(401);
    const refreshed = await productTokenRequest(portal, h.config, slug, {
      refreshToken: tokens.refreshToken,
    });
    expect(refreshed.statusCode).toBeGreaterThanOrEqual(400);
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    expect(
      (await consume(productId, functionalityId, userId, `depois-da-troca-${slug}-${userId}`)).authorize,
    ).toMatchObject({ allowed: false, code: 'PRODUCT_NOT_GRANTED' });
  }

  it('an edit of the profile that drops Localize ends its open Localize session at the next session call, refresh and consumption', async () => {
    const holder = await issueProfileHolder(
      'Cobranca e Localize Dois',
      'cobranca.localize.2@empresa.example',
    );
    const tokens = await openProductSession(portal, h.config, 'localize', holder.cookie);
    const refreshedBefore = await productTokenRequest(portal, h.config, 'localize', {
      refreshToken: tokens.refreshToken,
    });
    expect(refreshedBefore.statusCode).toBe(200);
    const live = refreshedBefore.json<{ access_token: string; refresh_token: string }>();
    const current = { accessToken: live.access_token, refreshToken: live.refresh_token };
    // Introspection is for a product's back end, which authenticates with its own secret (RFC 7662 2.1).
    const server = { secret: 'segredo-de-teste-localize' };
    const serverId = await saveProductServerClient(h.db, {
      productId: PRODUCT_IDS.localize,
      slug: 'localize',
      name: 'localize (servidor)',
      secret: server.secret,
    });
    const introspect = async () =>
      (
        await portal.inject({
          method: 'POST',
          url: '/api/oauth2/oauth/introspect',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: basic(serverId, server.secret),
          },
          payload: new URLSearchParams({ token: current.refreshToken }).toString(),
        })
      ).json<{ active: boolean }>();
    expect((await introspect()).active).toBe(true);

    const edited = await api('PUT', `/customers/profiles/${holder.profileId}`, admin, {
      name: 'Cobranca e Localize Dois',
      description: 'Somente Gestão de Cobrança.',
      products: [ISSUE_SELECTION[1]],
    });
    expect(edited.statusCode, edited.body).toBe(200);

    expect((await introspect()).active).toBe(false);
    expect(await sessionProducts(holder.cookie)).toEqual([P.accountManagement, P.debtCollection]);
    expect(
      (await launchProduct(portal, h.config, 'localize', holder.cookie)).location?.searchParams.get('error'),
    ).toBe('access_denied');
    await expectProductSessionRefused('localize', current, holder.userId, P.localize, 1001);
    const ended = await h.db
      .selectFrom('sessions')
      .select('revokedReason')
      .where('userId', '=', holder.userId)
      .where('clientId', '=', productClientId('localize'))
      .execute();
    expect(ended.map((row) => row.revokedReason)).toContain('PRODUCT_NOT_GRANTED');
  });

  it("moving a user to a profile without SMS ends their open SMS session and refuses SMS's next consumption", async () => {
    const { profileId } = await issueProfileHolder(
      'Cobranca e Localize Tres',
      'cobranca.localize.3@empresa.example',
    );
    const email = 'operadora.sms@empresa.example';
    const userId = await addUser(h.db, {
      companyId: demoCompany,
      profileId: BASE_PROFILE_IDS.operator,
      email,
      name: 'Olga Operadora Sá',
    });
    const cookie = await signIn(portal, h.config, email, DEMO_PASSWORD);
    const tokens = await openProductSession(portal, h.config, 'sms', cookie);
    expect((await consume(P.sms, SMS_SENDING, userId, 'sms-antes-da-troca')).event).toMatchObject({
      status: 'accepted',
    });
    const group = await h.db
      .selectFrom('users')
      .select('groupId')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

    const moved = await api('PUT', `/customers/users/${userId}`, admin, {
      statusId: 1,
      groupId: group.groupId,
      profileId,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    await expectProductSessionRefused('sms', tokens, userId, P.sms, SMS_SENDING);
    expect(await userIdOf(h.db, email)).toBe(userId);
  });
});
