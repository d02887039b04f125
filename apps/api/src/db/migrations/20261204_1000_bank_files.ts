/**
 * Registered boletos (issue 22): each CNAB 240 file exchanged with the bank (`bank_files`, the
 * remittances we send and the returns it sends back, numbered by their NSA per direction), one
 * line per title in each file with its result (`bank_file_items`), and each invoice's registration
 * at the bank (`boleto_registrations`: one per invoice, its nosso número unique, its state moved by
 * the return files). Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table bank_files (
    id serial primary key,
    direction varchar(10) not null check (direction in ('REMESSA', 'RETORNO')),
    sequence integer not null,
    file_name varchar(200) not null,
    content text not null,
    sent_at timestamptz,
    created_at timestamptz not null default now(),
    unique (direction, sequence)
  )`,
  sql`create table boleto_registrations (
    invoice_id integer primary key references invoices(id),
    company_id integer not null references companies(id),
    our_number varchar(20) not null unique,
    status varchar(20) not null check (status in ('ENVIADO', 'REGISTRADO', 'REJEITADO', 'LIQUIDADO', 'BAIXA_PEDIDA', 'BAIXADO')),
    updated_at timestamptz not null default now()
  )`,
  sql`create table bank_file_items (
    id serial primary key,
    file_id integer not null references bank_files(id),
    invoice_id integer references invoices(id),
    company_id integer references companies(id),
    our_number varchar(20) not null,
    movement varchar(30) not null,
    amount_cents bigint not null,
    paid_cents bigint,
    reasons varchar(30),
    payment varchar(20)
  )`,
  sql`create index bank_file_items_company on bank_file_items (company_id, file_id)`,
  sql`create index boleto_registrations_status on boleto_registrations (status)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists bank_file_items`.execute(db);
  await sql`drop table if exists boleto_registrations`.execute(db);
  await sql`drop table if exists bank_files`.execute(db);
}
