import type { Db } from '@acorn/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { sweepUnattachedFiles } from './files.service';

/**
 * One run of the hourly 'file-sweep' job (jobs/product-jobs.ts): removes the uploads no record
 * uses. Throws when it fails, and the job engine runs it again later.
 */
export async function runFileSweep(options: {
  db: Db;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'info'>;
}): Promise<void> {
  const removed = await sweepUnattachedFiles(options);
  if (removed > 0) options.log.info({ removed }, 'removed unused uploads');
}
