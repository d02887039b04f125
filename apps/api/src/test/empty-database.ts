/** A fresh PostgreSQL database with nothing in it (no migration, no seed), for tests of a first start. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openPostgres } from '../db/database';
import { adminConnectionString } from './test-env';

export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `painel_t_${randomUUID().replaceAll('-', '')}`;
  const admin = openPostgres(adminConnectionString(), 1);
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  return {
    url: adminConnectionString(name),
    drop: async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    },
  };
}
