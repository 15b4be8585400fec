import { mkdir } from 'node:fs/promises';
import { type Database, type DemoAccount, openDatabase, seedDemoData, seedReferenceData } from '@acorn/db';
import type { Config } from './config';
import { ensureOperatorAccount } from './features/admin';
import { billingContext, sellerParty } from './features/payments/seller';
import type { FileStorage } from './integrations/storage/file-storage';
import { createLocalDiskStorage } from './integrations/storage/local-disk-storage';
import { createS3Storage } from './integrations/storage/s3-storage';
import { sanitizeRichText } from './lib/sanitize';

export class DatabaseUnreachableError extends Error {}

/**
 * Resolves once the database answers. A server started beside its database (containers started
 * together, a reboot) may find it not yet listening: each failed try is logged and tried again
 * after a delay that doubles up to `maxDelayMs`, until `limitMs` would pass, then it gives up.
 */
export async function waitForDatabase(options: {
  database: Pick<Database, 'ping'>;
  log: (line: string) => void;
  limitMs?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
}): Promise<void> {
  const { database, log, limitMs = 60_000, firstDelayMs = 500, maxDelayMs = 8000 } = options;
  const started = Date.now();
  let delayMs = firstDelayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.ping();
      if (attempt > 1) log(`The database answered at try ${attempt}.`);
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message || error.name : String(error);
      if (Date.now() - started + delayMs > limitMs) {
        throw new DatabaseUnreachableError(
          `The database did not answer within ${Math.round(limitMs / 1000)} s (${attempt} tries; last: ${reason}). Check DATABASE_URL and that the server is up.`,
        );
      }
      log(`The database does not answer (try ${attempt}: ${reason}); trying again in ${delayMs} ms.`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if ('dataDir' in config.database) await mkdir(config.database.dataDir, { recursive: true });
  return openDatabase(config.database);
}

/**
 * DATABASE_REPLICA_URL's replicas, with DATABASE_URL's pool and timeouts and read-only sessions.
 * Opening connects to nothing yet: a replica that is down is found by the first probe, not at start.
 */
export async function openConfiguredReplicas(config: Config): Promise<{ url: string; database: Database }[]> {
  if (!('url' in config.database)) return [];
  const primary = config.database;
  return Promise.all(
    config.readReplicas.urls.map(async (url) => ({
      url,
      database: await openDatabase({ ...primary, url, readOnly: true }),
    })),
  );
}

/** The bucket when S3 is configured, the local disk otherwise; only the disk has a directory to serve. */
export function openConfiguredStorage(config: Config): FileStorage & { publicRoot?: string } {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(config.uploadsDir);
}

/** Generated reference files (policy PDFs) are public files in the app's storage. */
function seedFileStore(storage: FileStorage) {
  return {
    exists: (key: string) => storage.exists(key, 'public'),
    put: (key: string, data: Buffer, contentType: string) =>
      storage.put(key, data, { visibility: 'public', contentType }),
    publicUrl: (key: string) => storage.publicUrl(key),
  };
}

/**
 * Reference data always; demo accounts unless turned off. Under the startup lock, so instances
 * starting together on one PostgreSQL seed once.
 */
export async function seedDatabase(
  database: Database,
  storage: FileStorage,
  config: Config,
): Promise<DemoAccount[]> {
  return database.withStartupLock(async () => {
    await seedReferenceData(database.db, {
      brandName: config.brandName,
      files: seedFileStore(storage),
      sanitizeHtml: sanitizeRichText,
    });
    if (config.admin) await ensureOperatorAccount({ db: database.db, ...config.admin });
    // The demo invoices name the configured seller, as the ones the API issues do.
    const seller = sellerParty(billingContext(config));
    return config.seedDemo
      ? seedDemoData(database.db, { brandName: config.brandName, seller, files: seedFileStore(storage) })
      : [];
  });
}
