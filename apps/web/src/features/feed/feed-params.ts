import { FEED_TABS, type FeedTab } from '@acorn/contracts';

/** The filters of the feed's panel: ids of reference lists, option keys and days. */
export interface FeedFilters {
  sectors: number[];
  services: number[];
  countries: number[];
  serviceCategories: number[];
  dimension: string;
  revenue: string;
  dateFrom: string;
  dateTo: string;
}

/** What the feed shows: a tab, the search box's words and the filters; all of it lives in the address. */
export interface FeedView {
  tab: FeedTab;
  search: string;
  filters: FeedFilters;
}

const LIST_KEYS = ['sectors', 'services', 'countries', 'serviceCategories'] as const;
const TEXT_KEYS = ['dimension', 'revenue', 'dateFrom', 'dateTo'] as const;

export const NO_FILTERS: FeedFilters = {
  sectors: [],
  services: [],
  countries: [],
  serviceCategories: [],
  dimension: '',
  revenue: '',
  dateFrom: '',
  dateTo: '',
};

/** Lists travel as the API takes them, '3;5' (in the address as in the call). */
const readIds = (value: string | null) =>
  (value ?? '')
    .split(';')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

const isTab = (value: string | null): value is FeedTab => FEED_TABS.includes(value as FeedTab);

/** The view an address describes; anything it cannot read is left out. */
export function readFeedView(params: URLSearchParams): FeedView {
  const tab = params.get('tab');
  const filters = { ...NO_FILTERS };
  for (const key of LIST_KEYS) filters[key] = readIds(params.get(key));
  for (const key of TEXT_KEYS) filters[key] = params.get(key)?.slice(0, 40) ?? '';
  return { tab: isTab(tab) ? tab : 'all', search: params.get('search')?.slice(0, 200) ?? '', filters };
}

/** The filters as query values: only those set, lists as '3;5'. */
export function filterQuery(filters: FeedFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of LIST_KEYS) if (filters[key].length > 0) query[key] = filters[key].join(';');
  for (const key of TEXT_KEYS) if (filters[key]) query[key] = filters[key];
  return query;
}

/** The address of a view (the 'all' tab and empty values left out, so the plain feed is /feed). */
export function writeFeedView(view: FeedView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== 'all') params.set('tab', view.tab);
  if (view.search.trim()) params.set('search', view.search.trim());
  for (const [key, value] of Object.entries(filterQuery(view.filters))) params.set(key, value);
  return params;
}

/** How many filters are set (shown on the filter buttons). */
export const countFilters = (filters: FeedFilters, keys: readonly (keyof FeedFilters)[]) =>
  keys.reduce((total, key) => {
    const value = filters[key];
    return total + (Array.isArray(value) ? value.length : value ? 1 : 0);
  }, 0);
