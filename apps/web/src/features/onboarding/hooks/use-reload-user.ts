import type { UserDetail } from '@acorn/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useReloadUser } from '../../accounts';

/**
 * After a wizard step is saved the user's detail is loaded again (accounts spec §2); when that
 * fails the user goes to the login route. Resolves with the fresh detail, or null after leaving.
 */
export function useReloadAfterStep(): () => Promise<UserDetail | null> {
  const reload = useReloadUser();
  const navigate = useNavigate();
  return useCallback(async () => {
    const user = await reload();
    if (!user) await navigate(paths.home(), { replace: true });
    return user;
  }, [reload, navigate]);
}
