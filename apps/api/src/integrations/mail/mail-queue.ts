import { type Db, type DbExecutor, mailQueue, notifications } from '@acorn/db';
import { and, asc, DrizzleQueryError, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { MailTransport } from './mail-transport';

export interface QueuedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on notification mail. */
  headers?: Record<string, string>;
  /** Waits this long before it goes (a message's mail: the member may read it in the app first). */
  delaySeconds?: number;
  /** The notification it tells of: once that is read, the mail is skipped rather than sent. */
  notificationId?: number;
}

/** A database handle or an open transaction: both can write to the queue. */
/** The subset of pino's logger the mailer uses. */
export interface MailLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

const MAX_ATTEMPTS = 8;
/** Wait after the n-th failed attempt (index n - 1); the 8th failure marks the mail failed. */
const RETRY_DELAYS_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60, 3 * 3600, 6 * 3600, 12 * 3600];
/**
 * A claimed mail is pushed this far into the future while it is being sent, so no other
 * delivery run takes it; if the process dies mid-send, it becomes due again after this.
 */
const CLAIM_LEASE_SECONDS = 10 * 60;
const MAX_ERROR_LENGTH = 500;

/** Writes a mail to the queue; inside the caller's transaction, it exists iff the change committed. */
export async function enqueueMail(db: DbExecutor, mail: QueuedMail): Promise<number> {
  try {
    const [row] = await db
      .insert(mailQueue)
      .values({
        to_address: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers ?? null,
        notification_id: mail.notificationId ?? null,
        ...(mail.delaySeconds ? { next_attempt_at: plusSeconds(sql`now()`, mail.delaySeconds) } : {}),
      })
      .returning({ id: mailQueue.id });
    if (row) return row.id;
  } catch (error) {
    // Drizzle's error message carries the query parameters, i.e. the body and its codes: keep
    // only the driver's own error, which says what went wrong without them.
    throw new Error('The mail could not be queued', {
      cause: error instanceof DrizzleQueryError ? error.cause : error,
    });
  }
  throw new Error('The mail could not be queued');
}

/** What is kept of a delivery error: no credentials from a connection URL, and short. */
function describeMailError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/\/[^/\s@]*@/g, '//[redacted]@').slice(0, MAX_ERROR_LENGTH);
}

function plusSeconds(clock: SQL, seconds: number): SQL {
  return sql`${clock} + make_interval(secs => ${seconds})`;
}

/**
 * Sends the mail that is due, at most `limit` of them. Rows are claimed with FOR UPDATE SKIP
 * LOCKED and leased in a short transaction, then sent outside it, so concurrent runs (on this
 * or another instance) never send the same mail twice and no database lock is held during SMTP.
 * A mail that waited on a notification the member has read meanwhile is marked 'skipped'
 * instead of sent (statuses: pending, sent, failed, skipped).
 * `now` replaces the database clock (tests travel in time with it).
 */
export async function deliverDueMail(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  limit?: number;
  now?: Date;
  log?: MailLogger;
}): Promise<{ sent: number; failed: number }> {
  const { db, transport, from, limit = 20, now, log } = options;
  const clock = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;

  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(eq(mailQueue.status, 'pending'), sql`${mailQueue.next_attempt_at} <= ${clock}`))
      .orderBy(asc(mailQueue.next_attempt_at), asc(mailQueue.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailQueue)
      .set({ next_attempt_at: plusSeconds(clock, CLAIM_LEASE_SECONDS) })
      .where(
        inArray(
          mailQueue.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

  const waiting = claimed.flatMap((mail) => (mail.notification_id === null ? [] : [mail.notification_id]));
  const read = new Set(
    waiting.length === 0
      ? []
      : (
          await db
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(inArray(notifications.id, waiting), isNotNull(notifications.read_at)))
        ).map((row) => row.id),
  );

  let sent = 0;
  let failed = 0;
  for (const mail of claimed.sort((a, b) => a.id - b.id)) {
    if (mail.notification_id !== null && read.has(mail.notification_id)) {
      await db.update(mailQueue).set({ status: 'skipped' }).where(eq(mailQueue.id, mail.id));
      continue;
    }
    try {
      await transport.send({
        to: mail.to_address,
        from,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    } catch (error) {
      failed += 1;
      const attempts = mail.attempts + 1;
      const lastError = describeMailError(error);
      const delay = attempts < MAX_ATTEMPTS ? RETRY_DELAYS_SECONDS[attempts - 1] : undefined;
      await db
        .update(mailQueue)
        .set({
          attempts,
          last_error: lastError,
          ...(delay === undefined ? { status: 'failed' } : { next_attempt_at: plusSeconds(clock, delay) }),
        })
        .where(eq(mailQueue.id, mail.id));
      if (delay === undefined) {
        log?.error({ mailId: mail.id, attempts, error: lastError }, 'mail delivery failed for good');
      } else {
        log?.warn(
          { mailId: mail.id, attempts, error: lastError, retryInSeconds: delay },
          'mail delivery failed',
        );
      }
      continue;
    }
    sent += 1;
    await db
      .update(mailQueue)
      .set({ status: 'sent', sent_at: clock, attempts: mail.attempts + 1, last_error: null })
      .where(eq(mailQueue.id, mail.id));
  }
  return { sent, failed };
}

export interface Mailer {
  /** Queues a mail on its own and delivers it shortly; resolves with the queue id. */
  send(mail: QueuedMail): Promise<number>;
  /** Queues a mail inside the caller's transaction; call deliverSoon() once it has committed. */
  enqueue(tx: DbExecutor, mail: QueuedMail): Promise<number>;
  /** Starts a delivery run now unless one is running (which then runs again); never throws. */
  deliverSoon(): void;
  /**
   * Delivers the due mail (retries, delayed mail, mail left by an instance that stopped) and
   * resolves once done; the job engine's every-minute run (jobs/product-jobs.ts). Never throws.
   */
  deliverDue(): Promise<void>;
  /** Starts no more deliveries and waits for a running one to finish. */
  stop(): Promise<void>;
}

export function createMailer(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: MailLogger;
  batchSize?: number;
}): Mailer {
  const { db, transport, from, log, batchSize = 20 } = options;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let stopped = false;

  const run = async () => {
    do {
      runAgain = false;
      const result = await deliverDueMail({ db, transport, from, limit: batchSize, log });
      if (result.sent > 0 || result.failed > 0) log.info(result, 'mail delivered');
      // A full batch means more may be waiting.
      if (result.sent + result.failed >= batchSize) runAgain = true;
    } while (runAgain && !stopped);
  };

  const deliverSoon = () => {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = run()
      .catch((error: unknown) => log.error({ err: error }, 'mail delivery run failed'))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    async send(mail) {
      const id = await enqueueMail(db, mail);
      deliverSoon();
      return id;
    },
    enqueue: enqueueMail,
    deliverSoon,
    async deliverDue() {
      deliverSoon();
      await running;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
