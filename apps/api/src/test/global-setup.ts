/**
 * Builds one migrated, seeded template database per run, so each test file starts from a copy
 * in well under a second: a PGlite data-dir dump, or a PostgreSQL template database.
 * TEST_DB=pglite|postgres chooses (scripts/test-api.mjs runs the suite once for each).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openPglite, openPostgres } from '../db/database';
import { syncReferenceData } from '../db/reference-data';
import { seedDemo } from '../db/seed/demo';
import { ensureSigningKeys } from '../core/auth/signing-keys';
import { adminConnectionString, testConfig, testDbKind } from './test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const kind = testDbKind();
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'painel-tpl-'));
    const handle = await openPglite();
    await prepare(handle.db);
    const dump = await handle.pglite.dumpDataDir('none');
    const file = path.join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide('pgliteTemplatePath', file);
    project.provide('postgresTemplate', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const template = `painel_tpl_${process.pid}`;
  const admin = openPostgres(adminConnectionString(), 1);
  const { sql } = await import('kysely');
  await sql`drop database if exists ${sql.id(template)}`.execute(admin.db);
  await sql`create database ${sql.id(template)}`.execute(admin.db);
  const handle = openPostgres(adminConnectionString(template), 2);
  await prepare(handle.db);
  await handle.close();
  project.provide('pgliteTemplatePath', '');
  project.provide('postgresTemplate', template);
  return async () => {
    await sql`drop database if exists ${sql.id(template)} with (force)`.execute(admin.db);
    await admin.close();
  };
}

async function prepare(db: Parameters<typeof migrateToLatest>[0]) {
  await migrateToLatest(db);
  await syncReferenceData(db, testConfig());
  await seedDemo(db, testConfig());
  // The signing keys, made once here rather than by the first token of every test file (an RSA key
  // takes ~100 ms); sealed with the key every test shares unless it sets its own SECRET_KEY.
  await ensureSigningKeys({ db, config: testConfig() });
}
