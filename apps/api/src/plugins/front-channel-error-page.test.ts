/**
 * The front-channel endpoints a product sends a browser to (GET authorize, RP-initiated logout):
 * a request the portal refuses without redirecting is a pt-BR page when the browser asks for HTML,
 * and the same JSON as before for a program.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { productSignOnPageMessages, apiMessages } from '@painel/domain';
import { PRODUCT_REDIRECT_PATH, productClientId } from '../db/reference-data';
import { createHarness, pkcePair, type Harness } from '../test/harness';
import { frontChannelErrorHtml } from './front-channel-error-page';

/** What Chromium sends when it navigates a tab. */
const BROWSER = {
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
};
const PROGRAMS: Record<string, string>[] = [{}, { accept: 'application/json' }, { accept: '*/*' }];

let h: Harness;
let portal: FastifyInstance;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
});
afterAll(() => h.close());

function authorize(overrides: Record<string, string | null>, headers: Record<string, string>) {
  const params: Record<string, string | null> = {
    response_type: 'code',
    client_id: productClientId('localize'),
    redirect_uri: `${h.config.productUrl('localize')}${PRODUCT_REDIRECT_PATH}`,
    state: 'estado',
    scope: 'openid',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  return portal.inject({ method: 'GET', url: `/api/oauth2/oauth/authorize?${query.toString()}`, headers });
}

function logout(query: Record<string, string>, headers: Record<string, string>) {
  return portal.inject({
    method: 'GET',
    url: `/api/oauth2/oauth/logout?${new URLSearchParams(query).toString()}`,
    headers,
  });
}

type Response = Awaited<ReturnType<typeof logout>>;

/** The page a person reads: pt-BR, the sentence, the code for support, the way back; no JSON, no redirect, no script. */
function expectPage(res: Response, sentence: string, code: string) {
  expect(res.statusCode).toBe(400);
  expect(res.headers.location).toBeUndefined();
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['www-authenticate']).toBeUndefined();
  expect(res.headers['cache-control']).toBe('no-store');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(res.body).toContain('<html lang="pt-BR">');
  expect(res.body).toContain(sentence);
  expect(res.body).toContain(`<code>${code}</code>`);
  expect(res.body).toContain('<a href="/">');
  expect(res.body).not.toContain('"code"');
  expect(res.body).not.toContain('<script');
}

describe('GET authorize, a request that cannot be sent back to the product', () => {
  const cases: [string, Record<string, string | null>, string][] = [
    ['an unknown client', { client_id: 'nobody' }, 'VALIDATION_FAILED'],
    ['no client', { client_id: null }, 'VALIDATION_FAILED'],
    [
      'an address the product did not register',
      { redirect_uri: 'https://atacante.example/cb' },
      'INVALID_REDIRECT_URI',
    ],
    [
      'a first-party client',
      { client_id: 'painel-portal', redirect_uri: 'http://localhost:3000/login' },
      'UNAUTHORIZED_CLIENT',
    ],
  ];

  it.each(cases)(
    '%s: a browser reads the pt-BR page, and is sent nowhere',
    async (_case, overrides, code) => {
      const res = await authorize(overrides, BROWSER);
      expectPage(res, productSignOnPageMessages.signInMisconfigured, code);
      expect(res.body).toContain(productSignOnPageMessages.signInTitle);
      expect(res.body).not.toContain('atacante.example');
    },
  );

  it.each(cases)('%s: a program gets the JSON error as before', async (_case, overrides, code) => {
    for (const headers of PROGRAMS) {
      const res = await authorize(overrides, headers);
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toMatchObject({ code, error: expect.any(String), message: expect.any(String) });
    }
  });

  it('echoes nothing of the request into the page', async () => {
    const res = await authorize({ client_id: '<script>alert(1)</script>"><img src=x>' }, BROWSER);
    expectPage(res, productSignOnPageMessages.signInMisconfigured, 'VALIDATION_FAILED');
    expect(res.body).not.toContain('alert(1)');
    expect(res.body).not.toContain('<img');
  });

  it('still sends a fault it may report to the product’s registered address there', async () => {
    const res = await authorize({ code_challenge_method: 'plain' }, BROWSER);
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(
      `${h.config.productUrl('localize')}${PRODUCT_REDIRECT_PATH}`,
    );
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('RP-initiated logout, a request the portal cannot trust', () => {
  it.each([
    [
      'an address the product did not register',
      { client_id: productClientId('localize'), post_logout_redirect_uri: 'https://atacante.example/' },
      'INVALID_REDIRECT_URI',
    ],
    ['a hint that is no ID token of the portal', { id_token_hint: 'lixo.lixo.lixo' }, 'VALIDATION_FAILED'],
    ['an unknown client', { client_id: 'nobody' }, 'INVALID_CLIENT'],
  ])('%s: a browser reads the pt-BR page, and is sent nowhere', async (_case, query, code) => {
    const res = await logout(query, BROWSER);
    expectPage(res, productSignOnPageMessages.signOutMisconfigured, code);
    expect(res.body).toContain(productSignOnPageMessages.signOutTitle);
    expect(res.body).not.toContain('atacante.example');
  });

  it('keeps the JSON for a program: an unknown client is 401 with its challenge', async () => {
    for (const headers of PROGRAMS) {
      const res = await logout({ client_id: 'nobody' }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Basic');
      expect(res.json()).toMatchObject({ code: 'INVALID_CLIENT', error: 'invalid_client' });
    }
  });

  it('still sends a browser with nothing to end to the login page', async () => {
    const res = await logout({ client_id: productClientId('localize') }, BROWSER);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('the page', () => {
  it('shows a refusal that is no product fault in the catalogue’s words, escaped', () => {
    const html = frontChannelErrorHtml('signIn', 'RATE_LIMITED', apiMessages.tooManyRequests);
    expect(html).toContain(apiMessages.tooManyRequests);
    expect(html).not.toContain(productSignOnPageMessages.signInMisconfigured);
    expect(frontChannelErrorHtml('signOut', 'INTERNAL', 'a <b>"x"</b> & y')).toContain(
      'a &lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; y',
    );
  });
});
