import type { MarketSide } from '@acorn/contracts';
import { type FeedFilters, filterQuery, pagedCards, searchQuery } from '../../feed';

/**
 * GET /api/market: one side of the market as the feed's cards (other companies' published items),
 * with the feed's search and filters; 'Show more' adds the next page.
 */
export const marketBrowseQuery = (side: MarketSide, view: { search: string; filters: FeedFilters }) =>
  pagedCards('/api/market', { type: side, ...searchQuery(view.search), ...filterQuery(view.filters) });
