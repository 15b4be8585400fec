import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Database, type Db, openDatabase } from '@acorn/db';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

/** A fresh, migrated and seeded database of its own for one test file. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.engine === 'pglite') {
    const dump = await readFile(template.dumpPath);
    return openDatabase({ pglite: await PGlite.create({ loadDataDir: new Blob([dump]) }) });
  }
  const name = `acorn_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.templateName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: template.adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A test file's own database, open from before its first test to after its last: `db()` in a test. */
export function useTestDatabase(): () => Db {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('the test database opens in beforeAll');
    return database.db;
  };
}
