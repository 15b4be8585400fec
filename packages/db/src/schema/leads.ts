import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A seller's saved alert on Needs & Leads: published opportunities that match the member are sent
 * in the daily or weekly digest, each once (those published after `last_sent_at`).
 */
export const needAlerts = pgTable(
  'need_alerts',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'daily' | 'weekly' */
    frequency: text('frequency').notNull(),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('need_alerts_frequency_check', sql`${t.frequency} in ('daily', 'weekly')`)],
);
