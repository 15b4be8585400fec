/**
 * The app's router: nested routes with loaders that run (and may redirect) before a page shows,
 * pages whose code loads on the first visit, an errorElement per route, and scroll restoration.
 * Decision 027 says why it is the app's own.
 */
export {
  Link,
  type LinkProps,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  type UIMatch,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from './components';
export type { Location } from './history';
export type { LoaderArgs, Params, RouteObject } from './match';
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  type Router,
  redirect,
} from './router';
