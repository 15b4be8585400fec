import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths, routePatterns } from '../config/paths';
import { ACCESS, accessLoader, guestLoader } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy-page';
import type { RouteHandle } from './route-handle';
import { logoutLoader } from './routes/account/logout-loader';
import { adminRoutes } from './routes/admin/admin-routes';
import { RouteErrorPage } from './routes/errors/route-error-page';

/** The registration wizards have no back button or create bar, and no product menu. */
const wizardHandle: RouteHandle = { innerBar: false, focused: true };

/** Pages where members start new content get the 'Create ...' bar, loaded after the page. */
const CreateBar = lazy(() => import('./layouts/create-bar'));
const feedHandle: RouteHandle = { innerBar: { explore: true, createBar: CreateBar } };
const createBarHandle: RouteHandle = { innerBar: { createBar: CreateBar } };

/** One page creates and edits every content type (the form engine). */
const entityPage = lazyPage(
  () => import('./routes/content/entity-page'),
  (m) => m.EntityPage,
  ['content', 'market'],
);

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
      ...adminRoutes,
      {
        element: <PublicLayout />,
        children: [
          {
            loader: guestLoader(),
            children: [
              {
                index: true,
                lazy: lazyPage(
                  () => import('./routes/accounts/login-page'),
                  (m) => m.LoginPage,
                  ['accounts', 'home'],
                ),
              },
              {
                path: paths.forgotPassword(),
                lazy: lazyPage(
                  () => import('./routes/accounts/forgot-password-page'),
                  (m) => m.ForgotPasswordPage,
                  ['accounts'],
                ),
              },
              {
                path: paths.updatePassword(),
                lazy: lazyPage(
                  () => import('./routes/accounts/update-password-page'),
                  (m) => m.UpdatePasswordPage,
                  ['accounts'],
                ),
              },
              {
                path: paths.socialCallback(),
                lazy: lazyPage(
                  () => import('./routes/accounts/social-callback-page'),
                  (m) => m.SocialCallbackPage,
                  ['accounts'],
                ),
              },
            ],
          },
          {
            loader: guestLoader('create-account'),
            children: [
              {
                path: paths.createAccount(),
                lazy: lazyPage(
                  () => import('./routes/accounts/create-account-page'),
                  (m) => m.CreateAccountPage,
                  ['accounts', 'home'],
                ),
              },
            ],
          },
          // Open without a session: a deactivated account is refused one and lands here.
          {
            path: paths.accountInactive(),
            lazy: lazyPage(
              () => import('./routes/account/account-inactive-page'),
              (m) => m.AccountInactivePage,
            ),
          },
          {
            path: routePatterns.policyPage,
            lazy: lazyPage(
              () => import('./routes/pages/policy-page'),
              (m) => m.PolicyPage,
              ['pages'],
            ),
          },
          {
            path: routePatterns.notFound,
            lazy: lazyPage(
              () => import('./routes/errors/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
      {
        lazy: lazyPage(
          () => import('./layouts/private-layout'),
          (m) => m.PrivateLayout,
          ['accounts'],
        ),
        children: [
          {
            // Payment outcomes; /welcome has no inner header (accounts spec §2).
            loader: accessLoader(ACCESS.signedIn),
            handle: wizardHandle,
            children: [
              {
                path: paths.welcome(),
                lazy: lazyPage(
                  () => import('./routes/payments/welcome-page'),
                  (m) => m.WelcomePage,
                  ['payments'],
                ),
              },
              {
                path: paths.paymentNotSuccess(),
                lazy: lazyPage(
                  () => import('./routes/payments/payment-not-success-page'),
                  (m) => m.PaymentNotSuccessPage,
                  ['payments'],
                ),
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.participantCompletion),
            handle: wizardHandle,
            children: [
              {
                path: paths.completeParticipantRegistration(),
                lazy: lazyPage(
                  () => import('./routes/onboarding/complete-participant-registration-page'),
                  (m) => m.CompleteParticipantRegistrationPage,
                  ['onboarding', 'payments'],
                ),
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.advisorCompletion),
            handle: wizardHandle,
            children: [
              {
                path: paths.completeSbaRegistration(),
                lazy: lazyPage(
                  () => import('./routes/onboarding/complete-sba-registration-page'),
                  (m) => m.CompleteSbaRegistrationPage,
                  ['onboarding'],
                ),
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.participant),
            children: [
              {
                path: paths.feed(),
                handle: feedHandle,
                lazy: lazyPage(
                  () => import('./routes/feed/feed-page'),
                  (m) => m.FeedPage,
                  ['accounts', 'content'],
                ),
              },
              { path: routePatterns.createEntity, lazy: entityPage },
              { path: routePatterns.editEntity, lazy: entityPage },
              {
                path: paths.logMarket(),
                handle: createBarHandle,
                lazy: lazyPage(
                  () => import('./routes/market/own-market-page'),
                  (m) => m.OwnMarketPage,
                  ['content', 'market'],
                ),
              },
              {
                path: paths.plans(),
                lazy: lazyPage(
                  () => import('./routes/packages/plans-page'),
                  (m) => m.PlansPage,
                  ['content'],
                ),
              },
              {
                path: routePatterns.marketItem,
                lazy: lazyPage(
                  () => import('./routes/market/market-item-page'),
                  (m) => m.MarketItemPage,
                  ['content', 'market'],
                ),
              },
              {
                path: paths.bankTransfer(),
                lazy: lazyPage(
                  () => import('./routes/payments/bank-transfer-page'),
                  (m) => m.BankTransferPage,
                  ['payments'],
                ),
              },
              {
                path: paths.invoices(),
                lazy: lazyPage(
                  () => import('./routes/payments/invoices-page'),
                  (m) => m.InvoicesPage,
                  ['payments'],
                ),
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.passwordParticipant),
            children: [
              {
                path: paths.changePassword(),
                lazy: lazyPage(
                  () => import('./routes/accounts/change-password-page'),
                  (m) => m.ChangePasswordPage,
                  ['accounts'],
                ),
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.member),
            children: [
              {
                path: paths.profile(),
                lazy: lazyPage(
                  () => import('./routes/profile/profile-page'),
                  (m) => m.ProfilePage,
                  ['profiles', 'accounts'],
                ),
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.advisor),
            children: [
              {
                path: paths.sbaProfile(),
                lazy: lazyPage(
                  () => import('./routes/profile/profile-page'),
                  (m) => m.AdvisorProfilePage,
                  ['profiles', 'accounts'],
                ),
              },
              {
                path: routePatterns.completeRegistration,
                lazy: lazyPage(
                  () => import('./routes/profile/complete-registration-page'),
                  (m) => m.CompleteRegistrationPage,
                  ['profiles', 'accounts'],
                ),
              },
              {
                path: paths.sbaPaymentInformation(),
                lazy: lazyPage(
                  () => import('./routes/advisor/sba-payment-information-page'),
                  (m) => m.SbaPaymentInformationPage,
                  ['advisor-payments'],
                ),
              },
            ],
          },
        ],
      },
    ],
  },
]);
