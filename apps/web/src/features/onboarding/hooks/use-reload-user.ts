import type { UserDetail } from '@acorn/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { meQueryOptions } from '../../accounts/api/get-me';

/**
 * After a wizard step is saved the user's detail is loaded again (accounts spec §2); when that
 * fails the user goes to the login route. Resolves with the fresh detail, or null after leaving.
 */
export function useReloadUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { token } = useSession();
  return useCallback(async (): Promise<UserDetail | null> => {
    try {
      return await queryClient.fetchQuery({ ...meQueryOptions(token ?? ''), staleTime: 0 });
    } catch {
      await navigate(paths.home(), { replace: true });
      return null;
    }
  }, [queryClient, navigate, token]);
}
