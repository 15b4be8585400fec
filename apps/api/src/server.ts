import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import {
  openConfiguredDatabase,
  openConfiguredReplicas,
  openConfiguredStorage,
  seedDatabase,
  waitForDatabase,
} from './startup';

const DRAIN_DEADLINE_MS = 25_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openConfiguredDatabase(config);
  if (database.engine === 'postgres') await waitForDatabase({ database, log: console.error });
  await database.migrate();
  const readReplicas = await openConfiguredReplicas(config);
  const storage = openConfiguredStorage(config);
  const demoAccounts = await seedDatabase(database, storage, config);

  const app = await buildApp({
    config,
    database,
    readReplicas,
    storage,
    publicFilesRoot: storage.publicRoot,
    backgroundJobs: true,
  });
  app.addHook('onClose', async () => {
    await Promise.all(readReplicas.map((replica) => replica.database.close()));
    await database.close();
  });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'draining: in-flight requests finish, new ones get 503, then connections close');
    const deadline = setTimeout(() => {
      app.log.error('drain deadline passed; exiting');
      process.exit(1);
    }, DRAIN_DEADLINE_MS);
    deadline.unref();
    try {
      // Nothing new is accepted; open connections get 503 and close once their answers are sent,
      // so no request a client has sent is cut off when the process exits.
      await Promise.all([app.drain(), app.closeConnections()]);
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const lines = [
    '',
    `  ${config.brandName} is running at ${url}`,
    `  Database: ${database.engine === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL'}${readReplicas.length > 0 ? `, reads from ${readReplicas.length} replica(s)` : ''}`,
  ];
  if (demoAccounts.length > 0) {
    lines.push('  Demo sign-ins:');
    for (const account of demoAccounts) {
      lines.push(
        `    ${account.role.padEnd(12)} ${account.email.padEnd(36)} ${account.password}  (${account.label})`,
      );
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  console.error('Acorn failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
