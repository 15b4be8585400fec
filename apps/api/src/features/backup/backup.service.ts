import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  chmod,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import {
  type Database,
  DataDirHeldError,
  dumpDataDir,
  isDataDirHeld,
  migrationsFolder,
  openDatabase,
  openDataDirDump,
  type PostgresOptions,
} from '@acorn/db';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../../config';
import { APP_VERSION } from '../../version';
import { revokeAllSessions } from '../accounts';

/** What an archive holds besides the database and the files, as `manifest.json`. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  appVersion: string;
  engine: Database['engine'];
  /** The last migration applied (its tag in the journal), null before the first. */
  migration: string | null;
  /** Rows per table, `schema.table`, read in the same snapshot as the dump. */
  tables: Record<string, number>;
  files:
    | { storage: 'disk'; directory: 'uploads'; count: number }
    | { storage: 's3'; bucket: string; note: string };
}

type BackupConfig = Pick<Config, 'database' | 'uploadsDir' | 's3'>;
type Log = (line: string) => void;

const MANIFEST = 'manifest.json';
/** The embedded database's dump (PGlite's `dumpDataDir` tar), or pg_dump's custom format. */
const DATABASE_FILE = { pglite: 'database.tar', postgres: 'database.pgdump' } as const;
const UPLOADS = 'uploads';

export class BackupError extends Error {}

/**
 * Writes one archive (tar, gzip) of the database, the uploaded files on disk (a bucket keeps its
 * own versions) and a manifest; the database is dumped while the server runs, on either engine.
 */
