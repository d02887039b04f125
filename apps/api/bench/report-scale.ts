/**
 * `npm run bench:report:scale`: the consumption report at the scale the product claims, from the
 * daily rollups next to the same report computed from the raw events, in one run per database.
 * The events are generated inside the database (insert … select over generate_series: ingestion's
 * own speed is `bench:report`'s), then the rollups are built from them by the same GROUP BY
 * ingestion's sums amount to, and both tables are analysed before anything is timed.
 *
 * Measured, each as p50/p95 over BENCH_SCALE_RUNS (default 100) randomly chosen companies:
 *   - one company's month: the report page as the screen asks it (first page of 10 rows, the row
 *     count and the totals: `consolidatedUsage`) next to the same three answers from usage_events;
 *   - one company's month for one group (the group filter);
 *   - all customers' month (the back office's view): rollups next to raw, a few runs each.
 * Sizes: BENCH_SCALE_EVENTS (default 10,000,000) over BENCH_SCALE_COMPANIES (500) on PostgreSQL (a
 * scratch database); BENCH_SCALE_EVENTS_PGLITE (default 1,000,000) on the embedded database.
 * Events spread over 90 São Paulo days, 5 groups a company, 3 products × 4 functionalities.
 */
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'kysely';
import { migrateToLatest, openPglite, type Db } from '../src/db/database';
import { syncReferenceData } from '../src/db/reference-data';
import { consolidatedUsage } from '../src/modules/reports/reports.repository';
import { testConfig } from '../src/test/test-env';
import { onScratchPostgres } from './support';

const COMPANIES = Number(process.env.BENCH_SCALE_COMPANIES ?? 500);
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 100);
const DAYS = 90;
const GROUPS = 5;
/** Products of the catalogue (the report joins products for their names). */
const PRODUCTS = [1, 7, 9];
const FUNCTIONALITIES = 4;
const LAST_DAY = '2026-10-31';
const MONTH = { from: '2026-10-01', to: LAST_DAY };
const FIRST_COMPANY = 1_000_000;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/** The events, generated in the database in slices (PGlite holds one statement's work in memory). */
async function generate(db: Db, events: number) {
  const slice = 1_000_000;
  for (let start = 0; start < events; start += slice) {
    const end = Math.min(events, start + slice) - 1;
    await sql`insert into usage_events (company_id, usage_day, client_id, idempotency_key, user_id, group_id,
        product_id, functionality_id, pricing_kind, quantity, unit_price, amount, occurred_at, received_at)
      select ${FIRST_COMPANY} + i % ${COMPANIES},
        ${LAST_DAY}::date - ((i / ${COMPANIES}) % ${DAYS})::int,
        'bench', 'k' || i, i % 7919, (i / 7) % ${GROUPS},
        (array[${sql.join(PRODUCTS.map((p) => sql.lit(p)))}])[1 + (i / 3) % ${sql.lit(PRODUCTS.length)}],
        1000 + (i / 11) % ${FUNCTIONALITIES},
        'PER_USE', 1 + i % 5, 0.350, (1 + i % 5) * 0.350, now(), now()
      from generate_series(${start}::bigint, ${end}::bigint) i`.execute(db);
  }
  await sql`insert into usage_daily_rollups (company_id, usage_day, group_id, product_id, functionality_id,
      pricing_kind, unit_price, quantity, amount, event_count)
    select company_id, usage_day, group_id, product_id, functionality_id, min(pricing_kind), min(unit_price),
      sum(quantity), sum(amount), count(*)
    from usage_events group by company_id, usage_day, group_id, product_id, functionality_id`.execute(db);
  await sql`analyze usage_events`.execute(db);
  await sql`analyze usage_daily_rollups`.execute(db);
}

