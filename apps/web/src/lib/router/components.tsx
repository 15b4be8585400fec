import {
  type AnchorHTMLAttributes,
  Component,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import type { Location } from './history';
import type { Params } from './match';
import type { NavigateOptions, Router, RouterState, To } from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
/** The index, in the matched routes, of the route being rendered. */
const DepthContext = createContext(-1);
const ErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside RouterProvider');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('A router hook was used outside RouterProvider');
  return state;
}

interface BoundaryProps {
  location: Location;
  fallback: ReactNode;
  children: ReactNode;
}

/** Shows the route's errorElement when a page throws while rendering, until the next navigation. */
class RouteErrorBoundary extends Component<BoundaryProps, { error?: unknown; location: Location }> {
  override state: { error?: unknown; location: Location } = { location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorContext.Provider value={this.state.error}>{this.props.fallback}</ErrorContext.Provider>;
  }
}

function renderRoute(state: RouterState, depth: number): ReactNode {
  const match = state.matches[depth];
  if (!match) return null;
  const { route } = match;
  if (state.error?.depth === depth) {
    return <ErrorContext.Provider value={state.error.value}>{route.errorElement}</ErrorContext.Provider>;
  }
  const Page = route.Component;
  const element = (
    <DepthContext.Provider value={depth}>
      {Page ? <Page /> : (route.element ?? <Outlet />)}
    </DepthContext.Provider>
  );
  if (!route.errorElement) return element;
  return (
    <RouteErrorBoundary location={state.location} fallback={route.errorElement}>
      {element}
    </RouteErrorBoundary>
  );
}

/** Renders the matched routes; the first load shows the root's HydrateFallback. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    setState(router.state());
    // A transition, as a page change may suspend on its code without hiding the page shown.
    return router.subscribe((next) => startTransition(() => setState(next)));
  }, [router]);
  const Fallback = state.matches[0]?.route.HydrateFallback;
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        {state.initialized ? renderRoute(state, 0) : Fallback ? <Fallback /> : null}
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Where a layout shows its matched child route. */
export function Outlet() {
  const state = useRouterState();
  return renderRoute(state, useContext(DepthContext) + 1);
}

export const useLocation = (): Location => useRouterState().location;

export const useParams = (): Params => useRouterState().matches.at(-1)?.params ?? {};

export interface UIMatch {
  handle: unknown;
  params: Params;
}

/** The matched routes from the root down, for layouts that read their pages' `handle`. */
export function useMatches(): UIMatch[] {
  const { matches } = useRouterState();
  return useMemo(() => matches.map(({ route, params }) => ({ handle: route.handle, params })), [matches]);
}

export const useRouteError = (): unknown => useContext(ErrorContext);

export const useNavigate = (): Router['navigate'] => useRouter().navigate;

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The address's query as URLSearchParams, and a setter that navigates to the new query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useMemo(
    () => (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const current = new URLSearchParams(router.state().location.search);
      const query = new URLSearchParams(typeof next === 'function' ? next(current) : next).toString();
      void router.navigate(query ? `?${query}` : router.state().location.pathname, options);
    },
    [router],
  );
  return [params, setParams];
}

/** Sends the visitor elsewhere as soon as it renders. */
export function Navigate({ to, replace }: { to: To; replace?: boolean }) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace });
  }, [router, to, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain modified click (new tab, download) stays with the browser. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!target || target === '_self');

/** A link that changes the page without reloading the app. */
export function Link({ to, replace, preventScrollReset, onClick, ...props }: LinkProps) {
  const router = useRouter();
  return (
    <a
      {...props}
      href={router.href(to)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, props.target)) return;
        event.preventDefault();
        void router.navigate(to, { replace, preventScrollReset });
      }}
    />
  );
}

/**
 * A menu link marked `aria-current="page"` (and the class `active`) on its page, or with `end`
 * unset on any page below it.
 */
export function NavLink({ end, className, ...props }: LinkProps & { end?: boolean }) {
  const router = useRouter();
  const { pathname } = useLocation();
  const target = new URL(router.href(props.to), 'http://x').pathname.replace(/(.)\/$/, '$1').toLowerCase();
  const current = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const active = current === target || (!end && current.startsWith(`${target === '/' ? '' : target}/`));
  return (
    <Link
      {...props}
      aria-current={active ? 'page' : undefined}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
    />
  );
}

const SCROLL_STORAGE_KEY = 'scroll-positions';

const readScrollPositions = (): Record<string, number> => {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
};

/**
 * Restores the scroll position of a page reached with back or forward (or reloaded), shows the
 * target of an address's #hash, and starts other pages at the top. Positions are kept per key
 * for the tab's lifetime.
 */
export function ScrollRestoration({ getKey }: { getKey: (location: Location) => string }) {
  const router = useRouter();
  const { location, navigationType, preventScrollReset } = useRouterState();
  const [positions] = useState(readScrollPositions);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = (at: Location) => {
      positions[getKey(at)] = window.scrollY;
    };
    const persist = () => {
      save(router.state().location);
      sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
    };
    window.addEventListener('pagehide', persist);
    const stop = router.beforeCommit(save);
    return () => {
      window.removeEventListener('pagehide', persist);
      stop();
      window.history.scrollRestoration = 'auto';
    };
  }, [router, getKey, positions]);
  useLayoutEffect(() => {
    const saved = positions[getKey(location)];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, navigationType, preventScrollReset, getKey, positions]);
  return null;
}
