import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { i18n } from '../lib/i18n';
import type { Namespace } from '../lib/i18n-namespaces';

/**
 * A route whose page module is fetched when the route is first visited, so no page's code (the
 * console, the wizards, rich-text editing) weighs on the first load of another; the translation
 * namespaces it reads load alongside, so the page never renders before its texts.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: Namespace[] = [],
): NonNullable<RouteObject['lazy']> {
  return async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}
