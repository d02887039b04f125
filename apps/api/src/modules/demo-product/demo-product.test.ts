/**
 * The stand-in product against the real portal app: the whole single sign-on dance as a browser
 * would carry it (cookies and redirects copied by hand), and the stand-in's refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../config';
import { syncReferenceData } from '../../db/reference-data';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { seedDemoProductClients } from '../../db/seed/demo-product-clients';
import { launcherMessages } from '@painel/domain';
import { createAppContext } from '../../core/context';
import { logoutToken } from '../oidc/backchannel-logout';
import { buildDemoProduct } from './demo-product';

let h: Harness;
let portal: FastifyInstance;
let product: FastifyInstance;
const STAND_IN = 'http://localhost:3002';

beforeAll(async () => {
  // Products live where the stand-in serves them, as in development; their clients registered so.
  h = await createHarness({ productUrl: (slug) => `${STAND_IN}/${slug}` });
  await syncReferenceData(h.db, h.config);
  await seedDemoProductClients(h.db, h.config);
  portal = await h.app('portal');
  product = await buildDemoProduct({
    config: h.config,
    // The portal over app.inject, as the fetch the relying-party library uses.
    portalFetch: async (url, init) => {
      const target = new URL(url);
      const body = init?.body === undefined || init.body === null ? undefined : String(init.body);
      const res = await portal.inject({
        url: `${target.pathname}${target.search}`,
        method: (init?.method ?? 'GET') as 'GET',
        headers: Object.fromEntries(new Headers(init?.headers)),
        ...(body !== undefined ? { payload: body } : {}),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers))
        if (value !== undefined) headers.set(name, String(value));
      return new Response(res.statusCode === 204 || res.statusCode === 302 ? null : res.body, {
        status: res.statusCode,
        headers,
      });
    },
  });
});
afterAll(async () => {
  await product.close();
  await h.close();
});

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const cookiesOf = (res: LightMyRequestResponse) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** /localize/ then the portal's authorize with `portalCookie`: what the browser holds when it comes back. */
async function startLaunch(portalCookie: string) {
  const start = await product.inject({ url: '/localize/' });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = String(start.headers.location);
  expect(authorizeUrl.startsWith('http://localhost:3000/api/oauth2/oauth/authorize?')).toBe(true);
  const authorized = await portal.inject({ url: pathOf(authorizeUrl), headers: { cookie: portalCookie } });
  return { productCookie: cookiesOf(start), authorizeUrl, authorized };
}

