import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLES } from '@acorn/contracts';
import { type Database, pages } from '@acorn/db';
import { expect } from 'vitest';
import { type Config, loadConfig } from '../../config';
import { openConfiguredStorage, seedDatabase } from '../../startup';
import { bearer } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { createBackup, restoreBackup } from './backup.service';

/** Every table's rows, and a sample of each (its first rows by every column), by `schema.table`. */
async function readTables(database: Database) {
  const { rows: tables } = await database.executeSql(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  const samples: Record<string, unknown[]> = {};
  for (const { schema, name } of tables) {
    const table = `"${String(schema)}"."${String(name)}"`;
    const { rows } = await database.executeSql(`select count(*)::int as n from ${table}`);
    counts[`${schema}.${name}`] = Number(rows[0]?.n);
    // Sessions are the one table a restore changes: it revokes them.
    if (name === 'sessions') continue;
    const { rows: sample } = await database.executeSql(
      `select row_to_json(t)::text as row from ${table} t order by row_to_json(t)::text limit 5`,
    );
    samples[`${schema}.${name}`] = sample.map(({ row }) => row);
  }
  return { counts, samples };
}

const countFiles = async (directory: string) =>
  (await readdir(directory, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
    .length;

/**
 * The restore drill: the demo seed on `source` (a member signed in), a backup taken while it is
 * open, a restore into `target` (empty), the app started on it and compared with the source.
 */
export async function runRestoreDrill(options: {
  source: { env: Record<string, string>; open: (config: Config) => Promise<Database> };
  target: { env: Record<string, string>; open: (config: Config) => Promise<Database> };
}) {
  const workDir = await mkdtemp(join(tmpdir(), 'acorn-drill-'));
  const sourceConfig = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: join(workDir, 'source'),
    ...options.source.env,
  });
  const targetConfig = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: join(workDir, 'target'),
    ...options.target.env,
  });
  const archivePath = join(workDir, 'backup.tar.gz');
  const source = await options.source.open(sourceConfig);
  try {
    const accounts = await seedDatabase(source, openConfiguredStorage(sourceConfig), {
      ...sourceConfig,
      seedDemo: true,
    });
    const member = accounts.find((account) => account.role === 'participant');
    if (!member) throw new Error('the demo seed has a participant');
    const sourceApp = await createTestApp({ database: source, env: { DATA_DIR: sourceConfig.dataDir } });
    const signIn = (app: typeof sourceApp.app) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: member.email, password: member.password },
      });
    const signedIn = await signIn(sourceApp.app);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const oldToken: string = signedIn.json().success.token;
    // Backed up while the app runs on the source, as on a server.
    const { manifest } = await createBackup({ config: sourceConfig, archivePath });
    await sourceApp.close();
    const before = await readTables(source);
    expect(manifest.tables).toEqual(before.counts);
    expect(manifest.files).toEqual({
      storage: 'disk',
      directory: 'uploads',
      count: await countFiles(sourceConfig.uploadsDir),
    });

    const { revokedSessions } = await restoreBackup({ config: targetConfig, archivePath });
    expect(revokedSessions).toBeGreaterThanOrEqual(1);
    // A second restore finds the database no longer empty.
    await expect(restoreBackup({ config: targetConfig, archivePath })).rejects.toThrow(/not empty/);

    const target = await options.target.open(targetConfig);
    const restored = await createTestApp({ database: target, env: { DATA_DIR: targetConfig.dataDir } });
    try {
      const after = await readTables(target);
      expect(after.counts).toEqual(before.counts);
      expect(after.samples).toEqual(before.samples);
      expect(await countFiles(targetConfig.uploadsDir)).toBe(
        manifest.files.storage === 'disk' && manifest.files.count,
      );

      // The uploaded files are served again: the policy PDFs the seed stored.
      const [page] = await target.db.select({ pdf: pages.upload_pdf }).from(pages).limit(1);
      const pdf = await restored.app.inject({ method: 'GET', url: page?.pdf ?? '/missing' });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      // A session from before the backup is over; the member signs in again.
      expect(
        (await restored.app.inject({ method: 'GET', url: '/api/me', headers: bearer(oldToken) })).statusCode,
      ).toBe(401);
      const again = await signIn(restored.app);
      expect(again.statusCode, again.body).toBe(200);
      const me = await restored.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: bearer(again.json().success.token),
      });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json()).toMatchObject({ email: member.email, cb_roles_id: ROLES.participant });
    } finally {
      await restored.close();
      await target.close();
    }
  } finally {
    await source.close().catch(() => {});
    await rm(workDir, { recursive: true, force: true });
  }
}
