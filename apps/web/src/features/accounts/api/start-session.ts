import type { UserDetail } from '@acorn/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../../lib/session';
import { meQueryOptions } from './get-me';

/**
 * Keeps a new token (and, once the profile has loaded, the role) under the spec's storage keys
 * and caches the user's detail for the guards. When the profile cannot be loaded the session is
 * dropped again and the error thrown.
 */
export async function startSession(queryClient: QueryClient, token: string): Promise<UserDetail> {
  sessionStore.start({ token, role: '' });
  try {
    const user = await queryClient.fetchQuery(meQueryOptions(token));
    sessionStore.start({ token, role: user.cb_roles_id });
    return user;
  } catch (error) {
    sessionStore.clear();
    throw error;
  }
}
