import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type features use; both engines implement it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction on it: what functions that may join a caller's transaction take. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Runs `task` while holding a database-wide lock, so concurrent starts seed once. */
  withStartupLock<T>(task: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number; connectTimeoutMs?: number }
  | { dataDir: string }
  | { pglite: PGlite };

// The migrations folder sits beside package.json; resolving through the package keeps it working
// from the TypeScript sources and from the bundled server alike.
export const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@acorn/db/package.json')),
  'migrations',
);

const STARTUP_LOCK_KEY = 740_205_117;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options);
  const client = 'pglite' in options ? options.pglite : await PGlite.create(options.dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    // PGlite is one in-process connection: nothing else can run a migration concurrently.
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    withStartupLock: (task) => task(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(options: {
  url: string;
  poolSize?: number;
  connectTimeoutMs?: number;
}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;

  const withStartupLock = async <T>(task: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await task();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
  };

  return {
    db,
    engine: 'postgres',
    migrate: () =>
      withStartupLock(() => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder })),
    withStartupLock,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
