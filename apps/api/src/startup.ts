import { mkdir } from 'node:fs/promises';
import { type Database, type DemoAccount, openDatabase, seedDemoData, seedReferenceData } from '@acorn/db';
import type { Config } from './config';
import { ensureOperatorAccount } from './features/admin';
import { billingContext, sellerParty } from './features/payments/seller';
import type { FileStorage } from './integrations/storage/file-storage';
import { createLocalDiskStorage } from './integrations/storage/local-disk-storage';
import { createS3Storage } from './integrations/storage/s3-storage';
import { sanitizeRichText } from './lib/sanitize';

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
