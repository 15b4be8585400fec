import { packageListResponseSchema, userDetailSchema } from '@acorn/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { meQueryOptions } from '../features/accounts/api/get-me';
import { packagesQueryOptions } from '../features/packages/api/get-packages';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session';
import type { ProfileState } from './guards';

/**
 * The cached answer of a query, or the one already on its way (`early`, guards.tsx) once it has
 * arrived and checks out; otherwise the query asks, with its retries.
 */
async function cached<T>(
  queryKey: QueryKey,
  early: Promise<T> | undefined,
  ask: () => Promise<T>,
): Promise<T> {
  if (early) {
    try {
      const answer = await early;
      queryClient.setQueryData(queryKey, answer);
      return answer;
    } catch {
      // Asked again below.
    }
  }
  return ask();
}

/** What the guards read of the signed-in user: the cached detail, or why there is none. */
export async function loadProfileState(early?: Promise<unknown>): Promise<ProfileState> {
  const { token } = sessionStore.get();
  if (!token) return { status: 'signed-out' };
  try {
    const options = meQueryOptions(token);
    const user = await cached(
      options.queryKey,
      early?.then((body) => userDetailSchema.parse(body)),
      () => queryClient.ensureQueryData(options),
    );
    return { status: 'loaded', user };
  } catch {
    return { status: 'error' };
  }
}

/** The tiers, cached for the menus; a failure only leaves feature-tied items locked. */
export function loadPackages(early?: Promise<unknown>): Promise<unknown> {
  const options = packagesQueryOptions();
  return cached(
    options.queryKey,
    early?.then((body) => packageListResponseSchema.parse(body).data),
    () => queryClient.ensureQueryData(options),
  ).catch(() => undefined);
}
