import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BASE_PROFILE_IDS, PERMISSIONS, PROVIDER_COMPANY_ID } from '@painel/domain';
import { DEMO_PASSWORD, authorizeRequest, createHarness, signIn, type Harness } from '../../test/harness';
import { recordAudit } from '../../core/audit/record-audit';

let h: Harness;
let portal: FastifyInstance;
let backoffice: FastifyInstance;
let admin: string;
let staff: string;
let demoId: number;
let trialId: number;

const NARROW_STAFF = 'atendimento.restrito@painel.example';

/** A staff member whose custom profile lists profiles but not users: no key to the trail. */
async function createNarrowStaff() {
  const source = await h.db
    .selectFrom('users')
    .select(['groupId', 'passwordHash'])
    .where('email', '=', 'suporte@painel.example')
    .executeTakeFirstOrThrow();
  const profile = await h.db
    .insertInto('profiles')
    .values({
      companyId: PROVIDER_COMPANY_ID,
      name: 'Atendimento restrito',
      description: null,
      baseProfileId: BASE_PROFILE_IDS.attendance,
      isBase: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.db
    .insertInto('profilePermissions')
    .values({ profileId: profile.id, permission: PERMISSIONS.backofficeProfilesView })
    .execute();
  await h.db
    .insertInto('users')
    .values({
      companyId: PROVIDER_COMPANY_ID,
      groupId: source.groupId,
      profileId: profile.id,
      email: NARROW_STAFF,
      name: 'Rita Restrita Ramos',
      cpf: '15350946056',
      statusId: 1,
      passwordHash: source.passwordHash,
      updatedAt: new Date(),
    })
    .execute();
}

beforeAll(async () => {
  h = await createHarness();
  portal = await h.app('portal');
  backoffice = await h.app('backoffice');
  await authorizeRequest(portal, h.config, { email: 'operador@empresa.example', password: 'Errada#Senha99' });
  await authorizeRequest(portal, h.config, { email: 'trial@teste.example', password: 'Errada#Senha99' });
  admin = await signIn(portal, h.config, 'admin@empresa.example', DEMO_PASSWORD);
  staff = await signIn(backoffice, h.config, 'suporte@painel.example', DEMO_PASSWORD, 'backoffice');
  const company = (email: string) =>
    h.db.selectFrom('users').select('companyId').where('email', '=', email).executeTakeFirstOrThrow();
  demoId = (await company('admin@empresa.example')).companyId;
  trialId = (await company('trial@teste.example')).companyId;
  // A staff member's admin change on a customer's user, as the modules record it.
  const support = await h.db
    .selectFrom('users')
    .select(['id', 'email', 'companyId'])
    .where('email', '=', 'suporte@painel.example')
    .executeTakeFirstOrThrow();
  const operator = await h.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'operador@empresa.example')
    .executeTakeFirstOrThrow();
  await recordAudit(
    h.db,
    {
      userId: support.id,
      email: support.email,
      companyId: support.companyId,
      ip: '10.0.0.7',
      userAgent: 'Chromium',
    },
    'PROFILE_UPDATE',
    {
      companyId: demoId,
      targetUserId: operator.id,
      before: { name: 'Operador', active: true },
      after: { name: 'Operador de cadastro', active: true },
    },
  );
  await createNarrowStaff();
}, 60_000);
afterAll(() => h.close());

type Page = {
  list: {
    action: string;
    outcome: string;
    actor: { person: { email: string } | null; email: string | null; staff: boolean };
    target: { email: string } | null;
    ip: string | null;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
  numPage: number;
  numPageSize: number;
  totalItems: number;
  totalPages: number;
};

const own = (cookie: string, query = '') =>
  portal.inject({ url: `/api/customers/audit${query}`, headers: { cookie } });
const customer = (id: number | string, cookie: string, query = '') =>
  backoffice.inject({ url: `/api/customers/${id}/audit${query}`, headers: { cookie } });

describe('GET /api/customers/audit (portal)', () => {
  it("gives the administrator the own company's trail in the paging contract", async () => {
    const res = await own(admin);
    expect(res.statusCode).toBe(200);
    const page: Page = res.json();
    expect(page).toMatchObject({ numPage: 0, numPageSize: 10 });
    expect(page.totalPages).toBe(Math.ceil(page.totalItems / 10));
    const emails = page.list.flatMap((e) => [e.actor.email, e.actor.person?.email]);
    expect(emails).toContain('operador@empresa.example');
    expect(emails).not.toContain('trial@teste.example');
  });

  it('shows a staff change as the team, without the person or its address, with before and after', async () => {
    const page: Page = (await own(admin, '?action=PROFILE_UPDATE')).json();
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      actor: { person: null, email: null, staff: true },
      target: { email: 'operador@empresa.example' },
      ip: null,
      changes: [{ field: 'name', before: 'Operador', after: 'Operador de cadastro' }],
    });
  });

  it('filters by user e-mail and by period (São Paulo days)', async () => {
    const byUser: Page = (await own(admin, '?user=operador%40empresa')).json();
    expect(byUser.totalItems).toBeGreaterThan(0);
    expect(
      byUser.list.every((e) =>
        [e.actor.email, e.actor.person?.email, e.target?.email].includes('operador@empresa.example'),
      ),
    ).toBe(true);
    const literal: Page = (await own(admin, '?user=%25')).json();
    expect(literal.totalItems).toBe(0);
    const future: Page = (await own(admin, '?from=2999-01-01')).json();
    expect(future).toMatchObject({ list: [], totalItems: 0, totalPages: 0 });
  });

  it('refuses an inverted period and a bad date with the field named', async () => {
    const res = await own(admin, '?from=2026-11-25&to=2026-11-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      expect.objectContaining({ message: 'A data inicial deve ser anterior ou igual à final.' }),
    ]);
    expect((await own(admin, '?from=25%2F11%2F2026')).statusCode).toBe(400);
  });

  it('refuses a user without the company-wide users key', async () => {
    const operator = await signIn(portal, h.config, 'operador@empresa.example', DEMO_PASSWORD);
    expect((await own(operator)).statusCode).toBe(403);
  });
});

