/**
 * Opens the database: an embedded PGlite persisted in a folder by default, or a PostgreSQL server
 * through `pg` when a connection string is given. Both run the same migrations and queries.
 */
import { mkdirSync } from 'node:fs';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './schema';
import { migrationProvider } from './migrations';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const TIMESTAMP_TYPES = { date: 1082, numeric: 1700, int8: 20 } as const;
const BYTEA = 17;
const asText = (value: string) => value;

/**
 * `date` and `numeric` stay strings (no time-zone shift, no float); int8 ids are text too. bytea
 * (export files, 1 MiB a row) goes through Node's native hex codec: PGlite's own converts one
 * byte at a time in JavaScript, which read a stored export at a few MB/s.
 */
const pgliteParsers = {
  [TIMESTAMP_TYPES.date]: asText,
  [TIMESTAMP_TYPES.numeric]: asText,
  [TIMESTAMP_TYPES.int8]: asText,
  [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex'),
};
const pgliteSerializers = {
  [BYTEA]: (value: Uint8Array) =>
    `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
};

/**
 * PostgreSQL's shared buffers inside PGlite's WASM memory, which the process holds resident from
 * the start: initdb's 128 MB were a third of an idle embedded process (bench:start). The embedded
 * database is one installation's; pages beyond these are read back from the OS's file cache.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { pglite: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Loaded only for the embedded database: a process on PostgreSQL never loads PGlite.
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: pgliteParsers,
    serializers: pgliteSerializers,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * The `pg` pool behind a PostgreSQL Kysely instance, for the few reads Kysely cannot express (the
 * export's COPY … TO STDOUT). Undefined on PGlite and on a transaction's Kysely.
 */
const pools = new WeakMap<Db, pg.Pool>();
export function postgresPool(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

export function openPostgres(
  connectionString: string,
  max = 10,
  connectionTimeoutMillis = 5000,
  /** What pg_stat_activity shows for these connections (the server's own default otherwise). */
  applicationName?: string,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(applicationName ? { application_name: applicationName } : {}),
    // An unreachable server or a pool with no free connection fails a request in seconds (503,
    // lib/database-errors.ts), not never.
    connectionTimeoutMillis,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === TIMESTAMP_TYPES.date || oid === TIMESTAMP_TYPES.numeric || oid === TIMESTAMP_TYPES.int8
          ? asText
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client can die under us (server restart, admin termination): the pool replaces it,
  // and without a listener the 'error' event would crash the process.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01')
      console.error(`PostgreSQL: conexão ociosa perdida (${error.code ?? error.message})`);
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  pools.set(db, pool);
  return { db, kind: 'postgres', close: () => db.destroy() };
}

// The migrator works on the raw schema: without the camel-case plugin its own tables keep their names.
const migratorOf = (db: Db) => new Migrator({ db: db.withoutPlugins(), provider: migrationProvider });

export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await migratorOf(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * This version's migrations the database has not run (reads only; creates nothing). Migrations the
 * database ran and this version does not know are a newer release's, and fine: see the
 * expand-then-contract rule in docs/deployment.md.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrations = await migratorOf(db).getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
