import type { Db } from '@acorn/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { sweepUnattachedFiles } from './files.service';

const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Runs the sweep of unused uploads at start and then every hour; a failed run waits for the next. */
export function createFileSweeper(options: { db: Db; storage: FileStorage; log: FastifyBaseLogger }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const sweep = () => {
    if (running) return;
    running = sweepUnattachedFiles(options)
      .then((removed) => {
        if (removed > 0) options.log.info({ removed }, 'removed unused uploads');
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'sweeping unused uploads failed'))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(sweep, SWEEP_INTERVAL_MS);
      timer.unref();
      sweep();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
