import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries, packages, sectors } from './reference';

/**
 * One row per account: a participant company (role 1), an advisor (role 2) or an operator (role 3).
 * Company and advisor profile details grow in their own features' migrations.
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
    is_seller: boolean('is_seller').notNull().default(false),
    accept_rgpd: boolean('accept_rgpd').notNull().default(false),
    is_read_only: boolean('is_read_only').notNull().default(false),
    provider: text('provider'),
    provider_subject: text('provider_subject'),
    language: text('language').notNull().default('en'),
    package_id: integer('package_id').references(() => packages.id),
    name: text('name'),
    job_function: text('job_function'),
    phone_number: text('phone_number'),
    company_name: text('company_name'),
    company_sector_id: integer('company_sector_id').references(() => sectors.id),
    country_id: integer('country_id').references(() => countries.id),
    bio: text('bio'),
    ref: text('ref'),
    // Company (participant) and billing details from the registration wizards.
    company_legal_name: text('company_legal_name'),
    /** Normalized: upper case, no spaces or dots, with the country prefix (e.g. PT509876543). */
    vatnumber: text('vatnumber'),
    address1: text('address1'),
    address2: text('address2'),
    postal_code: text('postal_code'),
    state: text('state'),
    city: text('city'),
    voucher_code: text('voucher_code'),
    linkedin: text('linkedin'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    instagram: text('instagram'),
    youtube: text('youtube'),
    website: text('website'),
    // Advisors are paid by transfer to this account.
    payment_account_iban: text('payment_account_iban'),
    payment_account_swift: text('payment_account_swift'),
    photo_file_id: integer('photo_file_id'),
    cv_file_id: integer('cv_file_id'),
    // Own profile (accounts spec §3: company parts 2 and 3, main profile form, advisor profile).
    headline: text('headline'),
    about_company: text('about_company'),
    company_email: text('company_email'),
    company_phone: text('company_phone'),
    company_logo_file_id: integer('company_logo_file_id'),
    last_year_turnover: text('last_year_turnover'),
    no_of_emplyees: text('no_of_emplyees'),
    online_presence: jsonb('online_presence').$type<{ level: string; value: string }[]>(),
    personal_online_presence: jsonb('personal_online_presence').$type<{ level: string; value: string }[]>(),
    personal_linkedin: text('personal_linkedin'),
    personal_facebook: text('personal_facebook'),
    personal_twitter: text('personal_twitter'),
    personal_instagram: text('personal_instagram'),
    personal_youtube: text('personal_youtube'),
    personal_website: text('personal_website'),
    country_code: text('country_code'),
    /** The contact e-mail on the main profile form; the sign-in e-mail (`email`) never changes there. */
    personal_email: text('personal_email'),
    pomservicesseller: boolean('pomservicesseller').notNull().default(false),
    contact_name: text('contact_name'),
    contact_email: text('contact_email'),
    contact_phone: text('contact_phone'),
    contact_job_function: text('contact_job_function'),
    contact_another_information: jsonb('contact_another_information').$type<
      { another_name: string; another_job_function: string; another_email: string; another_phone: string }[]
    >(),
    company_another_email: text('company_another_email'),
    company_another_phone: text('company_another_phone'),
    company_another_address: text('company_another_address'),
    company_email_share_status: boolean('company_email_share_status').notNull().default(false),
    company_phone_share_status: boolean('company_phone_share_status').notNull().default(false),
    company_address_share_status: boolean('company_address_share_status').notNull().default(false),
    certificate_file_id: integer('certificate_file_id'),
    // Operator console: why an account was deactivated, and the operator's second factor.
    deactivation_reason: text('deactivation_reason'),
    totp_secret: text('totp_secret'),
    totp_enabled_at: timestamp('totp_enabled_at', { withTimezone: true }),
    // The time step of the last accepted code: a code is good once, even inside its window.
    totp_last_counter: integer('totp_last_counter'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_provider_subject_idx').on(t.provider, t.provider_subject),
    index('users_role_idx').on(t.cb_roles_id),
    uniqueIndex('users_vatnumber_idx').on(t.vatnumber),
  ],
);

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
