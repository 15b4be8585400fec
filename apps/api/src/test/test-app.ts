import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@acorn/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { FileStorage } from '../integrations/storage/file-storage';
import { openConfiguredStorage } from '../startup';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  storage: FileStorage;
  config: Config;
  close(): Promise<void>;
}

/** The whole application on its own database and data directory; requests go through app.inject. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string | false;
    /** Extra routes for tests of cross-cutting behaviour (error handling, shutdown). */
    routes?: (app: FastifyInstance) => void;
    /** A second instance on the same database, as two servers behind one balancer. */
    sameDatabaseAs?: TestApp;
    /** A database the test opened itself (through a proxy, say) and closes itself. */
    database?: Database;
    /** Read replicas of `database` the test started itself and closes itself. */
    readReplicas?: readonly { url: string; database: Database }[];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'acorn-test-data-'));
  // Credential endpoints allow 10 calls a minute per address; tests make many from one address.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMIT_CREDENTIALS: '10000',
    ...options.env,
  });
  const database = options.database ?? options.sameDatabaseAs?.database ?? (await createTestDatabase());
  // S3_* in env puts the files in that bucket, as on a server.
  const storage = openConfiguredStorage(config);
  const app = await buildApp({
    config,
    database,
    readReplicas: options.readReplicas,
    storage,
    publicFilesRoot: storage.publicRoot,
    webRoot: options.webRoot ?? false,
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    close: async () => {
      await app.close();
      if (!options.sameDatabaseAs && !options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
