import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@acorn/db';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../startup';
import { runRestoreDrill } from './backup.fixtures';
import { restoreBackup } from './backup.service';

const template = inject('databaseTemplate');
/** The demo seed, a backup and a restore on data directories: about a minute on a busy 2-core machine. */
const DRILL_TIMEOUT_MS = 180_000;

describe('backing up and restoring the embedded database', () => {
  it(
    'restores a backup of a running server into a fresh data directory: same rows and files, no old session',
    async () => {
      await runRestoreDrill({
        source: {
          env: {},
          open: async (config) => {
            if (!('dataDir' in config.database)) throw new Error('the embedded engine');
            await mkdir(config.database.dataDir, { recursive: true });
            // The run's migrated template, when it is an embedded one, saves migrating again.
            const database = await openDatabase({
              dataDir: config.database.dataDir,
              loadDataDir: template.engine === 'pglite' ? await readFile(template.dumpPath) : undefined,
            });
            await database.migrate();
            return database;
          },
        },
        target: {
          env: {},
          open: async (config) => {
            const database = await openConfiguredDatabase(config);
            await database.migrate();
            return database;
          },
        },
      });
    },
    DRILL_TIMEOUT_MS,
  );

  describe('refuses what it cannot restore', () => {
    let directory: string;
    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), 'acorn-restore-refusals-'));
    });
    afterAll(async () => {
      await rm(directory, { recursive: true, force: true });
    });

    const archive = async (name: string, manifest: object | undefined) => {
      const staging = join(directory, `${name}-staging`);
      await mkdir(staging, { recursive: true });
      await writeFile(join(staging, 'database.tar'), 'not read');
      const entries = ['database.tar'];
      if (manifest) {
        await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest));
        entries.push('manifest.json');
      }
      const file = join(directory, `${name}.tar.gz`);
      await tar.create({ gzip: true, cwd: staging, file }, entries);
      return file;
    };
    const restore = (archivePath: string, env: Record<string, string> = {}) =>
      restoreBackup({
        config: loadConfig({ NODE_ENV: 'test', DATA_DIR: join(directory, 'target'), ...env }),
        archivePath,
      });
    const manifest = { format: 1, engine: 'pglite', migration: '0000_init', tables: {}, files: {} };

    it('an archive without a manifest', async () => {
      await expect(restore(await archive('bare', undefined))).rejects.toThrow('not a backup archive');
    });

    it("another engine's archive", async () => {
      await expect(
        restore(await archive('other-engine', manifest), {
          DATABASE_URL: 'postgres://acorn@127.0.0.1:1/acorn',
        }),
      ).rejects.toThrow('restore it with DATABASE_URL unset');
    });

    it('an archive of a newer version', async () => {
      await expect(
        restore(await archive('newer', { ...manifest, migration: '9999_future' })),
      ).rejects.toThrow('made by a newer version (migration 9999_future)');
    });
  });
});
