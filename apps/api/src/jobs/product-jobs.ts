import type { AppDeps } from '../app-deps';
import { runFeedbackReminders } from '../features/feedback';
import { runFileSweep, runImageVariantBackfill } from '../features/files';
import { sendNeedAlerts } from '../features/leads';
import { sendDailyDigests } from '../features/notifications';
import { applyDueChanges } from '../features/payments';
import { recountWantedLists } from '../lib/list-count';
import type { JobDefinition } from './jobs';
import { runRetention } from './retention';

/** The subset of pino's logger the jobs use. */
interface JobsLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
}

/**
 * Everything the product does by itself, and when (cron, UTC). Each run is safe to repeat: a
 * retry, or a run cut off by an instance that stopped, runs it again (decision 042).
 */
export function productJobs(
  options: Pick<AppDeps, 'config' | 'database' | 'storage' | 'mailer'> & { log: JobsLogger },
): JobDefinition[] {
  const { config, mailer, storage, log } = options;
  const { db } = options.database;
  return [
    {
      // The long lists' totals a request found stale, counted outside any request (decision 059).
      name: 'list-recounts',
      cron: '* * * * *',
      expireInSeconds: 5 * 60,
      run: async () => {
        await recountWantedLists({ db, database: options.database });
      },
    },
    {
      // Retries (a minute apart at least), mail that waits (a message's), and mail an instance
      // left behind; new mail goes at once without waiting for this (mailer.deliverSoon).
      name: 'deliver-mail',
      cron: '* * * * *',
      expireInSeconds: 15 * 60,
      run: () => mailer.deliverDue(),
    },
    {
      name: 'feedback-reminders',
      cron: '0 * * * *',
      expireInSeconds: 15 * 60,
      run: () => runFeedbackReminders({ db, config, mailer, log }),
    },
    {
      name: 'file-sweep',
      cron: '20 * * * *',
      expireInSeconds: 15 * 60,
      run: () => runFileSweep({ db, storage, log }),
    },
    {
      // Images stored before a copy size existed get it (the large copy, decision 064).
      name: 'image-variants',
      cron: '25 * * * *',
      expireInSeconds: 30 * 60,
      run: () => runImageVariantBackfill({ db, storage, log }),
    },
    {
      // Hourly, so a day missed by instances that were down is caught up within the hour; the
      // digests' table keeps it to one per member and day.
      name: 'daily-digests',
      cron: '40 * * * *',
      expireInSeconds: 30 * 60,
      run: async () => {
        const sent = await sendDailyDigests({ db, mailer, config });
        if (sent > 0) log.info({ sent }, 'sent daily digests');
      },
    },
    {
      name: 'need-alerts',
      cron: '50 * * * *',
      expireInSeconds: 30 * 60,
      run: async () => {
        const { sent } = await sendNeedAlerts({ db, mailer, config });
        if (sent > 0) log.info({ sent }, 'sent need alerts');
      },
    },
    {
      // Downgrades and cancellations of subscriptions no provider renews, once their period ended.
      name: 'plan-changes',
      cron: '10 * * * *',
      expireInSeconds: 15 * 60,
      run: async () => {
        const applied = await applyDueChanges({ db });
        if (applied > 0) log.info({ applied }, 'applied scheduled plan changes');
      },
    },
    {
      // Daily, at a quiet hour: what expired a day later is no harm, and each purge is one statement.
      name: 'retention',
      cron: '30 3 * * *',
      expireInSeconds: 30 * 60,
      run: async () => {
        const purged = await runRetention({ db });
        log.info(purged, 'purged what expired');
      },
    },
  ];
}
