import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every mail goes through this queue: written in the same transaction as the change that
 * caused it, then delivered (and retried with back-off) by whichever instance picks it up first.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
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
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_queue_due_idx').on(t.status, t.next_attempt_at)],
);
