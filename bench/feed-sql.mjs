// The feed's statements (GET /api/feed, its tabs of items) as the API sends them: its own service
// (feed.service listFeed, on the content engine) answers each request on api-sql's recording
// database, its query parsed by the contracts' schema as the route parses it. Where the twin finds
// each part of a card's row is kept here: the API's select (feed.queries selectContentCards)
// decides it, and the twin's JSON check fails if it moves.
import { apiModule, apiPackage } from './api-sql.mjs';
import { contentListStatements, FILE_COLUMNS } from './content-sql.mjs';

const { listFeed } = await apiModule('features/feed/feed.service.ts');
const { feedQuerySchema, FEED_TAB_TYPES } = await apiPackage('@acorn/contracts');

/** The tabs that list one type; 'all' lists every type, 'companies' is not measured. */
export { FEED_TAB_TYPES };

/**
 * listFeed for `params` (the path's query) and the viewer: a tab's page of cards and its count,
 * or a search's (contentListStatements).
 */
export const feedStatements = ({ viewerId, params, query }) =>
  contentListStatements({
    key: `feed:${viewerId}:${params}`,
    search: params.get('search'),
    query,
    list: (db) =>
      listFeed({
        db,
        storage: undefined,
        viewerId,
        language: 'en',
        query: feedQuerySchema.parse(Object.fromEntries(params)),
      }),
  });

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
