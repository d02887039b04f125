/**
 * A sibling product's token is not a portal credential, and the product sessions a portal
 * session started end with it (security review; docs/architecture.md, "Sibling
 * products"): a logout, a new login, a password change, a deactivated user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { encodeOwnPasswordChange } from '@painel/contracts';
import { USER_STATUS_IDS } from '@painel/domain';
import { PRODUCT_REDIRECT_PATH, productClientId } from '../../db/reference-data';
import {
  DEMO_PASSWORD,
  createHarness,
  pkcePair,
  refreshRequest,
  signIn,
  type Harness,
} from '../../test/harness';
import { PRINCIPAL_CACHE_MS } from '../../core/auth/principal-cache';

let h: Harness;
let portal: FastifyInstance;
let nowMs = Date.now();

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => new Date(nowMs) });
});
afterAll(() => h.close());

const SLUG = 'localize';
const productRedirect = () => `${h.config.productUrl(SLUG)}${PRODUCT_REDIRECT_PATH}`;

/** Signs in to the portal and opens the product from there: the portal cookie and the product's tokens. */
async function portalWithProduct(email: string) {
  const cookie = await signIn(portal, h.config, email, DEMO_PASSWORD);
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: productClientId(SLUG),
    redirect_uri: productRedirect(),
    state: 'estado-do-produto-1234567890',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const launch = await portal.inject({
    url: `/api/oauth2/oauth/authorize?${query.toString()}`,
    headers: { cookie },
  });
  const code = new URL(String(launch.headers.location)).searchParams.get('code') ?? '';
  const token = await portal.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: productClientId(SLUG),
      code,
      redirect_uri: productRedirect(),
      code_verifier: verifier,
    }).toString(),
  });
  const { access_token: accessToken, refresh_token: refreshToken } = token.json<{
    access_token: string;
    refresh_token: string;
  }>();
  expect(await productSession(accessToken)).toBe(200);
  return { cookie, accessToken, refreshToken };
}

async function productSession(accessToken: string) {
  return (
    await portal.inject({ url: '/api/oauth2/session', headers: { authorization: `Bearer ${accessToken}` } })
  ).statusCode;
}

async function productRefresh(refreshToken: string) {
  const res = await portal.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: productClientId(SLUG),
      refresh_token: refreshToken,
    }).toString(),
  });
  return res.statusCode;
}

/** Past the principal cache's memory, as another process would be. */
const laterThanCache = () => {
  nowMs += PRINCIPAL_CACHE_MS + 1;
};

describe("a sibling product's token", () => {
  it('is accepted only by the calls meant for products, in the portal only', async () => {
    const { accessToken } = await portalWithProduct('admin@empresa.example');
    const bearer = { authorization: `Bearer ${accessToken}` };
    expect((await portal.inject({ url: '/api/audit', headers: bearer })).statusCode).toBe(401);
    expect((await portal.inject({ url: '/api/notifications/count', headers: bearer })).statusCode).toBe(401);
    const backoffice = await h.app('backoffice');
    expect((await backoffice.inject({ url: '/api/oauth2/session', headers: bearer })).statusCode).toBe(401);
    // Refused, not ended: the product keeps its session.
    expect(await productSession(accessToken)).toBe(200);
  });
});

describe('the product sessions a portal session started end with it', () => {
  it('when the portal logs out', async () => {
    const { cookie, accessToken, refreshToken } = await portalWithProduct('gerente@empresa.example');
    expect(
      (await portal.inject({ method: 'DELETE', url: '/api/oauth2/session', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect(await productSession(accessToken)).toBe(401);
    expect(await productRefresh(refreshToken)).toBe(400);
  });

  it('when the person signs in again', async () => {
    const { accessToken, refreshToken } = await portalWithProduct('operador@empresa.example');
    await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    expect(await productSession(accessToken)).toBe(401);
    expect(await productRefresh(refreshToken)).toBe(400);
  });

  it('when the person changes the password', async () => {
    const email = 'financeiro@empresa.example';
    const { cookie, accessToken, refreshToken } = await portalWithProduct(email);
    const change = await portal.inject({
      method: 'PUT',
      url: '/api/customers/users/profile/password',
      headers: { cookie },
      payload: encodeOwnPasswordChange({ current: DEMO_PASSWORD, email, next: 'Pedra#Dura2026' }),
    });
    expect(change.statusCode).toBe(200);
    expect(await productSession(accessToken)).toBe(401);
    expect(await productRefresh(refreshToken)).toBe(400);
  });

  it('when the person is deactivated', async () => {
    const email = 'admin@empresa.example';
    const { accessToken, refreshToken } = await portalWithProduct(email);
    await h.db
      .updateTable('users')
      .set({ statusId: USER_STATUS_IDS.inactive })
      .where('email', '=', email)
      .execute();
    laterThanCache();
    try {
      expect(await productSession(accessToken)).toBe(401);
      expect(await productRefresh(refreshToken)).toBe(400);
    } finally {
      await h.db
        .updateTable('users')
        .set({ statusId: USER_STATUS_IDS.active })
        .where('email', '=', email)
        .execute();
    }
  });

  it('but not when the portal session renews itself', async () => {
    const { cookie, accessToken } = await portalWithProduct('gerente@empresa.example');
    const renewed = await refreshRequest(portal, cookie);
    expect(renewed.statusCode).toBe(200);
    laterThanCache();
    expect(await productSession(accessToken)).toBe(200);
  });
});
