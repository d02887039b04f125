import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createHarness, type Harness } from '../../test/harness';
import { seedDemoUsage } from './demo-usage';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('demo usage', () => {
  it('gives the demo company seven months of usage whose rollups and totals agree with the events', async () => {
    const months = await sql<{
      n: number;
    }>`select count(distinct date_part('month', usage_day))::int as n from usage_daily_rollups`.execute(h.db);
    expect(months.rows[0]?.n).toBe(7);
    const check = await sql<{
      events: string;
      rollups: string;
      groups: string;
      companies: string;
      count: string;
    }>`
      select (select sum(amount) from usage_events)::text as events,
             (select sum(amount) from usage_daily_rollups)::text as rollups,
             (select sum(amount) from group_month_totals)::text as groups,
             (select sum(amount) from company_month_totals)::text as companies,
             (select count(*) from usage_events)::text as count`.execute(h.db);
    const row = check.rows[0];
    expect(Number(row?.count)).toBeGreaterThan(1000);
    expect(row?.rollups).toBe(row?.events);
    expect(row?.groups).toBe(row?.events);
    expect(row?.companies).toBe(row?.events);
  });

  it('runs once', async () => {
    const before = await h.db
      .selectFrom('usageEvents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await seedDemoUsage(h.db, new Date());
    const after = await h.db
      .selectFrom('usageEvents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
