import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
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

/**
 * A loader that starts a page's requests while its code and texts load, instead of after it has
 * rendered, and does not wait for them: the page's queries pick up what is already on its way.
 * `prefetch` imports the feature's query code itself, so none of it weighs on the first chunk.
 */
export function prefetchLoader(prefetch: (url: URL) => Promise<unknown>) {
  return ({ request }: LoaderFunctionArgs) => {
    prefetch(new URL(request.url)).catch(() => undefined);
    return null;
  };
}
