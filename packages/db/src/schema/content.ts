import { CONTENT_TYPES } from '@acorn/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tsvector } from './columns';
import { files } from './files';
import { countries, languages, pomCategories, proposalFactors, sectors, services } from './reference';

/**
 * What every content type shares (decision 021): offers and opportunities of the market,
 * campaigns, blog posts, samplings, protocols and advisor listings are one row each here, and the
 * fields only one type has live in that type's table (`market_items`, ...), keyed by the same id.
 */
export const contentItems = pgTable(
  'content_items',
  {
    /**
     * Taken from the sequence through a bijection (migration 0029), so an item's id says nothing of
     * the items created before or after it: a hidden advisor listing's id does not sit among its
     * company's other ids (decision 037).
     */
    id: integer('id').primaryKey().default(sql`acorn_scrambled_id(nextval('content_items_id_seq'))`),
    /** One of the contracts' CONTENT_TYPES. */
    type: text('type').notNull(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML (lib/sanitize), never the text as sent. */
    description: text('description').notNull().default(''),
    /** 'draft' | 'pending' | 'published' | 'denied'; 'expired' is a published item past its deadline. */
    status: text('status').notNull().default('pending'),
    deny_reason: text('deny_reason'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Opening or publication date. */
    opening_date: date('opening_date', { mode: 'string' }),
    /** Deadline, closing date or validity: the last day the item is shown. */
    deadline: date('deadline', { mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The title and the description's text, lower case and without accents, written by the
     * service with every change: the 'simple' configuration then matches 'ação' typed as 'acao'
     * in any of the three languages, with no extension the embedded PostgreSQL lacks.
     */
    search_title: text('search_title').notNull().default(''),
    search_body: text('search_body').notNull().default(''),
    /**
     * The owner's company name the same way, so a search finds a company's items by its name.
     * The database keeps it (migration 0018's triggers): set on insert, rewritten on a rename.
     */
    search_owner: text('search_owner').notNull().default(''),
    /**
     * Whether the owner's account is active, kept by the database (migration 0022's triggers) so
     * the public lists and their counts read one index instead of joining every owner.
     */
    owner_active: boolean('owner_active').notNull().default(true),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_body), 'B') || setweight(to_tsvector('simple', search_owner), 'C')`,
      ),
  },
  (t) => [
    // Written out as literals, so the generated migration states the list (a new type's, its own).
    check(
      'content_items_type_check',
      sql`${t.type} in (${sql.raw(CONTENT_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
    check('content_items_status_check', sql`${t.status} in ('draft', 'pending', 'published', 'denied')`),
    // The feed and the directories: newest public of a type (published, of an active owner). The
    // deadline is in the index so a page and its count read the index alone, not every row.
    // NULLS FIRST is what `order by ... desc` means: with drizzle's default (NULLS LAST) the
    // planner cannot take the order from the index and sorts every row.
    index('content_items_published_idx')
      .on(t.type, t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst(), t.deadline)
      .where(sql`${t.status} = 'published' and ${t.owner_active}`),
    // The feed's 'all' tab: newest public of every type.
    index('content_items_published_recent_idx')
      .on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst(), t.deadline)
      .where(sql`${t.status} = 'published' and ${t.owner_active}`),
    index('content_items_owner_idx').on(t.owner_id, t.type, t.created_at.desc()),
    // The moderation queue: by status and type, oldest first.
    index('content_items_moderation_idx').on(t.status, t.type, t.created_at),
    index('content_items_deadline_idx').on(t.deadline).where(sql`${t.status} = 'published'`),
    index('content_items_search_idx').using('gin', t.search),
  ],
);

const contentId = () =>
  integer('content_id')
    .notNull()
    .references(() => contentItems.id, { onDelete: 'cascade' });

/** Target industry sectors of an item. */
export const contentSectors = pgTable(
  'content_sectors',
  {
    content_id: contentId(),
    sector_id: integer('sector_id')
      .notNull()
      .references(() => sectors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.content_id, t.sector_id] }),
    index('content_sectors_sector_idx').on(t.sector_id, t.content_id),
  ],
);

/** Target countries of an item. */
export const contentCountries = pgTable(
  'content_countries',
  {
    content_id: contentId(),
    country_id: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.content_id, t.country_id] }),
    index('content_countries_country_idx').on(t.country_id, t.content_id),
  ],
);

