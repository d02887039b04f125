import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { purposesOfUseFor } from '@painel/domain';
import { bothEnvironments, createHarness, type Harness } from '../../test/harness';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let admin: string;
let staff: string;

beforeAll(async () => {
  h = await createHarness();
  ({ portal, backoffice, admin, staff } = await bothEnvironments(h));
});
afterAll(() => h.close());

const purposes = (app: FastifyInstance, cookie: string, query = '') =>
  app.inject({ url: `/api/lgpd/purpose-of-use${query}`, headers: { cookie } });
const expected = (productId?: number) =>
  purposesOfUseFor(productId).map(({ id, text, description }) => ({ id, text, description }));

describe('GET /api/lgpd/purpose-of-use', () => {
  it('needs a session', async () => {
    expect((await portal.inject({ url: '/api/lgpd/purpose-of-use' })).statusCode).toBe(401);
  });

  it('lists the general purposes from the table synced on start', async () => {
    const res = await purposes(portal, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected());
    expect(res.json()[0]).toEqual({
      id: 1,
      text: 'Prevenção à fraude',
      description:
        'Confirmar a identidade de pessoas e empresas e evitar fraudes em cadastros, vendas e contratações.',
    });
  });

  it.each([10, 12, 13, 18, 1])('adds the own purposes of product %i', async (productId) => {
    const res = await purposes(portal, admin, `?productId=${productId}`);
    expect(res.json()).toEqual(expected(productId));
  });

  it('answers the back office too', async () => {
    expect((await purposes(backoffice, staff, '?productId=12')).json()).toEqual(expected(12));
  });

  it.each(['?productId=999', '?productId=abc', '?productId=-1', '?produto=1'])(
    'refuses %s',
    async (query) => {
      const res = await purposes(portal, admin, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    },
  );
});