export async function createBackup(options: {
  config: BackupConfig;
  archivePath: string;
  log?: Log;
}): Promise<{ manifest: BackupManifest; bytes: number }> {
  const { config, archivePath, log = () => {} } = options;
  const engine = 'url' in config.database ? 'postgres' : 'pglite';
  const staging = await mkdtemp(join(tmpdir(), 'acorn-backup-'));
  try {
    const databaseFile = join(staging, DATABASE_FILE[engine]);
    log(`Dumping the ${engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database…`);
    const facts =
      'url' in config.database
        ? await dumpPostgres({ database: config.database, file: databaseFile })
        : await dumpEmbedded({ dataDir: config.database.dataDir, file: databaseFile });
    const files: BackupManifest['files'] = config.s3
      ? {
          storage: 's3',
          bucket: config.s3.bucket,
          note: 'The uploaded files are in the bucket, which its own versioning backs up; they are not in this archive.',
        }
      : { storage: 'disk', directory: UPLOADS, count: await countFiles(config.uploadsDir) };
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      appVersion: APP_VERSION,
      engine,
      ...facts,
      files,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST, DATABASE_FILE[engine]];
    if (files.storage === 'disk' && existsSync(config.uploadsDir)) {
      // Packed through a link, so the files go in as they are, without a copy.
      await symlink(config.uploadsDir, join(staging, UPLOADS));
      entries.push(UPLOADS);
    }
    log(`Writing ${archivePath}…`);
    await mkdir(dirname(archivePath), { recursive: true });
    const partial = `${archivePath}.partial`;
    await tar.create({ gzip: true, cwd: staging, file: partial, follow: true, portable: true }, entries);
    // The archive holds every member's personal data and the sealed secrets.
    await chmod(partial, 0o600);
    await rename(partial, archivePath);
    return { manifest, bytes: (await stat(archivePath)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into an empty database (and an empty uploads directory), checks every
 * table's count against the manifest, and ends every session and code the backup held.
 */
export async function restoreBackup(options: {
  config: BackupConfig;
  archivePath: string;
  log?: Log;
}): Promise<{ manifest: BackupManifest; revokedSessions: number }> {
  const { config, archivePath, log = () => {} } = options;
  const staging = await mkdtemp(join(tmpdir(), 'acorn-restore-'));
  try {
    await tar.extract({
      file: archivePath,
      cwd: staging,
      filter: (path) => path === MANIFEST || path.startsWith('database.'),
    });
    const manifest = await readManifest(join(staging, MANIFEST));
    const engine = 'url' in config.database ? 'postgres' : 'pglite';
    if (manifest.engine !== engine) {
      throw new BackupError(
        `This archive holds ${describeEngine(manifest.engine)} database and the configuration names ${describeEngine(engine)}: restore it with ${manifest.engine === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}.`,
      );
    }
    if (
      manifest.migration !== null &&
      !(await readJournal()).some((entry) => entry.tag === manifest.migration)
    ) {
      throw new BackupError(
        `This archive was made by a newer version (migration ${manifest.migration}); restore it with that version or later.`,
      );
    }
    if ('url' in config.database) await assertPostgresEmpty(config.database);
    else await assertDataDirEmpty(config.database.dataDir);
    const restoresFiles = manifest.files.storage === 'disk' && !config.s3;
    if (restoresFiles && !(await isEmptyDirectory(config.uploadsDir))) {
      throw new BackupError(`${config.uploadsDir} is not empty: restore into an empty data directory.`);
    }

    log(`Restoring the ${engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database…`);
    const databaseFile = join(staging, DATABASE_FILE[engine]);
    const database =
      'url' in config.database
        ? await restorePostgres({ database: config.database, file: databaseFile })
        : await restoreEmbedded({ dataDir: config.database.dataDir, file: databaseFile });
    let revokedSessions: number;
    try {
      const facts = await readDatabaseFacts((text) => database.executeSql(text).then(({ rows }) => rows));
      const differing = Object.keys({ ...manifest.tables, ...facts.tables }).filter(
        (table) => manifest.tables[table] !== facts.tables[table],
      );
      if (differing.length > 0) {
        throw new BackupError(
          `The restored database differs from the manifest in ${differing
            .map(
              (table) =>
                `${table} (${facts.tables[table] ?? 'missing'} rows, expected ${manifest.tables[table] ?? 'none'})`,
            )
            .join(', ')}.`,
        );
      }
      ({ sessions: revokedSessions } = await revokeAllSessions({ db: database.db }));
    } finally {
      await database.close();
    }

    if (restoresFiles) {
      log(`Restoring the uploaded files into ${config.uploadsDir}…`);
      await mkdir(dirname(config.uploadsDir), { recursive: true });
      await tar.extract({
        file: archivePath,
        cwd: dirname(config.uploadsDir),
        filter: (path) => path === `${UPLOADS}/` || path.startsWith(`${UPLOADS}/`),
      });
    } else if (manifest.files.storage === 's3') {
      log(`The uploaded files are not in the archive: ${manifest.files.note}`);
    } else {
      log(
        'The archive holds uploaded files on disk and S3_BUCKET is set: copy its uploads/ into the bucket.',
      );
    }
    return { manifest, revokedSessions };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const describeEngine = (engine: Database['engine']) =>
  engine === 'postgres' ? 'a PostgreSQL' : 'an embedded (PGlite)';

async function readManifest(path: string): Promise<BackupManifest> {
  const text = await readFile(path, 'utf8').catch(() => {
    throw new BackupError('This file is not a backup archive: it has no manifest.json.');
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`Unknown archive format ${String(manifest.format)}.`);
  return manifest;
}

/** The migrations this version knows, in order: drizzle records each by its `when`. */
async function readJournal(): Promise<{ tag: string; when: number }[]> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

type Rows = (text: string) => Promise<Record<string, unknown>[]>;

/** Every table's rows (outside PostgreSQL's own schemas) and the last migration applied. */
async function readDatabaseFacts(rows: Rows): Promise<Pick<BackupManifest, 'tables' | 'migration'>> {
  const tables = await rows(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const names = tables.map(({ schema, name }) => `${String(schema)}.${String(name)}`);
  const counts =
    names.length === 0
      ? []
      : await rows(
          tables
            .map(
              ({ schema, name }, index) =>
                `select ${index} as i, count(*)::int as n from ${quote(String(schema))}.${quote(String(name))}`,
            )
            .join(' union all '),
        );
  const byTable: Record<string, number> = {};
  for (const { i, n } of counts) byTable[names[Number(i)] ?? ''] = Number(n);

  let migration: string | null = null;
  if (names.includes('drizzle.__drizzle_migrations')) {
    const [last] = await rows(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    if (last) {
      migration =
        (await readJournal()).find((entry) => entry.when === Number(last.created_at))?.tag ??
        `unknown (applied ${new Date(Number(last.created_at)).toISOString()})`;
    }
  }
  return { tables: byTable, migration };
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The running server's copy (or the directory's, when no server holds it), counted in memory. */
async function dumpEmbedded(options: { dataDir: string; file: string }) {
  const dump = await dumpDataDir(options.dataDir);
  await writeFile(options.file, dump);
  // The counts come from the dump itself, which also proves that it opens.
  const copy = await openDataDirDump(dump);
  try {
    return await readDatabaseFacts((text) => copy.executeSql(text).then(({ rows }) => rows));
  } finally {
    await copy.close();
  }
}

async function assertDataDirEmpty(dataDir: string) {
  if (await isDataDirHeld(dataDir)) throw new DataDirHeldError(dataDir);
  if (!(await isEmptyDirectory(dataDir))) {
    throw new BackupError(`${dataDir} is not empty: restore into an empty data directory.`);
  }
}

async function restoreEmbedded(options: { dataDir: string; file: string }): Promise<Database> {
  await mkdir(options.dataDir, { recursive: true });
  return openDatabase({ dataDir: options.dataDir, loadDataDir: await readFile(options.file) });
}

/** pg_dump in the snapshot the counts are read in, so the manifest describes the dump exactly. */
async function dumpPostgres(options: { database: PostgresOptions; file: string }) {
  const client = new pg.Client({ connectionString: options.database.url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const facts = await readDatabaseFacts((text) => client.query(text).then((result) => result.rows));
    await runPostgresTool('pg_dump', options.database.url, [
      '--format=custom',
      `--snapshot=${rows[0]?.snapshot}`,
      `--file=${options.file}`,
    ]);
    await client.query('commit');
    return facts;
  } finally {
    await client.end();
  }
}

async function assertPostgresEmpty(database: PostgresOptions) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0]?.tables ?? 0) > 0) {
      throw new BackupError(
        `The database in DATABASE_URL is not empty (${rows[0]?.tables} tables): restore into an empty database (createdb).`,
      );
    }
  } finally {
    await client.end();
  }
}

async function restorePostgres(options: { database: PostgresOptions; file: string }): Promise<Database> {
  await runPostgresTool('pg_restore', options.database.url, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    options.file,
  ]);
  return openDatabase(options.database);
}

/**
 * Runs pg_dump or pg_restore on the database of `url`. The password goes through PGPASSWORD, so
 * it is not in the process list.
 */
async function runPostgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]) {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  try {
    await promisify(execFile)(tool, [`--dbname=${target.toString()}`, ...args], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(
        `${tool} is not installed: install the PostgreSQL client of the server's major version (Debian: postgresql-client).`,
      );
    }
    throw new BackupError(`${tool} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

async function isEmptyDirectory(path: string): Promise<boolean> {
  const entries = await readdir(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

async function countFiles(directory: string): Promise<number> {
  if (!existsSync(directory)) return 0;
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}
