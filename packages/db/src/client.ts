import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DataDirHeldError, holdDataDir, requestDataDirDump } from './data-dir-holder';
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
  /**
   * SQL a library brings with it (the job engine's): one statement with `values`, or, without,
   * a script of several that its own BEGIN and COMMIT make one transaction. A failed script is
   * rolled back, so the connection is not left in an aborted transaction.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

export interface PostgresOptions {
  url: string;
  poolSize?: number;
  /** Opening a connection, or waiting for a free one in the pool. */
  connectTimeoutMs?: number;
  /** How long one statement may run; a connection silent for a second longer is given up. */
  statementTimeoutMs?: number;
  /** How long a transaction may wait for its next statement before the server ends it. */
  idleInTransactionTimeoutMs?: number;
  /**
   * Every transaction of its connections read-only: a read replica's handle, which then cannot
   * write even if it reaches a server that was promoted.
   */
  readOnly?: boolean;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** A dump (PGlite's `dumpDataDir` tar) to load into the directory, which must hold no database. */
  loadDataDir?: Uint8Array;
}

export type DatabaseOptions = PostgresOptions | EmbeddedOptions | { pglite: PGlite };

/** A stalled or unreachable server fails a request within seconds rather than holding it for the outage. */
const DATABASE_TIMEOUT_DEFAULTS = {
  connectTimeoutMs: 5000,
  statementTimeoutMs: 5000,
  idleInTransactionTimeoutMs: 10_000,
};
/** The server cancels a long statement itself (the connection stays usable) before pg gives up on it. */
const READ_TIMEOUT_MARGIN_MS = 1000;

// The migrations folder sits beside package.json; resolving through the package keeps it working
// from the TypeScript sources and from the bundled server alike.
export const migrationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@acorn/db/package.json')),
  'migrations',
);

const STARTUP_LOCK_KEY = 740_205_117;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options);
  if ('dataDir' in options) return openDataDir(options);
  return openEmbedded(options.pglite);
}

/**
 * A data directory is held by one process at a time (`holdDataDir`, decision 054), which answers
 * the backup's requests for a dump while it runs.
 */
async function openDataDir(options: EmbeddedOptions): Promise<Database> {
  const { client, holder } = await openHeld(options);
  const database = openEmbedded(client);
  return {
    ...database,
    close: async () => {
      await database.close();
      await holder.release();
    },
  };
}

/** Claims the directory, then opens PGlite on it. */
async function openHeld(options: EmbeddedOptions) {
  let client: PGlite | undefined;
  const holder = await holdDataDir({
    dataDir: options.dataDir,
    dump: async () => {
      if (!client) throw new Error('the database is still opening');
      return dumpConsistently(client);
    },
  });
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir && new Blob([options.loadDataDir]),
    });
  } catch (error) {
    await holder.release();
    throw error;
  }
  return { client, holder };
}

/**
 * PGlite's documented copy of a running database. Inside a transaction of PGlite's own no other
 * caller's statement or transaction is in progress; the checkpoint first writes every change to
 * the data files, so the copy opens without replaying the log.
 */
async function dumpConsistently(client: PGlite): Promise<Uint8Array> {
  const dump = await client.transaction(async (tx) => {
    await tx.exec('checkpoint');
    return client.dumpDataDir('none');
  });
  return new Uint8Array(await dump.arrayBuffer());
}

/**
 * A dump of the embedded database in `dataDir`: from the process holding it (a running server),
 * or, when none does, from the directory opened here.
 */
export async function dumpDataDir(dataDir: string): Promise<Uint8Array> {
  for (let attempt = 1; ; attempt++) {
    const fromHolder = await requestDataDirDump(dataDir);
    if (fromHolder) return fromHolder;
    if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`No embedded database in ${dataDir}.`);
    try {
      const { client, holder } = await openHeld({ dataDir });
      try {
        return await dumpConsistently(client);
      } finally {
        await client.close();
        await holder.release();
      }
    } catch (error) {
      // A server started between the request and the claim: ask it instead.
      if (!(error instanceof DataDirHeldError) || attempt > 1) throw error;
    }
  }
}

/** A dump opened in memory, to read it without touching any directory. */
export async function openDataDirDump(dump: Uint8Array): Promise<Database> {
  return openEmbedded(await PGlite.create({ loadDataDir: new Blob([dump]) }));
}

/**
 * PGlite in this process, through its public API and drizzle's PGlite driver (decision 047). It is
 * one connection: its own locks keep every statement out of another caller's transaction, and
 * nothing else can run a migration concurrently.
 */
function openEmbedded(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    withStartupLock: (task) => task(),
    ping: async () => {
      await client.query('select 1');
    },
    executeSql: async (text, values) => {
      if (!values && isScript(text)) {
        // A script runs as one transaction of PGlite's own, so no other caller's statement runs
        // inside it; its own BEGIN and COMMIT then only warn, and PGlite rolls back what failed.
        await client.transaction((tx) => tx.exec(text));
        return { rows: [] };
      }
      const { rows } = await client.query<Record<string, unknown>>(text, values ?? []);
      return { rows };
    },
    close: () => client.close(),
  };
}

