import { z } from 'zod/mini';
import { intSchema, listResponseSchema, optionalFilter, paginationQuerySchema } from './common';
import { contentListQuerySchema, contentStatusSchema, isoDay, linkFilter } from './content';
import {
  CONTENT_TYPE_DESCRIPTORS,
  CONTENT_TYPES,
  type ContentType,
  type ContentTypeFeedTab,
} from './content-types';

/**
 * The feed's tabs (content-community §2, Feed), in the order they show: every type's tab (its
 * descriptor's `feedTab`, at its `feedTabPosition`) between 'all' and 'companies'.
 */
export const FEED_TABS = [
  'all',
  ...[...CONTENT_TYPE_DESCRIPTORS]
    .sort((a, b) => a.feedTabPosition - b.feedTabPosition)
    .map((descriptor) => descriptor.feedTab),
  'companies',
] as const;
export type FeedTab = (typeof FEED_TABS)[number];

/** The content type each type tab lists; 'all' lists them all, 'companies' the companies. */
export const FEED_TAB_TYPES = Object.fromEntries(
  CONTENT_TYPE_DESCRIPTORS.map((descriptor) => [descriptor.feedTab, descriptor.type]),
) as Readonly<Record<ContentTypeFeedTab, ContentType>>;

/** The feed's page size (spec §4). */
export const FEED_PER_PAGE = 10;

const optionKey = optionalFilter(z.string().check(z.minLength(1), z.maxLength(40)));

/**
 * GET /api/feed (DESIGN §3b): a tab, the search box's words and the list filters. `dimension`
 * (company size) and `revenue` are option keys of the owner company; the dates bound when an
 * item was published.
 */
export const feedQuerySchema = z.extend(contentListQuerySchema, {
  type: z._default(z.enum(FEED_TABS), 'all'),
  serviceCategories: linkFilter,
  dimension: optionKey,
  revenue: optionKey,
  dateFrom: optionalFilter(isoDay),
  dateTo: optionalFilter(isoDay),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const FEED_ITEM_TYPES = [...CONTENT_TYPES, 'company'] as const;
export type FeedItemType = (typeof FEED_ITEM_TYPES)[number];

/** Longest text a card shows before 'view more' (spec §9: 580 for posts, 180 for the others). */
export const FEED_EXCERPT_LENGTH = 600;

/**
 * One card of the feed: an item (or a company, in the companies tab) with what its card shows
 * and the owner's header. `excerpt` is plain text; the page opens the item for the rest.
 */
export const feedCardSchema = z.object({
  item_type: z.enum(FEED_ITEM_TYPES),
  id: z.int(),
  title: z.string(),
  excerpt: z.string(),
  /** A picture of the item (a post's thumbnail, a campaign's image, a company's logo), if any. */
  image: z.nullable(z.string()),
  /** The same picture's 1024 px copy for wide or dense screens; null when the file has none. */
  image_large: z.nullable(z.string()),
  /** The owner sees the status of an own item; others only see published ones. */
  status: z.nullable(contentStatusSchema),
  createdAt: z.string(),
  deadline: z.nullable(z.string()),
  /** A giveaway's samples still to give. */
  samples_left: z.nullable(z.int()),
  sectors: z.array(z.string()),
  countries: z.array(z.string()),
  /** The owner company; for a hidden advisor's listing, 'Nondisclosure' with nothing else to show (id 0). */
  owner: z.object({
    id: z.int(),
    name: z.string(),
    avatar: z.nullable(z.string()),
    headline: z.string(),
    /** No company page to link to: the owner keeps its identity hidden. */
    hidden: z.boolean(),
  }),
  is_own: z.boolean(),
  wanted: z.boolean(),
});
export type FeedCard = z.infer<typeof feedCardSchema>;

export const feedResponseSchema = listResponseSchema(feedCardSchema);
export type FeedResponse = z.infer<typeof feedResponseSchema>;

/**
 * GET /api/companies: the directories' companies (registered and active), with the feed's
 * search and company filters; `seller=true` keeps the sellers (/seller-directory).
 */
export const companyListQuerySchema = z.extend(paginationQuerySchema, {
  perPage: z.optional(intSchema({ max: 50 })),
  search: z.optional(z.string().check(z.maxLength(200))),
  sectors: linkFilter,
  countries: linkFilter,
  services: linkFilter,
  dimension: optionKey,
  revenue: optionKey,
  seller: optionalFilter(z.enum(['true', 'false'])),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

/** GET /api/companies/latest?number=3: the newest companies, for the feed's sidebar. */
export const latestCompaniesQuerySchema = z.object({ number: z._default(intSchema({ max: 10 }), 3) });
export const latestCompaniesResponseSchema = z.object({ data: z.array(feedCardSchema) });
