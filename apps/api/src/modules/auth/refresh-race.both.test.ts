/**
 * A refresh token reused inside the multi-tab grace window returns the same successor instead of
 * forking a second live chain (security review): tabs that renew together all get the
 * tokens of one renewal, and the family keeps exactly one unspent refresh token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  DEMO_PASSWORD,
  cookieHeader,
  createHarness,
  refreshRequest,
  signIn,
  type Harness,
} from '../../test/harness';
import { REFRESH_REUSE_GRACE_MS } from './sessions.service';

let h: Harness;
let portal: FastifyInstance;
let nowMs = Date.now();

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => new Date(nowMs) });
});
afterAll(() => h.close());

const session = (cookie: string) => portal.inject({ url: '/api/oauth2/session', headers: { cookie } });

/** The refresh tokens of the family the user's newest session belongs to: spent or not. */
async function family(email: string) {
  const newest = await h.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.familyId', 'sessions.revokedAt'])
    .where('users.email', '=', email)
    .orderBy('sessions.createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const tokens = await h.db
    .selectFrom('refreshTokens')
    .select(['usedAt', 'revokedAt'])
    .where('familyId', '=', newest.familyId ?? '')
    .execute();
  return {
    revoked: newest.revokedAt !== null,
    tokens,
    unspent: tokens.filter((t) => t.usedAt === null && t.revokedAt === null).length,
  };
}

const cookiesOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));

describe('refresh inside the multi-tab grace window', () => {
  it('five tabs renewing at once all get the same successor, and the family stays one chain', async () => {
    const email = 'admin@empresa.example';
    const cookie = await signIn(portal, h.config, email, DEMO_PASSWORD);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refreshRequest(portal, cookie)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const issued = answers.map(cookiesOf);
    expect(new Set(issued.map((c) => JSON.stringify(c))).size).toBe(1);

    const after = await family(email);
    expect(after.revoked).toBe(false);
    expect(after.tokens).toHaveLength(2);
    expect(after.unspent).toBe(1);

    // The one successor carries on: the session works and renews again.
    const renewed = cookieHeader(answers[0] as LightMyRequestResponse);
    expect((await session(renewed)).statusCode).toBe(200);
    expect((await refreshRequest(portal, renewed)).statusCode).toBe(200);
    expect((await family(email)).unspent).toBe(1);
  });

  it('a tab arriving a few seconds later gets the same successor; past the window it is a replay that ends the family', async () => {
    const email = 'gerente@empresa.example';
    const cookie = await signIn(portal, h.config, email, DEMO_PASSWORD);
    const first = await refreshRequest(portal, cookie);
    nowMs += 2_000;
    const second = await refreshRequest(portal, cookie);
    expect(second.statusCode).toBe(200);
    expect(cookiesOf(second)).toEqual(cookiesOf(first));
    expect((await family(email)).unspent).toBe(1);

    nowMs += REFRESH_REUSE_GRACE_MS;
    const replay = await refreshRequest(portal, cookie);
    expect(replay.statusCode).toBe(400);
    expect((await family(email)).revoked).toBe(true);
    expect((await session(cookieHeader(first))).statusCode).toBe(401);
  });
});
