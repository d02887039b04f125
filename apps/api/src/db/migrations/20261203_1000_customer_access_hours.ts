/**
 * Issue 21 point 7 (AA 4): the customer's default access days and hours, which bound every group
 * of the customer and every request of its users. One entry per ISO weekday, as the groups' hours
 * (day, active, startTime 'HH:mm', endTime 'HH:mm'); every customer, existing and new, starts
 * with every day open from 00:00 to 23:59 (what the code assumed until now), so nothing changes
 * until staff narrow a customer's defaults. Frozen: change the schema with a new migration.
 */
import { sql, type Kysely } from 'kysely';

const ALL_WEEK = JSON.stringify(
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, active: true, startTime: '00:00', endTime: '23:59' })),
);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies add column default_access_hours jsonb not null
    default ${sql.lit(ALL_WEEK)}::jsonb
    constraint companies_default_access_hours_week check (jsonb_typeof(default_access_hours) = 'array'
      and jsonb_array_length(default_access_hours) = 7)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop column default_access_hours`.execute(db);
}
