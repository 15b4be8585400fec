import type { Db } from '@acorn/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { completeImageVariants } from './files.service';

/**
 * One run of the hourly 'image-variants' job (jobs/product-jobs.ts): gives the images stored
 * before a copy size existed that copy. Throws when the database fails, and the job engine runs
 * it again later; a file that cannot be read is logged and tried again at the next run.
 */
export async function runImageVariantBackfill(options: {
  db: Db;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): Promise<void> {
  const completed = await completeImageVariants(options);
  if (completed > 0) options.log.info({ completed }, 'made the missing image copies');
}
