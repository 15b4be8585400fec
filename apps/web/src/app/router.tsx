import { createBrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths, routePatterns } from '../config/paths';
import { ACCESS, accessLoader, guestLoader } from './guards';
import { PrivateLayout } from './layouts/private-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { AccountInactivePage } from './routes/account/account-inactive-page';
import { logoutLoader } from './routes/account/logout-loader';
import { NotFoundPage } from './routes/errors/not-found-page';
import { RouteErrorPage } from './routes/errors/route-error-page';
import { HomePage } from './routes/home/home-page';
import { PolicyPage } from './routes/pages/policy-page';

/**
 * Public layout: guest-only groups (loader `guestLoader`) and pages anyone may read.
 * Private layout: groups with an `accessLoader(ACCESS.*)` rule; a route's `handle` (RouteHandle)
 * configures the second bar.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      { path: paths.logout(), loader: logoutLoader },
      {
        element: <PublicLayout />,
        children: [
          { loader: guestLoader(), children: [{ index: true, element: <HomePage /> }] },
          { path: routePatterns.policyPage, element: <PolicyPage /> },
          { path: routePatterns.notFound, element: <NotFoundPage /> },
        ],
      },
      {
        element: <PrivateLayout />,
        children: [
          {
            loader: accessLoader(ACCESS.signedIn),
            children: [{ path: paths.accountInactive(), element: <AccountInactivePage /> }],
          },
        ],
      },
    ],
  },
]);
