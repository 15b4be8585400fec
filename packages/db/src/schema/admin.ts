import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

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
    // Entries still holding a client address: the retention job forgets it after a year.
    index('audit_log_ip_created_idx').on(t.created_at).where(sql`${t.ip} is not null`),
  ],
);

/** The step between an operator's password and their session: a short-lived, hashed challenge. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A secret offered for enrolment, kept until the first code proves the authenticator has it. */
    pending_secret: text('pending_secret'),
    attempts: smallint('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  // The retention job's purge reads the same expression (decision 056).
  (t) => [index('mfa_challenges_ended_idx').on(sql`least(${t.used_at}, ${t.expires_at})`)],
);

/** Participants an advisor works with (linked by operators); the advisor requests payment for these only. */
export const advisorParticipants = pgTable(
  'advisor_participants',
  {
    advisor_id: integer('advisor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participant_id: integer('participant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.advisor_id, t.participant_id] }),
    index('advisor_participants_participant_idx').on(t.participant_id),
  ],
);
