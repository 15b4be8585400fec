import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';

/** Revokes the token on the server when it can, then forgets the session and every cached answer. */
export async function logout(): Promise<void> {
  if (sessionStore.get().token) {
    await apiRequest('/api/logout', { method: 'POST' }).catch(() => undefined);
  }
  sessionStore.clear();
  queryClient.clear();
}
