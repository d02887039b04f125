/**
 * What a trial company reaches (domain trialAdmits; docs/decisions.md 'What a trial reaches'): no
 * route of the account area while the trial runs, though its administrator holds every key; once
 * the seven days are over, only what leads out of the trial. Each family refused, each way out
 * allowed, through the real guard on the real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { encodeBase64Text } from '@painel/contracts';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, companyId } from '../../test/fixtures';

const NOW = new Date('2026-11-21T13:00:00Z');
const DAY = 86_400_000;
/** The second demo trial company: its period is over here. */
const EXPIRED_DOCUMENT = '61830529000127';

let h: Harness;
let portal: FastifyInstance;
let running: string;
let expired: string;

beforeAll(async () => {
  h = await createHarness();
  const end = (document: string, trialEndsAt: Date) =>
    companyId(h.db, document).then((id) =>
      h.db.updateTable('companies').set({ trialEndsAt }).where('id', '=', id).execute(),
    );
  await end(DEMO_DOCUMENTS.trial, new Date(NOW.getTime() + 3 * DAY));
  await end(EXPIRED_DOCUMENT, new Date(NOW.getTime() - DAY));
  portal = await h.app('portal', { now: () => NOW });
  [running, expired] = await Promise.all([
    signIn(portal, h.config, 'trial@teste.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'contratar@teste.example', DEMO_PASSWORD),
  ]);
});
afterAll(() => h.close());

type Call = readonly [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object];

const call = (cookie: string, [method, url, payload]: Call) =>
  portal.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Every family of the account area a trial's screens hide, one call each. */
const ACCOUNT_AREA: readonly (readonly [string, Call])[] = [
  ['users', ['GET', '/api/customers/users']],
  ['invitations', ['POST', '/api/customers/users/invitations', { emails: ['novo@teste.example'] }]],
  ['groups', ['GET', '/api/customers/groups']],
  ['group creation', ['POST', '/api/customers/groups', { name: 'Novo' }]],
  ['access profiles', ['GET', '/api/customers/profiles']],
  ['audit', ['GET', '/api/customers/audit']],
  ['reports', ['GET', '/api/reports/consolidated-usage']],
  ['invoices', ['GET', '/api/customers/payments/invoices']],
  ['balance', ['GET', '/api/customers/balance']],
  ['own profile', ['GET', '/api/customers/users/profile']],
  ['unit prices (member)', ['GET', '/api/customers/unit-prices']],
];

async function expectRefused(cookie: string, target: Call) {
  const res = await call(cookie, target);
  expect(res.statusCode, `${target[0]} ${target[1]}: ${res.body}`).toBe(403);
  expect(res.json().code).toBe('FORBIDDEN');
}

describe('a running trial', () => {
  it('holds the administrator’s keys, yet the session says trial and not expired', async () => {
    const res = await call(running, ['GET', '/api/oauth2/session']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ trial: true, company: { trialExpired: false } });
    expect(res.json().permissions).toContain('ADMINISTRATIVO:USUARIOS:VISUALIZAR:EMPRESA');
  });

  it.each(ACCOUNT_AREA)('is refused %s, audited as a trial refusal', async (_family, target) => {
    await expectRefused(running, target);
    const row = await h.db
      .selectFrom('auditEvents')
      .select('detail')
      .where('action', '=', 'ACCESS_DENIED')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.detail).toMatchObject({ route: target[1], reason: 'trial' });
  });

  it.each<[Call]>([
    [['GET', '/api/trial/balance']],
    [['GET', '/api/notifications']],
    [['GET', '/api/lgpd/purpose-of-use']],
    [['GET', '/api/feature-flags']],
  ])('keeps %j', async (target: Call) => {
    expect((await call(running, target)).statusCode).toBe(200);
  });
});

describe('an expired trial', () => {
  it('is told so by its session', async () => {
    const res = await call(expired, ['GET', '/api/oauth2/session']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ trial: true, company: { trialExpired: true } });
  });

  it.each(ACCOUNT_AREA)('is refused %s', async (_family, target) => {
    await expectRefused(expired, target);
  });

  it.each<[Call]>([
    [['GET', '/api/lgpd/purpose-of-use']],
    [['POST', '/api/ouvidoria', {}]],
    [['POST', '/api/mfa', {}]],
    [['PUT', '/api/customers/users/profile/password', {}]],
    [['PUT', '/api/customers/users/profile/security-question', {}]],
  ])('is refused what a running trial keeps: %j', async (target: Call) => {
    await expectRefused(expired, target);
  });

  it('sees its balance expired, the plans it may contract and its notifications', async () => {
    const balance = await call(expired, ['GET', '/api/trial/balance']);
    expect(balance.json()).toEqual({ daysRemaining: 0, hasContractRequest: false, expired: true });
    expect((await call(expired, ['GET', '/api/trial/contract-request'])).statusCode).toBe(200);
    expect((await call(expired, ['GET', '/api/notifications'])).statusCode).toBe(200);
    expect((await call(expired, ['GET', '/api/feature-flags'])).statusCode).toBe(200);
  });

  it('contracts a plan', async () => {
    const res = await call(expired, ['POST', '/api/trial/contract-request']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hasContractRequest: true, expired: true });
  });

  it('changes its password', async () => {
    const res = await call(expired, [
      'POST',
      '/api/customers/trial/users/password',
      { password: encodeBase64Text('Trilha#Longa2026') },
    ]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('signs out', async () => {
    expect((await call(expired, ['DELETE', '/api/oauth2/session'])).statusCode).toBe(200);
    expect((await call(expired, ['GET', '/api/oauth2/session'])).statusCode).toBe(401);
  });
});
