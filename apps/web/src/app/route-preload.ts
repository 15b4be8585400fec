import type { Location, Params, RouteMatch, RouteObject } from 'react-router';

/** What a route starts before it renders: its gate's answer, its page's code and texts, its requests. */
export type RoutePreload = (match: { params: Params; location: Location }) => Promise<unknown> | undefined;

/** History entries whose preloads are kept: the page on screen, the one coming, a few before. */
const RECENT_ENTRIES = 8;

/** What was started for each recent history entry, by what started it. */
const recent = new Map<string, Map<unknown, Promise<unknown>>>();

/**
 * `start()`'s promise for this history entry, started once: a re-render of the same entry (or of
 * the page still on screen while the next one loads) reads it again instead of asking again; a
 * new navigation, even to the same address, starts anew.
 */
export function oncePerEntry<T>(location: Location, owner: object, start: () => Promise<T>): Promise<T> {
  const key = `${location.key}:${location.pathname}${location.search}`;
  let entry = recent.get(key);
  if (!entry) {
    entry = new Map();
    recent.set(key, entry);
    const oldest = recent.keys().next().value;
    if (recent.size > RECENT_ENTRIES && oldest !== undefined) recent.delete(oldest);
  }
  let started = entry.get(owner) as Promise<T> | undefined;
  if (!started) {
    started = start();
    entry.set(owner, started);
  }
  return started;
}

const preloadOf = (route: RouteObject): RoutePreload | undefined =>
  (route.handle as { preload?: RoutePreload } | undefined)?.preload;

/** The owner of a history entry's preloads (`oncePerEntry`). */
const PRELOADS = {};

/**
 * Starts, all at once, the preloads of the routes that match `location` (their `handle.preload`):
 * a gate's check, the page's code and texts and the requests it will make go out together
 * instead of one after the other as each level renders. Settles when all have.
 */
export const startPreloads = (matches: RouteMatch[], location: Location): Promise<unknown> =>
  oncePerEntry(location, PRELOADS, () =>
    Promise.allSettled(matches.map(({ route, params }) => preloadOf(route)?.({ params, location }))),
  );
