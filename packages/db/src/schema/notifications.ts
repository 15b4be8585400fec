import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * What the platform tells a user in the app (the notification centre lists them): a decision on
 * their content, later interest and messages. The words are the interface's, by `kind`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * 'content_approved' | 'content_denied' | 'credential_approved' | 'credential_declined' (an
     * award or certificate, `item_type` its kind) | 'interest' (a Want) | 'message' (an e-mail
     * through the platform) | 'feedback_hidden' (a review or referral, `item_type` its kind, hidden
     * after a report: told to the company, `item_title` its name, and to the member who wrote it)
     * | 'feedback_received' (a review or referral given to the company, `item_type` 'review' |
     * 'recommendation' | 'testimonial', `item_title` the giver's name as written) |
     * 'feedback_requested' (a company asks the member for one, `item_type` as above) |
     * 'sampling_application' (a company applied for the owner's giveaway) |
     * 'payment_request_status' (told to the advisor, `reason` the status it moved to)
     */
    kind: text('kind').notNull(),
    /** Who caused it: the company that wanted the item or wrote the message. */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    item_type: text('item_type'),
    item_id: integer('item_id'),
    /** The item's title when it happened, so the notice reads well after a rename or deletion. */
    item_title: text('item_title'),
    reason: text('reason'),
    /** A message's text, as the sender wrote it (plain text). */
    message: text('message'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.created_at.desc()),
    // The owner is told of a company's Want once per item, however often it is taken back and given.
    index('notifications_actor_idx').on(t.actor_id, t.kind, t.item_id),
    // The header's unread count, read every minute, counts only what is still unread.
    index('notifications_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
  ],
);

/**
 * How a member wants to hear of one kind of event (issue 31): 'app' (in the app only), 'email'
 * (in the app and by e-mail at once; a message's e-mail waits a few minutes and is skipped if it
 * was read meanwhile), 'digest' (in the app and in the daily digest) or 'off'. A kind without a
 * row has the product's default.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delivery: text('delivery').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.kind] }),
    check('notification_preferences_delivery_check', sql`${t.delivery} in ('app', 'email', 'digest', 'off')`),
  ],
);

/** One daily digest per member and day, however many instances try to send it. */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /** How many notifications and new needs it told of. */
    items: integer('items').notNull().default(0),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] })],
);