/** 20 LOG services an item is about (a market item's business service is one of them). */
export const contentServices = pgTable(
  'content_services',
  {
    content_id: contentId(),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.content_id, t.service_id] }),
    index('content_services_service_idx').on(t.service_id, t.content_id),
  ],
);

/** Service categories (the spec's POM categories) of an item: a protocol's categories. */
export const contentCategories = pgTable(
  'content_categories',
  {
    content_id: contentId(),
    category_id: integer('category_id')
      .notNull()
      .references(() => pomCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.content_id, t.category_id] }),
    index('content_categories_category_idx').on(t.category_id, t.content_id),
  ],
);

/** Uploaded files of an item, by role ('file', 'brochure', 'header_image', 'thumbnail', 'image'). */
export const contentFiles = pgTable(
  'content_files',
  {
    content_id: contentId(),
    file_id: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.content_id, t.file_id] }), index('content_files_file_idx').on(t.file_id)],
);

/** What only the market's offers (I want to sell) and opportunities (I want to buy) have. */
export const marketItems = pgTable('market_items', {
  content_id: integer('content_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  /** The business service (spec: businessService, service_id). */
  service_id: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
  /** Option keys of the company-size and revenue lists. */
  target_company_size: text('target_company_size'),
  target_company_revenue: text('target_company_revenue'),
  /** Opportunities only. */
  need: text('need'),
  innovation_areas: text('innovation_areas'),
  strengths: text('strengths'),
  /** Offers only. */
  what_brand_famous: text('what_brand_famous'),
  /** The scoring board: which credentials the offer has, or the opportunity asks for. */
  scoring_board_reviews: boolean('scoring_board_reviews').notNull().default(false),
  scoring_board_testimonials: boolean('scoring_board_testimonials').notNull().default(false),
  scoring_board_recommendations: boolean('scoring_board_recommendations').notNull().default(false),
  scoring_board_certificates: boolean('scoring_board_certificates').notNull().default(false),
  scoring_board_awards: boolean('scoring_board_awards').notNull().default(false),
  scoring_board_publications: boolean('scoring_board_publications').notNull().default(false),
});

/** Up to three proposal factors of a market item. */
export const marketItemProposalFactors = pgTable(
  'market_item_proposal_factors',
  {
    content_id: integer('content_id')
      .notNull()
      .references(() => marketItems.content_id, { onDelete: 'cascade' }),
    proposal_factor_id: integer('proposal_factor_id')
      .notNull()
      .references(() => proposalFactors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.content_id, t.proposal_factor_id] })],
);

/**
 * What only protocols (the spec's POM services) have: the owner's publication state, which the
 * server sets to 'Published' on creation (spec §4); the operator's approval is the item's status.
 */
export const protocols = pgTable('protocols', {
  content_id: integer('content_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  user_status: text('user_status').notNull().default('Published'),
});

/**
 * What only giveaways (the spec's samplings, "surprise boxes") have. `available` is the samples
 * left (the spec's noAvailableOffers): an application takes one in the same statement that checks
 * there is one, so concurrent applications never take it below zero.
 */
export const samplings = pgTable(
  'samplings',
  {
    content_id: integer('content_id')
      .primaryKey()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    no_of_offers: integer('no_of_offers').notNull(),
    available: integer('available').notNull(),
    prefered_date: date('prefered_date', { mode: 'string' }).notNull(),
    /** The day of the giveaway, also the item's deadline: after it the giveaway leaves the lists. */
    date_of_giveaway: date('date_of_giveaway', { mode: 'string' }),
    winning_criteria: text('winning_criteria'),
  },
  (t) => [
    check('samplings_no_of_offers_check', sql`${t.no_of_offers} > 0`),
    check('samplings_available_check', sql`${t.available} >= 0 and ${t.available} <= ${t.no_of_offers}`),
  ],
);

/** A company's application for a giveaway: one per company and giveaway. */
export const samplingApplications = pgTable(
  'sampling_applications',
  {
    content_id: integer('content_id')
      .notNull()
      .references(() => samplings.content_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.content_id, t.user_id] }),
    index('sampling_applications_user_idx').on(t.user_id, t.created_at.desc()),
  ],
);

