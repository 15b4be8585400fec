// The market's statements (GET /api/market/{offers|opportunities}[/{id}]) as the API sends them:
// its own service (market.service's `market`, on the content engine) answers each request on
// api-sql's recording database, its query parsed by the contracts' schema as the route parses it.
// Where the twin finds each part of a row is kept here: the API's select decides it, and the
// twin's JSON check fails if it moves.
import { apiModule, apiPackage, apiStatement, apiStatements } from './api-sql.mjs';
import { contentListStatements } from './content-sql.mjs';

const { market } = await apiModule('features/market/market.service.ts');
const tiers = await apiModule('lib/tiers.ts');
const { marketListQuerySchema } = await apiPackage('@acorn/contracts');

/** The tier check's answer that lets the market's code go on: a tier with the market. */
const WITH_MARKET = [[[[market.feature]]]];

/**
 * requireFeature (lib/tiers): the caller's tier's features. Answered nothing, the API goes on to
 * name the cheapest tier with the feature and refuses: only its first statement is the check.
 */
export const featuresStatement = (userId) =>
  apiStatement(`features:${userId}`, (db) =>
    tiers.requireFeature({ db, userId, feature: market.feature }).catch(() => undefined),
  );

/** What market.list and market.get are given besides the database: an English reader's. */
const reader = (viewerId, type) => ({ storage: undefined, userId: viewerId, language: 'en', type });

/** market.list for `params` (the path's query): a page of one side's public items and its count (contentListStatements). */
export const listStatements = ({ type, viewerId, params, query }) =>
  contentListStatements({
    key: `market:${type}:${viewerId}:${params}`,
    search: params.get('search'),
    query,
    ahead: WITH_MARKET,
    list: (db) =>
      market.list({
        db,
        ...reader(viewerId, type),
        query: marketListQuerySchema.parse(Object.fromEntries(params)),
      }),
  });

/** market.get: one item the viewer may see (public now, or their own), after the tier check. */
export const itemStatement = async ({ type, id, viewerId }) =>
  (
    await apiStatements(
      `market:${type}:${id}:${viewerId}`,
      // Answered no row, the API refuses with content_not_found after sending it.
      (db) => market.get({ db, ...reader(viewerId, type), id }).catch(() => undefined),
      WITH_MARKET,
    )
  )[1];

/** The shared row without its search columns and owner state (contentColumns' item). */
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
 * Where each part of a market row starts in selectMarketItems' columns (the rows come as arrays):
 * contentColumns (the item, the owner's company name, sectors, countries), the market row, the
 * service's four, the proposal factors and the files.
 */
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
