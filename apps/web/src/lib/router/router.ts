import {
  createBrowserHistory,
  createMemoryHistory,
  type History,
  type Location,
  type NavigationType,
} from './history';
import { matchRoutes, type RouteMatch, type RouteObject, rankBranches } from './match';

/** What a loader returns or throws to send the visitor elsewhere before anything renders. */
export class Redirect {
  constructor(readonly to: string) {}
}

export const redirect = (to: string): Redirect => new Redirect(to);

/** The error a route shows when no route matches the address. */
export class RouteErrorResponse {
  constructor(readonly status: number) {}
}

export const isRouteErrorResponse = (error: unknown): error is RouteErrorResponse =>
  error instanceof RouteErrorResponse;

export interface RouterState {
  location: Location;
  navigationType: NavigationType;
  matches: RouteMatch[];
  /** Set when a loader or a page's code failed; shown by the nearest route with an errorElement. */
  error?: { value: unknown; depth: number };
  /** False until the first page's code and loaders are ready. */
  initialized: boolean;
  /** The navigation asked to keep the scroll position (tabs kept in the address). */
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  preventScrollReset?: boolean;
}

export type To = string;

export interface Router {
  state(): RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Resolves once the page navigated to is shown (or another navigation took over). */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** The address a link to `to` points at. */
  href(to: To): string;
  /** Called with the outgoing location just before a navigation is shown (scroll restoration). */
  beforeCommit(listener: (location: Location) => void): () => void;
}

const MAX_REDIRECTS = 20;

/** A route's component, fetched once and kept on the route. */
async function resolveLazy(route: RouteObject): Promise<void> {
  if (!route.lazy || route.Component) return;
  const { Component } = await route.lazy();
  if (Component) route.Component = Component;
}

function createRouter(routes: RouteObject[], history: History): Router {
  const branches = rankBranches(routes);
  const listeners = new Set<(state: RouterState) => void>();
  const commitListeners = new Set<(location: Location) => void>();
  let state: RouterState = {
    location: history.location(),
    navigationType: 'POP',
    // Until the first page is ready, only for its HydrateFallback.
    matches: matchRoutes(branches, history.location().pathname),
    initialized: false,
    preventScrollReset: false,
  };
  let latest = 0;

  const resolve = (to: To): URL =>
    new URL(to, `${history.origin}${state.location.pathname}${state.location.search}`);
  const pathOf = (url: URL | Location) => `${url.pathname}${url.search}${url.hash}`;

  const set = (next: RouterState) => {
    for (const listener of commitListeners) listener(state.location);
    state = next;
    for (const listener of listeners) listener(state);
  };

  /**
   * Fetches the code of every matched route and runs their loaders, all at once; shows the page
   * when all are done, unless a newer navigation started meanwhile. The address changes only
   * then, so a redirect never leaves the refused page in the history. A page whose code is
   * already here and that has no loader is shown at once.
   */
  function load(url: URL, type: NavigationType, options: NavigateOptions, redirects = 0): Promise<void> {
    const id = ++latest;
    const matches = matchRoutes(branches, url.pathname);
    const ready = matches.every(({ route }) => !route.loader && (!route.lazy || route.Component));
    if (ready) {
      commit(url, type, options, matches, []);
      return Promise.resolve();
    }
    const loads = matches.map(async ({ route, params }) => {
      const [, result] = await Promise.all([resolveLazy(route), route.loader?.({ url, params })]);
      return result;
    });
    return Promise.allSettled(loads).then((outcomes) => {
      if (id !== latest) return;
      for (const outcome of outcomes) {
        const target = outcome.status === 'fulfilled' ? outcome.value : outcome.reason;
        if (target instanceof Redirect && redirects < MAX_REDIRECTS) {
          const replace = type !== 'PUSH' || options.replace === true;
          return load(resolve(target.to), replace ? 'REPLACE' : 'PUSH', {}, redirects + 1);
        }
      }
      commit(url, type, options, matches, outcomes);
    });
  }

  function commit(
    url: URL,
    type: NavigationType,
    options: NavigateOptions,
    matches: RouteMatch[],
    outcomes: PromiseSettledResult<unknown>[],
  ) {
    const failed = outcomes.findIndex((outcome) => outcome.status === 'rejected');
    const error =
      matches.length === 0
        ? { value: new RouteErrorResponse(404), at: 0 }
        : failed >= 0
          ? { value: (outcomes[failed] as PromiseRejectedResult).reason, at: failed }
          : undefined;
    // Nothing matched: the root route shows the 404 with its errorElement.
    if (matches.length === 0 && routes[0]) matches.push({ route: routes[0], params: {} });
    const location = type === 'POP' ? history.location() : history.write(type, pathOf(url));
    set({
      location,
      navigationType: type,
      matches,
      initialized: true,
      preventScrollReset: options.preventScrollReset === true,
      error: error && { value: error.value, depth: errorDepth(matches, error.at) },
    });
  }

  history.listen((location) => void load(resolve(pathOf(location)), 'POP', {}));
  void load(resolve(pathOf(state.location)), 'POP', {});

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    beforeCommit(listener) {
      commitListeners.add(listener);
      return () => commitListeners.delete(listener);
    },
    href: (to) => pathOf(resolve(to)),
    async navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const url = resolve(to);
      // Following a link to the page already shown replaces its entry rather than doubling it.
      const replace = options.replace === true || pathOf(url) === pathOf(state.location);
      await load(url, replace ? 'REPLACE' : 'PUSH', options);
    },
  };
}

/** The nearest route at or above `depth` with an errorElement, else the root. */
function errorDepth(matches: RouteMatch[], depth: number): number {
  for (let index = depth; index > 0; index -= 1) {
    if (matches[index]?.route.errorElement) return index;
  }
  return 0;
}

export const createBrowserRouter = (routes: RouteObject[]): Router =>
  createRouter(routes, createBrowserHistory());

export const createMemoryRouter = (routes: RouteObject[], { initialEntries = ['/'] } = {}): Router =>
  createRouter(routes, createMemoryHistory(initialEntries));
