/**
 * The products of the spec's sample administrator's families that its product list does not name
 * (Assertiva Score 20, Negativação 21, Simplifica 22): a company that owns them finds them in the
 * profile wizard, its administrators hold their keys, and a profile carries exactly the keys of the
 * functionalities switched on, which a product's token then carries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, PRODUCT_IDS } from '@painel/domain';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD, basic, createHarness, pkcePair, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, addCustomProfile, addUser, companyId } from '../../test/fixtures';

type Product = {
  id: number;
  name: string;
  functionalities: { id: number; label: string; active: boolean }[];
  permissions: { key: string; active: boolean }[];
};
type Session = { products: { id: number; name: string }[]; permissions: string[] };

const OURS = [PRODUCT_IDS.assertivaScore, PRODUCT_IDS.negativation, PRODUCT_IDS.simplifica];
const PRODUCT = {
  id: 'negativacao-teste',
  secret: 'segredo-da-negativacao-para-testes',
  redirect: 'https://negativacao.painel.example/retorno',
};

let h: Harness;
let portal: FastifyInstance;
let admin: string;
let demoId: number;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  demoId = await companyId(h.db, DEMO_DOCUMENTS.demo);
  // The demo company owns the three products in this file only.
  await h.db
    .insertInto('companyProducts')
    .values(OURS.map((productId) => ({ companyId: demoId, productId })))
    .execute();
  await h.db
    .insertInto('oauthClients')
    .values({
      id: PRODUCT.id,
      name: 'Negativação',
      environment: 'product',
      productId: PRODUCT_IDS.negativation,
      redirectUris: [PRODUCT.redirect],
      secretHash: await hashPassword(PRODUCT.secret),
      companyId: null,
    })
    .execute();
  admin = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
});
afterAll(() => h.close());

const get = (cookie: string, url: string) => portal.inject({ url: `/api${url}`, headers: { cookie } });

/** Signs in to the Negativação product as a sibling product does, and reads the session its token carries. */
async function productSession(email: string): Promise<Session> {
  const { verifier, challenge } = pkcePair();
  const authorized = await portal.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/authorize',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basic(email, DEMO_PASSWORD),
    },
    payload: new URLSearchParams({
      client_id: PRODUCT.id,
      redirect_uri: PRODUCT.redirect,
      state: 'estado-da-negativacao-1234567890',
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString(),
  });
  expect(authorized.statusCode).toBe(200);
  const token = await portal.inject({
    method: 'POST',
    url: '/api/oauth2/oauth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basic(PRODUCT.id, PRODUCT.secret),
    },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: authorized.json<{ code: string }>().code,
      redirect_uri: PRODUCT.redirect,
      code_verifier: verifier,
    }).toString(),
  });
  expect(token.statusCode).toBe(200);
  const bearer = { authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` };
  return (await portal.inject({ url: '/api/oauth2/session', headers: bearer })).json<Session>();
}

const family = (session: Session, prefix: string) =>
  session.permissions.filter((key) => key.startsWith(prefix)).sort();

describe('a company that owns Assertiva Score, Negativação and Simplifica', () => {
  it('finds them, with their functionalities, among the products the profile wizard offers', async () => {
    const res = await get(admin, '/customers/contracts/products');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ list: Product[] }>().list;
    expect(
      list
        .filter((p) => OURS.some((id) => id === p.id))
        .map((p) => [p.name, p.functionalities.map((f) => f.label)]),
    ).toEqual([
      ['Assertiva Score', ['Score de pessoas', 'Score de empresas', 'Histórico de consultas']],
      ['Negativação', ['Negativações', 'Acompanhamento']],
      ['Simplifica', ['Acesso ao produto']],
    ]);
  });

  it("lists their keys, switched on, in the administrator's profile", async () => {
    const res = await get(admin, `/customers/profiles/${BASE_PROFILE_IDS.administrator}`);
    expect(res.statusCode).toBe(200);
    const negativation = res
      .json<{ products: Product[] }>()
      .products.find((p) => p.id === PRODUCT_IDS.negativation);
    expect(negativation?.permissions).toEqual([
      expect.objectContaining({ key: 'NEGATIVACAO:NEGATIVACOES:INCLUIR', active: true }),
      expect.objectContaining({ key: 'NEGATIVACAO:NEGATIVACOES:BAIXAR', active: true }),
      expect.objectContaining({ key: 'NEGATIVACAO:ACOMPANHAMENTO:VISUALIZAR', active: true }),
    ]);
  });

  it('gives a new administrator the three products and every key of their families in the session', async () => {
    await addUser(h.db, {
      companyId: demoId,
      profileId: BASE_PROFILE_IDS.administrator,
      email: 'nova.admin@empresa.example',
      name: 'Nádia Nova Admin',
    });
    const cookie = await signIn(portal, h.config, 'nova.admin@empresa.example', DEMO_PASSWORD);
    const session = (await get(cookie, '/oauth2/session')).json<Session>();
    expect(session.products.map((p) => p.id)).toEqual(expect.arrayContaining(OURS));
    expect(family(session, 'ASSERTIVASCORE:')).toHaveLength(3);
    expect(family(session, 'NEGATIVACAO:')).toHaveLength(3);
    expect(family(session, 'SIMPLIFICA:')).toEqual(['SIMPLIFICA:ACESSO:UTILIZAR']);
  });

  it("carries in a product's token only the keys a custom profile switched on", async () => {
    const profileId = await addCustomProfile(h.db, {
      companyId: demoId,
      name: 'Só negativações',
      baseProfileId: BASE_PROFILE_IDS.operator,
      functionalityIds: [37],
    });
    await addUser(h.db, {
      companyId: demoId,
      profileId,
      email: 'negativa@empresa.example',
      name: 'Nilo Negativa',
    });
    const session = await productSession('negativa@empresa.example');
    expect(session.products.map((p) => p.id)).toContain(PRODUCT_IDS.negativation);
    expect(session.products.map((p) => p.id)).not.toContain(PRODUCT_IDS.assertivaScore);
    expect(family(session, 'NEGATIVACAO:')).toEqual([
      'NEGATIVACAO:NEGATIVACOES:BAIXAR',
      'NEGATIVACAO:NEGATIVACOES:INCLUIR',
    ]);
    expect(family(session, 'ASSERTIVASCORE:')).toEqual([]);
  });
});
