/**
 * The 20-live-credential bound holds under concurrent creations on PostgreSQL: 40 requests at once
 * used to leave 25 live credentials, each having counted before the others inserted.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_API_CREDENTIALS } from '@painel/contracts';
import { developerAreaMessages } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';

let h: Harness;
let portal: FastifyInstance;
let admin: string;
let companyId: number;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  admin = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  ({ companyId } = await h.db
    .selectFrom('users')
    .select('companyId')
    .where('email', '=', 'admin@empresa.example')
    .executeTakeFirstOrThrow());
});
afterAll(() => h.close());

/** The company's API credentials not revoked, as the service counts them. */
const live = async () =>
  (
    await h.db
      .selectFrom('oauthClients')
      .select('id')
      .where('companyId', '=', companyId)
      .where('productId', 'is', null)
      .where('revokedAt', 'is', null)
      .execute()
  ).length;

it('40 creations at once leave exactly the bound live, and the rest are refused with the limit message', async () => {
  const before = await live();
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      portal.inject({
        method: 'POST',
        url: '/api/developer/credentials',
        headers: { cookie: admin },
        payload: { name: `Integração ${i + 1}` },
      }),
    ),
  );
  const created = answers.filter((a) => a.statusCode === 201).length;
  expect(created).toBe(MAX_API_CREDENTIALS - before);
  for (const refused of answers.filter((a) => a.statusCode !== 201)) {
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { path: 'body.name', message: developerAreaMessages.limitReached },
    ]);
  }
  expect(await live()).toBe(MAX_API_CREDENTIALS);
});
