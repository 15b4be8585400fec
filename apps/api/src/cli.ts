import { ConfigError, loadConfig } from './config';
import { resetOperatorSecondFactor } from './features/admin';
import { openConfiguredDatabase, openConfiguredStorage, seedDatabase } from './startup';

const USAGE = 'usage: cli (migrate | seed | reset-second-factor <operator e-mail>)';

/**
 * `npm run db:migrate` and `npm run db:seed` (the steps the server runs at start), and
 * `npm run operator:reset-second-factor -- <e-mail>` for an operator who lost their authenticator.
 */
async function main(command: string | undefined, argument: string | undefined) {
  if (command !== 'migrate' && command !== 'seed' && command !== 'reset-second-factor') {
    console.error(USAGE);
    process.exit(2);
  }
  if (command === 'reset-second-factor' && !argument) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
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
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
