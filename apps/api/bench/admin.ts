/**
 * `npm run bench:admin`: the users list of one company with 100,000 users and 2,000
 * groups, on PostgreSQL (a scratch database, when a server answers) and on the embedded database.
 * Prints p50/p95 of the list (page of 5 and its count, as the API runs them), of each kind of
 * exact filter, of a manager's scope (Operador users of one group), and of the count alone, next
 * to a bare indexed lookup of one user by id in the same process. Client and database share this
 * machine's cores: compare the ratios, not the absolutes.
 * Sizes: BENCH_USERS (100,000), BENCH_GROUPS (2,000), BENCH_RUNS (200 per figure).
 */
import { sql } from 'kysely';
import type { UsersQuery } from '@painel/contracts';
import type { UserScope } from '@painel/domain';
import { migrateToLatest, openPglite, type Db } from '../src/db/database';
import { syncReferenceData } from '../src/db/reference-data';
import { listUsers } from '../src/modules/users/users.repository';
import { testConfig } from '../src/test/test-env';
import { onScratchPostgres } from './support';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const config = testConfig();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function prepare(db: Db) {
  await migrateToLatest(db);
  await syncReferenceData(db, config);
  const company = await sql<{ id: number }>`
    insert into companies (name, document, plan_type) values ('Bench Usuários', '79999999000191', 'PADRAO') returning id`.execute(
    db,
  );
  const companyId = company.rows[0]!.id;
  await sql`insert into groups (company_id, name) select ${companyId}, 'Grupo ' || lpad(g::text, 4, '0') from generate_series(1, ${GROUPS}) g`.execute(
    db,
  );
  const first = await sql<{
    id: number;
  }>`select min(id) as id from groups where company_id = ${companyId}`.execute(db);
  const firstGroup = first.rows[0]!.id;
  // Profiles 1-4 in a 1:1:6:2 mix, statuses mostly Ativo, MFA statuses spread; names not in id order.
  await sql`insert into users (company_id, group_id, profile_id, email, name, status_id, mfa_status)
    select ${companyId}, ${firstGroup} + (u % ${GROUPS}),
      (array[1, 2, 3, 3, 3, 3, 3, 3, 4, 4])[1 + u % 10],
      'usuario' || u || '@bench.example',
      'Usuário ' || md5(u::text),
      (array[1, 1, 1, 1, 1, 1, 2, 3, 4, 1])[1 + (u / 7) % 10],
      (array['ATIVO', 'INATIVO', 'PENDENTE', 'SUSPENSO'])[1 + (u / 3) % 4]
    from generate_series(1, ${USERS}) u`.execute(db);
  // The steady state autovacuum reaches: the visibility map lets the count read the index alone.
  await sql`vacuum analyze users`.execute(db);
  const ids = await sql<{
    id: number;
  }>`select id from users where company_id = ${companyId} order by random() limit ${RUNS}`.execute(db);
  return { companyId, firstGroup, userIds: ids.rows.map((r) => r.id) };
}

async function time(runs: number, call: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    await call(i);
    out.push(performance.now() - t);
  }
  return out;
}

async function bench(kind: 'PostgreSQL' | 'PGlite', db: Db) {
  const setupStart = performance.now();
  const { companyId, firstGroup, userIds } = await prepare(db);
  const setup = (performance.now() - setupStart) / 1000;
  const company: UserScope = { kind: 'company' };
  const page = (i: number, extra: Partial<UsersQuery> = {}): UsersQuery => ({
    numPage: i % 20,
    numPageSize: 5,
    ...extra,
  });
  const group = (i: number) => firstGroup + ((i * 37) % GROUPS);
  const figures: [string, number[]][] = [
    [
      'bare lookup by id',
      await time(RUNS, (i) =>
        db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', userIds[i % userIds.length]!)
          .executeTakeFirst(),
      ),
    ],
    ['list (page + count)', await time(RUNS, (i) => listUsers(db, companyId, company, page(i)))],
    [
      'filter: group',
      await time(RUNS, (i) => listUsers(db, companyId, company, page(0, { groupId: group(i) }))),
    ],
    [
      'filter: e-mail',
      await time(RUNS, (i) =>
        listUsers(
          db,
          companyId,
          company,
          page(0, { email: `usuario${1 + ((i * 97) % USERS)}@bench.example` }),
        ),
      ),
    ],
    [
      'filter: name',
      await time(RUNS, (i) => listUsers(db, companyId, company, page(0, { name: `Usuário ${i}` }))),
    ],
    [
      'filter: status + profile',
      await time(RUNS, (i) => listUsers(db, companyId, company, page(i, { userStatus: 2, profileId: 4 }))),
    ],
    [
      'manager scope (group operators)',
      await time(RUNS, (i) =>
        listUsers(db, companyId, { kind: 'groupOperators', groupId: group(i) }, page(0)),
      ),
    ],
    [
      'count alone',
      await time(RUNS, () =>
        db
          .selectFrom('users')
          .where('companyId', '=', companyId)
          .select(({ fn }) => fn.countAll<string>().as('n'))
          .executeTakeFirst(),
      ),
    ],
  ];
  console.log(
    `\n${kind}: ${USERS.toLocaleString('pt-BR')} users, ${GROUPS.toLocaleString('pt-BR')} groups in one company (data made in ${setup.toFixed(1)} s), ${RUNS} runs each`,
  );
  const bare = quantile(figures[0]![1], 0.5);
  for (const [label, values] of figures) {
    const p50 = quantile(values, 0.5);
    console.log(
      `  ${label.padEnd(34)} p50 ${ms(p50).padStart(10)}  p95 ${ms(quantile(values, 0.95)).padStart(10)}  (${(p50 / bare).toFixed(1)}× the bare lookup)`,
    );
  }
  console.log('  target: list, filters and count p95 ≤ 50 ms on PostgreSQL');
}

await onScratchPostgres(4, (db) => bench('PostgreSQL', db));

const embedded = await openPglite();
try {
  await bench('PGlite', embedded.db);
} finally {
  await embedded.close();
}
