// The SQL the API sends for the feed (GET /api/feed), word for word, with its parameters: captured
// from PostgreSQL's log (`alter database ... set log_statement = 'all'`) while the built server
// answered ?type=all, ?type=offers and ?search=export&countries=...&sectors=... for a participant.
// After the session (content-sql.mjs) come a page of cards and its count at once: the list's
// where, order and paging are contentList's, the cards' select is feed.queries'.
import { FILE_COLUMNS, pageStatements } from './content-sql.mjs';

/** feed.queries: how much of a description a card reads. */
const DESCRIPTION_PREFIX = 4000;
/** feed.queries: a card's picture, by the first role the item has. */
const CARD_IMAGE_ROLES = ['thumbnail_image', 'image', 'header_image', 'avatar'];
/** The tabs that list one type (FEED_TAB_TYPES); 'all' lists every type, 'companies' is not measured. */
export const FEED_TAB_TYPES = {
  offers: 'offer',
  opportunities: 'opportunity',
  campaigns: 'campaign',
  advisors: 'advisor',
  posts: 'post',
  samplings: 'sampling',
  protocols: 'protocol',
};

/** selectContentCards (feed.queries): what each card shows for `viewerId`, the cardImage's text as written. */
const selectContentCards = (viewerId) => (add) =>
  `select ${[
    '"content_items"."id"',
    '"content_items"."type"',
    '"content_items"."title"',
    `left("content_items"."description", ${add(DESCRIPTION_PREFIX)})`,
    '"content_items"."status"',
    '"content_items"."deadline"',
    '"content_items"."created_at"',
    '"content_items"."owner_id"',
    '"company_profiles"."company_name"',
    '"company_profiles"."headline"',
    ...FILE_COLUMNS.map((column) => `"logos"."${column}"`),
    `(
  select to_json("files") from "content_files" join "files" on "files"."id" = "content_files"."file_id"
  where "content_files"."content_id" = "content_items"."id"
    and "content_files"."role" in (${CARD_IMAGE_ROLES.map(add).join(', ')})
  order by array_position(array[${CARD_IMAGE_ROLES.map(add).join(', ')}]::text[], "content_files"."role"), "content_files"."position"
  limit 1
)`,
    '(select "advisor_listings"."hide_identity" from "advisor_listings" where "advisor_listings"."content_id" = "content_items"."id")',
    '(select "samplings"."available" from "samplings" where "samplings"."content_id" = "content_items"."id")',
    '(select array_agg("content_sectors"."sector_id") from "content_sectors" where "content_sectors"."content_id" = "content_items"."id")',
    '(select array_agg("content_countries"."country_id") from "content_countries" where "content_countries"."content_id" = "content_items"."id")',
    `case when "content_items"."type" = 'sampling'
        then coalesce((select true from "sampling_applications" where "sampling_applications"."user_id" = ${add(viewerId)} and "sampling_applications"."content_id" = "content_items"."id"), false)
        else coalesce((select true from "interests" where "interests"."user_id" = ${add(viewerId)} and "interests"."content_id" = "content_items"."id"), false) end`,
  ].join(
    ', ',
  )} from "content_items" left join "company_profiles" on "company_profiles"."user_id" = "content_items"."owner_id" left join "files" "logos" on "logos"."id" = "company_profiles"."company_logo_file_id"`;

/**
 * listFeed (feed.service) for a tab of items: `type` undefined for 'all'; the search's words
 * (textQueryOf) and the sector and country filters, if any.
 */
export const feedStatements = ({ type, words, sectors, countries, viewerId, page, perPage }) =>
  pageStatements({ select: selectContentCards(viewerId), type, sectors, countries, words, page, perPage });

/** Where each part of a card row is in the select's columns (the rows come as arrays). */
export const CARD_ROW = {
  item: ['id', 'type', 'title', 'description', 'status', 'deadline', 'created_at', 'owner_id'],
  ownerName: 8,
  ownerHeadline: 9,
  logoStorageKey: 10 + FILE_COLUMNS.indexOf('storage_key'),
  logoVisibility: 10 + FILE_COLUMNS.indexOf('visibility'),
  logoVariants: 10 + FILE_COLUMNS.indexOf('variants'),
  image: 10 + FILE_COLUMNS.length,
  hiddenIdentity: 11 + FILE_COLUMNS.length,
  samplesLeft: 12 + FILE_COLUMNS.length,
  sectorIds: 13 + FILE_COLUMNS.length,
  countryIds: 14 + FILE_COLUMNS.length,
  wanted: 15 + FILE_COLUMNS.length,
};
