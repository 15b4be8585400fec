import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose page module is fetched when the route is first visited, so no page's code (the
 * console, the wizards, rich-text editing) weighs on the first load of another.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: pick(await load()) });
}