describe('the stand-in product', () => {
  it('signs a portal user in through the portal and says who came in', async () => {
    const portalCookie = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
    const { productCookie, authorizeUrl, authorized } = await startLaunch(portalCookie);
    const query = new URL(authorizeUrl).searchParams;
    expect(query.get('client_id')).toBe('produto-localize');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(authorized.statusCode).toBe(302);
    const back = String(authorized.headers.location);
    expect(back.startsWith(`${STAND_IN}/localize/oauth/retorno?code=`)).toBe(true);

    const landed = await product.inject({ url: pathOf(back), headers: { cookie: productCookie } });
    expect(landed.statusCode).toBe(200);
    expect(landed.body).toContain('Você entrou no Localize pelo Painel como Ana Administradora Souza');
    expect(landed.body).toContain('Empresa: Empresa Demonstração');
  });

  it('refuses to go on when the state that comes back is not the one it sent', async () => {
    const portalCookie = await signIn(portal, h.config, 'gerente@empresa.example', DEMO_PASSWORD);
    const { productCookie, authorized } = await startLaunch(portalCookie);
    const back = new URL(String(authorized.headers.location));
    back.searchParams.set('state', 'outro-estado-qualquer-123456');
    const landed = await product.inject({
      url: `${back.pathname}${back.search}`,
      headers: { cookie: productCookie },
    });
    expect(landed.statusCode).toBe(400);
    expect(landed.body).toContain('A conexão com o servidor foi rejeitada por motivos de segurança.');
  });

  it("shows the portal's reason when the code is refused (a replay)", async () => {
    const portalCookie = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    const { productCookie, authorized } = await startLaunch(portalCookie);
    const back = pathOf(String(authorized.headers.location));
    expect((await product.inject({ url: back, headers: { cookie: productCookie } })).statusCode).toBe(200);
    const replay = await product.inject({ url: back, headers: { cookie: productCookie } });
    expect(replay.statusCode).toBe(502);
    expect(replay.body).toContain('O código de autorização é inválido ou expirou.');
  });

  it("'Fazer uma consulta' goes through authorize and ingestion; a group over its limit is refused in pt-BR", async () => {
    const operator = await h.db
      .selectFrom('users')
      .select(['id', 'groupId'])
      .where('email', '=', 'operador@empresa.example')
      .executeTakeFirstOrThrow();
    const portalCookie = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    const { productCookie, authorized } = await startLaunch(portalCookie);
    const landed = await product.inject({
      url: pathOf(String(authorized.headers.location)),
      headers: { cookie: productCookie },
    });
    expect(landed.body).toContain('Fazer uma consulta');
    const cookie = cookiesOf(landed);
    const events = async () =>
      Number(
        (
          await h.db
            .selectFrom('usageEvents')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('userId', '=', operator.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await events();
    const consult = () =>
      product.inject({
        method: 'POST',
        url: '/localize/consultar',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    const done = await consult();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('Consulta registrada: Consulta por CPF.');
    expect(await events()).toBe(before + 1);

    await h.db
      .updateTable('groups')
      .set({ consumptionLimit: '0.001' })
      .where('id', '=', operator.groupId ?? 0)
      .execute();
    const refused = await consult();
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('O grupo atingiu o seu limite de consumo do mês.');
    expect(await events()).toBe(before + 1);

    const forged = await product.inject({
      method: 'POST',
      url: '/localize/consultar',
      headers: {
        cookie: 'produto_demo_localize_usuario=1.assinatura-falsa',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(forged.statusCode).toBe(401);
  });

  it('ends its session when the portal says so through the back channel (a signed logout token)', async () => {
    const portalCookie = await signIn(portal, h.config, 'financeiro@empresa.example', DEMO_PASSWORD);
    const { productCookie, authorized } = await startLaunch(portalCookie);
    const landed = await product.inject({
      url: pathOf(String(authorized.headers.location)),
      headers: { cookie: productCookie },
    });
    expect(landed.statusCode).toBe(200);
    const session = { cookie: cookiesOf(landed) };
    expect((await product.inject({ url: '/localize/sessao', headers: session })).body).toContain(
      launcherMessages.standIn.sessionActive,
    );

    // The portal logs the person out; its back channel reaches the stand-in (here: its token, POSTed by hand).
    const row = await h.db
      .selectFrom('sessions')
      .select(['id', 'userId', 'clientId'])
      .where('clientId', '=', 'produto-localize')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    const token = await logoutToken(
      createAppContext({ db: h.db, config: h.config, environment: 'portal' }),
      row,
    );
    const forged = await product.inject({
      method: 'POST',
      url: '/localize/oauth/logout-backchannel',
      payload: { logout_token: `${token}x` },
    });
    expect(forged.statusCode).toBe(400);
    const told = await product.inject({
      method: 'POST',
      url: '/localize/oauth/logout-backchannel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ logout_token: token }).toString(),
    });
    expect(told.statusCode).toBe(200);
    expect((await product.inject({ url: '/localize/sessao', headers: session })).body).toContain(
      launcherMessages.standIn.sessionEnded,
    );
  });

  it("sends the browser to the portal's access-denied page when the portal answers access_denied", async () => {
    const portalCookie = await signIn(portal, h.config, 'trial@teste.example', DEMO_PASSWORD);
    const start = await product.inject({ url: '/sms/' });
    const authorized = await portal.inject({
      url: pathOf(String(start.headers.location)),
      headers: { cookie: portalCookie },
    });
    const back = new URL(String(authorized.headers.location));
    expect(back.searchParams.get('error')).toBe('access_denied');
    const landed = await product.inject({
      url: `${back.pathname}${back.search}`,
      headers: { cookie: cookiesOf(start) },
    });
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('http://localhost:3000/acesso-negado');
  });

  it('knows only the sibling products', async () => {
    expect((await product.inject({ url: '/gestao-da-conta/' })).statusCode).toBe(404);
    expect((await product.inject({ url: '/' })).statusCode).toBe(404);
  });
});

describe('where products live by default', () => {
  it('is the stand-in in development, the provider domains in test and production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).productUrl('localize')).toBe(
      'http://localhost:3002/localize',
    );
    expect(loadConfig({ NODE_ENV: 'test' }).productUrl('localize')).toBe('https://localize.painel.example');
    expect(loadConfig({ NODE_ENV: 'production' }).productDemoPort).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production' }).productUrl('localize')).toBe(
      'https://localize.painel.example',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PRODUCT_DEMO_PORT: '3002' })).toThrow(
      /PRODUCT_DEMO_PORT/,
    );
  });
});
