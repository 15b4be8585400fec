import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { packages } from './reference';

/**
 * One row per account: a participant company (role 1), an advisor (role 2) or an operator (role 3).
 * How it signs in and what state it is in; what a company or an advisor shows of itself lives in
 * the profile tables (profiles.ts), secrets and bank details in `user_secrets` (decision 018).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    cb_roles_id: smallint('cb_roles_id').notNull(),
    step: smallint('step').notNull().default(1),
    status: smallint('status').notNull().default(0),
    payment_status: text('payment_status'),
    accept_rgpd: boolean('accept_rgpd').notNull().default(false),
    is_read_only: boolean('is_read_only').notNull().default(false),
    provider: text('provider'),
    provider_subject: text('provider_subject'),
    language: text('language').notNull().default('en'),
    package_id: integer('package_id').references(() => packages.id),
    /** The account holder's name, whatever the role: the console, e-mails and invoices address it. */
    name: text('name'),
    /** The referral code (the spec's `ref`) it registered with; its first payment records an affiliate sign-up. */
    ref: text('ref'),
    voucher_code: text('voucher_code'),
    /** Why an operator deactivated the account. */
    deactivation_reason: text('deactivation_reason'),
    /**
     * When the account's personal data was erased (decision 055): the row stays, emptied, for the
     * invoices kept for the legal period and the feedback its member gave, shown as 'A former member'.
     */
    erased_at: timestamp('erased_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_provider_subject_idx').on(t.provider, t.provider_subject),
    index('users_role_idx').on(t.cb_roles_id),
  ],
);

/**
 * What no presenter for other people may ever read: the bank account an advisor is paid to and
 * an operator's second factor. A row exists once one of them is saved.
 */
export const userSecrets = pgTable('user_secrets', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  payment_account_iban: text('payment_account_iban'),
  payment_account_swift: text('payment_account_swift'),
  /** Sealed under SECRETS_KEY when it is set (decision 006). */
  totp_secret: text('totp_secret'),
  totp_enabled_at: timestamp('totp_enabled_at', { withTimezone: true }),
  // The time step of the last accepted code: a code is good once, even inside its window.
  totp_last_counter: integer('totp_last_counter'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
  (t) => [
    index('sessions_user_idx').on(t.user_id),
    // When a session ended (revoked, or past its absolute expiry): what the retention job purges by.
    index('sessions_ended_idx').on(sql`least(${t.revoked_at}, ${t.expires_at})`),
  ],
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
  (t) => [
    index('password_resets_user_created_idx').on(t.user_id, t.created_at),
    // When a code ended (used or expired): what the retention job purges by.
    index('password_resets_ended_idx').on(sql`least(${t.used_at}, ${t.expires_at})`),
  ],
);

/** Single-use advisor invitations sent by the operators; the code itself is only in the e-mail. */
export const invitationCodes = pgTable(
  'invitation_codes',
  {
    id: serial('id').primaryKey(),
    code_hash: text('code_hash').notNull().unique(),
    email: text('email').notNull(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    used_by: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // When a code ended (used or expired): what the retention job purges by.
  (t) => [index('invitation_codes_ended_idx').on(sql`least(${t.used_at}, ${t.expires_at})`)],
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
