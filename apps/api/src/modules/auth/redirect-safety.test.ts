/**
 * Redirects after login (security review): where single sign-on sends the browser
 * back to a product. Registered is not enough: in production only the provider's own domains,
 * localhost and IP literals only outside production — domain's isSafeRedirect, the web's rule too.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_REDIRECT_PATH, productClientId } from '../../db/reference-data';
import { DEMO_PASSWORD, createHarness, pkcePair, signIn, type Harness } from '../../test/harness';

const SLUG = 'localize';
const LOCAL_ADDRESSES = [
  `http://localhost:3002/${SLUG}${PRODUCT_REDIRECT_PATH}`,
  `http://127.0.0.1:3002/${SLUG}${PRODUCT_REDIRECT_PATH}`,
];

let production: Harness;
let development: Harness;

/** A product whose registered addresses include a development machine's (as a demo database would). */
async function registerLocalAddresses(h: Harness) {
  const client = await h.db
    .selectFrom('oauthClients')
    .select('redirectUris')
    .where('id', '=', productClientId(SLUG))
    .executeTakeFirstOrThrow();
  await h.db
    .updateTable('oauthClients')
    .set({ redirectUris: [...client.redirectUris, ...LOCAL_ADDRESSES] })
    .where('id', '=', productClientId(SLUG))
    .execute();
}

beforeAll(async () => {
  [production, development] = await Promise.all([
    createHarness({ nodeEnv: 'production', secretKey: randomBytes(32).toString('base64') }),
    createHarness(),
  ]);
  await Promise.all([registerLocalAddresses(production), registerLocalAddresses(development)]);
});
afterAll(() => Promise.all([production.close(), development.close()]));

async function launchTo(h: Harness, redirectUri: string) {
  const portal = await h.app('portal');
  const cookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: productClientId(SLUG),
    redirect_uri: redirectUri,
    state: 'estado-do-produto-1234567890',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  });
  return portal.inject({ url: `/api/oauth2/oauth/authorize?${query.toString()}`, headers: { cookie } });
}

describe('single sign-on sends the browser back to a product', () => {
  it.each(LOCAL_ADDRESSES)(
    'in production, never to a development host, even a registered one: %s',
    async (address) => {
      const res = await launchTo(production, address);
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.json().code).toBe('INVALID_REDIRECT_URI');
    },
  );

  it("in production, to the provider's own domains", async () => {
    const res = await launchTo(production, `${production.config.productUrl(SLUG)}${PRODUCT_REDIRECT_PATH}`);
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(
      /^https:\/\/localize\.painel\.example\/oauth\/retorno\?code=/,
    );
  });

  it.each(LOCAL_ADDRESSES)('outside production, to a registered development host: %s', async (address) => {
    const res = await launchTo(development, address);
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location).startsWith(`${address}?code=`)).toBe(true);
  });
});
