import {
  type MarkNotificationsReadInput,
  markNotificationsReadInputSchema,
  markNotificationsReadResponseSchema,
  type NotificationPreference,
  notificationPreferencesResponseSchema,
  notificationsResponseSchema,
  updateNotificationPreferencesInputSchema,
} from '@acorn/contracts';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const NOTIFICATIONS_KEY = ['notifications'] as const;
const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;
const LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
export const PREFERENCES_KEY = [...NOTIFICATIONS_KEY, 'preferences'] as const;

/** How many the page shows at first and adds on each 'Load more'. */
const NOTIFICATIONS_PER_PAGE = 20;
/** The bell asks again every minute while the page is open, and whenever the window regains focus. */
const UNREAD_REFRESH_MS = 60_000;

const getNotifications = (page: number, perPage: number, signal?: AbortSignal) =>
  apiRequest('/api/notifications', {
    query: { page, perPage },
    schema: notificationsResponseSchema,
    signal,
  });

/** The bell's count: GET /api/notifications?perPage=1, its meta.unread. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => getNotifications(1, 1, signal).then((answer) => answer.meta.unread),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/** The centre's list, newest first, a page at a time ('Load more'). */
export const notificationsListQuery = () =>
  infiniteQueryOptions({
    queryKey: LIST_KEY,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, NOTIFICATIONS_PER_PAGE, signal),
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });

/** POST /api/notifications/read: some by id, or all; answers how many stay unread. */
export const markNotificationsRead = (input: MarkNotificationsReadInput) =>
  apiRequest('/api/notifications/read', {
    method: 'POST',
    body: markNotificationsReadInputSchema.parse(input),
    schema: markNotificationsReadResponseSchema,
  });

/** After marking: the bell shows the server's count at once, the list reads again. */
export async function afterMarkedRead(queryClient: QueryClient, unread: number) {
  queryClient.setQueryData(UNREAD_KEY, unread);
  await queryClient.invalidateQueries({ queryKey: LIST_KEY });
}

/** GET /api/notification-preferences: every kind the member receives, with how. */
export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/notification-preferences', {
        schema: notificationPreferencesResponseSchema,
        signal,
      }).then((answer) => answer.data),
  });

/** PUT /api/notification-preferences: answers every kind as stored. */
export const saveNotificationPreferences = (preferences: NotificationPreference[]) =>
  apiRequest('/api/notification-preferences', {
    method: 'PUT',
    body: updateNotificationPreferencesInputSchema.parse({ preferences }),
    schema: notificationPreferencesResponseSchema,
  }).then((answer) => answer.data);
