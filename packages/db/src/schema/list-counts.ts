import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The totals of long lists (decision 024), shared by every instance of the API: a list of more
 * rows than the API counts on each request answers the total counted here at `counted_at`, and
 * one request recounts it once it is a few seconds old. A cache, nothing else: the migration
 * makes the table UNLOGGED (not written to the WAL, emptied after a crash), and losing a row
 * only means counting that list again.
 */
export const listCounts = pgTable('list_counts', {
  /** sha256 of the list's count statement: its SQL text and parameters. */
  key: text('key').primaryKey(),
  total: integer('total').notNull(),
  counted_at: timestamp('counted_at', { withTimezone: true }).notNull(),
});
