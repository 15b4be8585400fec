import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';

/** The engines a library's SQL (the job engine's) runs on; PostgreSQL when TEST_DATABASE_URL is set. */
const engines: Record<string, () => Promise<{ database: Database; cleanup?: () => Promise<void> }>> = {
  'PGlite in process': async () => ({ database: await openDatabase({ pglite: await PGlite.create() }) }),
  'PGlite on a data directory': async () => {
    const directory = await mkdtemp(join(tmpdir(), 'acorn-execute-sql-'));
    return {
      database: await openDatabase({ dataDir: join(directory, 'pglite') }),
      cleanup: () => rm(directory, { recursive: true, force: true }),
    };
  },
};
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) engines.PostgreSQL = async () => ({ database: await openDatabase({ url: postgresUrl }) });

describe.each(Object.keys(engines))('executeSql on %s', (engine) => {
  let database: Database;
  let cleanup: (() => Promise<void>) | undefined;
  // Its own schema, so runs on one PostgreSQL database stay apart.
  const schema = `execute_sql_${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    ({ database, cleanup } = await (engines[engine] as (typeof engines)[string])());
    await database.executeSql(`create schema ${schema}`, []);
  });
  afterAll(async () => {
    await database?.executeSql(`drop schema if exists ${schema} cascade`, []);
    await database?.close();
    await cleanup?.();
  });

  it('runs a statement with its values and answers its rows', async () => {
    const { rows } = await database.executeSql('select $1::int + 1 as next, $2::text as word', [41, 'acorn']);
    expect(rows).toEqual([{ next: 42, word: 'acorn' }]);
  });

  it('runs a script of several statements as its one transaction', async () => {
    await database.executeSql(`
      BEGIN;
      CREATE TABLE ${schema}.kept (id int primary key);
      INSERT INTO ${schema}.kept VALUES (1), (2);
      COMMIT;
    `);
    const { rows } = await database.executeSql(`select count(*)::int as kept from ${schema}.kept`, []);
    expect(rows).toEqual([{ kept: 2 }]);
  });

  it('rolls back a script that fails, with the database’s error, and goes on answering', async () => {
    await expect(
      database.executeSql(`
        BEGIN;
        CREATE TABLE ${schema}.lost (id int);
        CREATE TABLE ${schema}.kept (id int);
        COMMIT;
      `),
    ).rejects.toThrow(/already exists/);
    const { rows } = await database.executeSql(
      'select count(*)::int as tables from information_schema.tables where table_schema = $1',
      [schema],
    );
    expect(rows).toEqual([{ tables: 1 }]);
  });
});
