import { type UserDetail, userDetailSchema } from '@acorn/contracts';
import { queryOptions, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';

const getMe = (): Promise<UserDetail> => apiRequest('/api/me', { schema: userDetailSchema });

/** Keyed by token so a new sign-in (in this tab or another) never sees the previous user's detail. */
export const meQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['accounts', 'me', token], queryFn: getMe });

/** The signed-in user's detail when there is a session; idle for guests. */
export function useMe() {
  const { token } = useSession();
  return useQuery({ ...meQueryOptions(token ?? ''), enabled: token !== null });
}

/** For screens behind the access gates, whose checks have already fetched the detail. */
export function useSignedInUser(): UserDetail {
  const { token } = useSession();
  return useSuspenseQuery(meQueryOptions(token ?? '')).data;
}

/**
 * Loads the user's detail again, so the guards of the next page see what a step or a payment
 * changed (registration step, payment status, tier). Resolves null when it cannot be loaded.
 */
export function useReloadUser(): () => Promise<UserDetail | null> {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useCallback(
    () => queryClient.fetchQuery({ ...meQueryOptions(token ?? ''), staleTime: 0 }).catch(() => null),
    [queryClient, token],
  );
}