/** A script of several statements, as a library wraps them in its own transaction. */
function isScript(text: string): boolean {
  return /^\s*begin\s*;/i.test(text);
}

/**
 * Drizzle runs a transaction on a client it checks out from the pool, and two failures would
 * leave that client behind: drizzle never gives it back when `begin` fails, and pg keeps a
 * connection whose query timed out, still waiting for that answer, possibly inside a transaction.
 * And pg emits an error on a checked-out client whose connection drops, which unhandled ends the
 * process. So a checked-out client goes back to the pool with the error (which closes it) as soon
 * as its connection fails or a query on it times out; releasing it again afterwards does nothing.
 */
class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback) {
    // pool.query, the callback form, already gives a client back with the error of its query.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedOnFailure);
  }
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

function releasedOnFailure(client: pg.PoolClient): pg.PoolClient {
  const { release, query } = client;
  let released = false;
  const giveBack = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', giveBack);
    client.query = query;
    release(error);
  };
  client.on('error', giveBack);
  client.release = giveBack;
  client.query = ((...args: unknown[]) => {
    const result = (query as (...args: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise) {
      result.catch((error: Error) => {
        if (error.message === 'Query read timeout') giveBack(error);
      });
    }
    return result;
  }) as typeof query;
  return client;
}

/**
 * Settings of every API connection to PostgreSQL. No parallel workers: many small requests at once
 * are the API's load, and on two cores a search's parallel plan spent its time starting workers
 * that took the cores other requests needed (search throughput halved, decision 060). No JIT: it
 * compiles a statement's expressions again on every run, prepared or not, and a search whose last
 * branch is costed high spent 100 ms compiling for 50 ms of work (decision 062). The bench's twin
 * and plans connect with the same settings.
 */
export const POSTGRES_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0 -c jit=off';

/**
 * The pool's address and session settings: ours first, then those the address names itself
 * (`?options=-c search_path=acorn`), so a setting an operator gives on purpose wins. pg lets an
 * address's `options` replace the pool's whole, which dropped ours; the address goes without it.
 */
export function sessionSettings(
  url: string,
  readOnly: boolean,
): { connectionString: string; options: string } {
  const ours = [POSTGRES_SESSION_OPTIONS, ...(readOnly ? ['-c default_transaction_read_only=on'] : [])];
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    // An address URL cannot read (a socket directory as its host) goes to pg as it is.
    return { connectionString: url, options: ours.join(' ') };
  }
  const own = address.searchParams.get('options');
  if (!own) return { connectionString: url, options: ours.join(' ') };
  address.searchParams.delete('options');
  return { connectionString: address.toString(), options: [...ours, own].join(' ') };
}

async function openPostgres(options: PostgresOptions): Promise<Database> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DATABASE_TIMEOUT_DEFAULTS.connectTimeoutMs;
  const statementTimeoutMs = options.statementTimeoutMs ?? DATABASE_TIMEOUT_DEFAULTS.statementTimeoutMs;
  const pool = new Pool({
    ...sessionSettings(options.url, options.readOnly ?? false),
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + READ_TIMEOUT_MARGIN_MS,
    idle_in_transaction_session_timeout:
      options.idleInTransactionTimeoutMs ?? DATABASE_TIMEOUT_DEFAULTS.idleInTransactionTimeoutMs,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;

  // Waiting for another instance's migrations, and migrating, may take longer than any statement
  // of a request may: the lock and the migrations have a connection of their own, without timeouts.
  const withLockClient = async <T>(task: (client: pg.Client) => Promise<T>): Promise<T> => {
    const lockClient = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    // A lost connection fails the statement in progress; the event itself must not end the process.
    lockClient.on('error', () => {});
    await lockClient.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      return await task(lockClient);
    } finally {
      // Ending the session releases its advisory lock.
      await lockClient.end().catch(() => {});
    }
  };

  return {
    db,
    engine: 'postgres',
    migrate: () => withLockClient((client) => migratePg(drizzlePg({ client, schema }), { migrationsFolder })),
    withStartupLock: (task) => withLockClient(() => task()),
    ping: async () => {
      await pool.query('select 1');
    },
    executeSql: async (text, values) => {
      if (values || !isScript(text)) {
        const { rows } = await pool.query(text, values);
        return { rows };
      }
      const client = await pool.connect();
      try {
        await client.query(text);
        client.release();
      } catch (error) {
        // The script's transaction is left aborted: the connection is closed rather than reused.
        client.release(error as Error);
        throw error;
      }
      return { rows: [] };
    },
    close: () => pool.end(),
  };
}
