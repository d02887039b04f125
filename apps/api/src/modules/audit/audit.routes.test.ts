import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, authorizeRequest, createHarness, signIn, type Harness } from '../../test/harness';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let admin: string;
let staff: string;

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  backoffice = await h.app('backoffice');
  await authorizeRequest(portal, h.config, { email: 'operador@empresa.example', password: 'Errada#Senha99' });
  await authorizeRequest(portal, h.config, { email: 'trial@teste.example', password: 'Errada#Senha99' });
  admin = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  staff = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
});
afterAll(() => h.close());

const list = (app: FastifyInstance, cookie: string, query = '') =>
  app.inject({ url: `/api/audit${query}`, headers: { cookie } });

describe('GET /api/audit', () => {
  it('requires a session', async () => {
    expect((await portal.inject({ url: '/api/audit' })).statusCode).toBe(401);
  });

  it("shows an administrator only the company's own trail, newest first", async () => {
    const res = await list(portal, admin);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const emails = page.list.map((e: { email: string | null }) => e.email).filter(Boolean);
    expect(emails).toContain('operador@empresa.example');
    expect(emails).not.toContain('trial@teste.example');
    expect(page.list.every((e: { companyId: number }) => e.companyId === page.list[0].companyId)).toBe(true);
    const times = page.list.map((e: { occurredAt: string }) => e.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by action and pages', async () => {
    const page = (await list(portal, admin, '?action=LOGIN&numPageSize=1')).json();
    expect(page.list).toHaveLength(1);
    expect(page.list[0].action).toBe('LOGIN');
    expect(page.totalPages).toBe(page.totalItems);
  });

  it('refuses another company and users without the permission', async () => {
    const otherCompany = await h.db
      .selectFrom('companies')
      .select('id')
      .where('document', '=', '06990590000123')
      .executeTakeFirstOrThrow();
    expect((await list(portal, admin, `?customerId=${otherCompany.id}`)).statusCode).toBe(403);
    const operator = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    expect((await list(portal, operator)).statusCode).toBe(403);
  });

  it("lets back-office staff read any customer's trail", async () => {
    const trial = await h.db
      .selectFrom('companies')
      .select('id')
      .where('document', '=', '06990590000123')
      .executeTakeFirstOrThrow();
    const page = (await list(backoffice, staff, `?customerId=${trial.id}`)).json();
    expect(page.list.map((e: { email: string }) => e.email)).toContain('trial@teste.example');
  });

  it.each(['?numPageSize=0', '?numPageSize=500', '?action=drop%20table', '?foo=1'])(
    'validates %s',
    async (query) => {
      const res = await list(portal, admin, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    },
  );
});

describe('GET /api/audit under the blocked states of PF 4', () => {
  it('refuses the administrator of a company blocked for non-payment: only payments remain', async () => {
    const blocked = await signIn(portal, h.config, 'bloqueado@inadimplente.example', DEMO_PASSWORD);
    const res = await list(portal, blocked);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('refuses an administrator whose company requires MFA before enrolment, and audits the refusal', async () => {
    const mfa = await h.db
      .selectFrom('users')
      .select(['companyId', 'groupId', 'passwordHash'])
      .where('email', '=', 'mfa@seguro.example')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('users')
      .values({
        companyId: mfa.companyId,
        groupId: mfa.groupId,
        profileId: 1,
        email: 'novo-admin@seguro.example',
        name: 'Nívea Nova Prado',
        cpf: '15350946056',
        statusId: 1,
        mfaStatus: 'INATIVO',
        passwordHash: mfa.passwordHash,
        updatedAt: new Date(),
      })
      .execute();
    const pending = await signIn(portal, h.config, 'novo-admin@seguro.example', DEMO_PASSWORD);
    const res = await list(portal, pending);
    expect(res.statusCode).toBe(403);
    const denied = await h.db
      .selectFrom('auditEvents')
      .select(['action', 'outcome', 'companyId'])
      .where('email', '=', 'novo-admin@seguro.example')
      .where('action', '=', 'ACCESS_DENIED')
      .execute();
    expect(denied).toEqual([{ action: 'ACCESS_DENIED', outcome: 'FORBIDDEN', companyId: mfa.companyId }]);
  });
});
