import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { DEMO_TOTP_SECRET } from '../../db/seed/demo';
import {
  DEMO_PASSWORD,
  authorizeRequest,
  cookieHeader,
  createHarness,
  pkcePair,
  tokenRequest,
  type Harness,
} from '../../test/harness';

let h: Harness;
let portal: FastifyInstance;
const now = new Date('2026-11-23T13:00:00Z');

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => now });
});
afterAll(() => h.close());

describe('login of a company that requires MFA', () => {
  it('answers authorize with a TOTP challenge instead of a code, and the verified code finishes the login', async () => {
    const { verifier, challenge } = pkcePair();
    const res = await authorizeRequest(portal, h.config, {
      email: 'mfa@seguro.example',
      password: DEMO_PASSWORD,
      challenge,
      state: 'estado-da-verificacao-123',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('code');
    expect(body.mfa).toMatchObject({ type: 'TOTP' });
    const code = await generate({ secret: DEMO_TOTP_SECRET, epoch: Math.floor(now.getTime() / 1000) });
    const verified = await portal.inject({
      method: 'POST',
      url: '/api/mfa/code',
      headers: { authorization: `Bearer ${body.token}` },
      payload: { code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().state).toBe('estado-da-verificacao-123');
    const token = await tokenRequest(portal, h.config, { code: verified.json().code, verifier });
    expect(token.statusCode).toBe(200);
    const session = await portal.inject({
      url: '/api/oauth2/session',
      headers: { cookie: cookieHeader(token) },
    });
    expect(session.json()).toMatchObject({
      email: 'mfa@seguro.example',
      blockedState: null,
      mfa: { status: 'active', type: 'TOTP' },
    });
    const outcomes = await h.db
      .selectFrom('auditEvents')
      .select('outcome')
      .where('email', '=', 'mfa@seguro.example')
      .execute();
    expect(outcomes.map((o) => o.outcome)).toContain('SECOND_FACTOR_REQUIRED');
  });

  it('never issues a code for the right password alone', async () => {
    const res = await authorizeRequest(portal, h.config, {
      email: 'mfa@seguro.example',
      password: DEMO_PASSWORD,
    });
    const issued = await h.db
      .selectFrom('oauthCodes')
      .innerJoin('users', 'users.id', 'oauthCodes.userId')
      .select('oauthCodes.codeHash')
      .where('users.email', '=', 'mfa@seguro.example')
      .execute();
    expect(res.json().mfa.type).toBe('TOTP');
    expect(issued).toHaveLength(1); // only the one from the verified login above
  });
});
