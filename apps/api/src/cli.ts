import { resolve } from 'node:path';
import { DataDirHeldError } from '@acorn/db';
import { ConfigError, loadConfig } from './config';
import { resetOperatorSecondFactor } from './features/admin';
import { BackupError, createBackup, restoreBackup } from './features/backup';
import { openConfiguredDatabase, openConfiguredStorage, seedDatabase } from './startup';

const USAGE =
  'usage: cli (migrate | seed | reset-second-factor <operator e-mail> | backup [<archive>] | restore <archive>)';
const COMMANDS = ['migrate', 'seed', 'reset-second-factor', 'backup', 'restore'];

/**
 * `npm run db:migrate` and `npm run db:seed` (the steps the server runs at start),
 * `npm run operator:reset-second-factor -- <e-mail>` for an operator who lost their authenticator,
 * and `npm run backup -- [<archive>]` / `npm run restore -- <archive>` (decision 054).
 */
async function main(command: string | undefined, argument: string | undefined) {
  if (!command || !COMMANDS.includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  if ((command === 'reset-second-factor' || command === 'restore') && !argument) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  // npm runs scripts in the project's folder; a path is the operator's, from where they typed it.
  const here = process.env.INIT_CWD ?? process.cwd();
  if (command === 'backup') {
    const archivePath = resolve(
      here,
      argument ?? `acorn-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
    );
    const started = Date.now();
    const { manifest, bytes } = await createBackup({ config, archivePath, log: console.log });
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backed up ${Object.keys(manifest.tables).length} tables (${rows} rows, migration ${manifest.migration}) and ${manifest.files.storage === 'disk' ? `${manifest.files.count} uploaded files` : `no files (bucket ${manifest.files.bucket})`} into ${archivePath}: ${(bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log("Keep SECRETS_KEY beside it: without it the operators' second factors cannot be read.");
    return;
  }
  if (command === 'restore') {
    const archivePath = resolve(here, argument ?? '');
    const { manifest, revokedSessions } = await restoreBackup({ config, archivePath, log: console.log });
    console.log(
      `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}, migration ${manifest.migration}); every table's count matches its manifest. ${revokedSessions} sessions were ended: everyone signs in again. Start the server as usual; it applies newer migrations.`,
    );
    return;
  }
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    if (command === 'reset-second-factor') {
      const done = await resetOperatorSecondFactor({ db: database.db, email: argument ?? '' });
      console.log(
        done
          ? `The second factor of ${argument} is reset: the next sign-in at /admin/login enrols a new authenticator.`
          : `No operator has the e-mail ${argument}.`,
      );
      if (!done) process.exitCode = 1;
      return;
    }
    console.log('Migrations applied.');
    if (command === 'seed') {
      const accounts = await seedDatabase(database, openConfiguredStorage(config), config);
      console.log(
        `Reference data seeded${accounts.length ? `; ${accounts.length} demo accounts present` : ''}.`,
      );
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2], process.argv[3]).catch((error) => {
  const known =
    error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirHeldError;
  console.error(known ? error.message : error);
  process.exit(1);
});
