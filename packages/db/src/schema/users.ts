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
import { countries, packages, sectors, services } from './reference';

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

/** Growth services a seller offers, or an advisor has experience in. */
export const userServices = pgTable(
  'user_services',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.service_id] }),
    index('user_services_service_idx').on(t.service_id),
  ],
);

/** Countries a company operates in. */
export const userOperatingCountries = pgTable(
  'user_operating_countries',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.country_id] }),
    index('user_operating_countries_country_idx').on(t.country_id),
  ],
);

/** Sectors a seller is expert in (the form suggests up to three). */
export const userExpertiseSectors = pgTable(
  'user_expertise_sectors',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.sector_id] })],
);
