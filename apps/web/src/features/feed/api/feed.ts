import {
  type FeedTab,
  feedResponseSchema,
  type ListMeta,
  latestCompaniesResponseSchema,
} from '@acorn/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type FeedFilters, filterQuery } from '../feed-params';

/** Every feed list's key starts here, so a Want or an edit refreshes them all. */
const FEED_KEY = ['feed'] as const;

/** A list of cards page after page: 'Show more' adds the next page to those shown (spec §4). */
export const pagedCards = (path: string, query: Record<string, string>) =>
  infiniteQueryOptions({
    queryKey: [...FEED_KEY, path, query],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(path, { query: { ...query, page: pageParam }, schema: feedResponseSchema, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: { meta: ListMeta }) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    placeholderData: keepPreviousData,
  });

export const searchQuery = (search: string): Record<string, string> =>
  search.trim() ? { search: search.trim() } : {};

export const feedQuery = (view: { tab: FeedTab; search: string; filters: FeedFilters }) =>
  pagedCards('/api/feed', { type: view.tab, ...searchQuery(view.search), ...filterQuery(view.filters) });

/** One member's items of a tab, newest first: a profile's channel (every status for its owner). */
export const channelQuery = (ownerId: number, tab: FeedTab) =>
  pagedCards('/api/feed', { type: tab, user: String(ownerId) });

/** The directories' companies; `sellers` keeps the sellers only. */
export const companiesQuery = (view: { search: string; filters: FeedFilters; sellers: boolean }) =>
  pagedCards('/api/companies', {
    ...(view.sellers ? { seller: 'true' } : ({} as Record<string, string>)),
    ...searchQuery(view.search),
    // Companies have no categories or publication dates.
    ...filterQuery({ ...view.filters, serviceCategories: [], dateFrom: '', dateTo: '' }),
  });

/** The sidebar's lists: three newest of a tab (spec §2: perPage 3, page 1). */
export const sidebarQuery = (tab: Exclude<FeedTab, 'all' | 'companies'>) =>
  queryOptions({
    queryKey: [...FEED_KEY, 'sidebar', tab],
    queryFn: ({ signal }) =>
      apiRequest('/api/feed', { query: { type: tab, perPage: 3 }, schema: feedResponseSchema, signal }),
    select: (page) => page.data,
  });

export const latestCompaniesQuery = () =>
  queryOptions({
    queryKey: [...FEED_KEY, 'sidebar', 'companies'],
    queryFn: ({ signal }) =>
      apiRequest('/api/companies/latest', {
        query: { number: 3 },
        schema: latestCompaniesResponseSchema,
        signal,
      }),
    select: (answer) => answer.data,
  });
