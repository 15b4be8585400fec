import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail goes through this queue: written in the same transaction as the change that
 * caused it, then delivered (and retried with back-off) by whichever instance picks it up first.
 * Statuses: pending, sending (claimed for one SMTP transaction), sent, failed, skipped
 * (decision 056).
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    /**
     * The Message-ID's unique part, fixed when the mail is queued: every attempt and every resend
     * carries the same Message-ID, so a mail that may have gone twice is folded by mail clients.
     */
    message_key: uuid('message_key').notNull().defaultRandom(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The bodies; null once purged, some days after the mail was sent (packages/db retention.ts). */
    html: text('html'),
    text: text('text'),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on notification mail (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * The notification this mail tells of, when it waits to be sent (a message's mail): it is
     * skipped if the member read the notification in the app meanwhile. No foreign key: the
     * notifications table comes later, and a deleted notice simply leaves the mail to go.
     */
    notification_id: integer('notification_id'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current attempt claimed the mail ('sending'), committed before SMTP begins. */
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** When the mail was given up on: after its last retry, or its outcome unknown. */
    failed_at: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.status, t.next_attempt_at),
    // The operators' list of mail that failed for good, the latest first.
    index('mail_queue_failed_idx').on(t.failed_at).where(sql`${t.status} = 'failed'`),
    // Sent mail whose bodies the retention job has yet to purge.
    index('mail_queue_sent_bodies_idx')
      .on(t.sent_at)
      .where(sql`${t.status} = 'sent' and ${t.html} is not null`),
  ],
);
