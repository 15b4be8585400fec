import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Bearer sessions: only a SHA-256 of the token is kept, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Single-use password reset codes, stored hashed; a newer code voids the older ones. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_created_idx').on(t.user_id, t.created_at)],
);

/** Single-use advisor invitations sent by the operators; the code itself is only in the e-mail. */
export const invitationCodes = pgTable('invitation_codes', {
  id: serial('id').primaryKey(),
  code_hash: text('code_hash').notNull().unique(),
  email: text('email').notNull(),
  invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  used_by: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
});

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
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_queue_due_idx').on(t.status, t.next_attempt_at)],
);

/**
 * Failed sign-ins per e-mail address, whether or not an account has it (a lock then says nothing
 * about which addresses are registered), and per client address: failures from one network lock
 * that network out of the account, not the account's owner everywhere else.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    email_key: text('email_key').notNull(),
    /** lib/rate-limit addressKey: an IPv4 address or an IPv6 /64. */
    client_key: text('client_key').notNull(),
    failures: integer('failures').notNull().default(0),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email_key, t.client_key] })],
);
