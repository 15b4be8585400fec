import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, inject, it } from 'vitest';
import { openConfiguredDatabase } from '../../startup';
import { runRestoreDrill } from './backup.fixtures';

const template = inject('databaseTemplate');

// pg_dump and pg_restore need a PostgreSQL server: the PostgreSQL pass only (see vitest.config.ts).
describe('backing up and restoring PostgreSQL', () => {
  it('restores a backup of a running server into a fresh database: same rows and files, no old session', async () => {
    if (template.engine !== 'postgres')
      throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');
    const suffix = randomBytes(6).toString('hex');
    const names = { source: `acorn_backup_source_${suffix}`, target: `acorn_backup_target_${suffix}` };
    const urlOf = (name: string) => {
      const url = new URL(template.adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${names.source} template ${template.templateName}`);
      await admin.query(`create database ${names.target}`);
      const open = async (config: Parameters<typeof openConfiguredDatabase>[0]) => {
        const database = await openConfiguredDatabase(config);
        await database.migrate();
        return database;
      };
      await runRestoreDrill({
        source: { env: { DATABASE_URL: urlOf(names.source) }, open },
        target: { env: { DATABASE_URL: urlOf(names.target) }, open },
      });
    } finally {
      for (const name of Object.values(names))
        await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 180_000);
});
