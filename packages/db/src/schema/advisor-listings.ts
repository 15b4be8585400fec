import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { contentItemKey } from './content';
import { countries, languages } from './reference';

/**
 * What only advisor listings have (content-community §3, Advisor): the advisor's name, whether
 * the identity is hidden, experience, contacts and links. The item's title is what others may
 * read (the name, or 'Nondisclosure' when hidden), so search never finds a hidden name; the
 * description is the listing's about text, its sectors, countries of operation and 20LOG services
 * the item's links, its avatar a file of role 'avatar'.
 */
export const advisorListings = pgTable('advisor_listings', {
  content_id: contentItemKey(),
  name: text('name').notNull(),
  hide_identity: boolean('hide_identity').notNull().default(true),
  job_function: text('job_function'),
  experience_start_date: date('experience_start_date', { mode: 'string' }),
  /** The headline (at most 250 characters). */
  bio: text('bio'),
  /** Option keys of the job functions list. */
  business_areas: text('business_areas').array().notNull().default(sql`'{}'::text[]`),
  experience_previous_functions: text('experience_previous_functions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  main_career_achievement: text('main_career_achievement'),
  geography: text('geography'),
  email: text('email'),
  phone_number: text('phone_number'),
  website: text('website'),
  linkedin: text('linkedin'),
  facebook: text('facebook'),
  twitter: text('twitter'),
  instagram: text('instagram'),
  youtube: text('youtube'),
  city: text('city'),
  country_id: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
});

/** The languages an advisor listing says the advisor speaks. */
export const advisorListingLanguages = pgTable(
  'advisor_listing_languages',
  {
    content_id: integer('content_id')
      .notNull()
      .references(() => advisorListings.content_id, { onDelete: 'cascade' }),
    language_id: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.content_id, t.language_id] })],
);
