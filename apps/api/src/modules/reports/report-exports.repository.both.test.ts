/**
 * The export's rows as the repository reads them, page after page: on PostgreSQL through COPY …
 * TO STDOUT, on PGlite (and inside a transaction) through the plain query. Both must give the
 * same file byte for byte, in the key's order, across page boundaries and filters.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_EXPORT_COLUMNS, functionalityLabel, reportMessages } from '@painel/domain';
import { postgresPool } from '../../db/database';
import { createHarness, type Harness } from '../../test/harness';
import { clearUsage, userByEmail } from '../usage/usage.test-support';
import { csvStream } from './export-formats/csv';
import { exportRowBatches, type ExportFilter } from './report-exports.repository';

let h: Harness;
let companyId: number;
let trickyGroup: number;

beforeAll(async () => {
  h = await createHarness();
  ({ companyId } = await userByEmail(h.db, 'admin@empresa.example'));
  await clearUsage(h.db);
  const group = await h.db
    .insertInto('groups')
    .values({ companyId, name: '=SOMA(1;2) "caixa"' })
    .returning('id')
    .executeTakeFirstOrThrow();
  trickyGroup = group.id;
  // 47 rollups over 28 days and two products: decimals of every scale, large and zero, a
  // group with a formula-like name, a group id with no group ('Sem grupo').
  await sql`insert into usage_daily_rollups (company_id, usage_day, group_id, product_id, functionality_id, pricing_kind, unit_price, quantity, amount, event_count)
    select ${companyId}, date '2026-06-01' + (g % 28), case when g % 5 = 0 then ${trickyGroup} else 900000 + g end, 1 + g % 2, 1001 + g % 2, 'PER_USE',
      (array[0, 0.1, 1234.5, 99999999999.999, 0.005])[1 + g % 5], g * 1000003, (array[0, 0.1, 1234.5, 99999999999.999, 0.005])[1 + g % 5] * (g % 7), 1
    from generate_series(1, 47) g`.execute(h.db);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function csvOf(db: Harness['db'], filter: ExportFilter, pageRows: number): Promise<string> {
  const chunks: Buffer[] = [];
  const stream = csvStream(exportRowBatches(db, filter, functionalityLabel, pageRows), REPORT_EXPORT_COLUMNS);
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('export rows', () => {
  const june = { from: '2026-06-01', to: '2026-06-30', groupId: null, productId: null };

  it('reads the same CSV bytes through COPY (PostgreSQL) as through the plain query, page after page', async () => {
    // A transaction's Kysely has no pool of its own: it reads with the plain query on both databases.
    expect(postgresPool(h.db) !== undefined).toBe(h.kind === 'postgres');
    for (const filter of [
      { ...june, companyId },
      { ...june, companyId, groupId: trickyGroup },
      { ...june, companyId, productId: 2, from: '2026-06-02' },
    ]) {
      const fast = await csvOf(h.db, filter, 4);
      const plain = await h.db.transaction().execute(async (trx) => {
        expect(postgresPool(trx)).toBeUndefined();
        return csvOf(trx, filter, 4);
      });
      expect(fast).toBe(plain);
      // One page holding everything gives the same file as pages of 4.
      expect(await csvOf(h.db, filter, 1000)).toBe(fast);
    }
  });

  it('writes every rollup once, in the key order, with exact decimals and neutralised names', async () => {
    const lines = (await csvOf(h.db, { ...june, companyId }, 4)).split('\r\n');
    expect(lines).toHaveLength(1 + 47 + 1);
    expect(lines.at(-1)).toBe('');
    const data = lines.slice(1, -1).map((line) => line.split(';'));
    const keys = data.map(([day]) => day!.split('/').reverse().join('-'));
    expect(keys).toEqual([...keys].sort());
    // g = 5: group with the formula-like name, price 0, quantity 5000015, amount 0.
    const formulaLike = `;"'=SOMA(1;2) ""caixa""";`;
    expect(
      lines.filter(
        (line) =>
          line.startsWith(`06/06/2026;${companyId};`) &&
          line.includes(formulaLike) &&
          line.endsWith(`;${functionalityLabel(1002)};0,000;5000015;0,000`),
      ),
    ).toHaveLength(1);
    // g = 3: price 99999999999.999, amount three times it, kept exact.
    expect(lines.filter((line) => line.endsWith(';99999999999,999;3000009;299999999999,997'))).toHaveLength(
      1,
    );
    // g = 1: 0.1 printed with the column's three decimals.
    expect(lines.filter((line) => line.endsWith(';0,100;1000003;0,100'))).toHaveLength(1);
    expect(data.filter((cells) => cells[3] === reportMessages.noGroup)).toHaveLength(47 - 9);
  });
});
