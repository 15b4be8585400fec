// The SQL the API sends for the market's reads, word for word, with its parameters: captured from
// PostgreSQL's log (`alter database ... set log_statement = 'all'`) while the built server answered
// GET /api/market/offers (page 1, a later page, a search, a later page of a search) and
// GET /api/market/offers/{id} for a participant. The bare server runs these; `npm run bench`
// checks that both servers answer the same JSON before measuring, so a query that changed in the
// API shows up there. Texts of the API's searchQuery and searchableText are repeated here too.

/** resolveSession (accounts): the bearer token's digest, now, the active status, limit 1. */
export const SESSION_SQL =
  'select "sessions"."user_id", "users"."cb_roles_id", "sessions"."last_used_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2 and "users"."status" = $3) limit $4';
/** resolveSession's touch, at most once a minute per session. */
export const TOUCH_SESSION_SQL =
  'update "sessions" set "last_used_at" = $1 where "sessions"."token_hash" = $2';
/** requireFeature (lib/tiers): the caller's tier's features. */
export const FEATURES_SQL =
  'select "packages"."available_features" from "users" inner join "packages" on "packages"."id" = "users"."package_id" where "users"."id" = $1';

/**
 * selectMarketItems (market.queries): the shared row without its search columns, the market row,
 * the owner's company, the service and the links.
 */
const linked = (json, from, order) =>
  `coalesce((select json_agg(${json} order by ${order}) ${from}), '[]'::json)`;
const localizedRef = (table) =>
  `json_build_object('id', "${table}"."id", 'name', "${table}"."name", 'name_pt', "${table}"."name_pt", 'name_es', "${table}"."name_es")`;
const CONTENT_COLUMNS = [
  'id',
  'type',
  'owner_id',
  'title',
  'description',
  'status',
  'deny_reason',
  'decided_at',
  'decided_by',
  'opening_date',
  'deadline',
  'created_at',
  'updated_at',
];
const MARKET_COLUMNS = [
  'content_id',
  'service_id',
  'target_company_size',
  'target_company_revenue',
  'need',
  'innovation_areas',
  'strengths',
  'what_brand_famous',
  'scoring_board_reviews',
  'scoring_board_testimonials',
  'scoring_board_recommendations',
  'scoring_board_certificates',
  'scoring_board_awards',
  'scoring_board_publications',
];
const SELECT_MARKET_ITEMS = `select ${[
  ...CONTENT_COLUMNS.map((column) => `"content_items"."${column}"`),
  ...MARKET_COLUMNS.map((column) => `"market_items"."${column}"`),
  '"company_profiles"."company_name"',
  '"services"."id"',
  '"services"."name"',
  '"services"."name_pt"',
  '"services"."name_es"',
  linked(
    localizedRef('sectors'),
    'from "content_sectors" join "sectors" on "sectors"."id" = "content_sectors"."sector_id" where "content_sectors"."content_id" = "content_items"."id"',
    '"sectors"."name"',
  ),
  linked(
    localizedRef('countries'),
    'from "content_countries" join "countries" on "countries"."id" = "content_countries"."country_id" where "content_countries"."content_id" = "content_items"."id"',
    '"countries"."name"',
  ),
  linked(
    'to_json("proposal_factors")',
    'from "market_item_proposal_factors" join "proposal_factors" on "proposal_factors"."id" = "market_item_proposal_factors"."proposal_factor_id" where "market_item_proposal_factors"."content_id" = "content_items"."id"',
    '"proposal_factors"."id"',
  ),
  linked(
    'to_json("files")',
    'from "content_files" join "files" on "files"."id" = "content_files"."file_id" where "content_files"."content_id" = "content_items"."id" and "content_files"."role" = \'file\'',
    '"content_files"."position"',
  ),
].join(
  ', ',
)} from "content_items" inner join "market_items" on "market_items"."content_id" = "content_items"."id" left join "company_profiles" on "company_profiles"."user_id" = "content_items"."owner_id" left join "services" on "services"."id" = "market_items"."service_id"`;

/** isPublicNow (content), behind the type: $1 type, $2 'published'. */
const PUBLIC_OF_TYPE =
  '"content_items"."type" = $1 and ("content_items"."status" = $2 and ("content_items"."deadline" is null or "content_items"."deadline" >= current_date))';
const MATCHES = '"content_items"."search" @@ to_tsquery(\'simple\', $3)';
const NEWEST = 'order by "content_items"."created_at" desc, "content_items"."id" desc';

/**
 * market.list (content-type.ts, listContentPage): the page and its count, sent at once on two connections. The
 * page picks its ids in a subquery (where, order, limit and offset), then selects those items in
 * the same order; the search's rank is a parameter of its own in each order. Drizzle leaves
 * `offset` out on the first page, so page 1 is a statement of its own.
 */
export function listStatements({ type, page, perPage, words }) {
  const offset = (page - 1) * perPage;
  const paging = (from) =>
    offset > 0
      ? { text: `limit $${from} offset $${from + 1}`, values: [perPage, offset], next: from + 2 }
      : { text: `limit $${from}`, values: [perPage], next: from + 1 };
  if (words) {
    const where = `where (${PUBLIC_OF_TYPE} and ${MATCHES})`;
    const order = (at) =>
      `order by ts_rank("content_items"."search", to_tsquery('simple', $${at})) desc, "content_items"."created_at" desc, "content_items"."id" desc`;
    const window = paging(5);
    return {
      rows: {
        text: `${SELECT_MARKET_ITEMS} where "content_items"."id" in (select "id" from "content_items" ${where} ${order(4)} ${window.text}) ${order(window.next)}`,
        values: [type, 'published', words, words, ...window.values, words],
      },
      count: { text: `select count(*) from "content_items" ${where}`, values: [type, 'published', words] },
    };
  }
  const where = `where (${PUBLIC_OF_TYPE})`;
  const window = paging(3);
  return {
    rows: {
      text: `${SELECT_MARKET_ITEMS} where "content_items"."id" in (select "id" from "content_items" ${where} ${NEWEST} ${window.text}) ${NEWEST}`,
      values: [type, 'published', ...window.values],
    },
    count: { text: `select count(*) from "content_items" ${where}`, values: [type, 'published'] },
  };
}

/** market.get (content-type.ts): one item the viewer may see (visibleTo: public now, or their own). */
export const itemStatement = ({ type, id, viewerId }) => ({
  text: `${SELECT_MARKET_ITEMS} where ("content_items"."id" = $1 and "content_items"."type" = $2 and (("content_items"."status" = $3 and ("content_items"."deadline" is null or "content_items"."deadline" >= current_date)) or "content_items"."owner_id" = $4))`,
  values: [id, type, 'published', viewerId],
});

/** Where each part of a market row starts in the select's columns (the rows come as arrays). */
export const MARKET_ROW = {
  item: 0,
  market: CONTENT_COLUMNS.length,
  companyName: CONTENT_COLUMNS.length + MARKET_COLUMNS.length,
  service: CONTENT_COLUMNS.length + MARKET_COLUMNS.length + 1,
  links: CONTENT_COLUMNS.length + MARKET_COLUMNS.length + 5,
  contentColumns: CONTENT_COLUMNS,
  marketColumns: MARKET_COLUMNS,
};

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** packages/db searchableText: the words of a text or HTML, no tags, lower case, no accents. */
export function searchableText(html) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name) =>
      name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** content searchQuery: every word of the search box as a prefix, all of them required. */
export function searchQuery(text) {
  const words = searchableText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
