import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonPaymentAction, usageDayOf } from '@painel/domain';
import { createHarness, type Harness } from '../../test/harness';
import { seedDemoPayments } from './demo-payments';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function invoicesOf(document: string) {
  return h.db
    .selectFrom('invoices')
    .innerJoin('companies', 'companies.id', 'invoices.companyId')
    .select(['invoices.dueDate', 'invoices.paidAt', 'invoices.createdAt'])
    .where('companies.document', '=', document)
    .execute();
}

describe('demo invoices', () => {
  it('the blocked company has an unpaid invoice more than 5 days overdue; the others owe nothing past due', async () => {
    // The template was seeded at its own "now": judge by the day the invoices were written.
    const blocked = await invoicesOf('00000000000191');
    expect(blocked).toHaveLength(3);
    const seededOn = usageDayOf(new Date(blocked[0]!.createdAt));
    expect(blocked.some((i) => i.paidAt === null && nonPaymentAction(i.dueDate, seededOn) === 'BLOCK')).toBe(
      true,
    );
    for (const document of ['11444777000161', '33000167000101']) {
      const invoices = await invoicesOf(document);
      expect(invoices.length).toBeGreaterThan(0);
      expect(invoices.filter((i) => i.paidAt === null && i.dueDate < seededOn)).toEqual([]);
    }
    // The trial company has no plan to bill.
    expect(await invoicesOf('06990590000123')).toEqual([]);
  });

  it('runs again without duplicating an invoice', async () => {
    const before = await h.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await seedDemoPayments(h.db, new Date());
    const after = await h.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    // Re-running on a later day may add the months that closed since, never a second one of a month.
    expect(Number(after.n)).toBeGreaterThanOrEqual(Number(before.n));
    const duplicates = await h.db
      .selectFrom('invoices')
      .select(['companyId', 'period', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['companyId', 'period'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(duplicates).toEqual([]);
  });
});
