import {
  type Language,
  type LeadKind,
  type ListMeta,
  leadsResponseSchema,
  type NeedAlertInput,
  needAlertInputSchema,
  needAlertResponseSchema,
  needsResponseSchema,
} from '@acorn/contracts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const LEADS_KEY = ['leads'] as const;
const ALERT_KEY = [...LEADS_KEY, 'alert'] as const;

/** How many rows a tab shows at first and adds on each 'Load more'. */
const LEADS_PER_PAGE = 20;

const nextPage = (last: { meta: ListMeta }) =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

/** GET /api/leads: what others did about my items, newest first; of one kind or all. */
export const leadsQuery = (kind: LeadKind | null) =>
  infiniteQueryOptions({
    queryKey: [...LEADS_KEY, 'leads', kind],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/api/leads', {
        query: { page: pageParam, perPage: LEADS_PER_PAGE, ...(kind ? { kind } : {}) },
        schema: leadsResponseSchema,
        signal,
      }),
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });

/** GET /api/needs: opportunities matching me, best first; the reasons come named in `language`. */
export const needsQuery = (search: string, language: Language) =>
  infiniteQueryOptions({
    queryKey: [...LEADS_KEY, 'needs', search, language],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/api/needs', {
        query: { page: pageParam, perPage: LEADS_PER_PAGE, ...(search ? { search } : {}) },
        schema: needsResponseSchema,
        signal,
      }),
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });

/** GET /api/need-alerts: the saved alert's frequency (null: off). */
export const needAlertQuery = () =>
  queryOptions({
    queryKey: ALERT_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/need-alerts', { schema: needAlertResponseSchema, signal }).then(
        (answer) => answer.data,
      ),
  });

/** PUT /api/need-alerts, then the control shows what the server saved. */
export async function saveNeedAlert(queryClient: QueryClient, input: NeedAlertInput) {
  const answer = await apiRequest('/api/need-alerts', {
    method: 'PUT',
    body: needAlertInputSchema.parse(input),
    schema: needAlertResponseSchema,
  });
  queryClient.setQueryData(ALERT_KEY, answer.data);
  return answer.data;
}
