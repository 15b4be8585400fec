import { type UserDetail, userDetailSchema } from '@acorn/contracts';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';

export const getMe = (): Promise<UserDetail> => apiRequest('/api/me', { schema: userDetailSchema });

/** Keyed by token so a new sign-in (in this tab or another) never sees the previous user's detail. */
export const meQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['accounts', 'me', token], queryFn: getMe });

/** The signed-in user's detail when there is a session; idle for guests. */
export function useMe() {
  const { token } = useSession();
  return useQuery({ ...meQueryOptions(token ?? ''), enabled: token !== null });
}

/** For screens behind the access guards, whose loaders have already fetched the detail. */
export function useSignedInUser(): UserDetail {
  const { token } = useSession();
  return useSuspenseQuery(meQueryOptions(token ?? '')).data;
}