/** The report's three answers (first page, row count, totals) over the raw events. */
async function rawReport(db: Db, companyId: number, groupId: number | null) {
  const group = groupId === null ? sql`` : sql`and group_id = ${groupId}`;
  const grouped = sql`select usage_day - (extract(day from usage_day)::int - 1) as month, e.product_id,
      p.name as product_name, functionality_id, pricing_kind, unit_price, sum(quantity) as quantity, sum(amount) as amount
    from usage_events e join products p on p.id = e.product_id
    where company_id = ${companyId} and usage_day between ${MONTH.from} and ${MONTH.to} ${group}
    group by 1, 2, 3, 4, 5, 6`;
  await Promise.all([
    sql`${grouped} order by 1, 3, 4, 6 limit 10`.execute(db),
    sql`select count(*) from (${grouped}) g`.execute(db),
    sql`select coalesce(sum(quantity), 0), coalesce(sum(amount) filter (where pricing_kind = 'PER_USE'), 0),
        coalesce(sum(amount) filter (where pricing_kind = 'PER_USER_MONTH'), 0)
      from usage_events where company_id = ${companyId} and usage_day between ${MONTH.from} and ${MONTH.to} ${group}`.execute(
      db,
    ),
  ]);
}

async function timed(run: () => Promise<unknown>) {
  const t = performance.now();
  await run();
  return performance.now() - t;
}

/** Rollups and raw alternate on the same random companies, so the machine's noise hits both. */
async function companyMonth(db: Db, withGroup: boolean) {
  const rollups: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const companyId = FIRST_COMPANY + Math.floor(Math.random() * COMPANIES);
    const groupId = withGroup ? i % GROUPS : null;
    const filter = { companyId, ...MONTH, ...(groupId === null ? {} : { groupId }) };
    rollups.push(await timed(() => consolidatedUsage(db, filter, { numPage: 0, numPageSize: 10 })));
    raw.push(await timed(() => rawReport(db, companyId, groupId)));
  }
  return { rollups, raw };
}

async function allCustomers(db: Db) {
  const rollups: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    for (const [table, into] of [
      ['usage_daily_rollups', rollups],
      ['usage_events', raw],
    ] as const) {
      into.push(
        await timed(() =>
          sql`select company_id, product_id, functionality_id, unit_price, sum(quantity), sum(amount)
            from ${sql.table(table)} where usage_day between ${MONTH.from} and ${MONTH.to}
            group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(db),
        ),
      );
    }
  }
  return { rollups, raw };
}

async function bench(kind: string, db: Db, events: number) {
  await migrateToLatest(db);
  await syncReferenceData(db, testConfig());
  const started = performance.now();
  await generate(db, events);
  const counts = await sql<{ events: string; rollups: string }>`
    select (select count(*) from usage_events) as events, (select count(*) from usage_daily_rollups) as rollups`.execute(
    db,
  );
  const { events: eventCount, rollups: rollupCount } = counts.rows[0]!;
  console.log(
    `\n${kind}: ${Number(eventCount).toLocaleString('pt-BR')} events, ${Number(rollupCount).toLocaleString('pt-BR')} daily rollups, ${COMPANIES} companies, ${DAYS} days (generated in ${seconds(started)})`,
  );
  for (const [label, withGroup] of [
    ['company month', false],
    ['company month, group', true],
  ] as const) {
    const { rollups, raw } = await companyMonth(db, withGroup);
    const ratio = quantile(raw, 0.95) / quantile(rollups, 0.95);
    console.log(
      `  ${label.padEnd(22)} rollups p50 ${ms(quantile(rollups, 0.5))} p95 ${ms(quantile(rollups, 0.95))}   raw events p50 ${ms(quantile(raw, 0.5))} p95 ${ms(quantile(raw, 0.95))}   raw/rollups p95 ${ratio.toFixed(2)}×   (target p95 ≤ 50 ms; rollups must beat raw)`,
    );
  }
  const everyone = await allCustomers(db);
  console.log(
    `  all customers month    rollups ${ms(Math.min(...everyone.rollups))}   raw events ${ms(Math.min(...everyone.raw))}   raw/rollups ${(Math.min(...everyone.raw) / Math.min(...everyone.rollups)).toFixed(2)}×   (target ≤ 1 s; best of 3)`,
  );
  console.log(
    `  machine load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  );
}

await onScratchPostgres(4, (db) =>
  bench('PostgreSQL', db, Number(process.env.BENCH_SCALE_EVENTS ?? 10_000_000)),
);

if (process.env.BENCH_SCALE_EVENTS_PGLITE !== '0') {
  const embedded = await openPglite();
  try {
    await bench('PGlite', embedded.db, Number(process.env.BENCH_SCALE_EVENTS_PGLITE ?? 1_000_000));
  } finally {
    await embedded.close();
  }
}
