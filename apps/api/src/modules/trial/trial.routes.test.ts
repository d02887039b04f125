import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { trialLabel, trialMessages } from '@painel/domain';
import { DEMO_PASSWORD, createHarness, signIn, type Harness } from '../../test/harness';
import { DEMO_DOCUMENTS, companyId, userId } from '../../test/fixtures';

// 10:00 in Sao Paulo (UTC-3). The clock stays put: the trial's end moves instead.
const NOW = new Date('2026-11-21T13:00:00Z');
const HOUR = 3_600_000;

let h: Harness;
let portal: FastifyInstance;
let trial: string;
let admin: string;
let trialCompany: number;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal', { now: () => NOW });
  trialCompany = await companyId(h.db, DEMO_DOCUMENTS.trial);
  [trial, admin] = await Promise.all([
    signIn(portal, h.config, 'trial@teste.example', DEMO_PASSWORD),
    signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD),
  ]);
});
afterAll(() => h.close());

const balance = (cookie: string) => portal.inject({ url: '/api/trial/balance', headers: { cookie } });
const requestContract = (cookie: string, payload?: object) =>
  portal.inject({
    method: 'POST',
    url: '/api/trial/contract-request',
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const endTrialAt = (trialEndsAt: Date | null) =>
  h.db.updateTable('companies').set({ trialEndsAt }).where('id', '=', trialCompany).execute();

describe('GET /api/trial/balance', () => {
  it('needs a session', async () => {
    expect((await portal.inject({ url: '/api/trial/balance' })).statusCode).toBe(401);
  });

  it('answers 403 TRIAL_ONLY outside a trial plan', async () => {
    const res = await balance(admin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'TRIAL_ONLY', message: trialMessages.onlyTrial });
  });

  it('does not exist in the back office', async () => {
    const backoffice = await h.app('backoffice', { now: () => NOW });
    const staff = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
    expect(
      (await backoffice.inject({ url: '/api/trial/balance', headers: { cookie: staff } })).statusCode,
    ).toBe(404);
  });

  it.each([
    [7 * 24 * HOUR, 7, false, '7 dias restantes'],
    [24 * HOUR, 1, false, '1 dia restante'],
    [14 * HOUR, 1, false, '1 dia restante'], // 00:00 of the next Sao Paulo day
    [13 * HOUR, 0, false, 'Último dia.'], // 23:00 today in Sao Paulo
    [60_000, 0, false, 'Último dia.'],
    [0, 0, true, 'Período expirado.'],
    [-3 * 24 * HOUR, 0, true, 'Período expirado.'],
  ])('ends in %i ms: %i day(s) left, expired %s (%s)', async (offset, daysRemaining, expired, label) => {
    await endTrialAt(new Date(NOW.getTime() + offset));
    const res = await balance(trial);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ daysRemaining, hasContractRequest: false, expired });
    expect(trialLabel(res.json())).toBe(label);
  });

  it('counts the 7-day period from the company’s creation when no end is recorded', async () => {
    const createdAt = new Date(NOW.getTime() - 2 * 24 * HOUR).toISOString();
    // created_at is never updated by the application, so its type forbids it: plain SQL here.
    await sql`update companies set trial_ends_at = null, created_at = ${createdAt} where id = ${trialCompany}`.execute(
      h.db,
    );
    expect((await balance(trial)).json()).toEqual({
      daysRemaining: 5,
      hasContractRequest: false,
      expired: false,
    });
  });
});

describe('POST /api/trial/contract-request', () => {
  it('needs a session and a trial plan', async () => {
    expect((await portal.inject({ method: 'POST', url: '/api/trial/contract-request' })).statusCode).toBe(
      401,
    );
    const res = await requestContract(admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_ONLY');
    expect(await h.db.selectFrom('trialContractRequests').selectAll().execute()).toEqual([]);
  });

  it.each([[{ plano: 'PADRAO' }], [{ companyId: 2 }], [{}]])('refuses the body %j', async (payload) => {
    const res = await requestContract(trial, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('records the request once (even after expiry) and the balance says so', async () => {
    await endTrialAt(new Date(NOW.getTime() - HOUR));
    // The expiry dialog's one-click request: no body.
    const first = await requestContract(trial);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ daysRemaining: 0, hasContractRequest: true, expired: true });
    expect(trialLabel(first.json())).toBe('Em contratação.');
    const second = await requestContract(trial);
    expect(second.json()).toEqual(first.json());
    expect((await balance(trial)).json().hasContractRequest).toBe(true);
    const rows = await h.db.selectFrom('trialContractRequests').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      companyId: trialCompany,
      userId: await userId(h.db, 'trial@teste.example'),
    });
    const audits = await h.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('action', '=', 'TRIAL_CONTRACT_REQUEST')
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      companyId: trialCompany,
      email: 'trial@teste.example',
      outcome: 'SUCCESS',
    });
  });

  it('stops answering once the company leaves the trial plan', async () => {
    await h.db.updateTable('companies').set({ planType: 'PADRAO' }).where('id', '=', trialCompany).execute();
    const res = await balance(trial);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('TRIAL_ONLY');
  });
});
