import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, seedReferenceData } from '@acorn/db';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { sanitizeRichText } from '../lib/sanitize';
import { memoryFileStore } from './memory-file-store';

export type TestDatabaseTemplate =
  | { engine: 'pglite'; dumpPath: string }
  | { engine: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy
 * of it (a PGlite data-dir dump, or CREATE DATABASE ... TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const templateName = `acorn_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${templateName}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    await database.migrate();
    await seedReferenceData(database.db, {
      brandName: 'Acorn',
      files: memoryFileStore(),
      sanitizeHtml: sanitizeRichText,
    });
    await database.close();
    project.provide('databaseTemplate', { engine: 'postgres', adminUrl, templateName });
    return async () => {
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    };
  }

  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await database.migrate();
  await seedReferenceData(database.db, {
    brandName: 'Acorn',
    files: memoryFileStore(),
    sanitizeHtml: sanitizeRichText,
  });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = await mkdtemp(join(tmpdir(), 'acorn-test-db-'));
  const dumpPath = join(dir, 'template.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { engine: 'pglite', dumpPath });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
