import { type ComponentType, lazy } from 'react';
import { i18n } from '../lib/i18n';
import { loadQueryClient } from '../lib/query-client-slot';
import { type AccessRule, mayEnter } from './guards';
import type { RouteHandle } from './route-handle';
import type { RoutePreload } from './route-preload';
import { nextTask } from './start';

export interface LazyPageOptions {
  /** Whether the page asks anything of the API through the query client (default true). */
  queries?: boolean;
  /** The rule its group's gate applies: a visitor that rule sends elsewhere does not fetch the page's code. */
  access?: AccessRule;
  /** Requests started with the page's code on every visit, not after it has rendered (it imports its own query code). */
  prefetch?: (match: Parameters<RoutePreload>[0]) => Promise<unknown>;
  /** What the route tells the signed-in shell. */
  handle?: RouteHandle;
}

/**
 * A route whose page module is fetched when the route is first visited, so no page's code (the
 * console, the wizards, rich-text editing) weighs on the first load of another; the translation
 * namespaces it reads load alongside, so the page never renders before its texts, and so does
 * the query client unless the page asks nothing of the API through it (`queries: false`). All of
 * it starts with the navigation (the route's preload), alongside its gate's check.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly string[] = [],
  { queries = true, access, prefetch, handle }: LazyPageOptions = {},
) {
  let page: Promise<{ default: ComponentType }> | undefined;
  const loadPage = () => {
    page ??= (async () => {
      const [module] = await Promise.all([
        load(),
        i18n.loadNamespaces(namespaces),
        queries && loadQueryClient(),
      ]);
      return { default: pick(module) };
    })();
    return page;
  };
  const Page = lazy(loadPage);
  const preload: RoutePreload = (match) =>
    // Asking for the code (its files' preload links), the texts and the query client costs the
    // main thread: in a task of its own, not inside the navigation's, which made one long task
    // on a phone.
    nextTask().then(async () => {
      if (prefetch) prefetch(match).catch(() => undefined);
      // The gate's redirect is what the visitor sees; the page is simply not fetched.
      if (access && !(await mayEnter(access))) return;
      await loadPage();
    });
  return { element: <Page />, handle: { ...handle, preload } };
}
