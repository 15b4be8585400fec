import type { UserDetail } from '@acorn/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../../lib/use-session';
import { meQueryOptions } from '../../accounts/api/get-me';

/**
 * Loads the user's detail again, so the guards see what a payment changed (registration step,
 * payment status, tier) before the next page opens. Resolves null when it cannot be loaded.
 */
export function useReloadUser() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useCallback(
    (): Promise<UserDetail | null> =>
      queryClient.fetchQuery({ ...meQueryOptions(token ?? ''), staleTime: 0 }).catch(() => null),
    [queryClient, token],
  );
}
