import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tsvector } from './columns';
import { files } from './files';
import { countries, sectors, services } from './reference';

type OnlinePresence = { level: string; value: string }[];

/**
 * The fields both roles' forms fill in alike, under the same names in both profile tables: the
 * holder's job and contact, the business (name, sector, legal identity, address) and public links.
 */
const sharedProfileColumns = () => ({
  job_function: text('job_function'),
  phone_number: text('phone_number'),
  /** The contact e-mail of the profile forms; the sign-in e-mail (`users.email`) never changes there. */
  personal_email: text('personal_email'),
  company_name: text('company_name'),
  company_sector_id: integer('company_sector_id').references(() => sectors.id),
  country_id: integer('country_id').references(() => countries.id),
  company_legal_name: text('company_legal_name'),
  /** Normalized: upper case, no spaces or dots, with the country prefix (e.g. PT509876543). */
  vatnumber: text('vatnumber'),
  address1: text('address1'),
  address2: text('address2'),
  postal_code: text('postal_code'),
  state: text('state'),
  city: text('city'),
  linkedin: text('linkedin'),
  facebook: text('facebook'),
  twitter: text('twitter'),
  instagram: text('instagram'),
  youtube: text('youtube'),
  website: text('website'),
  bio: text('bio'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A participant's company (accounts spec §3: the main profile, company information and contact
 * information forms, and the wizard's steps 1 and 2). Public presenters read companies from here.
 * A VAT number belongs to one account whatever its role: the advisor table is checked too.
 */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...sharedProfileColumns(),
    is_seller: boolean('is_seller').notNull().default(false),
    pomservicesseller: boolean('pomservicesseller').notNull().default(false),
    // The holder's own links and phone prefix (main profile form).
    country_code: text('country_code'),
    personal_linkedin: text('personal_linkedin'),
    personal_facebook: text('personal_facebook'),
    personal_twitter: text('personal_twitter'),
    personal_instagram: text('personal_instagram'),
    personal_youtube: text('personal_youtube'),
    personal_website: text('personal_website'),
    personal_online_presence: jsonb('personal_online_presence').$type<OnlinePresence>(),
    // The company's public face.
    headline: text('headline'),
    about_company: text('about_company'),
    company_email: text('company_email'),
    company_phone: text('company_phone'),
    company_logo_file_id: integer('company_logo_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    last_year_turnover: text('last_year_turnover'),
    no_of_emplyees: text('no_of_emplyees'),
    online_presence: jsonb('online_presence').$type<OnlinePresence>(),
    certificate_file_id: integer('certificate_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Documents the company shows members on its profile's credentials (spec §2): private files. */
    brochure_file_id: integer('brochure_file_id').references(() => files.id, { onDelete: 'set null' }),
    financial_report_file_id: integer('financial_report_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    // Who to contact, and which of the company's details members may see.
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
    /**
     * The company's financial risk, as the operators record it from a credit report (spec §9):
     * delinquency 1 (low) to 5 (high risk), failure 1 (minimal) to 4 (high risk), tax and social
     * security debts 'OK' or 'NOK'; null is no information.
     */
    delinquency_rating: smallint('delinquency_rating'),
    failure_rating: smallint('failure_rating'),
    tax_debts: text('tax_debts'),
    social_security_debts: text('social_security_debts'),
    /**
     * The company's name (weight A) and headline (B), lower case and without accents
     * (`acorn_search_text`, migration 0018), for the feed's companies and the directories.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple', acorn_search_text(company_name)), 'A') || setweight(to_tsvector('simple', acorn_search_text(headline)), 'B')`,
      ),
  },
  (t) => [
    check('company_profiles_delinquency_rating_check', sql`${t.delinquency_rating} between 1 and 5`),
    check('company_profiles_failure_rating_check', sql`${t.failure_rating} between 1 and 4`),
    check('company_profiles_tax_debts_check', sql`${t.tax_debts} in ('OK', 'NOK')`),
    check('company_profiles_social_security_debts_check', sql`${t.social_security_debts} in ('OK', 'NOK')`),
    uniqueIndex('company_profiles_vatnumber_idx').on(t.vatnumber),
    index('company_profiles_search_idx').using('gin', t.search),
  ],
);

/**
 * An advisor's profile (the advisor wizard and profile form): who they are and work through,
 * their bio, photo and CV. Public presenters read advisors from here; the bank account they are
 * paid to is in `user_secrets`.
 */
export const advisorProfiles = pgTable(
  'advisor_profiles',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...sharedProfileColumns(),
    photo_file_id: integer('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** A private file: only its owner and operators may download it. */
    cv_file_id: integer('cv_file_id').references(() => files.id, { onDelete: 'set null' }),
    /**
     * The advisor keeps their identity from members (content-community §2): their page reads
     * 'Nondisclosure' with nothing that names or reaches them, and their credentials stay theirs.
     */
    hide_identity: boolean('hide_identity').notNull().default(false),
  },
  (t) => [uniqueIndex('advisor_profiles_vatnumber_idx').on(t.vatnumber)],
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
