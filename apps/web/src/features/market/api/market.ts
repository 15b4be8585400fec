import {
  type MarketItem,
  type MarketType,
  marketItemListResponseSchema,
  marketItemResponseSchema,
} from '@acorn/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

/** Each side's path and the name its DELETE body gives the id (DESIGN §3b). */
const SIDES: Record<MarketType, { path: string; deleteKey: string }> = {
  offer: { path: '/api/market/offers', deleteKey: 'offerId' },
  opportunity: { path: '/api/market/opportunities', deleteKey: 'opportunityId' },
};

/** The spec's market routes: 'iws' is an offer, anything else an opportunity. */
export const MARKET_ROUTE_TYPES: Record<MarketType, string> = { offer: 'iws', opportunity: 'iwb' };
export const marketTypeOfRoute = (segment: string | undefined): MarketType =>
  segment === MARKET_ROUTE_TYPES.offer ? 'offer' : 'opportunity';

const itemPath = (type: MarketType, id: number) => `${SIDES[type].path}/${id}`;

export const getMarketItem = async (type: MarketType, id: number): Promise<MarketItem> =>
  (await apiRequest(itemPath(type, id), { schema: marketItemResponseSchema })).data;

export const createMarketItem = async (type: MarketType, body: unknown): Promise<MarketItem> =>
  (await apiRequest(SIDES[type].path, { method: 'POST', body, schema: marketItemResponseSchema })).data;

export const updateMarketItem = async (type: MarketType, id: number, body: unknown): Promise<MarketItem> =>
  (await apiRequest(itemPath(type, id), { method: 'PUT', body, schema: marketItemResponseSchema })).data;

const removedSchema = z.object({ success: z.string() });

export const marketQueryKeys = {
  all: ['market'] as const,
  item: (type: MarketType, id: number) => ['market', 'item', type, id] as const,
  own: (type: MarketType, userId: number, page: number) => ['market', 'own', type, userId, page] as const,
};

export const marketItemQueryOptions = (type: MarketType, id: number) =>
  queryOptions({
    queryKey: marketQueryKeys.item(type, id),
    queryFn: () => getMarketItem(type, id),
    retry: false,
  });

export const useMarketItem = (type: MarketType, id: number) => useQuery(marketItemQueryOptions(type, id));

export const OWN_PER_PAGE = 10;

/** One company's items of a side; for its owner, in every status (GET ...?user={id}). */
export function useOwnMarketItems(type: MarketType, userId: number, page: number) {
  return useQuery({
    queryKey: marketQueryKeys.own(type, userId, page),
    queryFn: () =>
      apiRequest(SIDES[type].path, {
        query: { user: userId, page, perPage: OWN_PER_PAGE },
        schema: marketItemListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Deletes one of the owner's items (DELETE with the spec's body) and refreshes the lists. */
export function useDeleteMarketItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id }: { type: MarketType; id: number }) =>
      apiRequest(SIDES[type].path, {
        method: 'DELETE',
        body: { [SIDES[type].deleteKey]: id },
        schema: removedSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketQueryKeys.all }),
  });
}
