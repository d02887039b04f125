/**
 * NFS-e (issue 12 item 1): one issuance per paid invoice (`invoice_id` unique, so a repeated
 * webhook or a double 'Simular pagamento' never queues a second one), its status
 * (packages/domain nfse.ts), the provider's reference of the RPS, and, once issued, the NFS-e
 * number, verification code and document link. `next_attempt_at` is both the backoff and the
 * claim: a sweep takes a row by moving it forward, so two sweeps never send the same RPS at once.
 * Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  sql`create table nfse_issuances (
    id serial primary key,
    invoice_id integer not null unique references invoices(id),
    company_id integer not null references companies(id),
    status varchar(30) not null check (status in ('AGUARDANDO_CONFIGURACAO', 'NA_FILA', 'ENVIADA', 'EMITIDA', 'FALHOU')),
    provider varchar(40),
    provider_reference varchar(200),
    nfse_number varchar(60),
    verification_code varchar(100),
    document_url varchar(1000),
    attempts integer not null default 0,
    next_attempt_at timestamptz,
    last_error varchar(500),
    issued_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index nfse_issuances_due on nfse_issuances (next_attempt_at) where next_attempt_at is not null`,
  sql`create index nfse_issuances_company on nfse_issuances (company_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists nfse_issuances`.execute(db);
}
