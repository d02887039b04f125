/**
 * The array literals ingestion sends (one text parameter per column, cast in the statement) read
 * back as the values sent, on both databases, whatever the characters.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness';
import { arrayLiteral } from './usage.repository';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
}, 120_000);
afterAll(async () => {
  await h.close();
});

it('reads text, integer and numeric columns back exactly as sent', async () => {
  const texts = [
    'b-1:a.b_c',
    'aspas "duplas"',
    'barra \\ invertida',
    'NULL',
    '',
    'vírgula, e {chaves}',
    ' espaços ',
  ];
  const { rows } = await sql<{ v: string; n: number; m: string }>`
    select * from unnest(${arrayLiteral(texts)}::text[], ${arrayLiteral([1, -2, 3, 4, 5, 6, 7])}::integer[],
      ${arrayLiteral(['0.350', '-1.050', '12345.678', '0.000', '1.000', '2.500', '3.001'])}::numeric[]) as t(v, n, m)`.execute(
    h.db,
  );
  expect(rows.map((r) => r.v)).toEqual(texts);
  expect(rows.map((r) => Number(r.n))).toEqual([1, -2, 3, 4, 5, 6, 7]);
  expect(rows.map((r) => r.m)).toEqual(['0.350', '-1.050', '12345.678', '0.000', '1.000', '2.500', '3.001']);
});

it('sends an empty column as an empty array and a plain one as is', async () => {
  const { rows } = await sql<{ empty: number; plain: string[] | string }>`
    select cardinality(${arrayLiteral([])}::text[]) as empty, ${arrayLiteral(['2026-11-20', '2026-11-21'])}::date[]::text as plain`.execute(
    h.db,
  );
  expect(Number(rows[0]!.empty)).toBe(0);
  expect(rows[0]!.plain).toBe('{2026-11-20,2026-11-21}');
});
