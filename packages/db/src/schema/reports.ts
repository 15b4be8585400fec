import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A member's report of a review, a referral or a piece of content (DESIGN §3b Trust), waiting in
 * the operators' queue until one keeps the item or hides it; one decision settles every open
 * report on the item.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporter_id: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'review' | 'referral' | 'content' | 'conversation' */
    item_type: text('item_type').notNull(),
    /** The review's, referral's, content item's or conversation's id (no foreign key: four tables). */
    item_id: integer('item_id').notNull(),
    reason: text('reason').notNull(),
    /** 'open' | 'kept' | 'hidden' */
    status: text('status').notNull().default('open'),
    /** Why the operator hid the item, as the owner and the author were told. */
    decision_reason: text('decision_reason'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'reports_item_type_check',
      sql`${t.item_type} in ('review', 'referral', 'content', 'conversation')`,
    ),
    check('reports_status_check', sql`${t.status} in ('open', 'kept', 'hidden')`),
    // One open report per reporter and item, even when the same report is sent twice at once.
    uniqueIndex('reports_open_idx')
      .on(t.reporter_id, t.item_type, t.item_id)
      .where(sql`${t.status} = 'open'`),
    // The queue of a status, oldest first.
    index('reports_queue_idx').on(t.status, t.created_at, t.id),
    // Every open report on an item, settled by one decision.
    index('reports_item_idx').on(t.item_type, t.item_id).where(sql`${t.status} = 'open'`),
  ],
);