/**
 * What only campaigns have (content-community §3, Campaign form fields): its texts, the job
 * functions playing each of the five buyer and five team roles, whether it answers a problem or
 * an opportunity, the business case and the scoring board. Its 20LOG services, sectors and
 * countries are the item's links; its publication and closing dates, the item's dates.
 */
export const campaigns = pgTable('campaigns', {
  content_id: integer('content_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  /** 'problem' | 'opportunity' */
  campaign_will: text('campaign_will'),
  /** An option key of the business-case list (undisputed, favorable, fair, doubtful). */
  business_case: text('business_case'),
  product: text('product'),
  advantage: text('advantage'),
  pains: text('pains'),
  gains: text('gains'),
  problem: text('problem'),
  problem_use_context: text('problem_use_context'),
  pain_relievers: text('pain_relievers'),
  gain_creators: text('gain_creators'),
  areas_of_innovation: text('areas_of_innovation'),
  strengths: text('strengths'),
  brand_fame: text('brand_fame'),
  improves_clients_competitiveness: text('improves_clients_competitiveness'),
  improves_clients_results: text('improves_clients_results'),
  reduces_clients_risks: text('reduces_clients_risks'),
  potential_objections: text('potential_objections'),
  potential_competitors: text('potential_competitors'),
  special_conditions: text('special_conditions'),
  decision_maker: text('decision_maker').array().notNull().default(sql`'{}'::text[]`),
  financier: text('financier').array().notNull().default(sql`'{}'::text[]`),
  purchaser: text('purchaser').array().notNull().default(sql`'{}'::text[]`),
  end_user: text('end_user').array().notNull().default(sql`'{}'::text[]`),
  influencer: text('influencer').array().notNull().default(sql`'{}'::text[]`),
  business_caser: text('business_caser').array().notNull().default(sql`'{}'::text[]`),
  devils_advocate: text('devils_advocate').array().notNull().default(sql`'{}'::text[]`),
  early_adopter: text('early_adopter').array().notNull().default(sql`'{}'::text[]`),
  friend: text('friend').array().notNull().default(sql`'{}'::text[]`),
  diplomat: text('diplomat').array().notNull().default(sql`'{}'::text[]`),
  scoring_board_reviews: boolean('scoring_board_reviews').notNull().default(false),
  scoring_board_testimonials: boolean('scoring_board_testimonials').notNull().default(false),
  scoring_board_recommendations: boolean('scoring_board_recommendations').notNull().default(false),
  scoring_board_certificates: boolean('scoring_board_certificates').notNull().default(false),
  scoring_board_awards: boolean('scoring_board_awards').notNull().default(false),
  scoring_board_publications: boolean('scoring_board_publications').notNull().default(false),
});

/** What only blog posts have: whether the owner has published it (an unpublished post is a draft). */
export const posts = pgTable('posts', {
  content_id: integer('content_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  published: boolean('published').notNull().default(true),
});

/**
 * What only advisor listings have (content-community §3, Advisor): the advisor's name, whether
 * the identity is hidden, experience, contacts and links. The item's title is what others may
 * read (the name, or 'Nondisclosure' when hidden), so search never finds a hidden name; the
 * description is the listing's about text, its sectors, countries of operation and 20LOG services
 * the item's links, its avatar a file of role 'avatar'.
 */
export const advisorListings = pgTable('advisor_listings', {
  content_id: integer('content_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
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

/** A member's 'Want' on an item (DESIGN §3b): one per member and item; its owner is told once. */
export const interests = pgTable(
  'interests',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content_id: contentId(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.content_id] }),
    index('interests_content_idx').on(t.content_id),
  ],
);
