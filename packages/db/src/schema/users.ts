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
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_provider_subject_idx').on(t.provider, t.provider_subject),
    index('users_role_idx').on(t.cb_roles_id),
  ],
);

/** Participants an advisor works with; the advisor requests payment for these only. */
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
