import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { i18n } from '../lib/i18n';
import { loadQueryClient } from '../lib/query-client-slot';
import { type AccessRule, mayEnter } from './guards';
import { nextTask } from './start';

/**
 * A route whose page module is fetched when the route is first visited, so no page's code (the
 * console, the wizards, rich-text editing) weighs on the first load of another; the translation
 * namespaces it reads load alongside, so the page never renders before its texts, and so does
 * the query client unless the page asks nothing of the API through it (`queries: false`).
 * With `access` (the rule its group's loader applies), a visitor that rule sends elsewhere does
 * not fetch the page's code at all.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly string[] = [],
  { queries = true, access }: { queries?: boolean; access?: AccessRule } = {},
): () => Promise<{ Component?: ComponentType }> {
  return async () => {
    // Asking for the code (its files' preload links), the texts and the query client costs the
    // main thread: in a task of its own, not inside the router's navigation (on a first load,
    // the router's creation), which made that one long task on a phone.
    await nextTask();
    // The loader's redirect is what the visitor sees; the page is simply not fetched.
    if (access && !(await mayEnter(access))) return {};
    const [module] = await Promise.all([
      load(),
      i18n.loadNamespaces(namespaces),
      queries && loadQueryClient(),
    ]);
    return { Component: pick(module) };
  };
}

/**
 * A loader that starts a page's requests while its code and texts load, instead of after it has
 * rendered, and does not wait for them: the page's queries pick up what is already on its way.
 * `prefetch` imports the feature's query code itself, so none of it weighs on the first chunk.
 */
export function prefetchLoader(prefetch: (url: URL) => Promise<unknown>) {
  return ({ url }: LoaderFunctionArgs) => {
    // In a task after the navigation's, as the page's code (above).
    nextTask()
      .then(() => prefetch(url))
      .catch(() => undefined);
    return null;
  };
}
