import {
  type ContentType,
  contentReviewResponseSchema,
  listResponseSchema,
  type ModerationItem,
  moderationItemSchema,
} from '@acorn/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, compactQuery } from './query-keys';

export interface ModerationFilters {
  status: string;
  type: string;
  page: number;
}

const listSchema = listResponseSchema(moderationItemSchema);

/** GET /api/admin/content: items of a status (pending unless chosen), oldest first. */
const listModerationQueue = (filters: ModerationFilters) =>
  apiRequest('/api/admin/content', { query: compactQuery({ ...filters }), schema: listSchema });

const moderationQueryOptions = (filters: ModerationFilters) =>
  queryOptions({
    queryKey: adminKeys.content(filters),
    queryFn: () => listModerationQueue(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useModerationQueue = (filters: ModerationFilters) => useQuery(moderationQueryOptions(filters));

/** GET /api/admin/content/{type}/{id}: the whole item, as its detail page shows it to members. */
export const useContentReview = (item: { item_type: ContentType; id: number }) =>
  useQuery({
    queryKey: [...adminKeys.content(), item.item_type, item.id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/content/${item.item_type}/${item.id}`, {
        schema: contentReviewResponseSchema,
        signal,
      }),
    select: (answer) => answer.data,
    staleTime: 0,
  });

export interface ModerationDecision {
  type: ContentType;
  id: number;
  /** Absent: approve; given: deny with it. */
  reason?: string;
}

/** POST /api/admin/content/{type}/{id}/approve | /deny { reason }. */
const moderateContent = ({ type, id, reason }: ModerationDecision) =>
  apiRequest(`/api/admin/content/${type}/${id}/${reason === undefined ? 'approve' : 'deny'}`, {
    method: 'POST',
    ...(reason === undefined ? {} : { body: { reason } }),
    schema: moderationItemSchema,
  });

export function useModerateContent() {
  const queryClient = useQueryClient();
  return useMutation<ModerationItem, unknown, ModerationDecision>({
    mutationFn: moderateContent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
