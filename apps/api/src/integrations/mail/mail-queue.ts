import { type Db, type DbExecutor, mailQueue, notifications, RETENTION_DAYS } from '@acorn/db';
import {
  and,
  asc,
  DrizzleQueryError,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import { endedMoreThan } from '../../lib/retention';
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
 * How long one attempt may hold its mail ('sending'): far beyond one SMTP transaction (10 s a
 * step). A mail still 'sending' after this was claimed by a process that stopped mid-attempt.
 */
const CLAIM_EXPIRY_SECONDS = 10 * 60;
const MAX_ERROR_LENGTH = 500;
/** The reason kept on a mail whose attempt ended with no record of what the SMTP server said. */
export const OUTCOME_UNKNOWN = 'outcome unknown';

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

/** `<message key@the sender's domain>`: the same for every attempt and resend of one queued mail. */
export function messageIdOf(messageKey: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${messageKey}@${domain}>`;
}

/**
 * Gives up on mail whose attempt began longer ago than CLAIM_EXPIRY_SECONDS and never recorded
 * its end: the process stopped between the claim and the record, perhaps after the SMTP server
 * accepted it. It is not sent again by itself (that could be a second copy); it shows among the
 * failed mail for an operator to resend (decision 056).
 */
function giveUpUnknownOutcomes(db: Db, clock: SQL) {
  return db
    .update(mailQueue)
    .set({ status: 'failed', failed_at: clock, last_error: OUTCOME_UNKNOWN, claimed_at: null })
    .where(
      and(
        eq(mailQueue.status, 'sending'),
        sql`${mailQueue.claimed_at} < ${plusSeconds(clock, -CLAIM_EXPIRY_SECONDS)}`,
      ),
    )
    .returning({ id: mailQueue.id, attempts: mailQueue.attempts });
}

/** Due mail waiting on a notification the member has read meanwhile is skipped, not sent. */
function skipMailAlreadyRead(db: Db, clock: SQL) {
  return db
    .update(mailQueue)
    .set({ status: 'skipped' })
    .where(
      and(
        eq(mailQueue.status, 'pending'),
        sql`${mailQueue.next_attempt_at} <= ${clock}`,
        isNotNull(mailQueue.notification_id),
        exists(
          db
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(eq(notifications.id, mailQueue.notification_id), isNotNull(notifications.read_at))),
        ),
      ),
    );
}

/**
 * Claims the next due mail for one attempt: 'sending', with the claim time and the attempt
 * counted, committed before any SMTP traffic. SKIP LOCKED lets concurrent runs (on this or
 * another instance) claim other mail.
 */
async function claimNextMail(db: Db, clock: SQL) {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(eq(mailQueue.status, 'pending'), sql`${mailQueue.next_attempt_at} <= ${clock}`))
    .orderBy(asc(mailQueue.next_attempt_at), asc(mailQueue.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [mail] = await db
    .update(mailQueue)
    .set({ status: 'sending', claimed_at: clock, attempts: sql`${mailQueue.attempts} + 1` })
    .where(inArray(mailQueue.id, due))
    .returning();
  return mail;
}

/**
 * Sends the mail that is due, at most `limit` of them, one claimed attempt at a time: the claim
 * ('sending') is committed before the SMTP transaction and 'sent' recorded after it, so no
 * database lock is held during SMTP and a mail is never sent twice by concurrent runs nor
 * sent again after a process stopped between the server's acceptance and the record (such a
 * mail ends 'failed' with OUTCOME_UNKNOWN once its claim expired).
 * Statuses: pending, sending, sent, failed, skipped.
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

  for (const mail of await giveUpUnknownOutcomes(db, clock)) {
    log?.error({ mailId: mail.id, attempts: mail.attempts }, 'mail delivery outcome unknown');
  }
  await skipMailAlreadyRead(db, clock);

  let sent = 0;
  let failed = 0;
  for (let claimed = 0; claimed < limit; claimed += 1) {
    const mail = await claimNextMail(db, clock);
    if (!mail) break;
    const thisAttempt = and(eq(mailQueue.id, mail.id), eq(mailQueue.status, 'sending'));
    try {
      await transport.send({
        to: mail.to_address,
        from,
        subject: mail.subject,
        // A mail waiting to go still has its bodies: only sent mail's are purged.
        html: mail.html ?? '',
        text: mail.text ?? '',
        messageId: messageIdOf(mail.message_key, from),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    } catch (error) {
      failed += 1;
      const lastError = describeMailError(error);
      const delay = mail.attempts < MAX_ATTEMPTS ? RETRY_DELAYS_SECONDS[mail.attempts - 1] : undefined;
      await db
        .update(mailQueue)
        .set({
          last_error: lastError,
          claimed_at: null,
          ...(delay === undefined
            ? { status: 'failed', failed_at: clock }
            : { status: 'pending', next_attempt_at: plusSeconds(clock, delay) }),
        })
        .where(thisAttempt);
      if (delay === undefined) {
        log?.error(
          { mailId: mail.id, attempts: mail.attempts, error: lastError },
          'mail delivery failed for good',
        );
      } else {
        log?.warn(
          { mailId: mail.id, attempts: mail.attempts, error: lastError, retryInSeconds: delay },
          'mail delivery failed',
        );
      }
      continue;
    }
    sent += 1;
    await db
      .update(mailQueue)
      .set({ status: 'sent', sent_at: clock, claimed_at: null, last_error: null })
      .where(thisAttempt);
  }
  return { sent, failed };
}

/** Mail given up on, the latest first, each row with the list's total. */
export function readFailedMail(options: { db: Db; limit: number; offset: number }) {
  return options.db
    .select({
      id: mailQueue.id,
      to_address: mailQueue.to_address,
      subject: mailQueue.subject,
      attempts: mailQueue.attempts,
      last_error: mailQueue.last_error,
      failed_at: mailQueue.failed_at,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(mailQueue)
    .where(eq(mailQueue.status, 'failed'))
    .orderBy(desc(mailQueue.failed_at), desc(mailQueue.id))
    .limit(options.limit)
    .offset(options.offset);
}

/**
 * Puts a failed mail back in the queue, due now with its retries anew and its Message-ID kept
 * (a copy of a mail that may have gone is folded by mail clients). Answers the mail before and
 * after: `before` undefined when there is no such mail, `after` undefined when it was not failed
 * (then it is left alone).
 */
export async function requeueFailedMail(options: { tx: DbExecutor; mailId: number }) {
  const { tx, mailId } = options;
  const [before] = await tx
    .select({
      id: mailQueue.id,
      to_address: mailQueue.to_address,
      subject: mailQueue.subject,
      status: mailQueue.status,
      attempts: mailQueue.attempts,
      last_error: mailQueue.last_error,
      failed_at: mailQueue.failed_at,
    })
    .from(mailQueue)
    .where(eq(mailQueue.id, mailId))
    .for('update');
  if (before?.status !== 'failed') return { before, after: undefined };
  const [after] = await tx
    .update(mailQueue)
    .set({ status: 'pending', attempts: 0, next_attempt_at: sql`now()`, failed_at: null, claimed_at: null })
    .where(eq(mailQueue.id, mailId))
    .returning({
      id: mailQueue.id,
      to_address: mailQueue.to_address,
      subject: mailQueue.subject,
      status: mailQueue.status,
      attempts: mailQueue.attempts,
      last_error: mailQueue.last_error,
      failed_at: mailQueue.failed_at,
    });
  return { before, after };
}

/**
 * Empties the bodies of mail sent more than RETENTION_DAYS.sentMailBodies ago; the row (recipient,
 * subject, dates, Message-ID) stays. Answers how many.
 */
export async function purgeSentMailBodies(options: { db: Db }): Promise<number> {
  const purged = await options.db
    .update(mailQueue)
    .set({ html: null, text: null })
    .where(
      and(
        eq(mailQueue.status, 'sent'),
        isNotNull(mailQueue.html),
        endedMoreThan(mailQueue.sent_at, RETENTION_DAYS.sentMailBodies),
      ),
    )
    .returning({ id: mailQueue.id });
  return purged.length;
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
