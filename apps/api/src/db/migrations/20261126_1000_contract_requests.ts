/**
 * Contratar planos (issue 12): the trial contract request now carries the plan, the person who
 * speaks for the company, and the purpose of use, and its state (PENDENTE until staff convert the
 * company into a plan: CONVERTIDA, when, by whom, to which plan). Every new column is nullable:
 * the expiry dialog's one-click request (PF 4) has no details, and earlier rows neither.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trial_contract_requests
    add column plan_type varchar(10) check (plan_type in ('PONTUAL', 'EXPRESS', 'PADRAO')),
    add column name varchar(200),
    add column email varchar(254),
    add column phone varchar(11),
    add column cpf varchar(11),
    add column role varchar(80),
    add column purpose_id integer references lgpd_purposes(id) on delete set null,
    add column status varchar(10) not null default 'PENDENTE' check (status in ('PENDENTE', 'CONVERTIDA')),
    add column converted_at timestamptz,
    add column converted_by integer references users(id) on delete set null,
    add column converted_plan_type varchar(10) check (converted_plan_type in ('PONTUAL', 'EXPRESS', 'PADRAO'))`.execute(
    db,
  );
  await sql`create index trial_contract_requests_status_idx on trial_contract_requests (status, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists trial_contract_requests_status_idx`.execute(db);
  await sql`alter table trial_contract_requests
    drop column converted_plan_type, drop column converted_by, drop column converted_at, drop column status,
    drop column purpose_id, drop column role, drop column cpf, drop column phone, drop column email,
    drop column name, drop column plan_type`.execute(db);
}
