import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { files } from './files';
import { countries, proposalFactors, sectors, services } from './reference';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What every content type shares (decision 021): offers and opportunities of the market,
 * campaigns, blog posts, samplings, protocols and advisor listings are one row each here, and the
 * fields only one type has live in that type's table (`market_items`, ...), keyed by the same id.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    /** 'offer' | 'opportunity' | 'campaign' | 'post' | 'sampling' | 'protocol' | 'advisor' */
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
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_body), 'B')`,
      ),
  },
  (t) => [
    check(
      'content_items_type_check',
      sql`${t.type} in ('offer', 'opportunity', 'campaign', 'post', 'sampling', 'protocol', 'advisor')`,
    ),
    check('content_items_status_check', sql`${t.status} in ('draft', 'pending', 'published', 'denied')`),
    // The feed and the directories: newest published of a type. The deadline is in the index so
    // a page and its count read the index alone, not every published row.
    index('content_items_published_idx')
      .on(t.type, t.created_at.desc(), t.id.desc(), t.deadline)
      .where(sql`${t.status} = 'published'`),
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
