import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase, openConfiguredStorage, seedDatabase } from './startup';

/** `npm run db:migrate` and `npm run db:seed`: the same steps the server runs at start. */
async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') {
    console.error('usage: cli (migrate|seed)');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
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

main(process.argv[2]).catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
