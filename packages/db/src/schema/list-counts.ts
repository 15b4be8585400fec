import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The totals of long lists (decision 024), shared by every instance of the API: a list of more
 * rows than the API counts on each request answers the total counted here at `counted_at`; once
 * it is a few seconds old a request marks it `wanted` and the job engine's `list-recounts`
 * recounts it within the minute, outside any request (decision 059). A cache, nothing else: the migration
 * makes the table UNLOGGED (not written to the WAL, emptied after a crash), and losing a row
 * only means counting that list again.
 */
export const listCounts = pgTable('list_counts', {
  /** sha256 of the list's count statement: its SQL text and parameters. */
  key: text('key').primaryKey(),
  total: integer('total').notNull(),
  counted_at: timestamp('counted_at', { withTimezone: true }).notNull(),
  /** The list's rows as the API counts them, `count(*)` of this select with `params`: what the job runs. */
  statement: text('statement').notNull().default(''),
  params: jsonb('params').$type<unknown[]>().notNull().default([]),
  /** A request found the total stale: the next recount job counts it again. */
  wanted: boolean('wanted').notNull().default(false),
});
