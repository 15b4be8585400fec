import { CONTENT_TYPES } from '@acorn/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { countries, pomCategories, sectors, services } from './reference';

/**
 * When an item was made, as the index of the words' starts holds it: its hour, day and week since
 * 1970-01-01 UTC (weeks from Monday), as 'h498889', 'd20787' and 'w2970'. A search asks it for a
 * window of recent hours (`createdPeriods(...) && array[...]`, content.service `periodsFrom`,
 * decision 062): the window's older edge in hours and days, the rest in weeks, a few entries for
 * any width. Written once, as the index's expression and the search's must be the same; every part
 * of it is immutable, as an index's expression must be.
 */
export const createdPeriods = (createdAt: AnyPgColumn | SQL): SQL => {
  const seconds = sql`extract(epoch from (${createdAt} at time zone 'UTC'))`;
  return sql`(array['h' || floor(${seconds} / 3600)::int::text, 'd' || floor(${seconds} / 86400)::int::text, 'w' || floor((${seconds} / 86400 + 3) / 7)::int::text])`;
};

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
    /**
     * The item's sectors and countries (its `content_sectors`, `content_countries`), kept by the
     * database (migration 0039's triggers) beside its words, so a search with those filters is
     * one look in one index rather than a walk of every match (decision 059).
     */
    sector_ids: integer('sector_ids').array().notNull().default(sql`'{}'`),
    country_ids: integer('country_ids').array().notNull().default(sql`'{}'`),
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
    // A search without a sector or country: the newest-first walk or these words (decision 059).
    index('content_items_search_idx').using('gin', t.search),
    // Every word's prefixes (acorn_search_prefixes, migration 0040) with the filters and when the
    // item was made, so a word meets a sector and a country (decision 060), or a window of recent
    // hours (decision 062), in one scan of exact entries rather than a union of every word a
    // prefix starts.
    index('content_items_search_filters_idx').using(
      'gin',
      sql`acorn_search_prefixes(${t.search})`,
      t.sector_ids,
      t.country_ids,
      createdPeriods(t.created_at),
    ),
  ],
);

const contentId = () =>
  integer('content_id')
    .notNull()
    .references(() => contentItems.id, { onDelete: 'cascade' });

/**
 * A type's own table's key (`market_items`, `posts`, ...): the item's id, the row deleted with the
 * item. One row per item of the type, holding the fields only that type has.
 */
export const contentItemKey = () =>
  integer('content_id')
    .primaryKey()
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
