import {
  type ContentType,
  interestResponseSchema,
  type SendInterestedNotificationInput,
  sendInterestedNotificationResponseSchema,
  type WantableType,
} from '@acorn/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The lists that show whether the caller wants an item: the feed's pages. */
const FEED_KEY = ['feed'] as const;

/** The one-item answers of GET /api/interest; a Want or its withdrawal makes them stale. */
const WANTED_KEY = ['interest'] as const;

/** Whether the caller wants an item now (GET /api/interest), for a page that shows one item. */
export const wantedQuery = (itemType: WantableType, itemId: number) =>
  queryOptions({
    queryKey: [...WANTED_KEY, itemType, itemId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/interest?item_type=${itemType}&item_id=${itemId}`, {
        schema: interestResponseSchema,
        signal,
      }).then((answer) => answer.data.wanted),
  });

export interface WantChange {
  itemType: ContentType;
  itemId: number;
  /** Whether the caller wants the item after the change: POST gives the Want, DELETE takes it back. */
  wanted: boolean;
}

/** Want, or take it back (POST / DELETE /api/interest); the feed reads the new state afterwards. */
export function useToggleWant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemType, itemId, wanted }: WantChange) =>
      apiRequest('/api/interest', {
        method: wanted ? 'POST' : 'DELETE',
        body: { item_id: itemId, item_type: itemType },
        schema: interestResponseSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FEED_KEY }),
        queryClient.invalidateQueries({ queryKey: WANTED_KEY }),
      ]),
  });
}

/** E-mails the owner of an item, or a company, through the platform (POST sendInterestedNotification). */
export const useSendInterestedNotification = () =>
  useMutation({
    mutationFn: (input: SendInterestedNotificationInput) =>
      apiRequest('/api/sendInterestedNotification', {
        method: 'POST',
        body: input,
        schema: sendInterestedNotificationResponseSchema,
      }),
  });
