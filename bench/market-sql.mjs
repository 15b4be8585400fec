// The SQL the API sends for the market's reads, word for word, with its parameters: captured from
// PostgreSQL's log (`alter database ... set log_statement = 'all'`) while the built server answered
// GET /api/market/offers (page 1, a later page, a search, a later page of a search) and
// GET /api/market/offers/{id} for a participant. The bare server runs these; `npm run bench`
// checks that both servers answer the same JSON before measuring, so a query that changed in the
// API shows up there. The pieces every content list shares are in content-sql.mjs.
import { COUNTRIES, linked, PUBLIC_NOW, pageStatements, parameters, SECTORS } from './content-sql.mjs';

/** requireFeature (lib/tiers): the caller's tier's features. */
export const FEATURES_SQL =
  'select "packages"."available_features" from "users" inner join "packages" on "packages"."id" = "users"."package_id" where "users"."id" = $1';

/** The shared row without its search columns (search, search_title, search_body, search_owner). */
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

/**
 * selectMarketItems (market.queries): contentColumns (the shared row, the owner's company name,
 * sectors, countries), the market row, the service, the proposal factors and the files of role
 * 'file', its one parameter.
 */
const selectMarketItems = (add) =>
  `select ${[
    ...CONTENT_COLUMNS.map((column) => `"content_items"."${column}"`),
    '"company_profiles"."company_name"',
    SECTORS,
    COUNTRIES,
    ...MARKET_COLUMNS.map((column) => `"market_items"."${column}"`),
    '"services"."id"',
    '"services"."name"',
    '"services"."name_pt"',
    '"services"."name_es"',
    linked(
      'to_json("proposal_factors")',
      'from "market_item_proposal_factors" join "proposal_factors" on "proposal_factors"."id" = "market_item_proposal_factors"."proposal_factor_id" where "market_item_proposal_factors"."content_id" = "content_items"."id"',
      '"proposal_factors"."id"',
    ),
    linked(
      'to_json("files")',
      `from "content_files" join "files" on "files"."id" = "content_files"."file_id" where "content_files"."content_id" = "content_items"."id" and "content_files"."role" = ${add('file')}`,
      '"content_files"."position"',
    ),
  ].join(
    ', ',
  )} from "content_items" inner join "market_items" on "market_items"."content_id" = "content_items"."id" left join "company_profiles" on "company_profiles"."user_id" = "content_items"."owner_id" left join "services" on "services"."id" = "market_items"."service_id"`;

/** market.list (content-type.ts, contentList): a page of one type's public items and its count. */
export const listStatements = ({ type, page, perPage, words }) =>
  pageStatements({ select: selectMarketItems, type, words, page, perPage });

/** market.get (content-type.ts): one item the viewer may see (visibleTo: public now, or their own). */
export function itemStatement({ type, id, viewerId }) {
  const { values, add } = parameters();
  const text = `${selectMarketItems(add)} where ("content_items"."id" = ${add(id)} and "content_items"."type" = ${add(type)} and (${PUBLIC_NOW} or "content_items"."owner_id" = ${add(viewerId)}))`;
  return { text, values };
}

/** Where each part of a market row starts in the select's columns (the rows come as arrays). */
export const MARKET_ROW = {
  item: 0,
  companyName: CONTENT_COLUMNS.length,
  sectors: CONTENT_COLUMNS.length + 1,
  countries: CONTENT_COLUMNS.length + 2,
  market: CONTENT_COLUMNS.length + 3,
  service: CONTENT_COLUMNS.length + 3 + MARKET_COLUMNS.length,
  factors: CONTENT_COLUMNS.length + 3 + MARKET_COLUMNS.length + 4,
  files: CONTENT_COLUMNS.length + 3 + MARKET_COLUMNS.length + 5,
  contentColumns: CONTENT_COLUMNS,
  marketColumns: MARKET_COLUMNS,
};
