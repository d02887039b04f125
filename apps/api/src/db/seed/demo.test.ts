import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, isValidEmail } from '@painel/domain';
import { createHarness, type Harness } from '../../test/harness';
import { DEMO_COMPANIES, seedDemo } from './demo';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('demo data', () => {
  it.each(DEMO_COMPANIES.map((c) => [c.name, c.document] as const))(
    '%s has a valid CNPJ',
    (_name, document) => {
      expect(isValidCnpj(document)).toBe(true);
    },
  );

  it.each(DEMO_COMPANIES.flatMap((c) => c.users).map((u) => [u.email, u.cpf] as const))(
    '%s has a valid CPF and e-mail',
    (email, cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it('puts the provider staff in company 1 and gives the trial company 3 days', async () => {
    const staff = await h.db
      .selectFrom('users')
      .select('companyId')
      .where('email', '=', 'suporte@painel.example')
      .executeTakeFirstOrThrow();
    expect(staff.companyId).toBe(1);
    const trial = await h.db
      .selectFrom('companies')
      .select(['planType', 'trialEndsAt'])
      .where('document', '=', '06990590000123')
      .executeTakeFirstOrThrow();
    expect(trial.planType).toBe('TRIAL');
    const days = (new Date(trial.trialEndsAt ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
  });

  it('spreads the demo company over two groups and can run again without duplicating anything', async () => {
    const before = await h.db
      .selectFrom('users')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await seedDemo(h.db, h.config)).toEqual({ created: [] });
    const after = await h.db
      .selectFrom('users')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const groups = await h.db
      .selectFrom('users')
      .innerJoin('groups', 'groups.id', 'users.groupId')
      .select('groups.name')
      .where('users.email', 'like', '%@empresa.example')
      .distinct()
      .execute();
    expect(groups.map((g) => g.name).sort()).toEqual(['Comercial', 'Financeiro', 'Plantão']);
  });

  it('leaves new customer ids and custom profile ids clear of the reserved range', async () => {
    const company = await h.db
      .insertInto('companies')
      .values({ name: 'Nova Ltda', document: '19131243000197', planType: 'PADRAO' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(company.id).toBeGreaterThan(100);
    const profile = await h.db
      .insertInto('profiles')
      .values({ name: 'Personalizado', companyId: company.id, baseProfileId: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(profile.id).toBeGreaterThan(100);
  });
});
