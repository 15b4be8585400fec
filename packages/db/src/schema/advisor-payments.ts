import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * An advisor's monthly request to be paid for the hours worked with one associated participant.
 * Submitted by the advisor; Approved, then Paid, by an operator.
 */
export const advisorPaymentRequests = pgTable(
  'advisor_payment_requests',
  {
    id: serial('id').primaryKey(),
    advisor_id: integer('advisor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participant_id: integer('participant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: smallint('month').notNull(),
    year: smallint('year').notNull(),
    /** 'Submitted' | 'Approved' | 'Paid' */
    status: text('status').notNull().default('Submitted'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    approved_by: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    paid_by: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('advisor_payment_requests_once_idx').on(t.advisor_id, t.participant_id, t.year, t.month),
    index('advisor_payment_requests_status_idx').on(t.status, t.created_at),
  ],
);
