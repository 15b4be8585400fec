import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

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

/** Every operator action: who, what, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.created_at),
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id),
  ],
);

/** The step between an operator's password and their session: a short-lived, hashed challenge. */
export const mfaChallenges = pgTable('mfa_challenges', {
  token_hash: text('token_hash').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A secret offered for enrolment, kept until the first code proves the authenticator has it. */
  pending_secret: text('pending_secret'),
  attempts: smallint('attempts').notNull().default(0),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
});
