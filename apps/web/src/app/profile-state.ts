import { meQueryOptions } from '../features/accounts';
import { packagesQueryOptions } from '../features/packages';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session';
import type { ProfileState } from './guards';

/** What the guards read of the signed-in user: the cached detail, or why there is none. */
export async function loadProfileState(): Promise<ProfileState> {
  const { token } = sessionStore.get();
  if (!token) return { status: 'signed-out' };
  try {
    const user = await queryClient.ensureQueryData(meQueryOptions(token));
    return { status: 'loaded', user };
  } catch {
    return { status: 'error' };
  }
}

/** The tiers, cached for the menus; a failure only leaves feature-tied items locked. */
export function loadPackages(): Promise<unknown> {
  return queryClient.ensureQueryData(packagesQueryOptions()).catch(() => undefined);
}
