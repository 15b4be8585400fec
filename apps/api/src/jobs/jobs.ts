import { createRequire } from 'node:module';
import type { Database } from '@acorn/db';
import PgBoss from 'pg-boss';

const SCHEMA = 'pgboss';
/** pg-boss's own statements (its SQL, which it builds per schema), to know two of them by their text. */
const plans = createRequire(import.meta.url)('pg-boss/src/plans') as Record<
  'completeJobs' | 'failJobsById',
  (schema: string) => string
>;
/**
 * The statements with which a pg-boss worker (10.x) records a run's end: it does not wait for
 * them, so their failure (the database out of reach for a moment) would be an unhandled
 * rejection, which ends the process. The run stays active then and is run again once expired.
 */
const UNAWAITED_STATEMENTS = new Set([plans.completeJobs(SCHEMA), plans.failJobsById(SCHEMA)]);

/** Something the product does by itself, on a schedule, on whichever instance is free (decision 042). */
export interface JobDefinition {
  /** The queue's name: letters, digits and hyphens. */
  name: string;
  /** When it runs, as cron in UTC, to the minute; each occurrence runs on one instance only. */
  cron: string;
  /**
   * One run. It may run again after a failure or after the instance running it died, so it
   * must be idempotent; throwing retries it later.
   */
  run: () => Promise<void>;
  /** How long a run may last; one still active after this is taken as lost and run again. */
  expireInSeconds: number;
}

/** The subset of pino's logger the engine uses. */
export interface JobLogger {
  warn(object: object, message?: string): void;
}

/** How often the engine looks at the database; tests shorten them. */
export interface JobTimings {
  /** Between two looks for a queued job, per queue. */
  pollingIntervalSeconds: number;
  /** Between two looks for expired jobs (across instances, one look per interval). */
  maintenanceIntervalSeconds: number;
  /** Between two looks at the schedules (across instances, one look per interval). */
  cronMonitorIntervalSeconds: number;
  /** The wait before the first retry of a failed run; it doubles with each further one. */
  retryDelaySeconds: number;
  /** How long stop() waits for running jobs before cutting them off. */
  stopTimeoutMs: number;
}

export interface JobEngine {
  /** Creates the engine's tables if needed (instances starting at once create them once) and starts taking jobs. */
  start(): Promise<void>;
  /**
   * Takes no more jobs and waits for the running ones up to the stop timeout; those cut off are
   * marked failed, so they are retried (on another instance if this one is going away).
   */
  stop(): Promise<void>;
  /** Runs a job now, on whichever instance takes it first, whatever its schedule. */
  runNow(name: string): Promise<void>;
}

const DEFAULT_TIMINGS: JobTimings = {
  pollingIntervalSeconds: 15,
  maintenanceIntervalSeconds: 60,
  cronMonitorIntervalSeconds: 30,
  retryDelaySeconds: 30,
  // Under server.ts's drain deadline.
  stopTimeoutMs: 15_000,
};
/** Retries of a failed run; by default the first after 30 s to 1 min, each later one twice as far. */
const RETRY_LIMIT = 5;
/** Finished jobs stay a week, for looking into what ran. */
const RETENTION_MINUTES = 7 * 24 * 60;

/**
 * The product's jobs on pg-boss, in the schema `pgboss` of the product's own database, through
 * its connection: the embedded database and PostgreSQL alike.
 */
export function createJobEngine(options: {
  database: Pick<Database, 'executeSql' | 'withStartupLock'>;
  jobs: JobDefinition[];
  log: JobLogger;
  timings?: Partial<JobTimings>;
}): JobEngine {
  const { database, jobs, log } = options;
  const timings = { ...DEFAULT_TIMINGS, ...options.timings };
  const executeSql = async (text: string, values?: unknown[]) => {
    try {
      return await database.executeSql(text, values);
    } catch (error) {
      if (!UNAWAITED_STATEMENTS.has(text)) throw error;
      log.warn({ err: error }, 'a job run could not be recorded; it runs again once expired');
      // As the statements answer when they change no job.
      return { rows: [{ count: 0 }] };
    }
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: SCHEMA,
    maintenanceIntervalSeconds: timings.maintenanceIntervalSeconds,
    cronMonitorIntervalSeconds: timings.cronMonitorIntervalSeconds,
    // The queue sizes it would count every minute are not used.
    monitorStateIntervalMinutes: 60,
  });
  // An error the engine meets on its own (a look at the database that failed) is retried at its
  // next interval; unlistened, the emitter would throw it.
  boss.on('error', (error) => log.warn({ err: error }, 'job engine error'));

  return {
    async start() {
      // Instances starting at once set the queues up one after the other: pg-boss creating the
      // same queue in two sessions at once deadlocks (seen on PostgreSQL).
      await database.withStartupLock(async () => {
        await boss.start();
        for (const job of jobs) {
          const queue = {
            name: job.name,
            retryLimit: RETRY_LIMIT,
            retryDelay: timings.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: job.expireInSeconds,
            retentionMinutes: RETENTION_MINUTES,
          };
          // Created by the first instance; updated by each, so a release's settings apply.
          await boss.createQueue(job.name, queue);
          await boss.updateQueue(job.name, queue);
          await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
        }
      });
      for (const job of jobs) {
        await boss.work(
          job.name,
          { pollingIntervalSeconds: timings.pollingIntervalSeconds, batchSize: 1 },
          async () => {
            try {
              await job.run();
            } catch (error) {
              log.warn({ err: error, job: job.name }, 'job failed; it will be retried');
              throw error;
            }
          },
        );
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: timings.stopTimeoutMs });
    },
    async runNow(name) {
      await boss.send(name, {});
    },
  };
}
