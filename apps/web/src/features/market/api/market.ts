import { type MarketType, marketItemListResponseSchema, marketItemResponseSchema } from '@acorn/contracts';
import { contentApi } from '../../../lib/content-api';

/** Each side's calls (DESIGN §3b): GET/POST the list path, GET/PUT one item, DELETE with the side's id name. */
const side = (type: MarketType, path: string, idKey: string) =>
  contentApi({
    key: ['market', type],
    paths: {
      list: path,
      item: (id) => `${path}/${id}`,
      update: { path: (id) => `${path}/${id}`, method: 'PUT' },
      remove: { path, idKey },
    },
    itemSchema: marketItemResponseSchema,
    listSchema: marketItemListResponseSchema,
  });

export const marketApi: Record<MarketType, ReturnType<typeof side>> = {
  offer: side('offer', '/api/market/offers', 'offerId'),
  opportunity: side('opportunity', '/api/market/opportunities', 'opportunityId'),
};

/** Every market query starts with this key: a save refreshes both sides' lists. */
export const MARKET_QUERY_KEY = ['market'] as const;

/** The spec's market routes: 'iws' is an offer, anything else an opportunity. */
const MARKET_ROUTE_TYPES: Record<MarketType, string> = { offer: 'iws', opportunity: 'iwb' };
export const marketTypeOfRoute = (segment: string | undefined): MarketType =>
  segment === MARKET_ROUTE_TYPES.offer ? 'offer' : 'opportunity';

export const OWN_PER_PAGE = 10;
