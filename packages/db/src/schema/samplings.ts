import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { contentItemKey } from './content';

/**
 * What only giveaways (the spec's samplings, "surprise boxes") have. `available` is the samples
 * left (the spec's noAvailableOffers): an application takes one in the same statement that checks
 * there is one, so concurrent applications never take it below zero.
 */
export const samplings = pgTable(
  'samplings',
  {
    content_id: contentItemKey(),
    no_of_offers: integer('no_of_offers').notNull(),
    available: integer('available').notNull(),
    prefered_date: date('prefered_date', { mode: 'string' }).notNull(),
    /** The day of the giveaway, also the item's deadline: after it the giveaway leaves the lists. */
    date_of_giveaway: date('date_of_giveaway', { mode: 'string' }),
    winning_criteria: text('winning_criteria'),
  },
  (t) => [
    check('samplings_no_of_offers_check', sql`${t.no_of_offers} > 0`),
    check('samplings_available_check', sql`${t.available} >= 0 and ${t.available} <= ${t.no_of_offers}`),
  ],
);

/** A company's application for a giveaway: one per company and giveaway. */
export const samplingApplications = pgTable(
  'sampling_applications',
  {
    content_id: integer('content_id')
      .notNull()
      .references(() => samplings.content_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.content_id, t.user_id] }),
    index('sampling_applications_user_idx').on(t.user_id, t.created_at.desc()),
  ],
);