describe('GET /api/customers/:customerId/audit (back office)', () => {
  it("shows staff the customer's trail, naming the staff member", async () => {
    const page: Page = (await customer(demoId, staff, '?action=PROFILE_UPDATE')).json();
    expect(page.list[0]).toMatchObject({
      actor: { person: { email: 'suporte@painel.example' }, staff: true },
      ip: '10.0.0.7',
    });
    // The page names the customer (the back office's subtitle), not its number.
    const company = await h.db
      .selectFrom('companies')
      .select(['name', 'tradingName'])
      .where('id', '=', demoId)
      .executeTakeFirstOrThrow();
    expect((page as Page & { companyName: string }).companyName).toBe(company.tradingName ?? company.name);
    const trial: Page = (await customer(trialId, staff)).json();
    expect(trial.list.map((e) => e.actor.email)).toContain('trial@teste.example');
    expect(trial.list.flatMap((e) => [e.actor.email, e.actor.person?.email])).not.toContain(
      'operador@empresa.example',
    );
  });

  it('answers 404 for a company that is not a customer', async () => {
    expect((await customer(999_999, staff)).statusCode).toBe(404);
    expect((await customer(PROVIDER_COMPANY_ID, staff)).statusCode).toBe(404);
  });

  it('refuses staff without the key (403); an id that is no number names no customer (404)', async () => {
    const narrow = await signIn(backoffice, h.config, NARROW_STAFF, DEMO_PASSWORD, 'backoffice');
    expect((await customer(demoId, narrow)).statusCode).toBe(403);
    expect((await customer('abc', staff)).statusCode).toBe(404);
  });
});
