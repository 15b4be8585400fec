import type { Db } from '@acorn/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Mailer } from '../../integrations/mail/mail-queue';
import { remindUnansweredAsks } from './feedback.service';

const REMIND_INTERVAL_MS = 60 * 60_000;

/** Sends the unanswered asks' reminders at start and then every hour; a failed run waits for the next. */
export function createFeedbackReminder(options: {
  db: Db;
  config: Pick<Config, 'brandName' | 'publicUrl'>;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const remind = () => {
    if (running) return;
    running = remindUnansweredAsks(options)
      .then((reminded) => {
        if (reminded > 0) options.log.info({ reminded }, 'reminded unanswered feedback asks');
      })
      .catch((error: unknown) => options.log.warn({ err: error }, 'reminding feedback asks failed'))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(remind, REMIND_INTERVAL_MS);
      timer.unref();
      remind();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
